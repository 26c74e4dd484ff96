import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors';

/**
 * Server state lives here only. `onQueryError` shows a failed background read (a form shows its own
 * mutation errors next to its inputs).
 */
export function createQueryClient(
  options: { onQueryError?: (message: string) => void } = {},
): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => options.onQueryError?.(error.message),
    }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        // Client errors will not change on retry; a dropped connection might.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
