// The wallet's exchange rate (spec 000 §9, 001 §9): `exchangeRates` → satToUsd, cached 900 s;
// when the call fails the fallback 0.00043 USD per sat is used and marked as an estimate.
import { EXCHANGE_RATE_CACHE_SECONDS, FALLBACK_USD_PER_SAT } from '../constants';

export interface WalletRate {
  /** USD per sat. */
  readonly usdPerSat: number;
  /** True when the rate is the fallback, not the server's. */
  readonly estimate: boolean;
}

/** How long a rate the server gave stays fresh, in ms (900 s). */
export const RATE_FRESH_MS = EXCHANGE_RATE_CACHE_SECONDS * 1000;
/** How soon a fallback rate is asked for again, in ms: the server may answer by then. */
export const FALLBACK_RETRY_MS = 60_000;

export const FALLBACK_RATE: WalletRate = { usdPerSat: FALLBACK_USD_PER_SAT, estimate: true };

/** The rate an `exchangeRates` answer gives, or the fallback when it gives none usable. */
export function rateOf(answer: unknown): WalletRate {
  const raw =
    typeof answer === 'object' && answer !== null && 'satToUsd' in answer
      ? (answer as { satToUsd: unknown }).satToUsd
      : undefined;
  return typeof raw === 'number' && Number.isFinite(raw) && raw > 0 && raw < 1
    ? { usdPerSat: raw, estimate: false }
    : FALLBACK_RATE;
}

/** Reads the rate through `fetchRates`; any failure gives the fallback (never throws). */
export async function loadRate(fetchRates: () => Promise<unknown>): Promise<WalletRate> {
  try {
    return rateOf(await fetchRates());
  } catch {
    return FALLBACK_RATE;
  }
}

/** How long a rate stays fresh: 900 s for the server's, a minute for the fallback. */
export const rateStaleTime = (rate: WalletRate | undefined) => (rate?.estimate ? FALLBACK_RETRY_MS : RATE_FRESH_MS);

export const satsFromUsd = (usd: number, rate: WalletRate) => Math.round(usd / rate.usdPerSat);
