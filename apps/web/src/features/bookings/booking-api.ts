import type { BookingDetail, BookingListRequest, bookingPageSchema } from '@portside/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { saveFile } from '../../lib/download';
import { notifyError } from '../../lib/notify';
import { failedEnvelopeOfFile, post, postFile } from '../../lib/request';

export const BOOKING_PAGE_LIST_URL = '/client/api/Booking/GetPageList';
export const BOOKING_DETAIL_URL = '/client/api/Booking/GetDetail';
export const BOOKING_UPDATE_URL = '/client/api/Booking/UpdateBooking';
export const BOOKING_CANCEL_URL = '/client/api/Booking/CancelBooking';
export const BILL_APPROVE_URL = '/client/api/Booking/ApproveBillOfLading';
export const BILL_COMMENT_URL = '/client/api/Booking/CommentBillOfLading';
export const BILL_FILE_URL = '/client/api/Booking/DownloadFobOrderBillOfLadingFile';
export const DCG_IMPORT_URL = '/client/api/Booking/InsertDCGExcel';
export const DCG_TEMPLATE_URL = '/client/api/Booking/DownloadDCGImportTemplate';

export type BookingPage = z.infer<typeof bookingPageSchema>;

/** Every booking query starts with this key; the dashboard's inbox follows the bills too. */
export const BOOKINGS_KEY = ['bookings'] as const;

export function useBookingPage(request: BookingListRequest) {
  return useQuery({
    queryKey: [...BOOKINGS_KEY, 'page', request],
    queryFn: () => post<BookingPage>(BOOKING_PAGE_LIST_URL, request),
    placeholderData: keepPreviousData,
  });
}

export function useBookingDetail(id: string) {
  return useQuery({
    queryKey: [...BOOKINGS_KEY, 'detail', id],
    queryFn: () => post<BookingDetail>(BOOKING_DETAIL_URL, { Id: id }),
    enabled: id !== '',
  });
}

function useBookingWrite<Input>(write: (input: Input) => Promise<BookingDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY });
      await queryClient.invalidateQueries({ queryKey: ['actionInbox'] });
    },
  });
}

export const useApproveBill = () => useBookingWrite((id: string) => post<BookingDetail>(BILL_APPROVE_URL, { Id: id }));
export const useCommentBill = () =>
  useBookingWrite((input: { Id: string; Comment: string }) => post<BookingDetail>(BILL_COMMENT_URL, input));
export const useUpdateBooking = () =>
  useBookingWrite((input: { Id: string; Note: string }) => post<BookingDetail>(BOOKING_UPDATE_URL, input));
export const useCancelBooking = () =>
  useBookingWrite((input: { Id: string; Reason: string }) => post<BookingDetail>(BOOKING_CANCEL_URL, input));

/**
 * DownloadFobOrderBillOfLadingFile (spec §8: its answer comes back without a toast): the draft or
 * issued house bill as a PDF; a refusal is shown as the server words it.
 */
export async function downloadBill(id: string, fileName: string): Promise<void> {
  const response = await postFile(BILL_FILE_URL, { Id: id });
  const failure = await failedEnvelopeOfFile(response);
  if (failure) {
    notifyError(failure.Msg);
    return;
  }
  saveFile(response.data, fileName);
}
