// Verification code (spec 000 §4, §5, §9).
import { VERIFICATION_CODE_LENGTH } from '../constants';

/** Exactly 6 digits. */
export function isValidVerificationCode(code: unknown): boolean {
  const text = typeof code === 'number' ? String(code) : typeof code === 'string' ? code.trim() : '';
  return new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(text);
}

/** The code as the number sent to the server, or null when invalid. */
export function verificationCodeToNumber(code: unknown): number | null {
  if (!isValidVerificationCode(code)) return null;
  return Number(String(code).trim());
}
