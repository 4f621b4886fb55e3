import type {
  callbackTicketAnswerSchema,
  createCallbackTicketRequestSchema,
  FeedbackDetail,
  feedbackListRequestSchema,
  feedbackPageSchema,
  setPrivateCustomerRequestSchema,
  staffClientUserListRequestSchema,
  staffClientUserPageSchema,
} from '@portside/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { get, post } from '../../lib/request';

export const STAFF_CLIENT_USER_LIST_URL = '/cms/api/Staff/GetClientUserPageList';
export const CREATE_CALLBACK_TICKET_URL = '/cms/api/Staff/CreateCallbackTicket';

type StaffClientUserListRequest = z.input<typeof staffClientUserListRequestSchema>;
type StaffClientUserPage = z.infer<typeof staffClientUserPageSchema>;
type CreateCallbackTicketRequest = z.input<typeof createCallbackTicketRequestSchema>;
type CallbackTicket = z.infer<typeof callbackTicketAnswerSchema>;
type FeedbackPage = z.infer<typeof feedbackPageSchema>;

/** POST /cms/api/Staff/GetClientUserPageList: the users of the companies the staff member serves. */
export function useStaffClientUserPage(request: StaffClientUserListRequest) {
  return useQuery({
    queryKey: [STAFF_CLIENT_USER_LIST_URL, request],
    queryFn: () => post<StaffClientUserPage>(STAFF_CLIENT_USER_LIST_URL, request),
    placeholderData: keepPreviousData,
  });
}

/** POST /cms/api/Staff/CreateCallbackTicket: a single-use link that opens the portal as the user. */
export function useCreateCallbackTicket() {
  return useMutation({
    mutationFn: (body: CreateCallbackTicketRequest) => post<CallbackTicket>(CREATE_CALLBACK_TICKET_URL, body),
  });
}

export const SET_PRIVATE_CUSTOMER_URL = '/cms/api/Staff/SetPrivateCustomer';

/** POST /cms/api/Staff/SetPrivateCustomer: switches a served company's private-customer mode; the list is read again. */
export function useSetPrivateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof setPrivateCustomerRequestSchema>) => post<null>(SET_PRIVATE_CUSTOMER_URL, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [STAFF_CLIENT_USER_LIST_URL] }),
  });
}

export const STAFF_FEEDBACK_LIST_URL = '/cms/api/FeedBack/GetPageList';
export const STAFF_FEEDBACK_DETAIL_URL = '/cms/api/FeedBack/GetDetail';

/** POST /cms/api/FeedBack/GetPageList: the feedback of the companies the staff member serves, newest first. */
export function useStaffFeedbackPage(request: z.input<typeof feedbackListRequestSchema>) {
  return useQuery({
    queryKey: [STAFF_FEEDBACK_LIST_URL, request],
    queryFn: () => post<FeedbackPage>(STAFF_FEEDBACK_LIST_URL, request),
    placeholderData: keepPreviousData,
  });
}

/** GET /cms/api/FeedBack/GetDetail: one feedback with its screenshots; nothing is asked until one is opened. */
export function useStaffFeedbackDetail(id: string | undefined) {
  return useQuery({
    queryKey: [STAFF_FEEDBACK_DETAIL_URL, id],
    queryFn: () => get<FeedbackDetail>(STAFF_FEEDBACK_DETAIL_URL, { params: { id } }),
    enabled: id !== undefined,
  });
}
