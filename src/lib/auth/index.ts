/** Sign-in rules (spec 000 §5, spec 001 Authentication calls) that the validators of
 * ../validate do not cover on their own: the phone number and code as the phone sign-in sends
 * them. Pure. */
import { formatPhoneNumber, isUsPhoneNumber, isValidVerificationCode, phoneDigits } from '../validate';

/** The phone number a phone sign-in sends: a US number, typed with or without the leading 1 and
 * with any punctuation, as 11 digits (`14155550123`); null when it is not a US number. Ten digits
 * are an area code and number (an area code never starts with 0 or 1). */
export function signInPhoneNumber(input: unknown): string | null {
  const digits = phoneDigits(input);
  if (digits.length === 10 && /^[01]/.test(digits)) return null;
  const withCountry = digits.length === 10 ? `1${digits}` : digits;
  return isUsPhoneNumber(withCountry) ? withCountry : null;
}

/** The phone verification code as sent: the same exactly-6-digit rule as email, kept as the
 * digit string the contract asks for (leading zeros matter); null when invalid. */
export function phoneVerificationCode(input: unknown): string | null {
  if (!isValidVerificationCode(input)) return null;
  return String(input).trim();
}

/** A signed-in user's account carries who they are (an email or a verified mobile number, or
 * the super-admin flag); the anonymous session's temporary account carries neither. */
export function isSignedInAccount(
  account: { email?: unknown; phoneNumber?: unknown; superAdmin?: unknown } | null | undefined,
): boolean {
  if (!account || typeof account !== 'object') return false;
  const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  return filled(account.email) || filled(account.phoneNumber) || account.superAdmin === true;
}

/** Up to two initials of a display name (letters of its first and last words); '?' for none. */
export function initialsOf(name: unknown): string {
  if (typeof name !== 'string') return '?';
  const words = name
    .trim()
    .split(/[\s@._-]+/u)
    .filter((w) => /\p{L}|\p{N}/u.test(w));
  if (words.length === 0) return '?';
  const first = Array.from(words[0]!)[0] ?? '';
  const last = words.length > 1 ? (Array.from(words.at(-1)!)[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** What the code field keeps of a typed or pasted code: its digits only, at most `length` of them
 * (letters and spaces never enter the field). */
export function codeFieldValue(input: string, length = 6): string {
  return input.replace(/\D/g, '').slice(0, length);
}

/** A typed phone number in display form once it is a US number (`+1 (415) 555-0123`); anything
 * else stays as typed, so the person can still correct it. */
export function phoneFieldDisplay(input: string): string {
  const number = signInPhoneNumber(input);
  return number === null ? input : formatPhoneNumber(number);
}

/** Where a sign-in returns: the console page the visitor was sent from (`/app…` or `/inbox…` of
 * this origin, never the sign-in page itself), else `/app`. A value from the address bar is
 * never trusted as a URL: anything else, `//host` and backslashes included, gives `/app`. */
export function signInReturnPath(next: unknown): string {
  if (typeof next !== 'string' || next.length > 2000 || /[\\\s]/.test(next)) return '/app';
  if (!/^\/(app|inbox)(?=$|[/?#])/.test(next)) return '/app';
  if (/^\/app\/signin(?=$|[/?#])/.test(next)) return '/app';
  return next;
}
