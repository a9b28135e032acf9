// Small helpers shared by the mock's handlers (plain JavaScript: Node and the browser).

export const seconds = (ms) => Math.floor(ms / 1000);

export const clone = (v) => JSON.parse(JSON.stringify(v));

export const isPlainObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Merges `patch` into `target` one level deep for objects (the contract's "merge" semantics). */
export function merge(target, patch) {
  const out = { ...target };
  for (const [k, v] of Object.entries(patch ?? {})) {
    out[k] = isPlainObject(v) && isPlainObject(out[k]) ? { ...out[k], ...v } : v;
  }
  return out;
}

/** A new id with a prefix, unique within one token's state. */
export const nextId = (ctx, prefix) => `${prefix}${(++ctx.state.seq).toString(36).padStart(4, '0')}${ctx.randomHex(2)}`;

/** A new numeric id above every id in `lists` (accounts and users have integer ids). */
export function nextNumericId(...lists) {
  let max = 0;
  for (const list of lists) for (const x of list ?? []) if (typeof x?.id === 'number' && x.id > max) max = x.id;
  return max + 1;
}

export const notFound = (message) => ({ status: 404, body: { success: false, message } });

/**
 * A refusal with the first status among `preferred` that the operation declares (the mock never
 * answers a status the contract does not list).
 */
export function refuse(ctx, message, preferred = [400, 422, 404]) {
  const declared = ctx.operation.op.responses ?? {};
  const status = preferred.find((s) => declared[String(s)]) ?? 400;
  return { status, body: { success: false, message } };
}

/**
 * The refusal of an addition to a list already at its contract cap (`maxItems` of the list's
 * answer): nothing is stored, so the list never answers more than the contract allows.
 */
export function refuseWhenFull(ctx, count, max, what) {
  return count >= max ? refuse(ctx, `At most ${max} ${what}: remove one first.`, [422, 400]) : undefined;
}

/** `Sunrise After Hours` → `sunriseafterhours` (the product's usernames are lower-case words). */
export const slug = (s) =>
  String(s ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 40) || 'account';

/** A query flag: `true`/`1` → true, `false`/`0` → false, anything else → undefined. */
export function flag(raw) {
  if (raw === undefined) return undefined;
  if (['true', '1'].includes(String(raw))) return true;
  if (['false', '0'].includes(String(raw))) return false;
  return undefined;
}

/** The contract's caps of a paged list: `pageSize` at most 100, a list at most 1,000 entries. */
export const MAX_PAGE_SIZE = 100;
export const MAX_LIST_ITEMS = 1000;

/**
 * The page of a list the hierarchy lists answer: zero-based `page`, `pageSize` (1 to 100, as the
 * contract caps it), `pagination`. Without pagination the list is still at most 1,000 entries (the
 * list's `maxItems`); `totalAccounts` always counts them all.
 */
export function pageOf(items, query) {
  const pageSize = Math.max(1, Math.min(MAX_PAGE_SIZE, Number(query.pageSize ?? 20) || 20));
  const page = Math.max(0, Number(query.page ?? 0) || 0);
  const paginate = flag(query.pagination) !== false;
  return {
    totalAccounts: items.length,
    pageSize,
    pageNumber: paginate ? page : 0,
    accounts: paginate ? items.slice(page * pageSize, page * pageSize + pageSize) : items.slice(0, MAX_LIST_ITEMS),
  };
}

/**
 * `url` as the card provider sends the user back to it: the mock plays the provider and returns at
 * once, adding the provider's own parameters (Stripe Checkout's `session_id`, a Chargebee hosted
 * page's `id` and `state`). An address that is not a URL is answered unchanged.
 */
export function providerReturn(url, params) {
  if (typeof url !== 'string') return url;
  try {
    const u = new URL(url);
    for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
    return u.toString();
  } catch {
    return url;
  }
}

/**
 * The part named `name` of a multipart/form-data body, or undefined: its header lines (as sent)
 * and its content (text, as the body reached the mock).
 */
export function multipartPart(raw, contentType, name) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  if (!boundary || typeof raw !== 'string') return undefined;
  const marker = `--${boundary[1] ?? boundary[2]}`;
  for (const part of raw.split(marker)) {
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd < 0) continue;
    const headers = part.slice(0, headerEnd);
    if (!new RegExp(`name="${name}"`, 'i').test(headers)) continue;
    const value = part.slice(headerEnd + 4);
    return { headers, value: value.endsWith('\r\n') ? value.slice(0, -2) : value };
  }
  return undefined;
}

/**
 * Merges the areas' handler maps into one, keyed by operationId. Each operation has exactly one
 * handler: a name defined by two maps throws (naming the operation and both maps), so a later
 * map can never silently replace an earlier one's handler.
 * @param {Record<string, Record<string, Function>>} maps handler maps by the name of their file
 */
export function mergeHandlers(maps) {
  const merged = {};
  const owner = {};
  for (const [source, map] of Object.entries(maps)) {
    for (const [operationId, handler] of Object.entries(map)) {
      if (Object.hasOwn(merged, operationId))
        throw new Error(
          `mock handlers: operation ${operationId} is defined in both ${owner[operationId]} and ${source}; keep one handler`,
        );
      merged[operationId] = handler;
      owner[operationId] = source;
    }
  }
  return merged;
}
