import { SHIPMENT_STATUS, type ShipmentListRequest, type ShipmentStatus } from '@portside/contracts';
import { Card, Col, Collapse, Descriptions, Flex, Row, Skeleton, Statistic, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, Suspense, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PlainText } from '../../components/plain-text';
import { RouterLink } from '../../components/router-link';
import { WhenNearViewport } from '../../components/when-near-viewport';
import { paths } from '../../config/paths';
import { MessageList } from '../../features/messages/message-list';
import { useMessageFeedList } from '../../features/messages/messages-api';
import { OpenedMessageDialog } from '../../features/messages/opened-message-dialog';
import { useOpenMessage } from '../../features/messages/use-open-message';
import type { TransportMode } from '../../features/shipments/charts/shipments-by-month-chart';
import { searchFromListRequest } from '../../features/shipments/list-query';
import { useDashboard } from '../../features/shipments/shipments-api';
import { lazyComponent } from '../../lib/chunk-reload';
import { usePermittedPaths } from '../../shared/permissions/route-access';
import { useLanguageStore } from '../../stores/language-store';
import { useUserStore } from '../../stores/user-store';
import { formatMonth } from '../../utils/date-time';
import { telHref } from '../../utils/external-link';
import './dashboard-page.css';
import { ContentSkeleton } from '../../components/content-skeleton';
import { ActionInboxCard, useActionInbox } from './action-inbox';

/**
 * Where the chart will be, until it is near the screen and loaded: still (a phone may keep it for
 * the whole visit, and a shimmer repaints every frame) and without the skeleton's title, an empty
 * heading out of the page's heading order.
 */
const CHART_PLACEHOLDER = <Skeleton title={false} paragraph={{ rows: 8 }} />;

/** The chart library is a large chunk: the figures show while it loads. */
const ShipmentsByMonthChart = lazyComponent(
  async () => (await import('../../features/shipments/charts/shipments-by-month-chart')).ShipmentsByMonthChart,
);

/** The chart as a table (antd's Table), shown when its collapsed panel is opened: loaded then. */
const ShipmentsByMonthTable = lazyComponent(
  async () => (await import('../../features/shipments/charts/shipments-by-month-table')).ShipmentsByMonthTable,
);

const NOT_ARRIVED: ShipmentStatus[] = [
  SHIPMENT_STATUS.Booked,
  SHIPMENT_STATUS.CargoReceived,
  SHIPMENT_STATUS.InTransit,
];
const NOT_DELIVERED: ShipmentStatus[] = [...NOT_ARRIVED, SHIPMENT_STATUS.Arrived, SHIPMENT_STATUS.CustomsCleared];

/** The list of all shipments showing what a figure counts. */
function allShipmentsWhere(filter: Partial<ShipmentListRequest>): string {
  const request = { SortBy: 'Eta', SortOrder: 'asc', PageIndex: 1, PageSize: 20, ...filter } as const;
  return `${paths.allShipment}?${searchFromListRequest(request, {})}`;
}

/** The figures' lists, each matching its count on the server (see GetDashboard). */
function figureLinks() {
  const now = dayjs().startOf('minute');
  return {
    inTransit: allShipmentsWhere({ Status: SHIPMENT_STATUS.InTransit }),
    arriving: allShipmentsWhere({
      Status: NOT_ARRIVED,
      EtaFrom: now.toISOString(),
      EtaTo: now.add(7, 'day').toISOString(),
    }),
    delayed: allShipmentsWhere({ DelayedOnly: true, Status: NOT_DELIVERED }),
    awaitingCustoms: allShipmentsWhere({ Status: SHIPMENT_STATUS.Arrived }),
  };
}

function Figure({
  title,
  value,
  to,
  linked,
  testId,
  tone,
}: {
  title: string;
  value: number | undefined;
  to: string;
  linked: boolean;
  testId: string;
  tone?: 'danger';
}) {
  const { token } = theme.useToken();
  const statistic = (
    <Statistic
      title={title}
      value={value ?? '–'}
      styles={{ content: tone === 'danger' && value ? { color: token.colorError } : undefined }}
    />
  );
  // The whole card is the link (a block, with its own focus outline), not an inline link around blocks.
  return (
    <Card size="small" hoverable={linked} styles={{ body: { padding: 0 } }} data-testid={testId}>
      {linked ? (
        <Link to={to} className="dashboard-figure">
          {statistic}
        </Link>
      ) : (
        <div className="dashboard-figure">{statistic}</div>
      )}
    </Card>
  );
}

function SalesmanCard() {
  const { t } = useTranslation();
  const userInfo = useUserStore((state) => state.userInfo);
  const { SalesmanNameEn, SalesmanPhone } = userInfo ?? {};
  return (
    <Card title={t('dashboard.contactTitle')} data-testid="dashboard-contact">
      {SalesmanNameEn || SalesmanPhone ? (
        <Descriptions
          column={1}
          items={[
            { key: 'name', label: t('dashboard.contactName'), children: SalesmanNameEn ?? '–' },
            {
              key: 'phone',
              label: t('dashboard.contactPhone'),
              children: SalesmanPhone ? (
                <Typography.Link href={telHref(SalesmanPhone)}>{SalesmanPhone}</Typography.Link>
              ) : (
                '–'
              ),
            },
          ]}
        />
      ) : (
        <PlainText secondary>{t('dashboard.noContact')}</PlainText>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('dashboard.contactHint')}
      </Typography.Paragraph>
    </Card>
  );
}

function RecentMessagesCard() {
  const { t } = useTranslation();
  const feed = useMessageFeedList(undefined, true);
  const { openMessage, open, close } = useOpenMessage();
  const permitted = usePermittedPaths();
  return (
    <Card
      title={t('dashboard.recentMessages')}
      extra={
        permitted.has(paths.messageHistory) && (
          <RouterLink to={paths.messageHistory}>{t('dashboard.allMessages')}</RouterLink>
        )
      }
      data-testid="dashboard-messages"
    >
      <MessageList
        messages={feed.messages}
        loading={feed.loading}
        hasMore={feed.hasMore}
        loadingMore={feed.loadingMore}
        onLoadMore={feed.loadMore}
        onOpen={open}
        testId="dashboard-message-list"
      />
      <OpenedMessageDialog message={openMessage} onClose={close} />
    </Card>
  );
}

/** The figures and the chart, from the page's dashboard answer. */
function ShipmentFigures({ dashboard }: { dashboard: ReturnType<typeof useDashboard> }) {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.language);
  const navigate = useNavigate();
  const permitted = usePermittedPaths();
  const linked = permitted.has(paths.allShipment);
  // Built once a visit: each link's search runs through the list's request schema.
  const links = useMemo(figureLinks, []);
  const data = dashboard.data;
  const figures: { key: keyof typeof links; value: number | undefined; tone?: 'danger' }[] = [
    { key: 'inTransit', value: data?.InTransit },
    { key: 'arriving', value: data?.ArrivingNext7Days },
    { key: 'delayed', value: data?.Delayed, tone: 'danger' },
    { key: 'awaitingCustoms', value: data?.AwaitingCustomsClearance },
  ];

  const modeLabels = { sea: t('dashboard.sea'), air: t('dashboard.air'), rail: t('dashboard.rail') };
  const monthLabel = (month: string) => formatMonth(month, language);
  const openMonth = linked
    ? (month: string, mode: TransportMode) => {
        const start = dayjs(`${month}-01`);
        void navigate(
          allShipmentsWhere({
            Mode: mode,
            EtdFrom: start.format('YYYY-MM-DD'),
            EtdTo: start.endOf('month').format('YYYY-MM-DD'),
            SortBy: 'Etd',
          }),
        );
      }
    : undefined;
  const chart: ReactNode = data ? (
    <Flex vertical gap="small">
      <WhenNearViewport placeholder={CHART_PLACEHOLDER}>
        <Suspense fallback={CHART_PLACEHOLDER}>
          <ShipmentsByMonthChart
            months={data.ByModePerMonth}
            labels={modeLabels}
            formatMonth={monthLabel}
            onSelect={openMonth}
          />
        </Suspense>
      </WhenNearViewport>
      <Collapse
        size="small"
        ghost
        items={[
          {
            key: 'table',
            label: t('keyboard.chartAsTable'),
            children: (
              <Suspense fallback={<ContentSkeleton />}>
                <ShipmentsByMonthTable
                  months={data.ByModePerMonth}
                  labels={modeLabels}
                  monthLabel={t('keyboard.month')}
                  formatMonth={monthLabel}
                  onSelect={openMonth}
                />
              </Suspense>
            ),
          },
        ]}
        data-testid="dashboard-by-month-table-toggle"
      />
    </Flex>
  ) : (
    <ContentSkeleton />
  );

  return (
    <>
      <Row gutter={[16, 16]}>
        {figures.map(({ key, value, tone }) => (
          <Col xs={12} lg={6} key={key}>
            <Figure
              title={t(`dashboard.figures.${key}`)}
              value={value}
              to={links[key]}
              linked={linked}
              tone={tone}
              testId={`dashboard-figure-${key}`}
            />
          </Col>
        ))}
      </Row>
      <Card
        title={t('dashboard.byModePerMonth')}
        // A long title wraps on a phone instead of being cut.
        styles={{ title: { whiteSpace: 'normal', paddingBlock: 8 } }}
        data-testid="dashboard-by-month"
      >
        {chart}
      </Card>
    </>
  );
}

/**
 * The dashboard: where the company's shipments stand (each figure opens the list it counts), what
 * moved by mode month by month, the latest messages, and the salesman to call.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const userInfo = useUserStore((state) => state.userInfo);
  // The figures' request starts with the inbox's, and what sits below the inbox appears once the
  // inbox has its items: the inbox growing from its placeholder would otherwise push the figures
  // down under the reader's eyes (Lighthouse measured a layout shift of 0.35 on a phone). The
  // figures read this answer: a query of their own, mounted later, would ask again.
  const dashboard = useDashboard();
  const inbox = useActionInbox();
  // Deferred: the inbox's answer is drawn at once, and what sits below it, most of the page, in a
  // render React can interrupt, not in the same long task (issue 15). Also when the answers came
  // before the page's code (preloadSignedInPage): the first render then shows the inbox alone.
  const belowInboxShown = useDeferredValue(!inbox.isLoading, false);
  if (!userInfo) return null;
  const { NameEn, AccountName, CompanyNameEn } = userInfo;

  return (
    <Flex vertical gap="middle">
      <div>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }} data-testid="dashboard-greeting">
          {t('dashboard.greeting', { name: NameEn || AccountName })}
        </Typography.Title>
        {CompanyNameEn && (
          <PlainText secondary data-testid="dashboard-company">
            {t('dashboard.company', { company: CompanyNameEn })}
          </PlainText>
        )}
      </div>
      <ActionInboxCard />
      {belowInboxShown && (
        <>
          <ShipmentFigures dashboard={dashboard} />
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={14}>
              <RecentMessagesCard />
            </Col>
            <Col xs={24} lg={10}>
              <SalesmanCard />
            </Col>
          </Row>
        </>
      )}
    </Flex>
  );
}
