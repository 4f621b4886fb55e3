import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  ORDER_EXPORT_MAX_ROWS,
  ORDER_KINDS,
  ORDER_QUEUE_STATUSES,
  ORDER_STATUSES,
  type OrderListRequest,
  type OrderSummary,
  orderListRequestSchema,
  PORTAL_PAGES,
  SHIPMENT_EXPORT_PERMISSION,
} from '@portside/contracts';
import { Button, Flex, Form, Grid, Input, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '../../components/page-size';
import { PageTitle } from '../../components/page-title';
import { PagedTable } from '../../components/paged-table';
import { RouterLink } from '../../components/router-link';
import { type ConfigurableColumn, useConfiguredColumns } from '../../shared/column-settings/table-settings';
import { ExportButton } from '../../shared/export/export-button';
import { Permission } from '../../shared/permissions/permission';
import { formatDateTime } from '../../utils/date-time';
import { exportOrders, useOrderPage } from './order-api';
import { OrderImportDialog } from './order-import-dialog';
import { OrderStatusTag, orderDetailPath, orderEditPath, useKindLabel } from './order-labels';

const FIELDS = orderListRequestSchema.shape;

/** The list request of the URL: each field checked on its own, the queue's statuses when none is named. */
export function orderRequestFromSearch(search: URLSearchParams): OrderListRequest {
  const read = <Field extends keyof typeof FIELDS>(field: Field, value: unknown) => {
    const parsed = FIELDS[field].safeParse(value);
    return parsed.success ? (parsed.data as OrderListRequest[Field]) : undefined;
  };
  const number = (field: 'PageIndex' | 'PageSize') => (search.has(field) ? Number(search.get(field)) : undefined);
  const statuses = read('Status', search.getAll('Status'));
  return orderListRequestSchema.parse({
    PageIndex: read('PageIndex', number('PageIndex')),
    PageSize: read('PageSize', number('PageSize')) ?? DEFAULT_PAGE_SIZE,
    Status: statuses?.length ? statuses : [...ORDER_QUEUE_STATUSES],
    OrderKind: read('OrderKind', search.get('OrderKind') ?? undefined),
    Keyword: read('Keyword', search.get('Keyword') ?? undefined),
  });
}

export function searchFromOrderRequest(request: OrderListRequest): URLSearchParams {
  const search = new URLSearchParams();
  const statuses = request.Status ?? [];
  const isQueue =
    statuses.length === ORDER_QUEUE_STATUSES.length &&
    statuses.every((status) => ORDER_QUEUE_STATUSES.includes(status));
  if (!isQueue) for (const status of statuses) search.append('Status', status);
  if (request.OrderKind) search.set('OrderKind', request.OrderKind);
  if (request.Keyword) search.set('Keyword', request.Keyword);
  if (request.PageIndex !== 1) search.set('PageIndex', String(request.PageIndex));
  if (request.PageSize !== DEFAULT_PAGE_SIZE) search.set('PageSize', String(request.PageSize));
  return search;
}

type FilterValues = Pick<OrderListRequest, 'Status' | 'OrderKind' | 'Keyword'>;

function useOrderColumns(): ConfigurableColumn<OrderSummary>[] {
  const { t } = useTranslation();
  const kindLabel = useKindLabel();
  return [
    {
      key: 'OrderNo',
      title: t('orders.columns.orderNo'),
      render: (_, order) => (
        <RouterLink to={orderDetailPath(order.Id)} testId="order-link">
          {order.OrderNo}
        </RouterLink>
      ),
    },
    { key: 'OrderKind', title: t('orders.columns.kind'), render: (_, order) => kindLabel(order.OrderKind) },
    {
      key: 'Status',
      title: t('orders.columns.status'),
      render: (_, order) => <OrderStatusTag status={order.Status} />,
    },
    { key: 'BatchNo', title: t('orders.columns.batchNo'), dataIndex: 'BatchNo' },
    { key: 'FbaShipmentId', title: t('orders.columns.fbaShipmentId'), dataIndex: 'FbaShipmentId' },
    { key: 'Destination', title: t('orders.columns.destination'), dataIndex: 'DestinationWarehouseCode' },
    { key: 'Cartons', title: t('orders.columns.cartons'), dataIndex: 'CartonCount', align: 'right' },
    { key: 'Weight', title: t('orders.columns.weightKg'), dataIndex: 'DeclaredWeightKg', align: 'right' },
    { key: 'Created', title: t('orders.columns.created'), render: (_, order) => formatDateTime(order.CreatedTime) },
  ];
}

/**
 * The order work queue (/cargoStatus/newOrders): drafts, submitted orders, orders sent back and
 * accepted orders not yet received. Its filter and page live in the URL, its columns are the user's.
 */
export function OrderQueuePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const kindLabel = useKindLabel();
  const [searchParams, setSearchParams] = useSearchParams();
  const request = useMemo(() => orderRequestFromSearch(searchParams), [searchParams]);
  const page = useOrderPage(request);
  const configured = useConfiguredColumns(PORTAL_PAGES.newOrders.menuCode, useOrderColumns());
  const [form] = Form.useForm<FilterValues>();
  const [importing, setImporting] = useState(false);
  // On a phone the filter's labels stand above their fields: side by side they are wider than the screen.
  const wide = Grid.useBreakpoint().sm ?? true;
  useEffect(() => form.setFieldsValue(request), [form, request]);

  const show = (next: OrderListRequest) => setSearchParams(searchFromOrderRequest(next));

  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('orders.queueTitle')}</PageTitle>
      <Form<FilterValues>
        form={form}
        layout={wide ? 'inline' : 'vertical'}
        onFinish={(values) => show({ ...request, ...values, Keyword: values.Keyword || undefined, PageIndex: 1 })}
        style={{ rowGap: 8 }}
      >
        <Form.Item name="Status" label={t('orders.columns.status')} style={{ maxWidth: '100%' }}>
          <Select
            mode="multiple"
            // The queue's four statuses in German are wider than a phone: the tags that do not fit are counted.
            maxTagCount="responsive"
            style={{ width: 220, maxWidth: '100%' }}
            options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`orders.status.${status}`) }))}
          />
        </Form.Item>
        <Form.Item name="OrderKind" label={t('orders.columns.kind')}>
          <Select
            allowClear
            style={{ minWidth: 160 }}
            options={ORDER_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
          />
        </Form.Item>
        <Form.Item name="Keyword" label={t('orders.keyword')}>
          <Input allowClear maxLength={50} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
      </Form>
      <Flex justify="flex-end" gap="small" wrap>
        <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="order-import">
          {t('orders.import.open')}
        </Button>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(orderEditPath())}
          data-testid="new-order"
        >
          {t('orders.newOrder')}
        </Button>
        <Permission code={SHIPMENT_EXPORT_PERMISSION}>
          <ExportButton
            run={(onProgress, signal) => {
              const { PageIndex: _page, PageSize: _size, ...filter } = request;
              return exportOrders(filter, onProgress, signal);
            }}
            total={page.data}
            testId="order-export"
            texts={{
              button: t('orderDesk.export.button'),
              title: t('orderDesk.export.title'),
              rows: (counted, format) =>
                counted.TotalCapped
                  ? t('orderDesk.export.rowsMany', {
                      total: format(counted.TotalCount),
                      max: format(ORDER_EXPORT_MAX_ROWS),
                    })
                  : t('orderDesk.export.rows', { count: counted.TotalCount }),
              received: (size) => t('orderDesk.export.received', { size }),
              done: (fileName) => t('orderDesk.export.done', { fileName }),
              failed: t('orderDesk.export.failed'),
            }}
          />
        </Permission>
        {configured.control}
      </Flex>
      <PagedTable<OrderSummary, OrderListRequest>
        rowKey="Id"
        columns={configured.columns}
        page={page.data}
        loading={page.isFetching}
        request={request}
        onRequestChange={show}
        testId="order-table"
      />
      <OrderImportDialog open={importing} onClose={() => setImporting(false)} />
    </Flex>
  );
}
