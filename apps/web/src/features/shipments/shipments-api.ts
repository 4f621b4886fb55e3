import type {
  Dashboard,
  etaHistorySchema,
  locationSearchItemSchema,
  ShipmentContainer,
  ShipmentDetail,
  ShipmentFilter,
  ShipmentListRequest,
  shipmentDocumentGroupSchema,
  shipmentEventsSchema,
  shipmentPageSchema,
  TrackType,
  trackAnswerSchema,
} from '@portside/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { PREFETCHED_ANSWER_FRESH_MS } from '../../lib/query-client';
import { post } from '../../lib/request';
import { type ExportedFile, type ExportProgressHandler, postExport } from '../../shared/export/export-file';

export const SHIPMENT_PAGE_LIST_URL = '/client/api/Shipment/GetPageList';
export const SHIPMENT_DETAIL_URL = '/client/api/Shipment/GetDetail';
export const SHIPMENT_EVENTS_URL = '/client/api/Shipment/GetEvents';
export const SHIPMENT_ETA_HISTORY_URL = '/client/api/Shipment/GetEtaHistory';
export const SHIPMENT_CONTAINERS_URL = '/client/api/Shipment/GetContainers';
export const SHIPMENT_DOCUMENTS_URL = '/client/api/Shipment/GetDocuments';
export const SHIPMENT_TRACK_URL = '/client/api/Shipment/Track';
export const SHIPMENT_DASHBOARD_URL = '/client/api/Shipment/GetDashboard';
export const SHIPMENT_EXPORT_URL = '/client/api/Shipment/ExportExcel';

export type ShipmentPage = z.infer<typeof shipmentPageSchema>;
export type ShipmentEvents = z.infer<typeof shipmentEventsSchema>;
export type EtaHistory = z.infer<typeof etaHistorySchema>;
export type ShipmentDocumentGroup = z.infer<typeof shipmentDocumentGroupSchema>;
export type TrackAnswer = z.infer<typeof trackAnswerSchema>;

/** Every shipment query starts with this key. */
const SHIPMENTS_KEY = ['shipments'] as const;

export function useShipmentPage(request: ShipmentListRequest) {
  return useQuery({
    queryKey: [...SHIPMENTS_KEY, 'page', request],
    queryFn: () => post<ShipmentPage>(SHIPMENT_PAGE_LIST_URL, request),
    placeholderData: keepPreviousData,
  });
}

/** One call about one shipment (detail, events, ETA history, containers, documents), by its id. */
function useShipmentPart<T>(url: string, id: string) {
  return useQuery({
    queryKey: [...SHIPMENTS_KEY, url, id],
    queryFn: () => post<T>(url, { Id: id }),
    enabled: id !== '',
  });
}

export const useShipmentDetail = (id: string) => useShipmentPart<ShipmentDetail>(SHIPMENT_DETAIL_URL, id);
export const useShipmentEvents = (id: string) => useShipmentPart<ShipmentEvents>(SHIPMENT_EVENTS_URL, id);
export const useEtaHistory = (id: string) => useShipmentPart<EtaHistory>(SHIPMENT_ETA_HISTORY_URL, id);
export const useShipmentContainers = (id: string) => useShipmentPart<ShipmentContainer[]>(SHIPMENT_CONTAINERS_URL, id);
export const useShipmentDocuments = (id: string) =>
  useShipmentPart<ShipmentDocumentGroup[]>(SHIPMENT_DOCUMENTS_URL, id);

/** The dashboard's figures; asked for ahead of the dashboard when it is opened by its address. */
export const dashboardQuery = queryOptions({
  queryKey: [...SHIPMENTS_KEY, 'dashboard'],
  queryFn: () => post<Dashboard>(SHIPMENT_DASHBOARD_URL, {}),
  staleTime: PREFETCHED_ANSWER_FRESH_MS,
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}

/**
 * The track search of a number (the track page's URL holds it), asked once per number and type.
 * A malformed number comes back as ValidationFailed whose Msg says what is wrong.
 */
export function useTrack(search: { TrackNo: string; TrackType: TrackType } | undefined) {
  return useQuery({
    queryKey: [...SHIPMENTS_KEY, 'track', search],
    queryFn: () => post<TrackAnswer>(SHIPMENT_TRACK_URL, search),
    enabled: search !== undefined,
  });
}

/** ExportExcel of a filter: the .xlsx as it streams in, with its download progress; rejects with the server's refusal. */
export function exportShipments(
  filter: ShipmentFilter,
  onProgress: ExportProgressHandler,
  signal: AbortSignal,
): Promise<ExportedFile> {
  return postExport(SHIPMENT_EXPORT_URL, filter, 'shipments.xlsx', onProgress, signal);
}

export const LOCATION_SEARCH_URL = '/client/api/Location/Search';
export type LocationKind = z.infer<typeof locationSearchItemSchema>['Kind'];

/** Ports, rail terminals and airports whose code or name starts with the keyword. */
export function useLocationSearch(keyword: string, kind: LocationKind | undefined) {
  return useQuery({
    queryKey: [LOCATION_SEARCH_URL, keyword, kind],
    queryFn: () =>
      post<z.infer<typeof locationSearchItemSchema>[]>(LOCATION_SEARCH_URL, { Keyword: keyword, Kind: kind }),
    enabled: keyword !== '',
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
}
