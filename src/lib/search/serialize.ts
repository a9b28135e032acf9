/**
 * The router's query-string codec. Every value stays the string that was in the URL: the
 * router's default JSON decoding turned `?active=12345678901234567890` into a rounded number,
 * `?editContact=1e3` into 1000, `?active=true` into a boolean, a one-time token of digits into a
 * number, and ran JSON.parse on any value (a value nested thousands of levels deep overflowed the
 * stack later). Typing is the validators' job (root-search.ts and each route's validateSearch).
 */

/** Search params as parsed from a URL: one string per key. */
export type RawSearch = Record<string, string>;

/**
 * Parses `?a=1&b` into `{ a: '1', b: '' }`. A key given more than once keeps its first value.
 * The result has no prototype, so keys such as `__proto__` are plain data.
 */
export function parseSearch(searchStr: string): RawSearch {
  const out = Object.create(null) as RawSearch;
  const params = new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr);
  for (const [key, value] of params) if (!Object.hasOwn(out, key)) out[key] = value;
  return out;
}

/** The query-string text of one value: strings as they are, numbers and booleans as written
 * by String, anything else (an object handed to navigate) as JSON; undefined, null and values
 * JSON cannot write are left out. */
function valueText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value === null || value === undefined || typeof value === 'function' || typeof value === 'symbol') {
    return undefined;
  }
  try {
    return JSON.stringify(value);
  } catch {
    // Cyclic or too deep to write: left out rather than breaking navigation.
    return undefined;
  }
}

/** Writes search params in their key order: `{ a: '1', b: true }` gives `?a=1&b=true`, `{}` gives ''. */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(search)) {
    const text = valueText(search[key]);
    if (text !== undefined) params.append(key, text);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
