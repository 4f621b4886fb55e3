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
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AxiosProgressEvent } from 'axios';
import type { z } from 'zod';
import { EnvelopeError, failedEnvelopeOfFile, post, postFile } from '../../lib/request';

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

export function useDashboard() {
  return useQuery({
    queryKey: [...SHIPMENTS_KEY, 'dashboard'],
    queryFn: () => post<Dashboard>(SHIPMENT_DASHBOARD_URL, {}),
  });
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

/** The file name the server gave an export (Content-Disposition), else a name of the day. */
function exportFileName(disposition: string | undefined, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

/**
 * An export may run for minutes (up to SHIPMENT_EXPORT_MAX_ROWS rows); it shows its progress and
 * can be cancelled, so it is not held to the 20 s of an ordinary call.
 */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

/** ExportExcel of a filter: the .xlsx as it streams in, with its download progress; rejects with the server's refusal. */
export async function exportShipments(
  filter: ShipmentFilter,
  onProgress: (event: AxiosProgressEvent) => void,
  signal: AbortSignal,
): Promise<{ file: Blob; fileName: string }> {
  const response = await postFile(SHIPMENT_EXPORT_URL, filter, {
    onDownloadProgress: onProgress,
    signal,
    timeout: EXPORT_TIMEOUT_MS,
  });
  // Spec §8: ExportExcel's failure comes back to this caller, not as the request layer's message.
  const failure = await failedEnvelopeOfFile(response);
  if (failure) throw new EnvelopeError(failure.ErrorCode, failure.Msg);
  const disposition = response.headers['content-disposition'];
  return {
    file: response.data,
    fileName: exportFileName(typeof disposition === 'string' ? disposition : undefined, 'shipments.xlsx'),
  };
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
