import { QueryClient } from '@tanstack/react-query';

/**
 * The one query cache of the app; a module so that signing out can drop every cached answer of
 * the previous user. The request layer already shows each failure once; retries would repeat it.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
