import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, type ApiError } from '@/api/errors';
import { getCredentials } from '@/api/credentials';
import { accountQueryKey as getGetAccountQueryKey } from '@/hooks/api';
import { resetInvalidSession } from '@/features/session';

const ACCOUNT_KEY = getGetAccountQueryKey()[0];

/** The account fetch says the session is invalid when it answers `success: false` or 401. */
export const isInvalidSession = (error: unknown): error is ApiError =>
  isApiError(error) && (error.kind === 'envelope' || error.status === 401);

export function createQueryClient(options: { onInvalidSession?: (client: QueryClient) => void } = {}): QueryClient {
  const onInvalidSession = options.onInvalidSession ?? ((client: QueryClient) => void resetInvalidSession(client));
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // Only a refused token invalidates a session (the own account's query, not another account
        // acted on); a call made before any token is held does not.
        if (
          query.queryKey[0] === ACCOUNT_KEY &&
          query.queryKey.length === 1 &&
          isInvalidSession(error) &&
          getCredentials().token
        )
          onInvalidSession(client);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (bad request, auth, not found, envelope failures), calls refused before
        // sending and timed-out calls (another 20 s wait each) are not retried.
        retry: (count, error) =>
          !(
            isApiError(error) &&
            (error.kind === 'envelope' ||
              error.kind === 'timeout' ||
              error.kind === 'invalid' ||
              (error.status >= 400 && error.status < 500))
          ) && count < 2,
      },
    },
  });
  return client;
}
