// The account the editor acts on, the user's permission flags on it and their template-variable
// default, from the console's shared hooks.
import type { Account } from '@/api/generated/model';
import { useActingAccount, usePermissions } from '@/hooks';
import { defaultReplaceTemplateVars, type Permissions, type ViewAsLevel } from '@/lib/permissions';

export interface ActingAgent {
  targetAccountId: number | undefined;
  account: Account;
  permissions: Permissions;
  level: ViewAsLevel;
}

export function useActingAgent(): ActingAgent {
  const acting = useActingAccount();
  const { permissions, viewAs } = usePermissions();
  return { targetAccountId: acting.targetAccountId, account: acting.account, permissions, level: viewAs };
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
