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
  Collapse,
  Descriptions,
  type DescriptionsProps,
  Empty,
  Flex,
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
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ItemList } from '../../components/item-list';
import { PageTitle } from '../../components/page-title';
import { RouterLink } from '../../components/router-link';
import { paths } from '../../config/paths';
import { lazyComponent } from '../../lib/chunk-reload';
import { downloadFile } from '../../lib/download';
import { useDictLabel } from '../../shared/dictionary/dictionary';
import { useLanguageStore } from '../../stores/language-store';
import { formatDateTime, formatShortDay } from '../../utils/date-time';
import { focusStatic } from '../../utils/focus';
import { DelayTag, placeText, StatusTag } from './shipment-columns';
import {
  useEtaHistory,
  useShipmentContainers,
  useShipmentDetail,
  useShipmentDocuments,
  useShipmentEvents,
} from './shipments-api';
import './shipment-detail-page.css';
import { ContentSkeleton } from '../../components/content-skeleton';

/** The chart library is a large chunk: the shipment's text shows while it loads. */
const RouteMap = lazyComponent(async () => (await import('./charts/route-map')).RouteMap);
const EtaHistoryChart = lazyComponent(async () => (await import('./charts/eta-history-chart')).EtaHistoryChart);

const dash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '–' : value;
const when = (iso: string | null) => (iso ? formatDateTime(iso) : '–');

/** Descriptions that leave out what the shipment does not have. */
function present(items: NonNullable<DescriptionsProps['items']>) {
  return items.filter((item) => item.children !== null && item.children !== undefined && item.children !== '');
}

/** The sections of the page in their order on it, each named by its heading. */
const SECTIONS = [
  'route',
  'dates',
  'cargo',
  'references',
  'timeline',
  'etaHistory',
  'containers',
  'documents',
] as const;
type SectionKey = (typeof SECTIONS)[number];
const sectionHeadingId = (section: SectionKey) => `shipment-section-${section}`;

/**
 * A section of the page: a region named by its heading (h2), so that screen-reader users move
 * from section to section by heading or landmark.
 */
function SectionCard({
  section,
  loading,
  testId,
  children,
}: {
  section: SectionKey;
  loading?: boolean;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = sectionHeadingId(section);
  return (
    <section aria-labelledby={headingId} data-testid={testId}>
      <Card
        title={
          <h2 id={headingId} className="shipment-section-title">
            {t(`shipmentDetail.${section}`)}
          </h2>
        }
        loading={loading}
      >
        {children}
      </Card>
    </section>
  );
}

/**
 * The page's sections as a row of buttons, each moving the focus to its section's heading: keyboard
 * users reach every section, an air shipment's too, whose sections hold no link of their own.
 */
function SectionNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('keyboard.sections')} data-testid="shipment-section-nav">
      <Flex wrap gap={4}>
        {SECTIONS.map((section) => (
          <Button
            key={section}
            size="small"
            onClick={() => {
              const heading = document.getElementById(sectionHeadingId(section));
              if (heading) focusStatic(heading);
            }}
            data-testid={`shipment-section-link-${section}`}
          >
            {t(`shipmentDetail.${section}`)}
          </Button>
        ))}
      </Flex>
    </nav>
  );
}

function ReferencesCard({ shipment }: { shipment: ShipmentDetail }) {
  const { t } = useTranslation();
  const dictLabel = useDictLabel();
  const carriage =
    [shipment.VesselName, shipment.VoyageNo].filter(Boolean).join(' / ') || shipment.FlightNo || shipment.TrainNo;
  return (
    <SectionCard section="references" testId="shipment-references">
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
    </SectionCard>
  );
}

function DatesCard({ shipment }: { shipment: ShipmentDetail }) {
  const { t } = useTranslation();
  return (
    <SectionCard section="dates" testId="shipment-dates">
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
    </SectionCard>
  );
}

function CargoCard({ shipment }: { shipment: ShipmentDetail }) {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.language);
  const number = (value: number | null, unit?: 'kilogram') =>
    value === null ? '–' : new Intl.NumberFormat(language, unit ? { style: 'unit', unit } : {}).format(value);
  return (
    <SectionCard section="cargo" testId="shipment-cargo">
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
    </SectionCard>
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
    <SectionCard section="route" testId="shipment-route">
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
    </SectionCard>
  );
}

/**
 * A milestone of the shipment with the containers that pass it: the same code and place once,
 * however many containers it concerns (a row per container made a phone's page thousands of
 * pixels tall).
 */
export interface MilestoneGroup {
  key: string;
  /** The first milestone of the group, which names it. */
  first: Milestone;
  /** One per container (a single one for a milestone of the whole shipment). */
  milestones: Milestone[];
  /** The earliest plan, the latest estimate, and the last actual once every container has one. */
  planned: string | null;
  estimated: string | null;
  actual: string | null;
  done: number;
}

const earliest = (values: (string | null)[]) =>
  values.filter((value): value is string => value !== null).sort()[0] ?? null;
const latest = (values: (string | null)[]) =>
  values
    .filter((value): value is string => value !== null)
    .sort()
    .at(-1) ?? null;

/** The milestones grouped by what and where, in the order their first one happens. */
export function groupMilestones(milestones: readonly Milestone[]): MilestoneGroup[] {
  const groups = new Map<string, Milestone[]>();
  for (const milestone of milestones) {
    const key = [milestone.EventType, milestone.Code, milestone.DocumentTypeCode, milestone.Location?.Code].join('|');
    groups.set(key, [...(groups.get(key) ?? []), milestone]);
  }
  return [...groups].map(([key, members]) => {
    const done = members.filter((member) => member.Actual !== null).length;
    return {
      key,
      first: members[0] as Milestone,
      milestones: members,
      planned: earliest(members.map((member) => member.Planned)),
      estimated: latest(members.map((member) => member.Estimated)),
      actual: done === members.length ? latest(members.map((member) => member.Actual)) : null,
      done,
    };
  });
}

/** The colour of a milestone's dot: done, expected, or only planned. */
function milestoneColor(times: Pick<Milestone, 'Estimated' | 'Actual'>): string {
  if (times.Actual) return 'green';
  return times.Estimated ? 'blue' : 'gray';
}

function MilestoneTimes({ times }: { times: Pick<Milestone, 'Planned' | 'Estimated' | 'Actual'> }) {
  const { t } = useTranslation();
  const columns = [
    { key: 'planned', label: t('shipmentDetail.planned'), value: times.Planned },
    { key: 'estimated', label: t('shipmentDetail.estimated'), value: times.Estimated },
    { key: 'actual', label: t('shipmentDetail.actual'), value: times.Actual },
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

/** The containers of a milestone, one line each with its own times, shown on demand. */
function MilestoneContainers({ group }: { group: MilestoneGroup }) {
  const { t } = useTranslation();
  return (
    <Collapse
      size="small"
      ghost
      items={[
        {
          key: 'containers',
          label: t('keyboard.milestoneContainers', { done: group.done, count: group.milestones.length }),
          children: (
            <Flex vertical gap="small" data-testid="milestone-containers">
              {group.milestones.map((milestone) => (
                <Flex vertical gap={2} key={milestone.Key} data-testid="milestone-container">
                  <Typography.Text strong>{milestone.EquipmentReference}</Typography.Text>
                  <MilestoneTimes times={milestone} />
                </Flex>
              ))}
            </Flex>
          ),
        },
      ]}
    />
  );
}

function TimelineCard({ id }: { id: string }) {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.language);
  const events = useShipmentEvents(id);
  const groups = groupMilestones(events.data?.Milestones ?? []);
  return (
    <SectionCard section="timeline" loading={events.isPending} testId="shipment-timeline">
      {groups.length === 0 ? (
        <Empty description={t('shipmentDetail.noEvents')} />
      ) : (
        <Timeline
          items={groups.map((group) => {
            const { first } = group;
            const single = group.milestones.length === 1;
            const delayReason = group.milestones.find((member) => member.DelayReasonCode && !member.Actual);
            return {
              key: group.key,
              color: milestoneColor({ Estimated: group.estimated, Actual: group.actual }),
              content: (
                <Flex vertical gap={2} data-testid="milestone">
                  <Space wrap size={4}>
                    <Typography.Text strong>{milestoneLabel(first, language)}</Typography.Text>
                    {first.Location && <Typography.Text>{placeText(first.Location)}</Typography.Text>}
                    {single && first.EquipmentReference && <Tag>{first.EquipmentReference}</Tag>}
                    {delayReason && (
                      <Tag color="warning">
                        {t('shipmentDetail.delayReason', { code: delayReason.DelayReasonCode })}
                      </Tag>
                    )}
                  </Space>
                  <MilestoneTimes
                    times={
                      single ? first : { Planned: group.planned, Estimated: group.estimated, Actual: group.actual }
                    }
                  />
                  {!single && <MilestoneContainers group={group} />}
                </Flex>
              ),
            };
          })}
        />
      )}
    </SectionCard>
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
    <SectionCard section="etaHistory" loading={history.isPending} testId="shipment-eta-history">
      {!data || data.Entries.length === 0 ? (
        <Empty description={t('shipmentDetail.noEta')} />
      ) : (
        <Flex vertical gap="middle">
          <Typography.Text data-testid="shipment-eta-slip">{slipText(t, data.SlipDays)}</Typography.Text>
          <Suspense fallback={<ContentSkeleton />}>
            <EtaHistoryChart
              entries={data.Entries}
              originalEta={data.OriginalEta}
              formatDate={formatDateTime}
              formatAxisDate={formatShortDay}
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
    </SectionCard>
  );
}

function ContainersCard({ id }: { id: string }) {
  const { t } = useTranslation();
  const dictLabel = useDictLabel();
  const containers = useShipmentContainers(id);
  return (
    <SectionCard section="containers" loading={containers.isPending} testId="shipment-containers">
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
    </SectionCard>
  );
}

function DocumentsCard({ id }: { id: string }) {
  const { t } = useTranslation();
  const documents = useShipmentDocuments(id);
  const groups = documents.data ?? [];
  return (
    <SectionCard section="documents" loading={documents.isPending} testId="shipment-documents">
      {groups.length === 0 ? (
        <Empty description={t('shipmentDetail.noDocuments')} />
      ) : (
        <Flex vertical gap="middle">
          {groups.map((group) => (
            <ItemList
              key={group.Type ?? ''}
              header={<Typography.Text strong>{group.Type ?? t('shipmentDetail.otherDocuments')}</Typography.Text>}
            >
              {group.Items.map((file) => (
                <li key={file.Id}>
                  <Flex justify="space-between" align="center" gap="small">
                    <Space orientation="vertical" size={0}>
                      <Typography.Text>{file.FileName}</Typography.Text>
                      <Typography.Text type="secondary">{formatDateTime(file.UploaderTime)}</Typography.Text>
                    </Space>
                    <Button
                      type="link"
                      icon={<DownloadOutlined />}
                      aria-label={t('shipmentDetail.download', { name: file.FileName })}
                      onClick={() => void downloadFile(file.Url, file.FileName)}
                    />
                  </Flex>
                </li>
              ))}
            </ItemList>
          ))}
        </Flex>
      )}
    </SectionCard>
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
  if (!shipment) return <ContentSkeleton />;

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
      <SectionNav />
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
