import { DELIVERY_STATUSES, type Delivery, type DeliveryListRequest, type DeliveryStatus } from '@portside/contracts';
import { Flex, Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '../../components/keyword-search';
import { DEFAULT_PAGE_SIZE } from '../../components/page-size';
import { PageTitle } from '../../components/page-title';
import { PagedTable } from '../../components/paged-table';
import { RouterLink } from '../../components/router-link';
import { useDictLabel } from '../../shared/dictionary/dictionary';
import { formatDateTime } from '../../utils/date-time';
import { useDeliveryPage } from './delivery-api';
import { DeliveryStatusTag, deliveryDetailPath } from './delivery-labels';

/**
 * /cargoStatus/deliveries: the deliveries of the company's orders (end and air-end orders, and
 * orders bound for an Amazon centre), with their appointment, state and courier parcels.
 */
export function DeliveriesPage() {
  const { t } = useTranslation();
  const label = useDictLabel();
  const [request, setRequest] = useState<DeliveryListRequest>({ PageIndex: 1, PageSize: DEFAULT_PAGE_SIZE });
  const page = useDeliveryPage(request);
  const columns: TableColumnsType<Delivery> = [
    {
      key: 'OrderNo',
      title: t('delivery.columns.orderNo'),
      render: (_, delivery) => (
        <RouterLink to={deliveryDetailPath(delivery.Id)} testId="delivery-link">
          {delivery.OrderNo}
        </RouterLink>
      ),
    },
    {
      key: 'Status',
      title: t('delivery.columns.status'),
      render: (_, delivery) => <DeliveryStatusTag status={delivery.Status} />,
    },
    { key: 'WarehouseCode', title: t('delivery.columns.warehouse'), dataIndex: 'WarehouseCode' },
    {
      key: 'Method',
      title: t('delivery.columns.method'),
      render: (_, delivery) => t(`delivery.methods.${delivery.Method}`),
    },
    {
      key: 'Appointment',
      title: t('delivery.columns.appointment'),
      render: (_, delivery) =>
        delivery.Appointment
          ? `${formatDateTime(delivery.Appointment.Start)} (${delivery.Appointment.AppointmentId})`
          : '—',
    },
    {
      key: 'FbaShipmentId',
      title: t('delivery.columns.fbaShipmentId'),
      render: (_, delivery) => delivery.FbaShipmentId ?? '—',
    },
    { key: 'Parcels', title: t('delivery.columns.parcels'), dataIndex: 'ParcelCount', align: 'right' },
    {
      key: 'Updated',
      title: t('delivery.columns.updated'),
      render: (_, delivery) => formatDateTime(delivery.UpdatedTime),
    },
  ];
  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('delivery.title')}</PageTitle>
      <Flex wrap gap="small" align="center">
        <KeywordSearch
          placeholder={t('delivery.keyword')}
          onSearch={(Keyword) => setRequest({ ...request, Keyword, PageIndex: 1 })}
          testId="delivery-keyword"
        />
        <Select<DeliveryStatus[]>
          mode="multiple"
          allowClear
          aria-label={t('delivery.columns.status')}
          placeholder={t('delivery.columns.status')}
          style={{ minWidth: 220 }}
          value={request.Status ?? []}
          onChange={(Status) =>
            setRequest({ ...request, Status: Status.length > 0 ? Status : undefined, PageIndex: 1 })
          }
          options={DELIVERY_STATUSES.map((status) => ({ value: status, label: label('DeliveryStatusEnum', status) }))}
        />
      </Flex>
      <PagedTable<Delivery, DeliveryListRequest>
        rowKey="Id"
        columns={columns}
        page={page.data}
        loading={page.isFetching}
        request={request}
        onRequestChange={setRequest}
        testId="delivery-list"
      />
    </Flex>
  );
}
