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

/** The largest request body the mock takes (an upload; characters of text); a larger one answers 413. */
export const MAX_BODY_BYTES = 12 * 1024 * 1024;
/** The largest JSON body the mock takes; a larger one answers 413. */
export const MAX_JSON_BYTES = 1024 * 1024;
/** The deepest nesting of a JSON body the mock takes; a deeper one answers 400. */
export const MAX_BODY_DEPTH = 32;
/** Names that would reach an object's prototype: never a key of a body or query, nor a path value. */
const FORBIDDEN_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

const clone = (v) => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)));
/** Operations whose named examples are answer forms of the same state, not odd answers: with
 * `Prefer: example=…` their handler answers the caller's state in the named example's form. */
const STATEFUL_FORMS = new Set(['listWebhooks']);
const defaultHandlers = withOutboundSms(baseHandlers);

/** Throws when a handler's name is not an operationId of the contract (a misspelt name would
 * otherwise fall back to the example without a word). */
function checkHandlers(contract, handlers) {
  const unknown = Object.keys(handlers).filter((id) => !contract.byId(id));
  if (unknown.length)
    throw new Error(
      `mock engine: ${unknown.length === 1 ? 'a handler names' : 'handlers name'} no operation of the contract: ${unknown.join(', ')}`,
    );
}

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

/** The query string as `name → values` (and `first` for the first value of each), in
 * null-prototype objects: a name such as `__proto__` is a plain key. */
function parseQuery(search) {
  const all = Object.create(null);
  const first = Object.create(null);
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

/**
 * Why a parsed JSON body is refused, if it is: nesting deeper than MAX_BODY_DEPTH, or a key that
 * names a prototype. Walks without recursion (a body 5,000 levels deep must not blow the stack).
 */
export function bodyProblem(body) {
  const stack = [[body, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    if (depth > MAX_BODY_DEPTH) return `the body is nested deeper than ${MAX_BODY_DEPTH} levels`;
    if (Array.isArray(v)) for (const x of v) stack.push([x, depth + 1]);
    else
      for (const k of Object.keys(v)) {
        if (FORBIDDEN_NAMES.has(k)) return `the body may not have a key named ${k}`;
        stack.push([v[k], depth + 1]);
      }
  }
  return undefined;
}

/** The parts of a token's state keyed by ids a request names (room, agent, knowledge base,
 * account): null-prototype objects, so an id such as `constructor` finds nothing. */
const DICTIONARIES = ['aiAgentEnabled', 'blocked', 'archivedRooms', 'kbDocuments', 'versions', 'adminUsers'];
/** Parts of the state that may be null although the seed has a value. */
const NULLABLE = new Set(['sipRegistration', 'schedule', 'wallet.pendingInvoice']);

const kindOf = (v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/**
 * Why a saved snapshot (`engine.snapshot()`, MOCK_STATE, the demo's storage) cannot be used, as
 * sentences; empty when it can. Each token's state must hold the seed's parts with the seed's
 * kinds (a list where the seed has a list...); parts it lacks are filled from the seed.
 */
export function snapshotProblems(snapshot, seed) {
  if (kindOf(snapshot) !== 'object' || kindOf(snapshot.tokens) !== 'object') return ['it has no `tokens` object'];
  const problems = [];
  for (const [token, state] of Object.entries(snapshot.tokens)) {
    if (kindOf(state) !== 'object') {
      problems.push(`the state of a token is ${kindOf(state)}, not an object`);
      continue;
    }
    const check = (value, model, where) => {
      if (value === undefined) return;
      const [have, want] = [kindOf(value), kindOf(model)];
      if (have === want || want === 'null' || (have === 'null' && NULLABLE.has(where))) {
        if (have === 'object' && want === 'object' && (where === 'agent' || where === 'wallet'))
          for (const k of Object.keys(model)) check(value[k], model[k], `${where}.${k}`);
        return;
      }
      problems.push(`${where} is ${have} where the mock keeps ${want === 'array' ? 'a list' : want}`);
    };
    for (const k of Object.keys(seed)) check(state[k], seed[k], k);
    if (problems.length) return problems.map((p) => `token ${token.slice(0, 6)}…: ${p}`);
  }
  return problems;
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
 * @param {Record<string, Function>} [options.handlers] handlers by operationId, over the mock's own
 *   (a test's one-off answer); every name must be an operation of the contract
 * @param {(problems: string[]) => void} [options.onStateRefused] `initialState` is not a snapshot
 *   the mock can use (see snapshotProblems): the engine starts from the seed and says why here
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
  onStateRefused = () => {},
  handlers: overrides = {},
} = {}) {
  const contract = createContract(spec);
  const handlers = { ...defaultHandlers, ...overrides };
  checkHandlers(contract, handlers);
  const seed = buildSeed(contract);
  const refused = initialState === undefined ? [] : snapshotProblems(initialState, seed);
  if (refused.length) onStateRefused(refused);
  /** token → state */
  let states = new Map(refused.length ? [] : Object.entries(initialState?.tokens ?? {}));
  const ready = new WeakSet();

  /** A token's state as the handlers expect it: the seed's missing parts filled in, and the parts
   * keyed by request ids in null-prototype objects. */
  const prepare = (state) => {
    if (ready.has(state)) return state;
    for (const [k, v] of Object.entries(seed)) if (!(k in state)) state[k] = clone(v);
    for (const k of DICTIONARIES)
      if (kindOf(state[k]) === 'object') state[k] = Object.assign(Object.create(null), state[k]);
    ready.add(state);
    return state;
  };

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
    return prepare(states.get(key));
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
    const refuseRequest = (status, message) => ({
      ...json(status, { success: false, message }),
      operation: operation.operationId,
      violations: [message],
      requestViolation: true,
    });
    // A path value or query name that names a prototype is no id of anything the mock keeps.
    const badValue = Object.values(params).find((v) => FORBIDDEN_NAMES.has(v));
    if (badValue) return refuseRequest(404, `Not found: ${badValue}`);
    const badName = Object.keys(query.all).find((k) => FORBIDDEN_NAMES.has(k));
    if (badName) return refuseRequest(400, `Invalid request: query parameter ${badName} is not allowed`);

    if (contract.needsToken(operation) && !token && !query.first.adminToken) {
      const ex = contract.example(operation, 401);
      return answer(operation, 401, ex?.body ?? { success: false, message: 'Unauthorized' }, 'application/json');
    }

    const contentType = headers['content-type'];
    const hasBody = req.body !== undefined && req.body !== null && req.body !== '';
    // Limits come before anything is parsed or stored.
    const isJson = (contentType ?? '').includes('json');
    const limit = isJson ? MAX_JSON_BYTES : MAX_BODY_BYTES;
    if (hasBody && String(req.body).length > limit)
      return refuseRequest(413, `The request body is larger than ${limit / 1024 / 1024} MB`);
    let body;
    if (hasBody && isJson) {
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
      const problem = bodyProblem(body);
      if (problem) return refuseRequest(400, `Invalid request: ${problem}`);
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
    let preferred;
    if (prefer.code || prefer.example) {
      // Only what the contract declares: an answer it does not list is a 400 naming those it does.
      const declared = Object.keys(operation.op.responses ?? {}).filter((s) => /^[1-5]\d\d$/.test(s));
      if (prefer.code && !declared.includes(prefer.code))
        return refuseRequest(
          400,
          `Prefer: code=${prefer.code} is not an answer of ${operation.operationId}; it declares ${declared.join(', ')}`,
        );
      const status = prefer.code ?? contract.successStatus(operation);
      if (prefer.example) {
        const names = contract.exampleNames(operation, status);
        if (!names.includes(prefer.example))
          return refuseRequest(
            400,
            `Prefer: example=${prefer.example} is not an example of ${operation.operationId} (${status}); ` +
              (names.length ? `it has ${names.join(', ')}` : 'it has no named examples'),
          );
      }
      const ex = exampleOf(operation, status, prefer.example);
      if (!(prefer.example && !prefer.code && STATEFUL_FORMS.has(operation.operationId)))
        return answer(operation, Number(status), ex?.body, ex?.contentType);
      preferred = ex;
    }

    // `format=csv` (the logs download) or an Accept header selects the matching example.
    const accept = query.first.format === 'csv' ? 'text/csv' : headers.accept;
    const example = preferred ?? exampleOf(operation, undefined, undefined, accept);
    const handler = handlers[operation.operationId];
    const ctx = {
      operation,
      params,
      query: query.first,
      queryAll: query.all,
      body,
      // A request that is not JSON (multipart uploads) reaches its handler as text, with its type:
      // the Node server reads the bytes as Latin-1, MSW and the browser demo as UTF-8 text.
      rawBody: hasBody && !isJson ? String(req.body) : undefined,
      contentType,
      token,
      now,
      random,
      randomHex,
      // An image a handler makes on the example image host, as the examples' images are served
      // (below the asset base; without one, as it is).
      assetUrl: (url) => (assetBase ? offlineImages(url, assetBase) : url),
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
