import { describe, it, expect, vi } from 'vitest';
import { createApiClient } from '@/api/client';
import { ApiError } from '@/api/errors';
import type { Credentials } from '@/api/credentials';
import { redact } from '../../scripts/redact.mjs';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(creds: Partial<Credentials>, respond: (req: Request) => Response | Promise<Response>) {
  const seen: Request[] = [];
  const fetch = vi.fn(async (req: Request) => {
    seen.push(req);
    return respond(req);
  });
  const client = createApiClient({
    baseUrl: 'http://api.test',
    fetch: fetch as unknown as typeof globalThis.fetch,
    credentials: () => ({ token: null, adminToken: null, ...creds }),
  });
  return { client, seen };
}

describe('api client middleware', () => {
  it.each([
    [{ token: 't1' }, { token: 't1', adminToken: null }],
    [
      { token: 't1', adminToken: 'sa' },
      { token: 't1', adminToken: 'sa' },
    ],
    [{}, { token: null, adminToken: null }],
  ])('adds the credentials %j to the query, and never a targetAccountId of its own', async (creds, expected) => {
    const { client, seen } = setup(creds, () => json({ id: 1, username: 'u', accountType: 'agent', success: true }));
    await client.GET('/api/v1/account');
    const url = new URL(seen[0]!.url);
    expect(url.searchParams.get('token')).toBe(expected.token);
    expect(url.searchParams.has('targetAccountId')).toBe(false);
    expect(url.searchParams.get('adminToken')).toBe(expected.adminToken);
  });

  it('sends the explicit targetAccountId of the call', async () => {
    const { client, seen } = setup({ token: 't' }, () => json({ rooms: [], totalRooms: 0 }));
    await client.GET('/api/v1/conversations', { params: { query: { targetAccountId: 77 } } });
    expect(new URL(seen[0]!.url).searchParams.getAll('targetAccountId')).toEqual(['77']);
  });

  it('sends no referrer', async () => {
    const { client, seen } = setup({ token: 't' }, () => json({ rooms: [], totalRooms: 0 }));
    await client.GET('/api/v1/conversations');
    expect(seen[0]!.referrerPolicy).toBe('no-referrer');
  });

  it.each([
    [401, { success: false, message: 'Invalid or missing token' }, 'Invalid or missing token'],
    [500, { success: false, message: 'Internal server error' }, 'Internal server error'],
    [404, 'not json', 'HTTP 404'],
  ])('turns HTTP %i into an ApiError', async (status, body, message) => {
    const { client } = setup({ token: 't' }, () =>
      typeof body === 'string' ? new Response(body, { status }) : json(body, status),
    );
    const error = await client.GET('/api/v1/account').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status, message });
  });

  it('turns a success:false body under HTTP 200 into an ApiError', async () => {
    const { client } = setup({ token: 't' }, () => json({ success: false, message: 'Session expired' }));
    const error = await client.GET('/api/v1/account').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', kind: 'envelope', status: 200, message: 'Session expired' });
  });

  it('turns a network failure into an ApiError without the URL', async () => {
    const { client } = setup({ token: 'secret' }, () => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await client.GET('/api/v1/account').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect(error.message).not.toContain('secret');
  });

  it('passes answers through unchanged when they succeed', async () => {
    const { client } = setup({ token: 't' }, () => json({ rooms: [], totalRooms: 0 }));
    const { data } = await client.GET('/api/v1/conversations');
    expect(data).toEqual({ rooms: [], totalRooms: 0 });
  });
});

describe('redact', () => {
  it.each([
    ['GET /api/v1/account?token=abc123&x=1', 'GET /api/v1/account?token=[redacted]&x=1'],
    ['/x?adminToken=s3cr3t', '/x?adminToken=[redacted]'],
    ['/x?a=1&token=t&adminToken=u', '/x?a=1&token=[redacted]&adminToken=[redacted]'],
    ['no tokens here', 'no tokens here'],
  ])('redacts %s', (input, output) => {
    expect(redact(input)).toBe(output);
  });
});
