/**
 * The query parameters every page shares (spec 000 §2.2, §2.4): the overlay flags and what the
 * overlays and the frame read (account selection, onboarding steps, the upgrade's redirect). A
 * page's own parameters (the inbox's room, the logs' filters, the agent's template) belong to its
 * route's search schema. Each value is checked; an invalid one falls back to its default
 * (absent), so a malformed URL never breaks a page.
 */
import { OVERLAY_NAMES, isFlagSet, type OverlayName } from './overlays';

export interface RootSearch extends Partial<Record<OverlayName, string | number | boolean>> {
  highlightId?: string;
  path?: string;
  partner?: number;
  reseller?: number;
  org?: number;
  agent?: number;
  premium?: boolean;
  zap?: string;
  upgradeRedirect?: string;
  // Onboarding (§2.4)
  activeStep?: string;
  fieldIndex?: number;
  integrationIndex?: number;
}

const MAX_TEXT = 2000;

const text = (v: unknown): string | undefined => {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') return undefined;
  const s = v.trim();
  return s && s.length <= MAX_TEXT ? s : undefined;
};

const id = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

const index = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
};

const bool = (v: unknown): boolean | undefined => {
  if (v === true || v === 'true' || v === 1 || v === '1') return true;
  if (v === false || v === 'false' || v === 0 || v === '0') return false;
  return undefined;
};

/** An overlay flag: `?contacts`, `?contacts=` and `?contacts=true` open it with no value (true);
 * 'false' and '0' leave it closed; any other value is kept as the string it was. */
const flag = (v: unknown): string | number | boolean | undefined => {
  if (v === '' || v === true) return true;
  if (!isFlagSet(v)) return undefined;
  if (typeof v === 'string') return v.trim().toLowerCase() === 'true' ? true : v;
  return typeof v === 'number' || typeof v === 'boolean' ? v : true;
};

type Parser = (v: unknown) => unknown;
const PARSERS: ReadonlyMap<string, Parser> = new Map<string, Parser>([
  ['highlightId', text],
  ['path', text],
  ['partner', id],
  ['reseller', id],
  ['org', id],
  ['agent', id],
  ['premium', bool],
  ['zap', text],
  ['upgradeRedirect', text],
  ['activeStep', text],
  ['fieldIndex', index],
  ['integrationIndex', index],
  ...OVERLAY_NAMES.filter((n) => n !== 'premium').map((n): [string, Parser] => [n, flag]),
]);

/** Checks raw search params: known keys with valid values are kept, in their URL order. */
export function parseRootSearch(raw: unknown): RootSearch {
  const out: Record<string, unknown> = {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return out;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const parse = PARSERS.get(key);
    if (!parse) continue;
    const parsed = parse(value);
    if (parsed !== undefined) out[key] = parsed;
  }
  return out as RootSearch;
}
