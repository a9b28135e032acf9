// A Lightning invoice's life on screen: its countdown to expiry and its state
// (spec 000 §4: pending until proven paid or reset; an expired one can be renewed).
import type { Invoice } from '@/api/generated/model';

export type InvoiceLife = 'open' | 'expiring' | 'expired';

/** Whole seconds until `expiresAt` (epoch seconds) at `nowMs`; 0 once passed; null when unknown. */
export function secondsLeft(invoice: Pick<Invoice, 'expiresAt'>, nowMs: number): number | null {
  if (typeof invoice.expiresAt !== 'number') return null;
  return Math.max(0, invoice.expiresAt - Math.floor(nowMs / 1000));
}

/** Under a minute left is 'expiring' (shown in warning colours); none left is 'expired'. */
export function invoiceLife(left: number | null): InvoiceLife {
  if (left === null) return 'open';
  if (left <= 0) return 'expired';
  return left < 60 ? 'expiring' : 'open';
}

/** '59:07', '1:02:03', '0:05' — the time left, as a clock reads it. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** 'Expires in 14 minutes' — the sentence screen readers hear (once a minute, not every second). */
export function countdownSentence(left: number | null): string {
  if (left === null) return 'No expiry given';
  if (left <= 0) return 'This invoice has expired';
  if (left < 60) return 'Expires in less than a minute';
  const minutes = Math.floor(left / 60);
  if (minutes < 60) return `Expires in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  return `Expires in ${hours} hour${hours === 1 ? '' : 's'} ${minutes % 60} min`;
}

/** A preimage is 32 bytes in hex (64 characters, lower case). */
export const PREIMAGE_PATTERN = /^[0-9a-f]{64}$/;
export const PREIMAGE_MESSAGE = 'The preimage is 64 characters, 0–9 and a–f, as your wallet shows it after paying.';

/** A Lightning address (name@host) or a BOLT11 invoice (ln…). */
export function isLightningDestination(text: string): boolean {
  const t = text.trim();
  return /^ln[a-z0-9]{20,}$/i.test(t) || /^[a-z0-9._+-]{1,64}@[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(t);
}
export const LIGHTNING_DESTINATION_MESSAGE =
  'Enter a Lightning address (name@wallet.example) or an invoice starting with ln.';
