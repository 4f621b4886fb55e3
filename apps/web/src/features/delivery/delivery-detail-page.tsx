import { DownloadOutlined } from '@ant-design/icons';
import { DELIVERY_MAIN_PATH, DELIVERY_STATUS, type DeliveryDetail, type DeliveryStatus } from '@portside/contracts';
import {
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Grid,
  Result,
  Steps,
  Table,
  type TableColumnsType,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContentSkeleton } from '../../components/content-skeleton';
import { PageTitle } from '../../components/page-title';
import { downloadFile } from '../../lib/download';
import { useDictLabel } from '../../shared/dictionary/dictionary';
import { formatDateTime } from '../../utils/date-time';
import { downloadExpressLabel, useDeliveryDetail } from './delivery-api';
import { DeliveryStatusTag } from './delivery-labels';

type Parcel = DeliveryDetail['Parcels'][number];
const DETOURS: readonly DeliveryStatus[] = [DELIVERY_STATUS.Failed, DELIVERY_STATUS.ReturnedToSender];

/** The usual way of a delivery as steps; a failure or return shows as an error at the out-for-delivery step. */
function DeliverySteps({ status }: { status: DeliveryStatus }) {
  const label = useDictLabel();
  const screens = Grid.useBreakpoint();
  const detour = DETOURS.includes(status);
  const current = detour
    ? DELIVERY_MAIN_PATH.indexOf(DELIVERY_STATUS.OutForDelivery)
    : DELIVERY_MAIN_PATH.indexOf(status);
  return (
    <Steps
      size="small"
      orientation={screens.md ? 'horizontal' : 'vertical'}
      current={current}
      status={detour ? 'error' : status === DELIVERY_STATUS.ReceivedByWarehouse ? 'finish' : 'process'}
      items={DELIVERY_MAIN_PATH.map((step, index) => ({
        title: index === current && detour ? label('DeliveryStatusEnum', status) : label('DeliveryStatusEnum', step),
      }))}
    />
  );
}

function AppointmentHistory({ delivery }: { delivery: DeliveryDetail }) {
  const { t } = useTranslation();
  if (delivery.AppointmentHistory.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('delivery.noAppointment')} />;
  }
  return (
    <Timeline
      data-testid="appointment-history"
      items={delivery.AppointmentHistory.map((change) => ({
        color: change.Action === 'Cancelled' ? 'red' : change.Action === 'Moved' ? 'orange' : 'blue',
        content: (
          <Flex vertical data-testid="appointment-change">
            <Typography.Text strong>
              {t(`delivery.appointmentActions.${change.Action}`)}: {formatDateTime(change.Start)}
              {change.End ? ` – ${formatDateTime(change.End)}` : ''}
            </Typography.Text>
            <Typography.Text type="secondary">
              {t('delivery.appointmentId')} {change.AppointmentId} · {t('delivery.recorded')}{' '}
              {formatDateTime(change.Time)}
            </Typography.Text>
            {change.Reason && <Typography.Text type="secondary">{change.Reason}</Typography.Text>}
          </Flex>
        ),
      }))}
    />
  );
}

function StatusHistory({ delivery }: { delivery: DeliveryDetail }) {
  const label = useDictLabel();
  return (
    <Timeline
      items={delivery.History.map((change) => ({
        color: DETOURS.includes(change.ToStatus) ? 'red' : 'green',
        content: (
          <Flex vertical>
            <Typography.Text>{label('DeliveryStatusEnum', change.ToStatus)}</Typography.Text>
            <Typography.Text type="secondary">{formatDateTime(change.Time)}</Typography.Text>
            {change.Note && <Typography.Text type="secondary">{change.Note}</Typography.Text>}
          </Flex>
        ),
      }))}
    />
  );
}

function Parcels({ delivery }: { delivery: DeliveryDetail }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<Parcel> = [
    {
      key: 'Position',
      title: t('delivery.parcel.carton'),
      render: (_, parcel) => `${parcel.Position} · ${parcel.CartonNo}`,
    },
    { key: 'ExpressChildNo', title: t('delivery.parcel.childNo'), dataIndex: 'ExpressChildNo' },
    {
      key: 'Status',
      title: t('delivery.parcel.status'),
      render: (_, parcel) => (parcel.Status ? <Tag>{t(`delivery.parcelEvents.${parcel.Status}`)}</Tag> : '—'),
    },
    {
      key: 'Label',
      title: t('delivery.parcel.label'),
      render: (_, parcel) => (
        <Button
          icon={<DownloadOutlined />}
          aria-label={t('delivery.parcel.downloadLabel', { childNo: parcel.ExpressChildNo })}
          onClick={() => void downloadExpressLabel(parcel.ExpressChildNo)}
          data-testid={`label-${parcel.ExpressChildNo}`}
        >
          {t('delivery.parcel.label')}
        </Button>
      ),
    },
  ];
  return (
    <Table<Parcel>
      rowKey="ExpressChildNo"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={columns}
      dataSource={delivery.Parcels}
      expandable={{
        rowExpandable: (parcel) => parcel.Events.length > 0,
        expandedRowRender: (parcel) => (
          <Timeline
            items={parcel.Events.map((event) => ({
              content: (
                <Flex vertical>
                  <Typography.Text>
                    {t(`delivery.parcelEvents.${event.Code}`)}
                    {event.Location ? ` · ${event.Location}` : ''}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {formatDateTime(event.Time)}
                    {event.Description ? ` · ${event.Description}` : ''}
                  </Typography.Text>
                </Flex>
              ),
            }))}
          />
        ),
      }}
      data-testid="delivery-parcels"
    />
  );
}

/**
 * /cargoStatus/deliveryDetail?id=: one delivery, its way as steps, the appointment's history as a
 * timeline, the proof of delivery to download, and the courier parcels with their events and labels.
 */
export function DeliveryDetailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const detail = useDeliveryDetail(id);
  if (id !== '' && detail.isPending) return <ContentSkeleton />;
  if (detail.isError || !detail.data) return <Result status="404" title={t('delivery.notFound')} />;
  const delivery = detail.data;
  const proof = delivery.ProofOfDelivery;
  return (
    <Flex vertical gap="middle">
      <PageTitle testId="delivery-title">
        {t('delivery.detailTitle', { orderNo: delivery.OrderNo })} <DeliveryStatusTag status={delivery.Status} />
      </PageTitle>
      <Card size="small">
        <DeliverySteps status={delivery.Status} />
      </Card>
      <Card size="small" title={t('delivery.summary')}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'warehouse', label: t('delivery.columns.warehouse'), children: delivery.WarehouseCode },
            { key: 'method', label: t('delivery.columns.method'), children: t(`delivery.methods.${delivery.Method}`) },
            { key: 'fba', label: t('delivery.columns.fbaShipmentId'), children: delivery.FbaShipmentId ?? '—' },
            { key: 'carrier', label: t('delivery.carrier'), children: delivery.Carrier ?? delivery.Courier ?? '—' },
            {
              key: 'appointment',
              label: t('delivery.columns.appointment'),
              children: delivery.Appointment
                ? `${formatDateTime(delivery.Appointment.Start)} (${delivery.Appointment.AppointmentId})`
                : '—',
            },
            {
              key: 'delivered',
              label: t('delivery.deliveredTime'),
              children: delivery.DeliveredTime ? formatDateTime(delivery.DeliveredTime) : '—',
            },
            ...(delivery.FailureReason
              ? [{ key: 'failure', label: t('delivery.failureReason'), children: delivery.FailureReason }]
              : []),
            ...(delivery.MasterTrackingNo
              ? [{ key: 'master', label: t('delivery.masterTrackingNo'), children: delivery.MasterTrackingNo }]
              : []),
          ]}
        />
        <Flex gap="small" wrap style={{ marginTop: 12 }}>
          {proof ? (
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              onClick={() => void downloadFile(proof.Url, proof.FileName)}
              data-testid="proof-of-delivery"
            >
              {t('delivery.proofOfDelivery')}
            </Button>
          ) : (
            <Typography.Text type="secondary">{t('delivery.noProof')}</Typography.Text>
          )}
        </Flex>
      </Card>
      <Card size="small" title={t('delivery.appointmentHistory')}>
        <AppointmentHistory delivery={delivery} />
      </Card>
      <Card size="small" title={t('delivery.history')}>
        <StatusHistory delivery={delivery} />
      </Card>
      {delivery.Parcels.length > 0 && (
        <Card size="small" title={t('delivery.parcels', { count: delivery.Parcels.length })}>
          <Parcels delivery={delivery} />
        </Card>
      )}
    </Flex>
  );
}
