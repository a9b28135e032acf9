// Accounts and paging (spec 000 §4, §5, §9).
import { LEGACY_ACCOUNT_CUTOFF, PAGE_SIZE } from '../constants';
import { toEpochMillis } from '../formula/scalars';
import * as MESSAGES from '../message-catalogue';

/** Legacy account: timestamp (epoch seconds; milliseconds and dates accepted) before 1692075600. */
export function isLegacyAccount(timestamp: unknown): boolean {
  const ms = toEpochMillis(timestamp);
  return !Number.isNaN(ms) && ms < LEGACY_ACCOUNT_CUTOFF * 1000;
}

/** Total pages: ceil(total / 20). */
export function pageCount(total: unknown, pageSize: number = PAGE_SIZE): number {
  const n = typeof total === 'number' ? total : typeof total === 'string' ? Number(total) : Number.NaN;
  if (!Number.isFinite(n) || n <= 0 || !(pageSize > 0)) return 0;
  return Math.ceil(n / pageSize);
}

/** 'Account type does not match' when the account's type differs from the expected one. */
export function accountTypeError(
  account: { accountType?: unknown } | null | undefined,
  expected: string,
): string | null {
  return account?.accountType === expected ? null : MESSAGES.accountTypeMismatch;
}
