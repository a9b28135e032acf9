// Phone numbers (spec 000 §4, §5, §9).

export function phoneDigits(phone: unknown): string {
  return typeof phone === 'string' || typeof phone === 'number' ? String(phone).replace(/\D/g, '') : '';
}

/** A US number: 11 digits starting with 1. */
export function isUsPhoneNumber(phone: unknown): boolean {
  const digits = phoneDigits(phone);
  return digits.length === 11 && digits.startsWith('1');
}

/** An 11-digit number shows as +1 (xxx) xxx-xxxx; anything else is returned as given. */
export function formatPhoneNumber(phone: unknown): string {
  const digits = phoneDigits(phone);
  if (digits.length !== 11)
    return typeof phone === 'string' ? phone : phone === undefined || phone === null ? '' : String(phone);
  return `+1 (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7)}`;
}
