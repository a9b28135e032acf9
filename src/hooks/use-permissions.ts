import { useQuery } from '@tanstack/react-query';
import { accountQueryOptions as getGetAccountQueryOptions } from './api';
import { computePermissions, type PartnerSettings, type Permissions, type ViewAsLevel } from '@/lib/permissions';
import { useActingAccount } from './acting-account';
import { permissionUserOf, useViewAs } from './use-view-as';

/**
 * The 17 permission flags of the domain core for the acting account, seen as the signed-in user
 * (their own account decides who they are) at the view-as level they chose (spec 000 §6).
 */
export function usePermissions(): { permissions: Permissions; viewAs: ViewAsLevel; superAdmin: boolean } {
  const acting = useActingAccount();
  // The session's own account: always cached by the console before any page renders.
  const own = useQuery(getGetAccountQueryOptions());
  const user = permissionUserOf(own.data ?? acting.account);
  const viewAs = useViewAs(user);
  const settings = acting.account.settings?.defaultOrgSettings ?? own.data?.settings?.defaultOrgSettings ?? null;
  const permissions = computePermissions({
    viewAs,
    user,
    account: { id: acting.id, accountType: acting.account.accountType },
    partnerSettings: settings as PartnerSettings | null,
  });
  // Whether the user is a super administrator: their own account says so, not the one on screen.
  return { permissions, viewAs, superAdmin: user.isSuperAdmin === true };
}
