import { describe, it, expect, inject } from 'vitest';
import { createApiClient } from '@/api/client';
import { ApiError } from '@/api/errors';
import type { Credentials } from '@/api/credentials';
import { deref, loadSpec, operations, type Json, type JsonObject, type Operation } from './spec';

/** Every operation, called through the app's openapi-fetch client (same middleware as the app)
 * against Prism in strict mode (`--errors`): the example request answers 2xx with no contract
 * violation, and an operation that needs a token answers 401 without one. */
const spec = loadSpec();
const prismUrl = inject('prismUrl');
const TOKEN = 'tok_4001_c2f8e61a9b7d4f30a5e1';

function sampleOf(schema: JsonObject | undefined): Json {
  const s = schema ? deref<JsonObject>(spec, schema) : {};
  if (s.example !== undefined) return s.example;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0]!;
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.enum) && s.enum.length) return s.enum[0]!;
  if (s.const !== undefined) return s.const;
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'integer' || type === 'number') return typeof s.minimum === 'number' ? s.minimum : 1;
  if (type === 'boolean') return true;
  return 'example';
}

function paramValue(p: JsonObject): Json {
  if (p.example !== undefined) return p.example;
  const examples = p.examples as JsonObject | undefined;
  if (examples) {
    const first = Object.values(examples)[0];
    if (first) return deref<JsonObject>(spec, first).value ?? null;
  }
  return sampleOf(p.schema as JsonObject);
}

function requestOf({ op, pathItem }: Operation) {
  const params = [...((pathItem.parameters as Json[]) ?? []), ...((op.parameters as Json[]) ?? [])].map((p) =>
    deref<JsonObject>(spec, p),
  );
  const path: Record<string, Json> = {};
  const query: Record<string, Json> = {};
  for (const p of params) {
    if (p.in === 'path') path[p.name as string] = paramValue(p);
    else if (
      p.in === 'query' &&
      (p.required || p.example !== undefined) &&
      !['token', 'adminToken'].includes(p.name as string)
    ) {
      query[p.name as string] = paramValue(p);
    }
  }
  let body: unknown;
  const requestBody = op.requestBody ? deref<JsonObject>(spec, op.requestBody) : undefined;
  const content = (requestBody?.content as JsonObject) ?? {};
  const [type, media] = Object.entries(content)[0] ?? [];
  if (type && media) {
    const m = media as JsonObject;
    const ex =
      m.example ??
      (m.examples ? deref<JsonObject>(spec, Object.values(m.examples as JsonObject)[0]!).value : undefined);
    if (type.startsWith('multipart/')) {
      const form = new FormData();
      const props = (deref<JsonObject>(spec, m.schema as JsonObject).properties as JsonObject) ?? {};
      for (const [name, prop] of Object.entries(props)) {
        const ps = deref<JsonObject>(spec, prop);
        if (ps.format === 'binary' || ps.contentMediaType || ps.contentEncoding) {
          form.append(
            name,
            new Blob(['id,phone\n1,14155550187\n'], { type: 'application/octet-stream' }),
            `${name}.bin`,
          );
        } else if (ex && typeof ex === 'object' && !Array.isArray(ex) && (ex as JsonObject)[name] !== undefined) {
          form.append(name, String((ex as JsonObject)[name]));
        }
      }
      body = form;
    } else {
      body = ex ?? sampleOf(m.schema as JsonObject);
    }
  }
  return { path, query, body };
}

const needsToken = (op: JsonObject) => {
  const security = (op.security ?? spec.security) as Json[] | undefined;
  return !!security && security.length > 0 && security.every((req) => Object.keys(req as JsonObject).length > 0);
};

function client(creds: Partial<Credentials>) {
  return createApiClient({
    baseUrl: prismUrl,
    credentials: () => ({ token: null, adminToken: null, targetAccountId: null, ...creds }),
  });
}

async function call(o: Operation, creds: Partial<Credentials>) {
  const { path, query, body } = requestOf(o);
  const c = client(creds);
  try {
    const { response } = await c.request(
      o.method as never,
      o.path as never,
      {
        params: { path, query },
        body,
        parseAs: 'text',
      } as never,
    );
    return { status: response.status, violations: response.headers.get('sl-violations') };
  } catch (e) {
    if (e instanceof ApiError) return { status: e.status, violations: JSON.stringify(e.body) };
    throw e;
  }
}

const ops = operations(spec);

describe('contract against Prism', () => {
  it.each(ops.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    '%s answers 2xx to its example request',
    async (_n, o) => {
      const result = await call(o, { token: TOKEN });
      expect(result.violations, `violations: ${result.violations}`).toBeNull();
      expect(result.status).toBeGreaterThanOrEqual(200);
      expect(result.status).toBeLessThan(300);
    },
  );

  const secured = ops.filter((o) => needsToken(o.op));
  it.each(secured.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    '%s answers 401 without a token',
    async (_n, o) => {
      const result = await call(o, {});
      expect(result.status).toBe(401);
    },
  );
});
