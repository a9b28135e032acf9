// @vitest-environment jsdom
import { describe, it, expect, vi, afterEach } from 'vitest';
import { apiRequest } from '@/api/mutator';
import { setCredentials, clearCredentials } from '@/api/credentials';

afterEach(() => {
  clearCredentials();
  vi.unstubAllGlobals();
});

describe('orval mutator', () => {
  it('delegates to the openapi-fetch client with query, body and credentials', async () => {
    const seen: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (req: Request) => {
        seen.push(req);
        return new Response(JSON.stringify({ success: true, id: 1 }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    setCredentials({ token: 'tok' });
    const data = await apiRequest<{ id: number }>({
      url: '/api/v1/account',
      method: 'POST',
      params: { targetAccountId: 5, skipped: undefined },
      data: { name: 'N' },
    });
    expect(data).toEqual({ success: true, id: 1 });
    const req = seen[0]!;
    const url = new URL(req.url);
    expect(req.method).toBe('POST');
    expect(url.pathname).toBe('/api/v1/account');
    expect(url.searchParams.get('targetAccountId')).toBe('5');
    expect(url.searchParams.get('token')).toBe('tok');
    expect(url.searchParams.has('skipped')).toBe(false);
    expect(await req.json()).toEqual({ name: 'N' });
  });

  it('sends FormData as multipart without a JSON content type', async () => {
    const seen: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (req: Request) => {
        seen.push(req);
        return new Response(JSON.stringify({ success: true }), { headers: { 'content-type': 'application/json' } });
      }),
    );
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await apiRequest({
      url: '/api/v1/profile/dp',
      method: 'POST',
      data: form,
      headers: { 'Content-Type': 'multipart/form-data' },
    });
    expect(seen[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });
});
