// Exchange rate (USD per sat) (spec 000 §4, §5, §9).
import { EXCHANGE_RATE_CACHE_SECONDS, FALLBACK_USD_PER_SAT } from '../constants';
import { defaultLogger, type Logger } from './logger';

export interface ExchangeRateCacheOptions {
  /** Fetches USD per sat (a number, or an object with satToUsd). */
  readonly fetchRate: () => Promise<unknown>;
  /** Clock in epoch milliseconds. */
  readonly now?: () => number;
  readonly ttlSeconds?: number;
  readonly fallback?: number;
  readonly log?: Logger;
}

export interface ExchangeRateCache {
  /** The cached rate while fresh (900 s), else a new fetch; the fallback 0.00043 on failure. */
  getUsdPerSat(): Promise<number>;
  /** The cached rate if still fresh, else null. */
  peek(): number | null;
  clear(): void;
}

function readRate(value: unknown): number | null {
  const raw =
    typeof value === 'object' && value !== null && 'satToUsd' in value
      ? (value as { satToUsd: unknown }).satToUsd
      : value;
  const n = typeof raw === 'string' ? Number(raw) : raw;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
}

export function createExchangeRateCache(options: ExchangeRateCacheOptions): ExchangeRateCache {
  const now = options.now ?? Date.now;
  const ttlMs = (options.ttlSeconds ?? EXCHANGE_RATE_CACHE_SECONDS) * 1000;
  const fallback = options.fallback ?? FALLBACK_USD_PER_SAT;
  const log = options.log ?? defaultLogger;
  let cached: { rate: number; at: number } | null = null;
  let inFlight: Promise<number> | null = null;

  const peek = (): number | null => (cached !== null && now() - cached.at < ttlMs ? cached.rate : null);

  return {
    peek,
    clear() {
      cached = null;
    },
    getUsdPerSat() {
      const fresh = peek();
      if (fresh !== null) return Promise.resolve(fresh);
      if (inFlight) return inFlight;
      inFlight = (async () => {
        try {
          const rate = readRate(await options.fetchRate());
          if (rate === null) return fallback;
          cached = { rate, at: now() };
          return rate;
        } catch (error) {
          log('Error fetching exchange rate', error);
          return fallback;
        } finally {
          inFlight = null;
        }
      })();
      return inFlight;
    },
  };
}

export function satsToUsd(sats: number, usdPerSat: number = FALLBACK_USD_PER_SAT): number {
  return sats * usdPerSat;
}

export function usdToSats(usd: number, usdPerSat: number = FALLBACK_USD_PER_SAT): number {
  return usdPerSat > 0 ? Math.round(usd / usdPerSat) : 0;
}
