import type {
  acceptedQuoteSchema,
  ConformanceResult,
  EnquiryDetail,
  enquiryPageSchema,
  OrderDetail,
  OrderListRequest,
  orderPageSchema,
  SaveEnquiryRequest,
  SaveOrderRequest,
} from '@portside/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { saveFile } from '../../lib/download';
import { notifyError } from '../../lib/notify';
import { failedEnvelopeOfFile, post, postFile, request } from '../../lib/request';

export const ORDER_PAGE_LIST_URL = '/client/api/Order/GetPageList';
export const ORDER_DETAIL_URL = '/client/api/Order/GetDetail';
export const ORDER_SAVE_URL = '/client/api/Order/Save';
export const ORDER_SUBMIT_URL = '/client/api/Order/Submit';
export const ORDER_CANCEL_URL = '/client/api/Order/Cancel';
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
const ORDERS_KEY = ['orders'] as const;

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
