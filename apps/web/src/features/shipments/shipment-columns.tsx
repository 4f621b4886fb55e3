import {
  SHIPMENT_MODE_DICT_KEY,
  SHIPMENT_STATUS,
  type ShipmentLocation,
  type ShipmentStatus,
  type ShipmentSummary,
} from '@portside/contracts';
import { Space, Tag, Tooltip, Typography } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/router-link';
import { paths } from '../../config/paths';
import type { ConfigurableColumn } from '../../shared/column-settings/table-settings';
import { useDictLabel } from '../../shared/dictionary/dictionary';
import { formatDateTime } from '../../utils/date-time';

const STATUS_COLORS: Record<ShipmentStatus, string> = {
  [SHIPMENT_STATUS.Booked]: 'default',
  [SHIPMENT_STATUS.CargoReceived]: 'cyan',
  [SHIPMENT_STATUS.InTransit]: 'processing',
  [SHIPMENT_STATUS.Arrived]: 'gold',
  [SHIPMENT_STATUS.CustomsCleared]: 'purple',
  [SHIPMENT_STATUS.Delivered]: 'success',
};

export const shipmentDetailPath = (id: string) => `${paths.shipmentDetail}?id=${encodeURIComponent(id)}`;

/** A place as people read it: its name and code, or whichever of them it has (a warehouse has no code). */
export function placeText(place: ShipmentLocation): string {
  if (place.Name && place.Code) return `${place.Name} (${place.Code})`;
  return place.Name || place.Code;
}

export function StatusTag({ status }: { status: ShipmentStatus }) {
  const dictLabel = useDictLabel();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="shipment-status">
      {dictLabel('ShipmentStatusEnum', status)}
    </Tag>
  );
}

/** How late a shipment is against its original ETA; nothing when it is on time. */
export function DelayTag({ shipment }: { shipment: Pick<ShipmentSummary, 'IsDelayed' | 'DelayDays'> }) {
  const { t } = useTranslation();
  if (!shipment.IsDelayed) return null;
  return (
    <Tag color="error" data-testid="shipment-delayed">
      {shipment.DelayDays >= 0.5
        ? t('shipments.delayDays', { count: Math.round(shipment.DelayDays) })
        : t('shipments.overdue')}
    </Tag>
  );
}

const dateCell = (iso: string | null) => (iso ? formatDateTime(iso) : '–');

export type ShipmentSortField = 'Etd' | 'Eta' | 'CreatedTime';
export interface ShipmentSorting {
  by: ShipmentSortField;
  order: 'asc' | 'desc';
}

/**
 * The columns of a shipment list, each with a stable key for the user's column settings. With
 * `sorting`, the date columns sort on the server.
 */
export function useShipmentColumns(sorting?: ShipmentSorting): ConfigurableColumn<ShipmentSummary>[] {
  const { t } = useTranslation();
  const dictLabel = useDictLabel();
  const sortable = (field: ShipmentSortField) =>
    sorting
      ? {
          sorter: true,
          sortOrder: (sorting.by === field ? (sorting.order === 'asc' ? 'ascend' : 'descend') : null) as SortOrder,
        }
      : {};

  return [
    {
      key: 'DcgNo',
      title: t('shipments.dcgNo'),
      fixed: 'left',
      render: (_, shipment) => (
        <RouterLink to={shipmentDetailPath(shipment.Id)} testId="shipment-link">
          {shipment.DcgNo}
        </RouterLink>
      ),
    },
    {
      key: 'Mode',
      title: t('shipments.mode'),
      render: (_, shipment) => dictLabel('TransportModeEnum', SHIPMENT_MODE_DICT_KEY[shipment.Mode]),
    },
    {
      key: 'Status',
      title: t('shipments.status'),
      render: (_, shipment) => (
        <Space size={4} wrap={false}>
          <StatusTag status={shipment.Status} />
          <DelayTag shipment={shipment} />
        </Space>
      ),
    },
    {
      key: 'Bill',
      title: t('shipments.bill'),
      render: (_, shipment) => shipment.HouseBill ?? shipment.MasterBill ?? shipment.AirWaybill ?? '–',
    },
    {
      key: 'Containers',
      title: t('shipments.containers'),
      render: (_, shipment) => {
        const [first, ...rest] = shipment.ContainerNumbers;
        if (!first) return '–';
        return rest.length === 0 ? (
          first
        ) : (
          <Tooltip title={shipment.ContainerNumbers.join(', ')}>
            <span>{t('shipments.containersMore', { first, count: rest.length })}</span>
          </Tooltip>
        );
      },
    },
    { key: 'CustomerReference', title: t('shipments.customerReference'), render: (_, s) => s.CustomerReference ?? '–' },
    { key: 'FbaShipmentId', title: t('shipments.fbaShipmentId'), render: (_, s) => s.FbaShipmentId ?? '–' },
    { key: 'Origin', title: t('shipments.origin'), render: (_, shipment) => placeText(shipment.Origin) },
    { key: 'Destination', title: t('shipments.destination'), render: (_, shipment) => placeText(shipment.Destination) },
    {
      key: 'Transport',
      title: t('shipments.transport'),
      render: (_, s) => {
        const carriage = [s.VesselName, s.VoyageNo].filter(Boolean).join(' ') || s.FlightNo || s.TrainNo;
        return carriage ? (
          <Typography.Text>
            {s.CarrierCode ? `${s.CarrierCode} · ` : ''}
            {carriage}
          </Typography.Text>
        ) : (
          (s.CarrierCode ?? '–')
        );
      },
    },
    { key: 'Etd', title: t('shipments.etd'), ...sortable('Etd'), render: (_, s) => dateCell(s.Atd ?? s.Etd) },
    { key: 'Eta', title: t('shipments.eta'), ...sortable('Eta'), render: (_, s) => dateCell(s.Ata ?? s.Eta) },
    { key: 'Shipper', title: t('shipments.shipper'), render: (_, s) => s.Shipper ?? '–' },
    { key: 'Consignee', title: t('shipments.consignee'), render: (_, s) => s.Consignee ?? '–' },
    {
      key: 'CreatedTime',
      title: t('shipments.created'),
      ...sortable('CreatedTime'),
      render: (_, s) => formatDateTime(s.CreatedTime),
    },
  ];
}
