import type {
  acceptedQuoteSchema,
  ConformanceResult,
  EnquiryDetail,
  enquiryPageSchema,
  LandedCost,
  OrderDetail,
  OrderDocument,
  OrderFilter,
  OrderListRequest,
  orderPageSchema,
  SaveEnquiryRequest,
  SaveOrderRequest,
  StaffOrderDesk,
  staffQuoteEnquiryRequestSchema,
  staffRecordReceiptRequestSchema,
} from '@portside/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { saveFile } from '../../lib/download';
import { notifyError } from '../../lib/notify';
import { failedEnvelopeOfFile, post, postFile, request } from '../../lib/request';
import { type ExportedFile, type ExportProgressHandler, postExport } from '../../shared/export/export-file';

export const ORDER_PAGE_LIST_URL = '/client/api/Order/GetPageList';
export const ORDER_DETAIL_URL = '/client/api/Order/GetDetail';
export const ORDER_SAVE_URL = '/client/api/Order/Save';
export const ORDER_SUBMIT_URL = '/client/api/Order/Submit';
export const ORDER_CANCEL_URL = '/client/api/Order/Cancel';
export const ORDER_EXPORT_URL = '/client/api/Order/ExportExcel';
export const ORDER_ATTACH_DOCUMENT_URL = '/client/api/Order/AttachDocument';
export const ORDER_DETACH_DOCUMENT_URL = '/client/api/Order/DetachDocument';
export const ORDER_IMPORT_URL = '/client/api/Order/InsertExcel';
export const ORDER_TEMPLATE_URL = '/client/api/Order/DownloadOrderImportTemplate';
export const ENQUIRY_PAGE_LIST_URL = '/client/api/Enquiry/GetPageList';
export const ENQUIRY_DETAIL_URL = '/client/api/Enquiry/GetDetail';
export const ENQUIRY_SAVE_URL = '/client/api/Enquiry/Save';
export const ENQUIRY_SUBMIT_URL = '/client/api/Enquiry/Submit';
export const ENQUIRY_ACCEPT_URL = '/client/api/Enquiry/AcceptOption';
export const ENQUIRY_DECLINE_URL = '/client/api/Enquiry/Decline';

export type OrderPage = z.infer<typeof orderPageSchema>;
export type EnquiryPage = z.infer<typeof enquiryPageSchema>;
export type AcceptedQuote = z.infer<typeof acceptedQuoteSchema>;

/** Every order and enquiry query starts with this key: a change refreshes them all. */
export const ORDERS_KEY = ['orders'] as const;

export function useOrderPage(request: OrderListRequest) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'page', request],
    queryFn: () => post<OrderPage>(ORDER_PAGE_LIST_URL, request),
    placeholderData: keepPreviousData,
  });
}

export function useOrderDetail(id: string) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'detail', id],
    queryFn: () => post<OrderDetail>(ORDER_DETAIL_URL, { Id: id }),
    enabled: id !== '',
  });
}

export const LANDED_COST_URL = '/client/api/Finance/GetLandedCost';

/** The order's charges spread over its SKU units (a Finance route: asked only of a user with the statement page). */
export function useLandedCost(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'landedCost', id],
    queryFn: () => post<LandedCost>(LANDED_COST_URL, { Id: id }),
    enabled: enabled && id !== '',
  });
}

export function useEnquiryPage(request: { PageIndex: number; PageSize: number }) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'enquiries', request],
    queryFn: () => post<EnquiryPage>(ENQUIRY_PAGE_LIST_URL, request),
    placeholderData: keepPreviousData,
  });
}

export function useEnquiryDetail(id: string) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'enquiry', id],
    queryFn: () => post<EnquiryDetail>(ENQUIRY_DETAIL_URL, { Id: id }),
    enabled: id !== '',
  });
}

/** A write of the order desk; on success every order and enquiry query is fetched again. */
function useOrderDeskWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}

export const useSaveOrder = () =>
  useOrderDeskWrite((order: SaveOrderRequest) => post<OrderDetail>(ORDER_SAVE_URL, order));
/**
 * Submits an order: its envelope comes back whole, so that warnings of the conformance check
 * (ErrorCode 100, spec §8) reach the caller to be confirmed.
 */
export const useSubmitOrder = () =>
  useOrderDeskWrite((input: { Id: string; ConfirmWarnings: boolean }) =>
    request<OrderDetail | ConformanceResult>({
      method: 'post',
      url: ORDER_SUBMIT_URL,
      data: input,
      returnBusinessCheckFailure: true,
    }),
  );
/** Attaches an uploaded file to the order, or takes it off: answers the order's documents. */
export const useOrderDocument = () =>
  useOrderDeskWrite((input: { OrderId: string; FileId: string; attach: boolean }) =>
    post<OrderDocument[]>(input.attach ? ORDER_ATTACH_DOCUMENT_URL : ORDER_DETACH_DOCUMENT_URL, {
      OrderId: input.OrderId,
      FileId: input.FileId,
    }),
  );
export const useCancelOrder = () => useOrderDeskWrite((id: string) => post<OrderDetail>(ORDER_CANCEL_URL, { Id: id }));
export const useSaveEnquiry = () =>
  useOrderDeskWrite((enquiry: SaveEnquiryRequest) => post<EnquiryDetail>(ENQUIRY_SAVE_URL, enquiry));
export const useSubmitEnquiry = () =>
  useOrderDeskWrite((id: string) => post<EnquiryDetail>(ENQUIRY_SUBMIT_URL, { Id: id }));
export const useAcceptQuoteOption = () =>
  useOrderDeskWrite((input: { Id: string; OptionId: string }) => post<AcceptedQuote>(ENQUIRY_ACCEPT_URL, input));
export const useDeclineEnquiry = () =>
  useOrderDeskWrite((id: string) => post<EnquiryDetail>(ENQUIRY_DECLINE_URL, { Id: id }));

export const ORDER_FBA_FILE_URL = '/client/api/Order/DownloadFBAFile';

/** DownloadFBAFile: the zip of the carton labels and the packing list; a refusal is shown as the server words it. */
export async function downloadFbaFile(id: string, orderNo: string): Promise<void> {
  const response = await postFile(ORDER_FBA_FILE_URL, { Id: id });
  const failure = await failedEnvelopeOfFile(response);
  if (failure) {
    notifyError(failure.Msg);
    return;
  }
  saveFile(response.data, `${orderNo}-fba.zip`);
}

/** Order/ExportExcel of the queue's filter: the .xlsx as it streams in, with its progress; rejects with the server's refusal. */
export function exportOrders(
  filter: OrderFilter,
  onProgress: ExportProgressHandler,
  signal: AbortSignal,
): Promise<ExportedFile> {
  return postExport(ORDER_EXPORT_URL, filter, 'orders.xlsx', onProgress, signal);
}

export const STAFF_ORDER_DESK_URL = '/cms/api/Staff/GetOrderDesk';
export const STAFF_QUOTE_ENQUIRY_URL = '/cms/api/Staff/QuoteEnquiry';
export const STAFF_RECORD_RECEIPT_URL = '/cms/api/Staff/RecordOrderReceipt';

/** The forwarder's work waiting in the companies a staff member serves. */
export function useStaffOrderDesk() {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'staffDesk'],
    queryFn: () => post<StaffOrderDesk>(STAFF_ORDER_DESK_URL, {}),
  });
}
export const useStaffQuoteEnquiry = () =>
  useOrderDeskWrite((input: z.input<typeof staffQuoteEnquiryRequestSchema>) =>
    post<{ status: string }>(STAFF_QUOTE_ENQUIRY_URL, input),
  );
export const useStaffRecordReceipt = () =>
  useOrderDeskWrite((input: z.input<typeof staffRecordReceiptRequestSchema>) =>
    post<{ status: string }>(STAFF_RECORD_RECEIPT_URL, input),
  );
