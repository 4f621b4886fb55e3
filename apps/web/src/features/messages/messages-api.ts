import {
  type ClientMessage,
  type ClientMessageListRequest,
  type clientMessagePageSchema,
  MESSAGE_PAGE_SIZE,
  MESSAGE_SYSTEM_TYPE,
} from '@portside/contracts';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { post } from '../../lib/request';

/** Spec §7: the portal sends the message list to /oms/; the request layer rewrites it to /client/. */
export const MESSAGE_PAGE_LIST_URL = '/oms/api/ClientPush/GetClientMessagePageList';
export const MESSAGE_VIEW_URL = '/client/api/ClientPush/ClientMessageView';
export const MESSAGE_STREAM_URL = '/client/api/ClientPush/Stream';

type ClientMessagePage = z.infer<typeof clientMessagePageSchema>;
export type MessageStatus = ClientMessage['MessageStatus'];
/** What a list asks for; the portal's fixed conditions are added to every request. */
export type MessageFilter = Omit<
  Partial<ClientMessageListRequest>,
  'SystemType' | 'NoDefaultConditionsRequired' | 'PageSize' | 'PageIndex'
>;

/** Every message query starts with this key, so one invalidation reloads the badge and all lists. */
export const MESSAGES_QUERY_KEY = ['messages'] as const;

/** POST /oms/api/ClientPush/GetClientMessagePageList (spec §7): one page of the caller's messages, newest first. */
function fetchMessagePage(PageIndex: number, PageSize: number, filter: MessageFilter): Promise<ClientMessagePage> {
  return post<ClientMessagePage>(MESSAGE_PAGE_LIST_URL, {
    PageIndex,
    PageSize,
    SystemType: MESSAGE_SYSTEM_TYPE,
    NoDefaultConditionsRequired: true,
    ...filter,
  });
}

/** A message-centre list, five at a time (spec §9); a page shorter than five is the last one. */
export function messageFeedQuery(status: MessageStatus | undefined, enabled = true) {
  return infiniteQueryOptions({
    queryKey: [...MESSAGES_QUERY_KEY, 'feed', status ?? 'all'],
    queryFn: ({ pageParam }) =>
      fetchMessagePage(pageParam, MESSAGE_PAGE_SIZE, status === undefined ? {} : { MessageStatus: status }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => (lastPage.Items.length < MESSAGE_PAGE_SIZE ? undefined : pages.length + 1),
    enabled,
    // Fresh until something changes it: the live stream, marking read and a stream's reconnect
    // invalidate every message query, so a second reader (the dashboard's card mounting after the
    // header's badge) reads the answer the first one got instead of asking again.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useMessageFeed(status: MessageStatus | undefined, enabled = true) {
  return useInfiniteQuery(messageFeedQuery(status, enabled));
}

/** A feed as a list shows it: the messages loaded so far, and how to load more. */
export function useMessageFeedList(status: MessageStatus | undefined, enabled: boolean) {
  const feed = useMessageFeed(status, enabled);
  return {
    messages: feed.data?.pages.flatMap((page) => page.Items) ?? [],
    loading: feed.isPending && enabled,
    hasMore: feed.hasNextPage,
    loadingMore: feed.isFetchingNextPage,
    loadMore: () => void feed.fetchNextPage(),
  };
}

/**
 * The number of unread messages: every list answer carries it, so the badge reads the newest
 * messages' first page, the list the dashboard shows too (one request for both).
 */
export function useUnreadCount(): number {
  return useMessageFeed(undefined).data?.pages[0]?.UnreadCount ?? 0;
}

/** The message history page (/dashboard/msgHistory): filters and paging of its own. */
export function useMessageHistory(PageIndex: number, PageSize: number, filter: MessageFilter) {
  return useQuery({
    queryKey: [...MESSAGES_QUERY_KEY, 'history', PageIndex, PageSize, filter],
    queryFn: () => fetchMessagePage(PageIndex, PageSize, filter),
    placeholderData: keepPreviousData,
  });
}

/** POST /client/api/ClientPush/ClientMessageView (spec §4): marks the messages read, then every list reloads. */
export function useMarkMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => post<number>(MESSAGE_VIEW_URL, { Parameter: ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY }),
  });
}
