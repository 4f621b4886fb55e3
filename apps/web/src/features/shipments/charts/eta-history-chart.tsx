import { useMemo } from 'react';
import { DEFAULT_CHART_HEIGHT, EChart, useLatestFunction } from '../../../shared/charts/echart';
import { type ChartOption, format } from '../../../shared/charts/echarts';

export interface EtaHistoryEntry {
  Eta: string;
  /** When this ETA was given. */
  RecordedTime: string;
  /** Days after the original ETA (negative: earlier). */
  SlipDays: number;
  DelayReasonCode: string | null;
}

export interface EtaHistoryLabels {
  eta: string;
  recorded: string;
  original: string;
  slipDays: (days: number) => string;
}

export interface EtaHistoryChartProps {
  /** Oldest first, as the API lists them. */
  entries: EtaHistoryEntry[];
  originalEta: string | null;
  labels: EtaHistoryLabels;
  formatDate: (iso: string) => string;
  /** The axes' labels, shorter than `formatDate` so that a phone's width leaves room for the chart; by default `formatDate`. */
  formatAxisDate?: (iso: string) => string;
  /** What a screen reader says of the chart; by default the original and latest ETA (`etaHistorySummary`). */
  ariaLabel?: string;
  height?: number;
  testId?: string;
}

type EtaHistoryContent = Pick<
  EtaHistoryChartProps,
  'entries' | 'originalEta' | 'labels' | 'formatDate' | 'formatAxisDate'
>;

const COLORS = { eta: '#1677ff', original: '#8c8c8c' } as const;

/** Tooltip of one ETA given, the ETA first (HTML-escaped: the reason code comes from data). */
export function etaTooltip(
  entry: EtaHistoryEntry,
  labels: EtaHistoryLabels,
  formatDate: (iso: string) => string,
): string {
  return [
    `${labels.eta}: ${formatDate(entry.Eta)}`,
    `${labels.recorded}: ${formatDate(entry.RecordedTime)}`,
    labels.slipDays(entry.SlipDays),
    ...(entry.DelayReasonCode ? [entry.DelayReasonCode] : []),
  ]
    .map((line, index) => (index === 0 ? `<b>${format.encodeHTML(line)}</b>` : format.encodeHTML(line)))
    .join('<br/>');
}

/** What a screen reader says of the chart: the original ETA, the latest one and its slip. */
export function etaHistorySummary({ entries, originalEta, labels, formatDate }: EtaHistoryContent): string {
  const latest = entries.at(-1);
  const parts = [
    ...(originalEta ? [`${labels.original}: ${formatDate(originalEta)}`] : []),
    ...(latest ? [`${labels.eta}: ${formatDate(latest.Eta)}`, labels.slipDays(latest.SlipDays)] : []),
  ];
  return parts.length > 0 ? parts.join(', ') : labels.eta;
}

/**
 * Each ETA (y) from the time it was given (x), as steps: an ETA holds until the next one replaces
 * it. A dashed line marks the original ETA, and the time axis stretches to show it.
 */
export function etaHistoryOption({
  entries,
  originalEta,
  labels,
  formatDate,
  formatAxisDate = formatDate,
}: EtaHistoryContent): ChartOption {
  const original = originalEta === null ? null : Date.parse(originalEta);
  const dateLabel = (value: number) => formatAxisDate(new Date(value).toISOString());
  // The original ETA's label goes on the side of its line away from where the ETA ended up.
  const endedLater = (entries.at(-1)?.SlipDays ?? 0) > 0;
  return {
    grid: { left: 12, right: 24, top: 40, bottom: 12, outerBoundsMode: 'same' },
    tooltip: {
      trigger: 'axis',
      confine: true,
      formatter: (params) => {
        const first = Array.isArray(params) ? params[0] : params;
        const entry = first && entries[first.dataIndex];
        return entry ? etaTooltip(entry, labels, formatDate) : '';
      },
    },
    xAxis: {
      type: 'time',
      name: labels.recorded,
      nameLocation: 'middle',
      nameGap: 28,
      axisLabel: { formatter: dateLabel, hideOverlap: true, fontSize: 11 },
    },
    yAxis: {
      type: 'time',
      name: labels.eta,
      min: original === null ? undefined : ({ min }) => Math.min(min, original),
      max: original === null ? undefined : ({ max }) => Math.max(max, original),
      axisLabel: { formatter: dateLabel, hideOverlap: true, fontSize: 11 },
    },
    series: [
      {
        type: 'line',
        name: labels.eta,
        step: 'end',
        data: entries.map((entry) => [Date.parse(entry.RecordedTime), Date.parse(entry.Eta)]),
        symbol: 'circle',
        symbolSize: 7,
        itemStyle: { color: COLORS.eta },
        markLine:
          original === null
            ? undefined
            : {
                silent: true,
                symbol: 'none',
                lineStyle: { type: 'dashed', color: COLORS.original },
                label: {
                  position: endedLater ? 'insideStartBottom' : 'insideStartTop',
                  formatter: () => labels.original,
                },
                data: [{ name: labels.original, yAxis: original }],
              },
      },
    ],
  };
}

/** How a shipment's ETA moved: each ETA given, when it was given, against the original ETA. */
export function EtaHistoryChart({
  entries,
  originalEta,
  labels,
  formatDate,
  formatAxisDate = formatDate,
  ariaLabel,
  height = DEFAULT_CHART_HEIGHT,
  testId = 'eta-history-chart',
}: EtaHistoryChartProps) {
  // A page's inline labels and callbacks must not redraw the chart on each of its renders.
  const { eta, recorded, original } = labels;
  const slipDays = useLatestFunction(labels.slipDays);
  const formatDateLatest = useLatestFunction(formatDate);
  const formatAxisDateLatest = useLatestFunction(formatAxisDate);
  const option = useMemo(
    () =>
      etaHistoryOption({
        entries,
        originalEta,
        labels: { eta, recorded, original, slipDays },
        formatDate: formatDateLatest,
        formatAxisDate: formatAxisDateLatest,
      }),
    [entries, originalEta, eta, recorded, original, slipDays, formatDateLatest, formatAxisDateLatest],
  );
  return (
    <EChart
      option={option}
      height={height}
      ariaLabel={ariaLabel ?? etaHistorySummary({ entries, originalEta, labels, formatDate })}
      testId={testId}
    />
  );
}
