// @vitest-environment jsdom
// src/api/first-page.ts restates three generated calls so the first download does not carry their
// large generated modules: its keys and requests must stay the generated ones.
import { describe, it, expect, vi, afterEach } from 'vitest';
import fc from 'fast-check';
import * as first from '@/api/first-page';
import { getAccount, getGetAccountQueryKey, getGetAccountQueryOptions } from '@/api/generated/hooks/accounts/accounts';
import { getLookupDomainQueryKey, lookupDomain } from '@/api/generated/hooks/developer/developer';
import {
  allocateTempUserSession,
  getAllocateTempUserSessionQueryKey,
  getAllocateTempUserSessionQueryOptions,
} from '@/api/generated/hooks/authentication/authentication';
import { anonymousSessionQueryOptions } from '@/features/session/api';
import { setCredentials, clearCredentials } from '@/api/credentials';

afterEach(() => {
  clearCredentials();
  vi.unstubAllGlobals();
});

/** The requests a call sends, as method, URL and body. */
async function requestsOf(call: () => Promise<unknown>) {
  const seen: { method: string; url: string; body: string; type: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      seen.push({ method: req.method, url: req.url, body: await req.text(), type: req.headers.get('content-type') });
      return new Response(JSON.stringify({ success: true }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  await call();
  vi.unstubAllGlobals();
  return seen;
}

describe('the first page’s calls', () => {
  it('use the generated query keys', () => {
    const params = fc.option(fc.record({ targetAccountId: fc.integer({ min: 1 }) }, { requiredKeys: [] }), {
      nil: undefined,
    });
    fc.assert(
      fc.property(params, (p) => {
        expect(first.accountQueryKey(p)).toEqual(getGetAccountQueryKey(p));
      }),
    );
    fc.assert(
      fc.property(fc.domain(), (domain) => {
        expect(first.lookupDomainQueryKey({ domain })).toEqual(getLookupDomainQueryKey({ domain }));
      }),
    );
    expect(first.tempUserSessionQueryKey()).toEqual(getAllocateTempUserSessionQueryKey());
    expect(first.accountQueryOptions({ targetAccountId: 7 }).queryKey).toEqual(
      getGetAccountQueryOptions({ targetAccountId: 7 }).queryKey,
    );
  });

  it('keep the anonymous session’s options as the generated call had them', () => {
    // Allocated once per page load: never stale, never collected, never retried (spec 000 §4).
    for (const enabled of [true, false]) {
      const { queryFn: _ours, ...ours } = anonymousSessionQueryOptions(enabled);
      const { queryFn: _generated, ...generated } = getAllocateTempUserSessionQueryOptions({
        query: { enabled, staleTime: Infinity, gcTime: Infinity, retry: false },
      });
      expect(ours).toEqual(generated);
    }
  });

  it('send the requests the generated calls send', async () => {
    setCredentials({ token: 'tok' });
    expect(await requestsOf(() => first.getAccount({ targetAccountId: 3 }))).toEqual(
      await requestsOf(() => getAccount({ targetAccountId: 3 })),
    );
    expect(await requestsOf(() => first.getAccount())).toEqual(await requestsOf(() => getAccount()));
    expect(await requestsOf(() => first.lookupDomain({ domain: 'app.example.com' }))).toEqual(
      await requestsOf(() => lookupDomain({ domain: 'app.example.com' })),
    );
    clearCredentials();
    expect(await requestsOf(() => first.allocateTempUserSession())).toEqual(
      await requestsOf(() => allocateTempUserSession()),
    );
  });
});
