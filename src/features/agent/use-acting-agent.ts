// The account the editor acts on, its permission flags and its template-variable default.
// TEMPORARY until the architecture (issue 9) lands: the session's own account, no targetAccountId.
// Then this reads `useActingAccount()` from `@/hooks/acting-account` (one place to change).
import { useGetAccount } from '@/api/generated/hooks/accounts/accounts';
import type { Account } from '@/api/generated/model';
import {
  computePermissions,
  defaultReplaceTemplateVars,
  isViewAsLevel,
  resolveViewAs,
  type PartnerSettings,
  type PermissionUser,
  type Permissions,
  type ViewAsLevel,
} from '@/lib/permissions';
import { STORAGE_KEYS, readJson } from '@/lib/storage';

export interface ActingAgent {
  targetAccountId: number | undefined;
  account: Account;
  permissions: Permissions;
  level: ViewAsLevel;
}

const storedViewAs = (): ViewAsLevel | null =>
  readJson(typeof window === 'undefined' ? undefined : window.localStorage, STORAGE_KEYS.viewingAs, isViewAsLevel);

/** Permission flags of the signed-in user on this account (spec 000 §6). Kept here, not taken
 * from the permissions feature: features do not import each other. */
export function agentPermissions(account: Account, viewAs: unknown = storedViewAs()) {
  const user: PermissionUser = {
    isSuperAdmin: account.superAdmin === true,
    accountType: account.accountType,
    isAdminUser: false,
  };
  const level = resolveViewAs(viewAs, user);
  const permissions = computePermissions({
    viewAs,
    user,
    account: { id: account.id, accountType: account.accountType },
    partnerSettings: (account.settings?.defaultOrgSettings ?? null) as PartnerSettings | null,
  });
  return { level, permissions };
}

/** The acting account, or null while it loads (or when it failed: see `query`). */
export function useActingAgent(): { acting: ActingAgent | null; query: ReturnType<typeof useGetAccount> } {
  const query = useGetAccount();
  const account = query.data;
  if (!account) return { acting: null, query };
  return { acting: { targetAccountId: undefined, account, ...agentPermissions(account) }, query };
}

/** `replaceTemplateVars` to send: false for super admins and resellers unless forced, else
 * nothing (the server replaces by default) or true when forced. */
export function replaceTemplateVarsParam(level: ViewAsLevel, force?: unknown): boolean | undefined {
  const replace = defaultReplaceTemplateVars(level, force);
  if (!replace) return false;
  return force === true || force === 'true' ? true : undefined;
}

/** Super admins, partners and resellers manage templates (and see disabled ones). */
export function isTemplateManager(level: ViewAsLevel): boolean {
  return level === 'superAdmin' || level === 'partner' || level === 'reseller';
}
