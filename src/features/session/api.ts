// The session's calls (spec 000 §4): an anonymous session allocated once, and the account of a
// token from sign-in. Both from `@/api/first-page`, which restates them outside their large
// generated modules (they are the first page's).
import { queryOptions } from '@tanstack/react-query';
import { allocateTempUserSession, getAccount, tempUserSessionQueryKey } from '@/api/first-page';

/** The anonymous session, allocated once per page load and never again while held. */
export const anonymousSessionQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: tempUserSessionQueryKey(),
    queryFn: ({ signal }) => allocateTempUserSession(signal),
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

/** The account of the token now held (its id names the stored session). */
export const fetchOwnAccount = () => getAccount();
