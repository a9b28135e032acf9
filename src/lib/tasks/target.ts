// A task's target: the phone number the agent calls or texts (E.164 on the wire, shown in
// display form: spec 000 §5 "Phone display").
import { formatPhoneNumber, phoneDigits } from '../validate/phone';

export type TargetProblem = 'required' | 'characters' | 'tooShort' | 'tooLong';

/** Digits of an international number: 10 (a US number without its 1) to 15 (the E.164 maximum). */
export const TARGET_MIN_DIGITS = 10;
export const TARGET_MAX_DIGITS = 15;

/** What is wrong with a typed target, or null when it is a usable phone number. */
export function targetProblem(raw: string): TargetProblem | null {
  const value = raw.trim();
  if (!value) return 'required';
  if (!/^\+?[\d\s().-]+$/.test(value)) return 'characters';
  const digits = phoneDigits(value);
  if (digits.length < TARGET_MIN_DIGITS) return 'tooShort';
  if (digits.length > TARGET_MAX_DIGITS) return 'tooLong';
  return null;
}

/** The E.164 form: ten digits are a US number (+1 added); otherwise `+` and the digits. */
export function normalizeTarget(raw: string): string {
  const digits = phoneDigits(raw);
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
}

/** How a target is shown: +1 (xxx) xxx-xxxx for US numbers, else as stored. */
export const displayTarget = (target: string | undefined): string => (target ? formatPhoneNumber(target) : '—');
