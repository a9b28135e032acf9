import { sanitizeUrl } from '@/lib/url';

/** Sends the browser to a payment provider's page the server named (sanitised first). Answers
 * false when the address is unusable, so the caller can say so. */
export function goToProvider(url: string | undefined): boolean {
  const safe = sanitizeUrl(url);
  if (!safe) return false;
  window.location.assign(safe);
  return true;
}

export const HAND_OFF_FAILED = 'The payment page could not be opened. Try again in a moment.';
