import { QueryClient } from '@tanstack/react-query';

/**
 * How long an answer asked for ahead of its page (router.tsx, preloadSignedInPage) is drawn as it
 * is when the page mounts, instead of being asked for again: the page's code arrives after it.
 */
export const PREFETCHED_ANSWER_FRESH_MS = 5_000;

/**
 * The one query cache of the app; a module so that signing out can drop every cached answer of
 * the previous user. The request layer already shows each failure once; retries would repeat it.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
