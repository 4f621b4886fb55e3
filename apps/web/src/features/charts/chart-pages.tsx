import { DatePicker, Flex, Segmented, Select, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentSkeleton } from '../../components/content-skeleton';
import { PageTitle } from '../../components/page-title';
import { HiddenLabel } from '../../components/visually-hidden';
import { EChart } from '../../shared/charts/echart';
import type { ChartOption } from '../../shared/charts/echarts';
import { useDictLabel } from '../../shared/dictionary/dictionary';
import { useMoney } from '../../shared/money/use-money';
import {
  type ChartSearch,
  useChartSearch,
  useChartStatistics,
  useFreightTrends,
  useTrendStatistics,
} from './charts-api';

/**
 * One figure of a chart as its table view lists it: the category (row), the series (column) and the
 * value; a sum of money also as its exact decimal text and currency, which the table shows.
 */
interface Figure {
  category: string;
  series: string;
  value: number;
  amount?: { text: string; currency: string };
}

function barOption(figures: readonly Figure[], kind: 'bar' | 'line'): ChartOption {
  const categories = [...new Set(figures.map((figure) => figure.category))];
  const series = [...new Set(figures.map((figure) => figure.series))];
  return {
    grid: { left: 12, right: 12, top: 48, bottom: 12, outerBoundsMode: 'same' },
    legend: { top: 4, type: 'scroll' },
    tooltip: { trigger: 'axis', confine: true },
    xAxis: { type: 'category', data: categories, axisLabel: { rotate: categories.length > 8 ? 45 : 0 } },
    yAxis: { type: 'value' },
    series: series.map((name) => ({
      type: kind,
      name,
      data: categories.map(
        (category) => figures.find((figure) => figure.category === category && figure.series === name)?.value ?? 0,
      ),
    })),
  };
}

/** The chart or, for keyboard and screen-reader users, a table of exactly the same figures. */
function FiguresView({
  figures,
  kind,
  view,
  categoryTitle,
  valueTitle,
  loading,
  testId,
}: {
  figures: readonly Figure[];
  kind: 'bar' | 'line';
  view: ChartSearch['View'];
  categoryTitle: string;
  valueTitle: string;
  loading: boolean;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const option = useMemo(() => barOption(figures, kind), [figures, kind]);
  if (loading && figures.length === 0) return <ContentSkeleton />;
  if (view === 'table') {
    const columns: TableColumnsType<Figure> = [
      { key: 'category', title: categoryTitle, dataIndex: 'category' },
      { key: 'series', title: t('charts.series'), dataIndex: 'series' },
      {
        key: 'value',
        title: valueTitle,
        align: 'right',
        render: (_, row) =>
          row.amount
            ? money(row.amount.text, row.amount.currency)
            : new Intl.NumberFormat(i18n.language).format(row.value),
      },
    ];
    return (
      <Table<Figure>
        size="small"
        rowKey={(row) => `${row.category}|${row.series}`}
        columns={columns}
        dataSource={[...figures]}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid={`${testId}-table`}
      />
    );
  }
  const summary = figures.map((figure) => `${figure.category} ${figure.series}: ${figure.value}`).join('; ');
  return <EChart option={option} height={360} ariaLabel={summary || t('charts.noData')} testId={testId} />;
}

function Filters({
  search,
  update,
  interval,
  by,
}: {
  search: ChartSearch;
  update: (changes: Partial<ChartSearch>) => void;
  interval: boolean;
  by?: ReactNode;
}) {
  const { t } = useTranslation();
  // Each end of the period has a name of its own: the start the period's, the end "…: to".
  const id = { start: useId(), end: useId() };
  return (
    <Flex gap="small" wrap align="center">
      <HiddenLabel htmlFor={id.start}>{t('charts.period')}</HiddenLabel>
      <HiddenLabel htmlFor={id.end}>{t('a11y.rangeEnd', { field: t('charts.period') })}</HiddenLabel>
      <DatePicker.RangePicker
        id={id}
        allowClear={false}
        value={[dayjs(search.From), dayjs(search.To)]}
        onChange={(range) => {
          const [from, to] = range ?? [];
          if (from && to) update({ From: from.format('YYYY-MM-DD'), To: to.format('YYYY-MM-DD') });
        }}
        style={{ maxWidth: '100%' }}
      />
      <Select<string>
        aria-label={t('charts.mode')}
        style={{ width: 140 }}
        value={search.Mode ?? 'all'}
        options={[
          { value: 'all', label: t('charts.allModes') },
          { value: 'sea', label: t('charts.modes.sea') },
          { value: 'air', label: t('charts.modes.air') },
          { value: 'rail', label: t('charts.modes.rail') },
        ]}
        onChange={(value) => update({ Mode: value === 'all' ? undefined : (value as ChartSearch['Mode']) })}
      />
      {interval && (
        <Segmented
          aria-label={t('charts.interval')}
          value={search.Interval}
          options={[
            { value: 'week', label: t('charts.week') },
            { value: 'month', label: t('charts.month') },
          ]}
          onChange={(value) => update({ Interval: value as ChartSearch['Interval'] })}
        />
      )}
      {by}
      <Segmented
        aria-label={t('charts.view')}
        value={search.View}
        options={[
          { value: 'chart', label: t('charts.chartView') },
          { value: 'table', label: t('charts.tableView') },
        ]}
        onChange={(value) => update({ View: value as ChartSearch['View'] })}
        data-testid="chart-view-switch"
      />
    </Flex>
  );
}

const STATISTICS_DIMENSIONS = ['mode', 'lane', 'carrier', 'status', 'onTime'] as const;
type StatisticsDimension = (typeof STATISTICS_DIMENSIONS)[number];

/** /chart/chartStatistics: shipments departed in the period by mode, lane, carrier or status; on time by lane. */
export function ChartStatisticsPage() {
  const { t } = useTranslation();
  const dictLabel = useDictLabel();
  const [search, update] = useChartSearch();
  const statistics = useChartStatistics(search);
  const by = (STATISTICS_DIMENSIONS as readonly string[]).includes(search.By ?? '')
    ? (search.By as StatisticsDimension)
    : 'mode';
  const figures = useMemo((): Figure[] => {
    const data = statistics.data;
    if (!data) return [];
    const shipments = t('charts.shipments');
    const counted = (rows: { Key: string; Count: number }[], label: (key: string) => string) =>
      rows.map((row) => ({ category: label(row.Key), series: shipments, value: row.Count }));
    switch (by) {
      case 'mode':
        return counted(data.ByMode, (key) => t(`charts.modes.${key as 'sea'}`));
      case 'lane':
        return counted(data.ByLane, (key) => key);
      case 'carrier':
        return counted(data.ByCarrier, (key) => key || t('charts.unknown'));
      case 'status':
        return counted(data.ByStatus, (key) => dictLabel('ShipmentStatusEnum', key));
      case 'onTime':
        return data.OnTimeByLane.map((row) => ({
          category: row.Key,
          series: t('charts.onTimePercent'),
          value: row.OnTimePercent,
        }));
    }
  }, [statistics.data, by, t, dictLabel]);
  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('charts.statisticsTitle')}</PageTitle>
      <Filters
        search={search}
        update={update}
        interval={false}
        by={
          <Select<StatisticsDimension>
            aria-label={t('charts.by')}
            style={{ width: 180 }}
            value={by}
            options={STATISTICS_DIMENSIONS.map((value) => ({ value, label: t(`charts.dimensions.${value}`) }))}
            onChange={(value) => update({ By: value })}
          />
        }
      />
      {statistics.data && <span data-testid="chart-total">{t('charts.total', { count: statistics.data.Total })}</span>}
      <FiguresView
        figures={figures}
        kind="bar"
        view={search.View}
        categoryTitle={t(`charts.dimensions.${by}`)}
        valueTitle={by === 'onTime' ? t('charts.onTimePercent') : t('charts.shipments')}
        loading={statistics.isFetching}
        testId="chart-statistics"
      />
    </Flex>
  );
}

const TREND_MEASURES = ['Shipments', 'Cartons', 'WeightKg', 'VolumeM3', 'Teu', 'Spend'] as const;
type TrendMeasure = (typeof TREND_MEASURES)[number];

/** /chart/trendStatistics: per week or month, departures and their volume by mode, or spend by cost type and currency. */
export function TrendStatisticsPage() {
  const { t } = useTranslation();
  const dictLabel = useDictLabel();
  const [search, update] = useChartSearch();
  const trend = useTrendStatistics(search);
  const measure = (TREND_MEASURES as readonly string[]).includes(search.By ?? '')
    ? (search.By as TrendMeasure)
    : 'Shipments';
  const figures = useMemo((): Figure[] => {
    const data = trend.data;
    if (!data) return [];
    if (measure === 'Spend') {
      return data.Spend.map((row) => ({
        category: row.Period,
        series: `${dictLabel('CostTypeEnum', row.CostType)} (${row.Currency})`,
        value: Number(row.Total),
        amount: { text: row.Total, currency: row.Currency },
      }));
    }
    return data.Volume.map((row) => ({
      category: row.Period,
      series: t(`charts.modes.${row.Mode}`),
      value: row[measure],
    }));
  }, [trend.data, measure, t, dictLabel]);
  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('charts.trendTitle')}</PageTitle>
      <Filters
        search={search}
        update={update}
        interval
        by={
          <Select<TrendMeasure>
            aria-label={t('charts.measure')}
            style={{ width: 180 }}
            value={measure}
            options={TREND_MEASURES.map((value) => ({ value, label: t(`charts.measures.${value}`) }))}
            onChange={(value) => update({ By: value })}
          />
        }
      />
      <FiguresView
        figures={figures}
        kind={measure === 'Spend' ? 'bar' : 'line'}
        view={search.View}
        categoryTitle={t('charts.period')}
        valueTitle={t(`charts.measures.${measure}`)}
        loading={trend.isFetching}
        testId="chart-trend"
      />
    </Flex>
  );
}

/** /chart/freightTrends: the rates quoted and charged per lane and mode over time, per kg, container or cbm. */
export function FreightTrendsPage() {
  const { t } = useTranslation();
  const [search, update] = useChartSearch();
  const freight = useFreightTrends(search);
  const figures = useMemo(
    (): Figure[] =>
      (freight.data ?? []).map((row) => ({
        category: row.Period,
        series: `${t(`financeOrders.freightSources.${row.Source}`)} · ${row.Lane} ${t(`charts.modes.${row.Mode}`)} (${row.Currency}/${row.Basis})`,
        value: Number(row.AverageRate),
        amount: { text: row.AverageRate, currency: row.Currency },
      })),
    [freight.data, t],
  );
  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('charts.freightTitle')}</PageTitle>
      <Filters search={search} update={update} interval />
      <FiguresView
        figures={figures}
        kind="line"
        view={search.View}
        categoryTitle={t('charts.period')}
        valueTitle={t('charts.averageRate')}
        loading={freight.isFetching}
        testId="chart-freight"
      />
    </Flex>
  );
}
