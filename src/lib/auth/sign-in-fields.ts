/** The phone number and code as the sign-in forms keep and send them (spec 000 §5, spec 001
 * Authentication calls), beyond what the validators of ../validate cover on their own. Pure. */
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
