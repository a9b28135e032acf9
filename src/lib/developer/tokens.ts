// API tokens (spec 001 "Developer and domains"): a token's value is shown once, when it is
// created; lists show it masked. The console never logs a token or puts one in a URL.
import type { Token } from '@/api/generated/model';
import { DEVELOPER_MESSAGES } from './messages';

export const TOKEN_DESCRIPTION_MAX = 200;

/** Characters a masked token keeps at its end. */
const VISIBLE_TAIL = 4;
export const MASK = '…';

/** `vida_4001_8c1f…e6a3` → `vida_4001_…e6a3`: the prefix up to its last `_` and the last 4 characters. */
export function maskToken(token: string): string {
  if (token.includes(MASK)) return token;
  const cut = token.lastIndexOf('_') + 1;
  const prefix = cut > 0 && cut < token.length - VISIBLE_TAIL ? token.slice(0, cut) : '';
  const tail = token.slice(-VISIBLE_TAIL);
  return token.length <= VISIBLE_TAIL * 2 ? MASK : `${prefix}${MASK}${tail}`;
}

export function tokenDescriptionProblem(raw: string): string | null {
  const text = raw.trim();
  if (!text) return DEVELOPER_MESSAGES.required;
  if (text.length > TOKEN_DESCRIPTION_MAX) return DEVELOPER_MESSAGES.tooLong(TOKEN_DESCRIPTION_MAX);
  return null;
}

/** A token's creation time (epoch seconds as text) as a Date, or null. */
export function tokenCreatedAt(token: Pick<Token, 'timestamp'>): Date | null {
  if (!token.timestamp || !/^\d+$/.test(token.timestamp)) return null;
  const d = new Date(Number(token.timestamp) * 1000);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The real product's token types (the contract: only `admin`). */
export const TOKEN_TYPES = ['admin'] as const satisfies readonly Token['type'][];
