import type { AddFeedbackRequest } from '@portside/contracts';
import { useMutation } from '@tanstack/react-query';
import { post } from '../../lib/request';

export const ADD_FEEDBACK_URL = '/cms/api/FeedBack/Add';

/** The feedback form's body: the contract's fields and the screenshots uploaded with it. */

/** POST /cms/api/FeedBack/Add (spec §7): succeeds on ErrorCode 0. */
export function useAddFeedback() {
  return useMutation({ mutationFn: (body: AddFeedbackRequest) => post<null>(ADD_FEEDBACK_URL, body) });
}
