// The session's calls (spec 000 §4): an anonymous session allocated once, and the account of a
// token from sign-in.
import { getAccount } from '@/api/first-page';
import { getAllocateTempUserSessionQueryOptions } from '@/api/generated/hooks/authentication/authentication';

/** The anonymous session, allocated once per page load and never again while held. */
export const anonymousSessionQueryOptions = (enabled = true) =>
  getAllocateTempUserSessionQueryOptions({ query: { enabled, staleTime: Infinity, gcTime: Infinity, retry: false } });

/** The account of the token now held (its id names the stored session). */
export const fetchOwnAccount = () => getAccount();
