import { DownloadOutlined } from '@ant-design/icons';
import type { OrderDetail, QuoteOption } from '@portside/contracts';
import { Alert, App, Button, Card, Descriptions, Flex, Result, Table, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ContentSkeleton } from '../../components/content-skeleton';
import { PageTitle } from '../../components/page-title';
import { RouterLink } from '../../components/router-link';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../utils/date-time';
import { LandedCostCard } from './landed-cost-card';
import { downloadFbaFile, useCancelOrder, useOrderDetail } from './order-api';
import { OrderDocumentList } from './order-documents';
import { OrderStatusTag, orderEditPath, useKindLabel } from './order-labels';
import { useSubmitWithConfirmation } from './order-submit';
import { SupplierLinksCard } from './supplier-links-card';

type CartonRow = OrderDetail['Cartons'][number];
const MEASURES = ['LengthCm', 'WidthCm', 'HeightCm', 'WeightKg'] as const;

/** A measured value beside the declared one; a difference is highlighted with its sign. */
function MeasuredCell({ carton, measure }: { carton: CartonRow; measure: (typeof MEASURES)[number] }) {
  const { t } = useTranslation();
  if (!carton.Measured) return <Typography.Text type="secondary">{t('orders.detail.notMeasured')}</Typography.Text>;
  const measured = carton.Measured[measure];
  const difference = Math.round((measured - carton[measure]) * 100) / 100;
  if (difference === 0) return <span>{measured}</span>;
  return (
    <Typography.Text type="danger" strong data-testid="carton-difference">
      {measured} ({difference > 0 ? '+' : ''}
      {difference})
    </Typography.Text>
  );
}

export function QuoteTerms({ option }: { option: QuoteOption }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        { key: 'channel', label: t('orders.quote.channel'), children: `${option.Service} (${option.ChannelCode})` },
        { key: 'transitDays', label: t('orders.quote.transitDays'), children: option.TransitDays },
        // Price lines have no id and keep their order.
        ...option.PriceLines.map((line, index) => ({
          key: `price-${index}`,
          label: line.ChargeName,
          children: `${line.Amount} ${line.Currency}`,
        })),
        {
          key: 'total',
          label: t('orders.quote.total'),
          children: <strong>{option.Totals.map((total) => `${total.Amount} ${total.Currency}`).join(' + ')}</strong>,
        },
        {
          key: 'expires',
          label: t('orders.quote.expires'),
          children: option.Expired
            ? `${formatDateTime(option.ExpiresTime)} (${t('orders.quote.expired')})`
            : formatDateTime(option.ExpiresTime),
        },
      ]}
    />
  );
}

/** An order: its status and history, cartons declared against measured, quote terms and the linked shipment. */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const kindLabel = useKindLabel();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const detail = useOrderDetail(id);
  const submit = useSubmitWithConfirmation();
  const cancel = useCancelOrder();

  // Without an id there is nothing to load: the query stays disabled, and the page says so.
  if (id !== '' && detail.isPending) return <ContentSkeleton />;
  if (detail.isError || !detail.data) return <Result status="404" title={t('orders.detail.notFound')} />;
  const order = detail.data;
  const editable = order.Status === 'Draft' || order.Status === 'PendingUpdate';
  const cancellable = editable || order.Status === 'Submitted' || order.Status === 'Accepted';

  const measureColumns = MEASURES.map((measure) => ({
    key: measure,
    title: t(`orders.carton.${measure}`),
    render: (_: unknown, carton: CartonRow) => (
      <Flex vertical>
        <span>{carton[measure]}</span>
        <MeasuredCell carton={carton} measure={measure} />
      </Flex>
    ),
  }));

  return (
    <Flex vertical gap="middle">
      <PageTitle testId="order-title">
        {t('orders.detail.title', { orderNo: order.OrderNo })} <OrderStatusTag status={order.Status} />
      </PageTitle>
      {order.Status === 'PendingUpdate' && order.PendingReason ? (
        <Alert type="warning" showIcon title={t('orders.detail.sentBack')} description={order.PendingReason} />
      ) : null}
      <Flex gap="small" wrap>
        {editable ? (
          <>
            <Button onClick={() => navigate(orderEditPath(order.Id))}>{t('orders.detail.edit')}</Button>
            <Button
              type="primary"
              loading={submit.isPending}
              onClick={async () => {
                if (await submit.run(order.Id)) message.success(t('orders.detail.submitted'));
              }}
              data-testid="order-submit"
            >
              {t('orders.detail.submit')}
            </Button>
          </>
        ) : null}
        {order.FbaShipmentId && order.CartonCount > 0 ? (
          <Button icon={<DownloadOutlined />} onClick={() => void downloadFbaFile(order.Id, order.OrderNo)}>
            {t('orders.detail.fbaFile')}
          </Button>
        ) : null}
        {cancellable ? (
          <Button
            danger
            onClick={() =>
              modal.confirm({
                title: t('orders.detail.cancelConfirm', { orderNo: order.OrderNo }),
                onOk: () => cancel.mutateAsync(order.Id),
              })
            }
          >
            {t('orders.detail.cancelOrder')}
          </Button>
        ) : null}
      </Flex>
      <Card title={t('orders.detail.summary')}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'kind', label: t('orders.columns.kind'), children: kindLabel(order.OrderKind) },
            { key: 'batchNo', label: t('orders.columns.batchNo'), children: order.BatchNo ?? '–' },
            { key: 'fbaShipmentId', label: t('orders.columns.fbaShipmentId'), children: order.FbaShipmentId ?? '–' },
            { key: 'fbaReferenceId', label: t('orders.fields.fbaReferenceId'), children: order.FbaReferenceId ?? '–' },
            { key: 'sender', label: t('orders.fields.sender'), children: order.Sender ?? '–' },
            {
              key: 'destination',
              label: t('orders.columns.destination'),
              children: order.DestinationWarehouseCode ?? '–',
            },
            {
              key: 'shipment',
              label: t('orders.detail.shipment'),
              children: order.ShipmentId ? (
                <RouterLink
                  to={`${paths.shipmentDetail}?id=${encodeURIComponent(order.ShipmentId)}`}
                  testId="order-shipment-link"
                >
                  {order.ShipmentDcgNo}
                </RouterLink>
              ) : (
                t('orders.detail.noShipment')
              ),
            },
          ]}
        />
      </Card>
      <Card title={t('orders.detail.cartons')}>
        <Typography.Paragraph type="secondary">{t('orders.detail.cartonsHint')}</Typography.Paragraph>
        <Table<CartonRow>
          rowKey="CartonNo"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={order.Cartons}
          columns={[
            { key: 'CartonNo', title: t('orders.carton.CartonNo'), dataIndex: 'CartonNo' },
            ...measureColumns,
            {
              key: 'Items',
              title: t('orders.carton.items'),
              render: (_, carton) =>
                carton.Items.map(
                  (item) => `${item.Sku}${item.Fnsku ? ` / ${item.Fnsku}` : ''} × ${item.Quantity}`,
                ).join(', '),
            },
          ]}
          data-testid="order-cartons"
        />
      </Card>
      <Card title={t('orderDesk.documents.title')}>
        <OrderDocumentList documents={order.Documents} />
      </Card>
      {order.QuoteTerms ? (
        <Card title={t('orders.detail.quoteTerms')}>
          <QuoteTerms option={order.QuoteTerms} />
        </Card>
      ) : null}
      <LandedCostCard orderId={order.Id} />
      <Card title={t('orders.detail.history')}>
        <Timeline
          items={order.Transitions.map((transition) => ({
            content: (
              <Flex vertical>
                <span>
                  {transition.From ? `${t(`orders.status.${transition.From as OrderDetail['Status']}`)} → ` : ''}
                  {t(`orders.status.${transition.To as OrderDetail['Status']}`)}
                </span>
                <Typography.Text type="secondary">
                  {formatDateTime(transition.At)} · {transition.Actor}
                  {transition.Reason ? ` · ${transition.Reason}` : ''}
                </Typography.Text>
              </Flex>
            ),
          }))}
        />
      </Card>
      <SupplierLinksCard orderId={order.Id} open={cancellable} />
    </Flex>
  );
}
