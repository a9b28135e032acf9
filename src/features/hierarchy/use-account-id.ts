import { useActingAccount } from '@/hooks/acting-account';
import type { OverlayFlagValue } from '@/overlays';

/** `?orgInfo=3001` → 3001; a bare flag (`?orgInfo`) or anything else → null (the acting account). */
export function accountIdFromFlag(raw: OverlayFlagValue): number | null {
  if (raw === true || !/^\d{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The overlay's account: the flag's id, else the account the console acts on. */
export function useOverlayAccountId(value: number | null): number {
  const acting = useActingAccount();
  return value ?? acting.id;
}
