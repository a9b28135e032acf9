// Which organization's contacts an account sees (spec 000 §8).

/** The account fields that locate its organization. */
export interface OrgLocatable {
  id?: number;
  accountType?: string;
  organizationId?: number;
}

/**
 * The organization account id whose contacts are shown: an organization account is its own
 * organization; any account below one (an agent account) names it in `organizationId`.
 * Partners and resellers sit above organizations and have none: null.
 */
export function orgAccountIdOf(account: OrgLocatable | null | undefined): number | null {
  if (!account) return null;
  const valid = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;
  if (account.accountType === 'organization' && valid(account.id)) return account.id;
  return valid(account.organizationId) ? account.organizationId : null;
}
