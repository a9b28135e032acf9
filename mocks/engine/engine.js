// The stateful mock engine: one function from a request to a response, held to the contract.
// It runs unchanged in Node (scripts/mock.mjs, tests) and in the browser (MSW, the static demo).
//
//   const engine = createEngine({ spec });
//   const res = engine.handle({ method: 'GET', url: '/api/v2/contact?token=t', headers: {}, body: undefined });
//   // → { status, headers, body /* string */, operation, violations }
//
// Order of checks, as Prism's mock does it: the route, the token, the request against the
// contract, `Prefer: code=…` / `Prefer: example=…`, then the handler (or the contract example).
// Every answer is validated against the contract; a violation is reported to `onViolation`,
// listed in the `x-mock-violations` header and, with `strict`, turned into a 500.
import { createContract } from './contract.js';
import { buildSeed } from './seed.js';
import { handlers as baseHandlers } from './handlers.js';
import { withOutboundSms } from './outbound-sms.js';
import { shiftDates, shiftDays } from './dates.js';
import { assetResponse, offlineImages } from './assets.js';

export const RESET_PATH = '/__mock/reset';
export const STATE_PATH = '/__mock/state';

const clone = (v) => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)));
const handlers = withOutboundSms(baseHandlers);

function randomHex(bytes) {
  const a = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(a);
  return Array.from(a, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `Prefer: code=500, example=name` → `{ code: '500', example: 'name' }`. */
export function parsePrefer(value) {
  const out = {};
  for (const part of String(value ?? '').split(/[,;]/)) {
    const [k, v] = part.split('=').map((s) => s?.trim());
    if (k && v) out[k.toLowerCase()] = v.replace(/^"|"$/g, '');
  }
  return out;
}

/** The query string as `name → values` (and `first` for the first value of each). */
function parseQuery(search) {
  const all = {};
  const first = {};
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const i = part.indexOf('=');
    const rawKey = i < 0 ? part : part.slice(0, i);
    const rawValue = i < 0 ? '' : part.slice(i + 1);
    const decode = (s) => decodeURIComponent(s.replace(/\+/g, ' '));
    const key = decode(rawKey); // throws URIError on malformed escapes: the caller answers 400
    const value = decode(rawValue);
    (all[key] ??= []).push(value);
    if (!(key in first)) first[key] = value;
  }
  return { all, first };
}

/** Answers with a changing date where the contract's fixed example would go stale. */
const dynamic = {
  getPendingInvoice(body, now) {
    const inv = body?.pendingInvoice;
    if (inv && typeof inv === 'object') {
      const s = Math.floor(now / 1000);
      const ttl = Math.max(60, (inv.expiresAt ?? 0) - (inv.createdAt ?? 0)) || 3600;
      inv.createdAt = s;
      inv.expiresAt = s + ttl;
    }
    return body;
  },
  requestInvoice(body, now) {
    return dynamic.getPendingInvoice(body, now);
  },
};

/**
 * @param {object} options
 * @param {object} options.spec the bundled contract (openapi/dist/openapi.json)
 * @param {boolean} [options.strict] a response that breaks the contract answers 500
 * @param {boolean} [options.validate] validate requests and responses (default true)
 * @param {(v: {operation: string, status: number, problems: string[]}) => void} [options.onViolation]
 * @param {() => number} [options.now] epoch milliseconds
 * @param {object} [options.initialState] a snapshot from `engine.snapshot()`
 * @param {() => void} [options.onChange] called after a call that may have changed state
 * @param {boolean} [options.relativeDates] move the examples' dates to the day they are served
 *   (default true; see dates.js)
 * @param {string} [options.assetBase] the origin the example images are served from
 *   (`<assetBase>/mock-assets/…`); without it they are inline pictures (see assets.js)
 */
export function createEngine({
  spec,
  strict = false,
  validate = true,
  onViolation = () => {},
  now = () => Date.now(),
  initialState,
  onChange = () => {},
  random = Math.random,
  relativeDates = true,
  assetBase,
} = {}) {
  const contract = createContract(spec);
  const seed = buildSeed(contract);
  /** token → state */
  let states = new Map(Object.entries(initialState?.tokens ?? {}));

  /** An example's dates, moved to the day the mock serves it. */
  // ... and with inline pictures for the example image host, which does not exist (assets.js).
  const today = (body) => offlineImages(relativeDates ? shiftDates(body, shiftDays(now())) : body, assetBase);
  const exampleOf = (...args) => {
    const ex = contract.example(...args);
    return ex ? { ...ex, body: today(ex.body) } : ex;
  };

  const stateOf = (token) => {
    const key = token ?? '';
    if (!states.has(key)) states.set(key, today(clone(seed)));
    return states.get(key);
  };

  const json = (status, body, extra = {}) => ({
    status,
    headers: { 'content-type': 'application/json', ...extra },
    body: body === undefined ? '' : JSON.stringify(body),
  });

  function reset(token) {
    if (token === undefined) states = new Map();
    else states.delete(token);
    onChange();
  }

  function snapshot() {
    return { version: 1, tokens: Object.fromEntries(states) };
  }

  function answer(operation, status, body, contentType, violations = []) {
    const headers = {};
    if (contentType) headers['content-type'] = contentType;
    let out = violations;
    if (validate) {
      const problems = contract.validateResponse(operation, { status, contentType, body });
      if (problems.length) {
        out = [...violations, ...problems];
        onViolation({ operation: operation.key, operationId: operation.operationId, status, problems });
        if (strict)
          return {
            ...json(500, { success: false, message: `The mock's answer breaks the contract: ${problems.join('; ')}` }),
            operation: operation.operationId,
            violations: problems,
          };
      }
    }
    if (out.length) headers['x-mock-violations'] = JSON.stringify(out).slice(0, 4000);
    const text =
      body === undefined ? '' : contentType && !contentType.includes('json') ? String(body) : JSON.stringify(body);
    return { status, headers, body: text, operation: operation.operationId, violations: out };
  }

  /**
   * @param {{ method: string, url: string, headers?: Record<string,string>, body?: string,
   *           contentType?: string }} req `url` is the raw path and query; `body` the raw text.
   */
  function handle(req) {
    const method = req.method.toUpperCase();
    const headers = Object.fromEntries(Object.entries(req.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    const qAt = req.url.indexOf('?');
    const rawPath = qAt < 0 ? req.url : req.url.slice(0, qAt);
    let query;
    try {
      query = parseQuery(qAt < 0 ? '' : req.url.slice(qAt));
      decodeURIComponent(rawPath);
    } catch {
      return json(400, { success: false, message: 'Malformed request URL' });
    }
    const token = query.first.token || undefined;

    if (rawPath === RESET_PATH && (method === 'POST' || method === 'DELETE')) {
      reset(query.first.all === 'true' ? undefined : token);
      return json(200, { success: true, message: token ? 'State reset for this token' : 'State reset' });
    }
    if (method === 'GET' || method === 'HEAD') {
      const asset = assetResponse(rawPath);
      if (asset) return asset;
    }
    if (rawPath === STATE_PATH && method === 'GET') {
      return json(200, { success: true, state: token ? stateOf(token) : null });
    }

    const found = contract.match(method, rawPath);
    if (!found) return json(404, { success: false, message: 'No such route in the contract' });
    if (found.methodNotAllowed) return json(405, { success: false, message: 'Method not allowed' });
    if (found.malformed) return json(400, { success: false, message: 'Malformed path parameter' });
    const { operation, params } = found;

    if (contract.needsToken(operation) && !token && !query.first.adminToken) {
      const ex = contract.example(operation, 401);
      return answer(operation, 401, ex?.body ?? { success: false, message: 'Unauthorized' }, 'application/json');
    }

    const contentType = headers['content-type'];
    const hasBody = req.body !== undefined && req.body !== null && req.body !== '';
    let body;
    if (hasBody && (contentType ?? '').includes('json')) {
      try {
        body = JSON.parse(req.body);
      } catch {
        return answer(
          operation,
          400,
          { success: false, message: 'The request body is not valid JSON' },
          'application/json',
        );
      }
    }
    if (validate) {
      const problems = contract.validateRequest(operation, { query: query.all, params, contentType, body, hasBody });
      if (problems.length) {
        const status = ['422', '400'].find((s) => operation.op.responses?.[s]) ?? '422';
        return {
          ...json(Number(status), { success: false, message: `Invalid request: ${problems.join('; ')}` }),
          operation: operation.operationId,
          violations: problems,
          requestViolation: true,
        };
      }
    }

    const prefer = parsePrefer(headers.prefer);
    if (prefer.code || prefer.example) {
      const status = prefer.code ?? contract.successStatus(operation);
      const ex = exampleOf(operation, status, prefer.example);
      if (ex) return answer(operation, Number(status), ex.body, ex.contentType);
      return json(Number(status) || 500, { success: false, message: `No answer ${status} in the contract` });
    }

    // `format=csv` (the logs download) or an Accept header selects the matching example.
    const accept = query.first.format === 'csv' ? 'text/csv' : headers.accept;
    const example = exampleOf(operation, undefined, undefined, accept);
    const handler = handlers[operation.operationId];
    const ctx = {
      operation,
      params,
      query: query.first,
      queryAll: query.all,
      body,
      token,
      now,
      random,
      randomHex,
      get state() {
        return stateOf(token);
      },
    };
    let result;
    if (handler) {
      result = handler(ctx, example);
      if (result) onChange();
    }
    const status = result?.status ?? example?.status ?? 200;
    let out = result ? result.body : example?.body;
    if (!result && dynamic[operation.operationId]) out = dynamic[operation.operationId](out, now());
    const ct = result ? 'application/json' : example?.contentType;
    return answer(operation, status, clone(out), ct ?? (out === undefined ? undefined : 'application/json'));
  }

  return { handle, reset, snapshot, contract, seed: () => clone(seed) };
}
