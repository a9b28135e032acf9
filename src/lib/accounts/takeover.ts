// Taking over an account (spec 000 §2.2 orgTakeover, resellerTakeover, partnerTakeover; spec 001
// §2): the super admin acts with the target's token and keeps its own as `adminToken`, sent on
// every call while held. Returning restores the admin's token exactly.
import type { AccountPathType } from '../search/account-path';

export interface HeldCredentials {
  token: string | null;
  adminToken: string | null;
}

export type TakeoverResult =
  { ok: true; credentials: { token: string; adminToken: string } } | { ok: false; reason: string };

export const TAKEOVER_NO_TOKEN = 'The server did not hand over a token for this account.';
export const TAKEOVER_NO_SESSION = 'Sign in before taking over an account.';

/**
 * The credentials while acting as the target. The admin token is the first one held: taking over
 * again from a taken-over account keeps the super admin's own token, never an intermediate one.
 */
export function takeoverCredentials(held: HeldCredentials, targetToken: unknown): TakeoverResult {
  if (typeof targetToken !== 'string' || targetToken.trim() === '') return { ok: false, reason: TAKEOVER_NO_TOKEN };
  const own = held.adminToken ?? held.token;
  if (!own) return { ok: false, reason: TAKEOVER_NO_SESSION };
  return { ok: true, credentials: { token: targetToken, adminToken: own } };
}

/** The credentials after "Return to my account": the admin's own token, none held aside; null when not taking over. */
export function returnCredentials(held: HeldCredentials): { token: string; adminToken: null } | null {
  return held.adminToken ? { token: held.adminToken, adminToken: null } : null;
}

/** True while a super admin acts as another account. */
export const isTakingOver = (held: HeldCredentials): boolean => !!held.adminToken && held.adminToken !== held.token;

/** The takeover overlay of an account type (agents are taken over from their organization). */
export const TAKEOVER_OVERLAY: Readonly<
  Record<Exclude<AccountPathType, 'agent'>, 'orgTakeover' | 'resellerTakeover' | 'partnerTakeover'>
> = {
  org: 'orgTakeover',
  reseller: 'resellerTakeover',
  partner: 'partnerTakeover',
};
