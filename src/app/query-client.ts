import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (bad request, auth, not found, envelope failures) are not retried.
        retry: (count, error) =>
          !(isApiError(error) && (error.kind === 'envelope' || (error.status >= 400 && error.status < 500))) &&
          count < 2,
      },
    },
  });
}
