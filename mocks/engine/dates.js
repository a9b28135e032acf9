// Dates relative to the day the mock serves them. The contract's examples were written around
// one day (EXAMPLES_NEWEST); served as they are, every "last 30 days" screen would show nothing
// a month later. The mock moves every date of an example answer (and of the seed a new token
// starts from) by whole days, so the newest example lies within the last day before `now` and
// the times of day, the gaps between dates and their order stay as written. The contract's
// examples themselves are left untouched (they stay valid and reproducible).

/** The newest instant among the contract's examples (`tests/mock/dates.test.ts` keeps it true). */
export const EXAMPLES_NEWEST = Date.UTC(2025, 10, 22, 7, 11, 40);

const DAY = 86_400_000;

/** Whole days to add so the newest example falls in `(now - 1 day, now]` (never negative). */
export function shiftDays(now) {
  return Math.max(0, Math.floor((now - EXAMPLES_NEWEST) / DAY));
}

// Epoch values are told apart from other numbers by their name and their range: seconds
// between 2014 and 2039, or milliseconds in the same years. Identifiers (`versionId`) that happen
// to be timestamps keep their value: they name things the client sends back.
const DATE_KEY =
  /(^|[a-z])(At|Date|Time|Timestamp|For|Start|End|Since|Until)$|^(timestamp|date|time|start|end|since|until|expires|created|updated)$/;
const ID_KEY = /(^id$|Id$|ID$|_id$)/;
const SECONDS = [1.4e9, 2.2e9];
const MILLIS = [1.4e12, 2.2e12];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const ISO_DATE_TIME_IN_TEXT = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z\b/g;
/** The usage results' day keys: `MM-DD-YYYY`. */
const US_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

const pad = (n, w = 2) => String(n).padStart(w, '0');

function shiftIsoDateTime(s, ms) {
  const t = Date.parse(s);
  if (Number.isNaN(t)) return s;
  const out = new Date(t + ms).toISOString();
  // Keep the written precision: no milliseconds when the example had none.
  return /\.\d+Z$/.test(s) ? out : out.replace(/\.\d{3}Z$/, 'Z');
}

function shiftString(s, days) {
  const ms = days * DAY;
  let m = ISO_DATE.exec(s);
  if (m) {
    const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]) + ms);
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  }
  m = US_DATE.exec(s);
  if (m) {
    const d = new Date(Date.UTC(+m[3], +m[1] - 1, +m[2]) + ms);
    return `${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}-${d.getUTCFullYear()}`;
  }
  if (ISO_DATE_TIME.test(s) && !/[+-]\d{2}:?\d{2}$/.test(s)) return shiftIsoDateTime(s, ms);
  return s;
}

function shiftNumber(v, days) {
  if (v >= SECONDS[0] && v <= SECONDS[1]) return v + days * 86_400;
  if (v >= MILLIS[0] && v <= MILLIS[1]) return v + days * DAY;
  return v;
}

/**
 * A copy of `value` with its dates moved by `days` whole days: epoch seconds and milliseconds
 * under date-like names, ISO dates and date-times, `MM-DD-YYYY` day keys, and ISO date-times
 * inside a text body (the CSV download).
 */
export function shiftDates(value, days, key = '') {
  if (!days) return value;
  if (typeof value === 'string') {
    if (ID_KEY.test(key)) return value;
    const whole = shiftString(value, days);
    if (whole !== value) return whole;
    return value.includes('\n') ? value.replace(ISO_DATE_TIME_IN_TEXT, (s) => shiftIsoDateTime(s, days * DAY)) : value;
  }
  if (typeof value === 'number') return DATE_KEY.test(key) && !ID_KEY.test(key) ? shiftNumber(value, days) : value;
  if (Array.isArray(value)) return value.map((v) => shiftDates(v, days, key));
  if (value && typeof value === 'object') {
    const out = {};
    for (const [k, v] of Object.entries(value)) out[shiftString(k, days)] = shiftDates(v, days, k);
    return out;
  }
  return value;
}
