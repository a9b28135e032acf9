// The permission overlays' calls: the session's own account (who the user is decides the roles
// they may view the app as).
import { getGetAccountQueryOptions } from '@/api/generated/hooks/accounts/accounts';

/** The session's own account (no targetAccountId: the user themself). */
export const ownAccountQueryOptions = () => getGetAccountQueryOptions();
