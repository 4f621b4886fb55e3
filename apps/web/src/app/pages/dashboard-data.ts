import type { ActionItem } from '@portside/contracts';
import { queryOptions } from '@tanstack/react-query';
import { messageFeedQuery } from '../../features/messages/messages-api';
import { dashboardQuery } from '../../features/shipments/shipments-api';
import { PREFETCHED_ANSWER_FRESH_MS, queryClient } from '../../lib/query-client';
import { post } from '../../lib/request';

export const ACTION_INBOX_URL = '/client/api/Dashboard/GetActionInbox';

/** What the client must do now (GetActionInbox): the dashboard's first card. */
export const actionInboxQuery = queryOptions({
  queryKey: ['actionInbox'],
  queryFn: () => post<ActionItem[]>(ACTION_INBOX_URL, {}),
  staleTime: PREFETCHED_ANSWER_FRESH_MS,
});

/**
 * The dashboard's three answers (the inbox, the figures, the newest messages), asked for while the
 * frame's and the page's code still load when the dashboard is opened by its address (issue 15).
 * A module without components, so that asking does not wait for antd.
 */
export async function prefetchDashboardData(): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(actionInboxQuery),
    queryClient.prefetchQuery(dashboardQuery),
    queryClient.prefetchInfiniteQuery(messageFeedQuery(undefined)),
  ]);
}
