// The account on screen (spec 000 §5, §8): the account the server answers for a path must be of the
// path's type ('Account type does not match'); an account that cannot be read is "not found".
import * as MESSAGES from '../message-catalogue';
import { ACCOUNT_TYPE_OF_PATH, type AccountPathType } from '../search/account-path';

export type AccountCheck = { ok: true } | { ok: false; problem: 'typeMismatch'; message: string };

/** Checks the answered account against the path's last level (no level: the own account, always fine). */
export function checkAccountType(
  pathType: AccountPathType | undefined,
  account: { accountType?: unknown } | null | undefined,
): AccountCheck {
  if (pathType === undefined) return { ok: true };
  return account?.accountType === ACCOUNT_TYPE_OF_PATH[pathType]
    ? { ok: true }
    : { ok: false, problem: 'typeMismatch', message: MESSAGES.accountTypeMismatch };
}

export const ACCOUNT_NOT_FOUND = 'This account was not found, or you cannot open it.';

/** Why the account a path names cannot be shown. */
export type AccountProblemKind = 'notFound' | 'typeMismatch';

/** The title the frame shows for it (the spec's message for a type mismatch). */
export const accountProblemTitle = (problem: AccountProblemKind): string =>
  problem === 'typeMismatch' ? MESSAGES.accountTypeMismatch : 'Account not found';

/** True for a failure that means "this account cannot be read" (403, 404) rather than "try again". */
export function isUnreadableAccountError(error: unknown): boolean {
  const status = error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined;
  return status === 403 || status === 404;
}
