import { DownloadOutlined } from '@ant-design/icons';
import {
  type Milestone,
  milestoneLabel,
  SHIPMENT_MODE_DICT_KEY,
  type ShipmentContainer,
  type ShipmentDetail,
  type ShipmentLocation,
} from '@portside/contracts';
import {
  Button,
  Card,
  Col,
  Descriptions,
  type DescriptionsProps,
  Empty,
  Flex,
  List,
  Result,
  Row,
  Skeleton,
  Space,
  Table,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import type { TFunction } from 'i18next';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { RouterLink } from '../../components/router-link';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/chunk-reload';
import { downloadFile } from '../../lib/download';
import { useDictLabel } from '../../shared/dictionary/dictionary';
import { useLanguageStore } from '../../stores/language-store';
import { formatDateTime } from '../../utils/date-time';
import { DelayTag, placeText, StatusTag } from './shipment-columns';
import {
  useEtaHistory,
  useShipmentContainers,
  useShipmentDetail,
  useShipmentDocuments,
  useShipmentEvents,
} from './shipments-api';

/** The chart library is a large chunk: the shipment's text shows while it loads. */
const RouteMap = lazyPage(async () => (await import('./charts/route-map')).RouteMap);
const EtaHistoryChart = lazyPage(async () => (await import('./charts/eta-history-chart')).EtaHistoryChart);

const dash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '–' : value;
const when = (iso: string | null) => (iso ? formatDateTime(iso) : '–');

/** Descriptions that leave out what the shipment does not have. */
function present(items: NonNullable<DescriptionsProps['items']>) {
  return items.filter((item) => item.children !== null && item.children !== undefined && item.children !== '');
}

function ReferencesCard({ shipment }: { shipment: ShipmentDetail }) {
  const { t } = useTranslation();
  const dictLabel = useDictLabel();
  const carriage =
    [shipment.VesselName, shipment.VoyageNo].filter(Boolean).join(' / ') || shipment.FlightNo || shipment.TrainNo;
  return (
    <Card title={t('shipmentDetail.references')} data-testid="shipment-references">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={present([
          { key: 'dcg', label: t('shipments.dcgNo'), children: shipment.DcgNo },
          { key: 'hbl', label: t('shipmentDetail.houseBill'), children: shipment.HouseBill },
          { key: 'mbl', label: t('shipmentDetail.masterBill'), children: shipment.MasterBill },
          { key: 'booking', label: t('shipmentDetail.bookingNo'), children: shipment.BookingNo },
          { key: 'awb', label: t('shipmentDetail.airWaybill'), children: shipment.AirWaybill },
          { key: 'customer', label: t('shipments.customerReference'), children: shipment.CustomerReference },
          { key: 'fba', label: t('shipments.fbaShipmentId'), children: shipment.FbaShipmentId },
          { key: 'fbaRef', label: t('shipmentDetail.fbaReferenceId'), children: shipment.FbaReferenceId },
          {
            key: 'carrier',
            label: t('shipmentDetail.carrier'),
            children: [shipment.CarrierName, shipment.CarrierCode && `(${shipment.CarrierCode})`]
              .filter(Boolean)
              .join(' '),
          },
          { key: 'carriage', label: t('shipments.transport'), children: carriage },
          {
            key: 'incoterm',
            label: t('shipmentDetail.incoterm'),
            children: shipment.Incoterm && dictLabel('TradeClauseEnum', shipment.Incoterm),
          },
          { key: 'shipper', label: t('shipments.shipper'), children: shipment.Shipper },
          { key: 'consignee', label: t('shipments.consignee'), children: shipment.Consignee },
        ])}
      />
    </Card>
  );
}

function DatesCard({ shipment }: { shipment: ShipmentDetail }) {
  const { t } = useTranslation();
  return (
    <Card title={t('shipmentDetail.dates')} data-testid="shipment-dates">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'etd', label: t('shipmentDetail.etd'), children: when(shipment.Etd) },
          { key: 'atd', label: t('shipmentDetail.atd'), children: when(shipment.Atd) },
          { key: 'originalEta', label: t('shipmentDetail.originalEta'), children: when(shipment.OriginalEta) },
          { key: 'eta', label: t('shipmentDetail.eta'), children: when(shipment.Eta) },
          { key: 'ata', label: t('shipmentDetail.ata'), children: when(shipment.Ata) },
          {
            key: 'delay',
            label: t('shipmentDetail.delay'),
            children: shipment.IsDelayed ? <DelayTag shipment={shipment} /> : t('shipmentDetail.onTime'),
          },
        ]}
      />
    </Card>
  );
}

function CargoCard({ shipment }: { shipment: ShipmentDetail }) {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.language);
  const number = (value: number | null, unit?: 'kilogram') =>
    value === null ? '–' : new Intl.NumberFormat(language, unit ? { style: 'unit', unit } : {}).format(value);
  return (
    <Card title={t('shipmentDetail.cargo')} data-testid="shipment-cargo">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'pieces', label: t('shipmentDetail.pieces'), children: number(shipment.Pieces) },
          { key: 'cartons', label: t('shipmentDetail.cartons'), children: number(shipment.Cartons) },
          {
            key: 'gross',
            label: t('shipmentDetail.grossWeight'),
            children: number(shipment.GrossWeightKg, 'kilogram'),
          },
          {
            key: 'volume',
            label: t('shipmentDetail.volume'),
            children:
              shipment.VolumeM3 === null ? '–' : t('shipmentDetail.cubicMetres', { value: number(shipment.VolumeM3) }),
          },
          {
            key: 'chargeable',
            label: t('shipmentDetail.chargeableWeight'),
            children: number(shipment.ChargeableWeightKg, 'kilogram'),
          },
        ]}
      />
    </Card>
  );
}

function RouteCard({ shipment }: { shipment: ShipmentDetail }) {
  const { t } = useTranslation();
  const stops: { role: string; place: ShipmentLocation }[] = [
    { role: t('shipmentDetail.routeOrigin'), place: shipment.Origin },
    ...shipment.Via.map((place) => ({ role: t('shipmentDetail.routeVia'), place })),
    { role: t('shipmentDetail.routeDestination'), place: shipment.Destination },
  ];
  return (
    <Card title={t('shipmentDetail.route')} data-testid="shipment-route">
      <Flex vertical gap="middle">
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 320 }} />}>
          <RouteMap
            origin={shipment.Origin}
            destination={shipment.Destination}
            via={shipment.Via}
            current={shipment.CurrentLocation}
            labels={{
              origin: t('shipmentDetail.routeOrigin'),
              destination: t('shipmentDetail.routeDestination'),
              via: t('shipmentDetail.routeVia'),
              current: t('shipmentDetail.routeCurrent'),
            }}
          />
        </Suspense>
        {/* The route in words, for those who read rather than look (and for screen readers). */}
        <ol style={{ margin: 0, paddingInlineStart: 20 }} data-testid="shipment-route-stops">
          {stops.map(({ role, place }) => (
            // A route passes each place once in a role.
            <li key={`${role}:${place.Code}`}>
              <Typography.Text type="secondary">{role}: </Typography.Text>
              {placeText(place)}
            </li>
          ))}
        </ol>
        {shipment.CurrentLocation && (
          <Typography.Text data-testid="shipment-current-location">
            {t('shipmentDetail.lastReported', { place: placeText(shipment.CurrentLocation) })}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}

/** The colour of a milestone's dot: done, expected, or only planned. */
function milestoneColor(milestone: Milestone): string {
  if (milestone.Actual) return 'green';
  return milestone.Estimated ? 'blue' : 'gray';
}

function MilestoneTimes({ milestone }: { milestone: Milestone }) {
  const { t } = useTranslation();
  const columns = [
    { key: 'planned', label: t('shipmentDetail.planned'), value: milestone.Planned },
    { key: 'estimated', label: t('shipmentDetail.estimated'), value: milestone.Estimated },
    { key: 'actual', label: t('shipmentDetail.actual'), value: milestone.Actual },
  ];
  return (
    <Row gutter={[16, 4]}>
      {columns.map(({ key, label, value }) => (
        <Col xs={24} sm={8} key={key} data-testid={`milestone-${key}`}>
          <Typography.Text type="secondary">{label}: </Typography.Text>
          <Typography.Text strong={key === 'actual' && value !== null}>{when(value)}</Typography.Text>
        </Col>
      ))}
    </Row>
  );
}

function TimelineCard({ id }: { id: string }) {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.language);
  const events = useShipmentEvents(id);
  const milestones = events.data?.Milestones ?? [];
  return (
    <Card title={t('shipmentDetail.timeline')} loading={events.isPending} data-testid="shipment-timeline">
      {milestones.length === 0 ? (
        <Empty description={t('shipmentDetail.noEvents')} />
      ) : (
        <Timeline
          items={milestones.map((milestone) => ({
            key: milestone.Key,
            color: milestoneColor(milestone),
            content: (
              <Flex vertical gap={2} data-testid="milestone">
                <Space wrap size={4}>
                  <Typography.Text strong>{milestoneLabel(milestone, language)}</Typography.Text>
                  {milestone.Location && <Typography.Text>{placeText(milestone.Location)}</Typography.Text>}
                  {milestone.EquipmentReference && <Tag>{milestone.EquipmentReference}</Tag>}
                  {milestone.DelayReasonCode && !milestone.Actual && (
                    <Tag color="warning">{t('shipmentDetail.delayReason', { code: milestone.DelayReasonCode })}</Tag>
                  )}
                </Space>
                <MilestoneTimes milestone={milestone} />
              </Flex>
            ),
          }))}
        />
      )}
    </Card>
  );
}

/** The slip in whole days: hours either way are the day first planned. */
function slipText(t: TFunction, slipDays: number): string {
  const days = Math.round(slipDays);
  if (days > 0) return t('shipmentDetail.slipLater', { count: days });
  if (days < 0) return t('shipmentDetail.slipEarlier', { count: -days });
  return t('shipmentDetail.slipNone');
}

function EtaHistoryCard({ id }: { id: string }) {
  const { t } = useTranslation();
  const history = useEtaHistory(id);
  const data = history.data;
  return (
    <Card title={t('shipmentDetail.etaHistory')} loading={history.isPending} data-testid="shipment-eta-history">
      {!data || data.Entries.length === 0 ? (
        <Empty description={t('shipmentDetail.noEta')} />
      ) : (
        <Flex vertical gap="middle">
          <Typography.Text data-testid="shipment-eta-slip">{slipText(t, data.SlipDays)}</Typography.Text>
          <Suspense fallback={<Skeleton active />}>
            <EtaHistoryChart
              entries={data.Entries}
              originalEta={data.OriginalEta}
              formatDate={formatDateTime}
              labels={{
                eta: t('shipmentDetail.eta'),
                recorded: t('shipmentDetail.recorded'),
                original: t('shipmentDetail.originalEta'),
                slipDays: (days) => t('shipmentDetail.slipDays', { count: Math.round(days) }),
              }}
            />
          </Suspense>
        </Flex>
      )}
    </Card>
  );
}

function ContainersCard({ id }: { id: string }) {
  const { t } = useTranslation();
  const dictLabel = useDictLabel();
  const containers = useShipmentContainers(id);
  return (
    <Card title={t('shipmentDetail.containers')} loading={containers.isPending} data-testid="shipment-containers">
      <Table<ShipmentContainer>
        rowKey="ContainerNo"
        size="small"
        pagination={false}
        dataSource={containers.data}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('shipmentDetail.noContainers') }}
        columns={[
          {
            key: 'number',
            title: t('shipmentDetail.containerNo'),
            render: (_, container) => (
              <RouterLink to={`${paths.trackData}?TrackNo=${container.ContainerNo}`}>
                {container.ContainerNo}
              </RouterLink>
            ),
          },
          {
            key: 'sizeType',
            title: t('shipmentDetail.sizeType'),
            render: (_, container) => (container.SizeType ? dictLabel('CabinTypeEnum', container.SizeType) : '–'),
          },
          { key: 'seal', title: t('shipmentDetail.seal'), render: (_, container) => dash(container.SealNo) },
        ]}
      />
    </Card>
  );
}

function DocumentsCard({ id }: { id: string }) {
  const { t } = useTranslation();
  const documents = useShipmentDocuments(id);
  const groups = documents.data ?? [];
  return (
    <Card title={t('shipmentDetail.documents')} loading={documents.isPending} data-testid="shipment-documents">
      {groups.length === 0 ? (
        <Empty description={t('shipmentDetail.noDocuments')} />
      ) : (
        <Flex vertical gap="middle">
          {groups.map((group) => (
            <List
              key={group.Type ?? ''}
              size="small"
              header={<Typography.Text strong>{group.Type ?? t('shipmentDetail.otherDocuments')}</Typography.Text>}
              dataSource={group.Items}
              renderItem={(file) => (
                <List.Item
                  actions={[
                    <Button
                      key="download"
                      type="link"
                      icon={<DownloadOutlined />}
                      aria-label={t('shipmentDetail.download', { name: file.FileName })}
                      onClick={() => void downloadFile(file.Url, file.FileName)}
                    />,
                  ]}
                >
                  <Space direction="vertical" size={0}>
                    <Typography.Text>{file.FileName}</Typography.Text>
                    <Typography.Text type="secondary">{formatDateTime(file.UploaderTime)}</Typography.Text>
                  </Space>
                </List.Item>
              )}
            />
          ))}
        </Flex>
      )}
    </Card>
  );
}

/**
 * /cargoStatus/shipmentDetail?id=: one shipment with its references, route map, milestone
 * timeline, ETA history, containers, documents and cargo.
 */
export function ShipmentDetailPage() {
  const { t } = useTranslation();
  const dictLabel = useDictLabel();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const detail = useShipmentDetail(id);

  if (!id || detail.isError) {
    return (
      <Result
        status="404"
        title={t('shipmentDetail.notFound')}
        extra={<RouterLink to={paths.allShipment}>{t('shipmentDetail.toList')}</RouterLink>}
        data-testid="shipment-not-found"
      />
    );
  }
  const shipment = detail.data;
  if (!shipment) return <Skeleton active />;

  return (
    <Flex vertical gap="middle" data-testid="shipment-detail">
      <Flex wrap align="center" gap="small">
        <PageTitle testId="shipment-title">{shipment.DcgNo}</PageTitle>
        <Tag>{dictLabel('TransportModeEnum', SHIPMENT_MODE_DICT_KEY[shipment.Mode])}</Tag>
        <StatusTag status={shipment.Status} />
        <DelayTag shipment={shipment} />
      </Flex>
      <Typography.Text type="secondary">
        {placeText(shipment.Origin)} → {placeText(shipment.Destination)}
      </Typography.Text>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <RouteCard shipment={shipment} />
        </Col>
        <Col xs={24} xl={10}>
          <Flex vertical gap="middle">
            <DatesCard shipment={shipment} />
            <CargoCard shipment={shipment} />
          </Flex>
        </Col>
        <Col xs={24}>
          <ReferencesCard shipment={shipment} />
        </Col>
        <Col xs={24} xl={14}>
          <TimelineCard id={shipment.Id} />
        </Col>
        <Col xs={24} xl={10}>
          <Flex vertical gap="middle">
            <EtaHistoryCard id={shipment.Id} />
            <ContainersCard id={shipment.Id} />
            <DocumentsCard id={shipment.Id} />
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
