import type {
  callbackTicketAnswerSchema,
  createCallbackTicketRequestSchema,
  staffClientUserListRequestSchema,
  staffClientUserPageSchema,
} from '@portside/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { post } from '../../lib/request';

export const STAFF_CLIENT_USER_LIST_URL = '/cms/api/Staff/GetClientUserPageList';
export const CREATE_CALLBACK_TICKET_URL = '/cms/api/Staff/CreateCallbackTicket';

type StaffClientUserListRequest = z.input<typeof staffClientUserListRequestSchema>;
type StaffClientUserPage = z.infer<typeof staffClientUserPageSchema>;
type CreateCallbackTicketRequest = z.input<typeof createCallbackTicketRequestSchema>;
type CallbackTicket = z.infer<typeof callbackTicketAnswerSchema>;

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
