import type {
  ChartFilter,
  ChartInterval,
  ChartStatistics,
  FreightTrends,
  ShipmentMode,
  TrendFilter,
  TrendStatistics,
} from '@portside/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { post } from '../../lib/request';

/** A chart page's filters, read from and written to its URL (from, to, mode, interval, view, by). */
export interface ChartSearch {
  From: string;
  To: string;
  Mode: ShipmentMode | undefined;
  Interval: ChartInterval;
  View: 'chart' | 'table';
  By: string | undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function useChartSearch(): [ChartSearch, (changes: Partial<ChartSearch>) => void] {
  const [search, setSearch] = useSearchParams();
  const today = dayjs();
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const mode = search.get('mode');
  const value: ChartSearch = {
    From: DATE.test(from) ? from : today.subtract(1, 'year').add(1, 'day').format('YYYY-MM-DD'),
    To: DATE.test(to) ? to : today.format('YYYY-MM-DD'),
    Mode: mode === 'sea' || mode === 'air' || mode === 'rail' ? mode : undefined,
    Interval: search.get('interval') === 'week' ? 'week' : 'month',
    View: search.get('view') === 'table' ? 'table' : 'chart',
    By: search.get('by') ?? undefined,
  };
  const update = (changes: Partial<ChartSearch>) => {
    const next = { ...value, ...changes };
    const params = new URLSearchParams({ from: next.From, to: next.To, interval: next.Interval, view: next.View });
    if (next.Mode) params.set('mode', next.Mode);
    if (next.By) params.set('by', next.By);
    setSearch(params, { replace: true });
  };
  return [value, update];
}

const filterOf = ({ From, To, Mode }: ChartSearch): ChartFilter => ({ From, To, ...(Mode ? { Mode } : {}) });
const trendOf = (search: ChartSearch): TrendFilter => ({ ...filterOf(search), Interval: search.Interval });

export function useChartStatistics(search: ChartSearch) {
  const body = filterOf(search);
  return useQuery({
    queryKey: ['charts', 'statistics', body],
    queryFn: () => post<ChartStatistics>('/client/api/Chart/GetChartStatistics', body),
    placeholderData: keepPreviousData,
  });
}

export function useTrendStatistics(search: ChartSearch) {
  const body = trendOf(search);
  return useQuery({
    queryKey: ['charts', 'trend', body],
    queryFn: () => post<TrendStatistics>('/client/api/Chart/GetTrendStatistics', body),
    placeholderData: keepPreviousData,
  });
}

export function useFreightTrends(search: ChartSearch) {
  const body = trendOf(search);
  return useQuery({
    queryKey: ['charts', 'freight', body],
    queryFn: () => post<FreightTrends>('/client/api/Chart/GetFreightTrends', body),
    placeholderData: keepPreviousData,
  });
}
