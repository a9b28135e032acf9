// @vitest-environment jsdom
// Path values of every generated call are encoded, and none can address another endpoint.
// The operations come from the bundled contract (every path with a `{param}`), and each is called
// through its generated function, so a new operation is covered without editing this file.
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import fc from 'fast-check';
import { ApiError } from '@/api/errors';
import { isSafeRequestPath } from '@/api/mutator';
import { clearCredentials, setCredentials } from '@/api/credentials';
import { loadSpec, operations } from '../contract/spec';

type Generated = (...args: unknown[]) => Promise<unknown>;
const modules = import.meta.glob<Record<string, unknown>>('../../src/api/generated/hooks/*/*.ts', { eager: true });
const generated = new Map<string, Generated>();
for (const mod of Object.values(modules))
  for (const [name, value] of Object.entries(mod))
    if (typeof value === 'function') generated.set(name, value as Generated);

interface PathOperation {
  operationId: string;
  method: string;
  template: string;
  names: string[];
  call: Generated;
}

const spec = loadSpec();
const pathOperations: PathOperation[] = operations(spec)
  .filter((o) => o.path.includes('{'))
  .map((o) => {
    const operationId = String(o.op.operationId);
    const names = [...o.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    // orval names each function after its operationId (camel case).
    const call = generated.get(operationId.charAt(0).toLowerCase() + operationId.slice(1));
    if (!call) throw new Error(`no generated function for ${operationId}`);
    return { operationId, method: o.method, template: o.path, names, call };
  });

let seen: Request[] = [];
beforeEach(() => {
  seen = [];
  setCredentials({ token: 'secret-token' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      seen.push(request);
      return new Response(JSON.stringify({ success: true }), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  clearCredentials();
  vi.unstubAllGlobals();
});

/** The path the template gives when every parameter holds `value`, encoded. */
const expectedPath = (op: PathOperation, value: string) =>
  op.template.replace(/\{[^}]+\}/g, () => encodeURIComponent(value));

/** True when `value` would make a whole segment empty, `.` or `..` (the transport refuses those). */
const refused = (op: PathOperation, value: string) =>
  ['', '.', '..'].includes(value) && op.template.split('/').some((part) => /^\{[^}]+\}$/.test(part));

/** Calls the operation with `value` in every path parameter (path parameters come first). */
const callWith = (op: PathOperation, value: string) => op.call(...op.names.map(() => value));

const ENCODED_VALUES = [
  ['a plain id', '12345'],
  ['a traversal', '../../v1/logs'],
  ['a slash', 'a/b'],
  ['an encoded slash', '..%2F..%2Fv1%2Flogs'],
  ['a query', 'x?token=abc'],
  ['a fragment', 'x#frag'],
  ['a percent sign', '100%'],
  ['an encoded dot pair', '%2e%2e'],
  ['spaces', ' a b '],
  ['unicode', 'ünïcødé-会話-😀'],
  ['dots inside a segment', '...'],
  ['a brace', '{roomId}'],
] as const;

const REFUSED_VALUES = [
  ['a dot segment', '.'],
  ['a dot-dot segment', '..'],
  ['an empty value', ''],
] as const;

describe('path parameters of every generated call', () => {
  it('covers every path-parameterised operation of the contract', () => {
    expect(pathOperations.length).toBeGreaterThan(30);
  });

  describe.each(pathOperations.map((op) => [`${op.method.toUpperCase()} ${op.template}`, op] as const))(
    '%s',
    (_, op) => {
      it.each(ENCODED_VALUES)('keeps %s inside its segment', async (_kind, value) => {
        await callWith(op, value);
        expect(seen).toHaveLength(1);
        const url = new URL(seen[0]!.url);
        expect(url.pathname).toBe(expectedPath(op, value));
        expect(url.pathname.split('/')).toHaveLength(op.template.split('/').length);
        expect(url.hash).toBe('');
        // Only the transport's own query parameters: none injected by the path value.
        expect([...url.searchParams.keys()].filter((k) => k === 'token')).toEqual(['token']);
        expect(url.searchParams.get('token')).toBe('secret-token');
        const decoded = url.pathname.split('/').map(decodeURIComponent);
        op.template.split('/').forEach((part, i) => {
          expect(decoded[i]).toBe(part.replace(/\{[^}]+\}/g, () => value));
        });
      });

      it.each(REFUSED_VALUES)('refuses %s as a whole segment without sending anything', async (_kind, value) => {
        if (!refused(op, value)) {
          // The parameter is part of a segment (`{product}Pro`): the value stays inside it.
          await callWith(op, value);
          expect(new URL(seen[0]!.url).pathname).toBe(expectedPath(op, value));
          return;
        }
        const error = await callWith(op, value).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ kind: 'invalid', status: 0 });
        expect(seen).toHaveLength(0);
      });
    },
  );

  it('never leaves the operation, for any well-formed string (property)', async () => {
    const ops = fc.constantFrom(...pathOperations);
    // Lone surrogates are left out: they cannot come from a URL (URLSearchParams decodes them to U+FFFD).
    const value = fc.string({ unit: 'grapheme', maxLength: 24 });
    await fc.assert(
      fc.asyncProperty(ops, value, async (op, v) => {
        seen = [];
        const result = await callWith(op, v).then(
          () => 'sent',
          (e: unknown) => e,
        );
        if (refused(op, v)) {
          expect(result).toMatchObject({ kind: 'invalid' });
          expect(seen).toHaveLength(0);
        } else {
          expect(result).toBe('sent');
          expect(new URL(seen[0]!.url).pathname).toBe(expectedPath(op, v));
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('isSafeRequestPath', () => {
  it.each([
    ['/api/v1/conversations/12', true],
    ['/api/v1/conversations/...', true],
    ['/api/v1/conversations/%252e%252e', true],
    ['/api/v1/conversations/..', false],
    ['/api/v1/conversations/.', false],
    ['/api/v1/conversations/%2e%2E', false],
    ['/api/v1/conversations/.%2e/x', false],
    ['/api/v1/conversations/', false],
    ['/api/v1//conversations', false],
    ['api/v1/conversations', false],
  ])('%s -> %s', (url, safe) => {
    expect(isSafeRequestPath(url)).toBe(safe);
  });
});
