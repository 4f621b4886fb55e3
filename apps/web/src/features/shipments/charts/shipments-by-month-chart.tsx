import { useMemo } from 'react';
import { type ChartEvents, DEFAULT_CHART_HEIGHT, EChart, useLatestFunction } from '../../../shared/charts/echart';
import type { ChartOption, ECElementEvent } from '../../../shared/charts/echarts';

export type TransportMode = 'sea' | 'air' | 'rail';

export interface ShipmentsInMonth {
  /** YYYY-MM. */
  Month: string;
  Sea: number;
  Air: number;
  Rail: number;
}

export interface ShipmentsByMonthLabels {
  sea: string;
  air: string;
  rail: string;
}

export interface ShipmentsByMonthChartProps {
  /** In the order they are drawn, left to right. */
  months: ShipmentsInMonth[];
  labels: ShipmentsByMonthLabels;
  formatMonth: (month: string) => string;
  /** Called with the month and mode of the bar segment clicked; without it the bars are not clickable. */
  onSelect?: (month: string, mode: TransportMode) => void;
  /** What a screen reader says of the chart; by default every month's counts (`byMonthSummary`). */
  ariaLabel?: string;
  height?: number;
  testId?: string;
}

type ByMonthContent = Pick<ShipmentsByMonthChartProps, 'months' | 'labels' | 'formatMonth'>;

/** The series in stacking order, bottom up, each with the field it counts. */
const MODES = [
  { mode: 'sea', field: 'Sea', color: '#1677ff' },
  { mode: 'air', field: 'Air', color: '#fa8c16' },
  { mode: 'rail', field: 'Rail', color: '#52c41a' },
] as const satisfies { mode: TransportMode; field: keyof ShipmentsInMonth; color: string }[];

/** What a screen reader says of the chart: each month with its count per mode. */
export function byMonthSummary({ months, labels, formatMonth }: ByMonthContent): string {
  return months
    .map((month) => {
      const counts = MODES.map(({ mode, field }) => `${labels[mode]} ${month[field]}`).join(', ');
      return `${formatMonth(month.Month)}: ${counts}`;
    })
    .join('; ');
}

/** Shipments per month as bars stacked by mode; the series ids are the modes. */
export function byMonthOption({
  months,
  labels,
  formatMonth,
  selectable,
}: ByMonthContent & { selectable: boolean }): ChartOption {
  return {
    grid: { left: 12, right: 12, top: 40, bottom: 12, outerBoundsMode: 'same' },
    legend: { top: 4 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, confine: true },
    xAxis: { type: 'category', data: months.map((month) => formatMonth(month.Month)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: MODES.map(({ mode, field, color }) => ({
      type: 'bar',
      id: mode,
      name: labels[mode],
      stack: 'shipments',
      data: months.map((month) => month[field]),
      itemStyle: { color },
      cursor: selectable ? 'pointer' : 'default',
    })),
  };
}

/** The month and mode of a clicked bar segment of the chart drawn from `months`. */
export function byMonthSelection(
  months: ShipmentsInMonth[],
  event: Pick<ECElementEvent, 'componentType' | 'seriesId' | 'dataIndex'>,
): { month: string; mode: TransportMode } | null {
  if (event.componentType !== 'series') return null;
  const mode = MODES.find((candidate) => candidate.mode === event.seriesId)?.mode;
  const month = months[event.dataIndex]?.Month;
  return mode && month ? { month, mode } : null;
}

/** Shipments per month, stacked by mode (sea, air, rail), with a legend to show or hide each mode. */
export function ShipmentsByMonthChart({
  months,
  labels,
  formatMonth,
  onSelect,
  ariaLabel,
  height = DEFAULT_CHART_HEIGHT,
  testId = 'shipments-by-month-chart',
}: ShipmentsByMonthChartProps) {
  // A page's inline labels and callbacks must not redraw the chart on each of its renders.
  const { sea, air, rail } = labels;
  const formatMonthLatest = useLatestFunction(formatMonth);
  const select = useLatestFunction((month: string, mode: TransportMode) => onSelect?.(month, mode));
  const selectable = onSelect !== undefined;
  const option = useMemo(
    () => byMonthOption({ months, labels: { sea, air, rail }, formatMonth: formatMonthLatest, selectable }),
    [months, sea, air, rail, formatMonthLatest, selectable],
  );
  const onEvents = useMemo<ChartEvents | undefined>(
    () =>
      selectable
        ? {
            click: (event) => {
              const selection = byMonthSelection(months, event);
              if (selection) select(selection.month, selection.mode);
            },
          }
        : undefined,
    [months, select, selectable],
  );
  return (
    <EChart
      option={option}
      height={height}
      ariaLabel={ariaLabel ?? byMonthSummary({ months, labels, formatMonth })}
      testId={testId}
      onEvents={onEvents}
    />
  );
}
