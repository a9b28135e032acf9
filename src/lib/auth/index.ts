/** Sign-in rules (spec 000 §5, spec 001 Authentication calls) that the validators of
 * ../validate do not cover on their own: the phone number and code as the phone sign-in sends
 * them. Pure. */
import { isUsPhoneNumber, isValidVerificationCode, phoneDigits } from '../validate';

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
