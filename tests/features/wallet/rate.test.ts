// @vitest-environment jsdom
// The wallet's exchange rate (spec 000 §9): `exchangeRates` is read once per 900 s; when it fails
// the fallback 0.00043 USD per sat is used, marked as an estimate, and asked again after a minute.
// Fake timers move the clock; the mock engine answers behind MSW.
import { describe, it, expect, afterEach, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { setCredentials, clearCredentials } from '@/api/credentials';
import { exchangeRateQueryOptions } from '@/features/wallet/api';
import { useMockApi } from '../../harness/mock-api';

const api = useMockApi();

afterEach(() => {
  vi.useRealTimers();
  clearCredentials();
});

function client() {
  setCredentials({ token: 'tok' });
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

describe('the exchange rate cache', () => {
  it('serves the server’s rate from the cache for 900 s, then asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2025, 10, 22, 12) });
    const queryClient = client();
    const rate = await queryClient.fetchQuery(exchangeRateQueryOptions());
    expect(rate).toEqual({ usdPerSat: 0.00091, estimate: false });
    expect(api.calls('getExchangeRates')).toHaveLength(1);

    vi.advanceTimersByTime(899_000);
    await queryClient.fetchQuery(exchangeRateQueryOptions());
    expect(api.calls('getExchangeRates')).toHaveLength(1);

    vi.advanceTimersByTime(2_000);
    await queryClient.fetchQuery(exchangeRateQueryOptions());
    expect(api.calls('getExchangeRates')).toHaveLength(2);
  });

  it('falls back to 0.00043 USD per sat, marked as an estimate, and asks again after a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2025, 10, 22, 12) });
    api.prefer('getExchangeRates', 'code=500');
    const queryClient = client();
    const rate = await queryClient.fetchQuery(exchangeRateQueryOptions());
    expect(rate).toEqual({ usdPerSat: 0.00043, estimate: true });
    expect(queryClient.getQueryState(exchangeRateQueryOptions().queryKey)?.status).toBe('success');

    vi.advanceTimersByTime(30_000);
    await queryClient.fetchQuery(exchangeRateQueryOptions());
    expect(api.calls('getExchangeRates')).toHaveLength(1);

    api.prefer('getExchangeRates', 'code=200');
    vi.advanceTimersByTime(31_000);
    expect(await queryClient.fetchQuery(exchangeRateQueryOptions())).toEqual({ usdPerSat: 0.00091, estimate: false });
    expect(api.calls('getExchangeRates')).toHaveLength(2);
  });
});
