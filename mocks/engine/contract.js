// The bundled contract as the mock engine and verify:api use it: operations matched by method
// and path, their examples, and Ajv validators for requests and responses (JSON Schema 2020-12).
// Plain JavaScript with no Node built-ins, so the same module runs in Node and in the browser.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

const unescapePointer = (s) => s.replace(/~1/g, '/').replace(/~0/g, '~');
const escapePointer = (s) => s.replace(/~/g, '~0').replace(/\//g, '~1');
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Follows `#/...` pointers of the bundle until a value that is not a reference. */
export function deref(spec, value) {
  let v = value;
  const seen = new Set();
  while (v && typeof v === 'object' && typeof v.$ref === 'string') {
    if (seen.has(v.$ref)) throw new Error(`circular $ref ${v.$ref}`);
    seen.add(v.$ref);
    v = v.$ref
      .replace(/^#\//, '')
      .split('/')
      .map(unescapePointer)
      .reduce((acc, key) => acc?.[key], spec);
  }
  return v;
}

const clone = (v) => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)));

/**
 * Compiles the contract once: `match(method, rawPath)` finds an operation, `example(...)` picks an
 * example answer, `validateRequest`/`validateResponse` list problems as sentences.
 */
export function createContract(spec) {
  const operations = [];
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const names = [];
      // `{plan}Pro` and `{kind}Credit` sit inside a segment: a parameter never spans a slash.
      const pattern = path
        .split(/(\{[^}]+\})/)
        .map((part) => {
          const m = /^\{([^}]+)\}$/.exec(part);
          if (!m) return escapeRegExp(part);
          names.push(m[1]);
          return '([^/]+?)';
        })
        .join('');
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => deref(spec, p));
      operations.push({
        method,
        path,
        operationId: op.operationId,
        key: `${method.toUpperCase()} ${path}`,
        op,
        parameters,
        names,
        regex: new RegExp(`^${pattern}$`),
        // Literal paths win over templated ones (`/tasks/stats` before `/tasks/{taskId}`).
        rank: names.length,
        pointer: `#/paths/${escapePointer(path)}/${method}`,
      });
    }
  }
  operations.sort((a, b) => a.rank - b.rank);
  const byId = new Map(operations.map((o) => [o.operationId, o]));

  /**
   * The operation for a method and a raw (still percent-encoded) path. Answers
   * `{ operation, params }`, `{ malformed: true }` when a path parameter cannot be decoded,
   * `{ methodNotAllowed: true }` or `null`.
   */
  function match(method, rawPath) {
    const m = method.toLowerCase();
    let pathKnown = false;
    for (const o of operations) {
      const found = o.regex.exec(rawPath);
      if (!found) continue;
      if (o.method !== m) {
        pathKnown = true;
        continue;
      }
      const params = Object.create(null);
      for (let i = 0; i < o.names.length; i++) {
        try {
          params[o.names[i]] = decodeURIComponent(found[i + 1]);
        } catch {
          return { malformed: true, operation: o };
        }
      }
      return { operation: o, params };
    }
    return pathKnown ? { methodNotAllowed: true } : null;
  }

  /** The response object of a status ('200', '4XX' and 'default' also count). */
  function responseFor(operation, status) {
    const responses = operation.op.responses ?? {};
    const s = String(status);
    const r = responses[s] ?? responses[`${s[0]}XX`] ?? responses.default;
    return r ? deref(spec, r) : undefined;
  }

  /** The success status an operation answers by default: 201 for a write that declares it (the
   * real product documents 200 too for some), else the first declared 2xx. */
  function successStatus(operation) {
    const declared = Object.keys(operation.op.responses ?? {});
    if (operation.method !== 'get' && declared.includes('201')) return '201';
    return declared.find((s) => /^2\d\d$/.test(s)) ?? '200';
  }

  /**
   * An example answer `{ status, contentType, body }` of an operation: the named example, else the
   * first one. `body` is a fresh copy.
   */
  function example(operation, status = successStatus(operation), name, accept) {
    const response = responseFor(operation, status);
    if (!response) return undefined;
    const entries = Object.entries(response.content ?? {});
    // Content negotiation as Prism does it: the media type the request accepts, else the first.
    const wanted = accept ? entries.find(([type]) => accept.includes(type)) : undefined;
    const [contentType, media] = wanted ?? entries[0] ?? [];
    if (!contentType) return { status: Number(status), contentType: undefined, body: undefined };
    let body;
    const examples = media.examples ?? {};
    if (name && examples[name]) body = deref(spec, examples[name]).value;
    else if (media.example !== undefined) body = media.example;
    else {
      const first = Object.values(examples)[0];
      if (first) body = deref(spec, first).value;
    }
    if (body === undefined && media.schema) body = deref(spec, media.schema).example;
    return { status: Number(status), contentType, body: clone(body) };
  }

  /** The names of the examples of an answer (its `examples` map; one unnamed `example` has none). */
  function exampleNames(operation, status = successStatus(operation)) {
    const response = responseFor(operation, status);
    return Object.values(response?.content ?? {}).flatMap((media) => Object.keys(media.examples ?? {}));
  }

  /** The example of a request body, if the operation has one. */
  function requestExample(operation) {
    const rb = operation.op.requestBody ? deref(spec, operation.op.requestBody) : undefined;
    const [contentType, media] = Object.entries(rb?.content ?? {})[0] ?? [];
    if (!contentType) return undefined;
    const first = media.example ?? (media.examples ? deref(spec, Object.values(media.examples)[0]).value : undefined);
    return { contentType, body: clone(first), schema: media.schema };
  }

  // --- validation -------------------------------------------------------------------------
  const makeAjv = (options) => {
    const ajv = new Ajv2020({
      allErrors: true,
      strict: false,
      validateFormats: true,
      ...options,
    });
    addFormats(ajv);
    ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs', 'x-internal']);
    // Every `#/...` reference of the bundle resolves against the registered document.
    ajv.addSchema({ $id: 'contract.json', components: spec.components ?? {} });
    return ajv;
  };
  let bodies;
  let params;
  const validators = new Map();
  const rewrite = (v) => {
    if (Array.isArray(v)) return v.map(rewrite);
    if (v && typeof v === 'object') {
      const out = {};
      for (const [k, x] of Object.entries(v))
        out[k] = k === '$ref' && typeof x === 'string' && x.startsWith('#/') ? `contract.json${x}` : rewrite(x);
      return out;
    }
    return v;
  };
  function compiled(key, build, coerce = false) {
    if (!validators.has(key)) {
      bodies ??= makeAjv();
      params ??= makeAjv({ coerceTypes: 'array' });
      validators.set(key, (coerce ? params : bodies).compile(rewrite(build())));
    }
    return validators.get(key);
  }
  const problemsOf = (validate, where) =>
    (validate.errors ?? []).slice(0, 8).map((e) => `${where}${e.instancePath || ''} ${e.message}`.trim());

  const mediaOf = (content, contentType) => {
    const entries = Object.entries(content ?? {});
    const base = (contentType ?? '').split(';')[0].trim().toLowerCase();
    return (
      entries.find(([t]) => t === base) ??
      entries.find(([t]) => t.endsWith('/*') && base.startsWith(t.slice(0, -1))) ??
      undefined
    );
  };

  /**
   * Problems of a request: required and typed parameters (query values are strings, coerced
   * before the check), and a JSON body against its schema. `query` maps a name to its values.
   */
  function validateRequest(operation, { query = {}, params: pathParams = {}, contentType, body, hasBody }) {
    const problems = [];
    for (const where of ['path', 'query']) {
      const declared = operation.parameters.filter((p) => p.in === where);
      if (!declared.length) continue;
      const values = {};
      for (const p of declared) {
        const raw = where === 'path' ? pathParams[p.name] : query[p.name];
        if (raw === undefined || (Array.isArray(raw) && raw.length === 0)) continue;
        const schema = p.schema ? deref(spec, p.schema) : {};
        const isArray = schema.type === 'array';
        values[p.name] = Array.isArray(raw) ? (isArray ? raw : raw[0]) : raw;
      }
      const validate = compiled(
        `${operation.key} ${where}`,
        () => ({
          type: 'object',
          required: declared.filter((p) => p.required).map((p) => p.name),
          properties: Object.fromEntries(declared.map((p) => [p.name, p.schema ?? {}])),
        }),
        true,
      );
      if (!validate(values)) problems.push(...problemsOf(validate, `${where} parameter`));
    }
    const rb = operation.op.requestBody ? deref(spec, operation.op.requestBody) : undefined;
    if (rb) {
      if (!hasBody) {
        if (rb.required) problems.push('request body is required');
      } else {
        const found = mediaOf(rb.content, contentType);
        if (!found) problems.push(`request content type ${contentType || '(none)'} is not declared`);
        else if (found[0].includes('json')) {
          const validate = compiled(`${operation.key} body ${found[0]}`, () => found[1].schema);
          if (!validate(body)) problems.push(...problemsOf(validate, 'request body'));
        }
      }
    }
    return problems;
  }

  /** Problems of a response: a declared status, a declared content type, a body that fits. */
  function validateResponse(operation, { status, contentType, body }) {
    const response = responseFor(operation, status);
    if (!response) return [`status ${status} is not declared`];
    const content = response.content;
    if (!content || Object.keys(content).length === 0) return [];
    const found = mediaOf(content, contentType);
    if (!found)
      return [
        `content type ${contentType || '(none)'} is not declared for ${status} (expected ${Object.keys(content).join(', ')})`,
      ];
    if (!found[0].includes('json') || !found[1].schema) return [];
    const validate = compiled(`${operation.key} ${status} ${found[0]}`, () => found[1].schema);
    if (validate(body)) return [];
    const problems = problemsOf(validate, 'body');
    // `x-also-accepts`: another shape the real product is documented to answer, accepted here but
    // kept out of the generated types.
    const also = found[1]['x-also-accepts'];
    if (also && compiled(`${operation.key} ${status} ${found[0]} also`, () => also)(body)) return [];
    return problems;
  }

  /** Whether the operation needs a token (every security requirement names a scheme). */
  function needsToken(operation) {
    const security = operation.op.security ?? spec.security ?? [];
    return security.length > 0 && security.every((req) => Object.keys(req).length > 0);
  }

  return {
    spec,
    operations,
    byId: (id) => byId.get(id),
    match,
    responseFor,
    successStatus,
    example,
    exampleNames,
    requestExample,
    validateRequest,
    validateResponse,
    needsToken,
  };
}
