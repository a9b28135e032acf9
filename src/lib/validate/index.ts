// Validators and formatters (spec 000 §4, §5, §9; call defaults of doc 001 §9). Pure functions;
// the exchange-rate cache takes an injected fetcher and clock.
import {
  EXCHANGE_RATE_CACHE_SECONDS,
  FALLBACK_USD_PER_SAT,
  LEGACY_ACCOUNT_CUTOFF,
  PAGE_SIZE,
  USAGE_ZERO_FILL_DAYS,
  VERIFICATION_CODE_LENGTH,
} from '../constants';
import { toEpochMillis } from '../formula/values';
import { MESSAGES } from '../messages';

export type Logger = (message: string, detail?: unknown) => void;
const defaultLogger: Logger = (message, detail) => {
  if (detail === undefined) console.warn(message);
  else console.warn(message, detail);
};

// ---------------------------------------------------------------------------------------------
// Form-field helper

export type FormFieldType = 'integer' | 'float' | 'boolean' | 'date' | 'string';

export interface FormField {
  readonly value: unknown;
  readonly error: string | null;
  readonly blurred: boolean;
  readonly type: FormFieldType;
  readonly required: boolean;
  /** Returns an error message for the parsed value, or null/undefined when valid. */
  readonly validator?: (value: unknown) => string | null | undefined;
  readonly label?: string;
}

export function createFormField(options: Partial<FormField> = {}): FormField {
  return {
    value: options.value ?? '',
    error: options.error ?? null,
    blurred: options.blurred ?? false,
    type: options.type ?? 'string',
    required: options.required ?? false,
    ...(options.validator ? { validator: options.validator } : {}),
    ...(options.label !== undefined ? { label: options.label } : {}),
  };
}

/** Empty or null: undefined, null, a blank string or an empty array. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Parses a raw input by type: integer and float (null when not a number), boolean (true only
 * for 'true' or true), date (null when invalid), string.
 */
export function parseFormValue(type: FormFieldType, raw: unknown): unknown {
  switch (type) {
    case 'integer': {
      const n =
        typeof raw === 'number'
          ? Math.trunc(raw)
          : typeof raw === 'string'
            ? Number.parseInt(raw.trim(), 10)
            : Number.NaN;
      return Number.isFinite(n) ? n : null;
    }
    case 'float': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number.parseFloat(raw.trim()) : Number.NaN;
      return Number.isFinite(n) ? n : null;
    }
    case 'boolean':
      return raw === true || raw === 'true';
    case 'date': {
      if (raw === null || raw === undefined || raw === '') return null;
      const date = raw instanceof Date ? new Date(raw.getTime()) : new Date(raw as string | number);
      return Number.isNaN(date.getTime()) ? null : date;
    }
    default:
      return raw === undefined || raw === null ? '' : String(raw);
  }
}

/** The field's error: 'This field is required' for an empty required field, else the validator's. */
export function validateFormField(field: Pick<FormField, 'value' | 'type' | 'required' | 'validator'>): string | null {
  if (field.required && isEmptyValue(field.value)) return MESSAGES.fieldRequired;
  if (!field.validator) return null;
  if (!field.required && isEmptyValue(field.value)) return null;
  return field.validator(parseFormValue(field.type, field.value)) ?? null;
}

/** Sets the value; the error is re-checked once the field has been blurred. */
export function setFormFieldValue(field: FormField, value: unknown): FormField {
  const next = { ...field, value };
  return { ...next, error: field.blurred ? validateFormField(next) : null };
}

/** Marks the field blurred and shows its error. */
export function blurFormField(field: FormField): FormField {
  return { ...field, blurred: true, error: validateFormField(field) };
}

/** The parsed value of a field. */
export function formFieldValue(field: Pick<FormField, 'type' | 'value'>): unknown {
  return parseFormValue(field.type, field.value);
}

/** True when no field has an error (checking every field, blurred or not). */
export function areFormFieldsValid(fields: readonly FormField[]): boolean {
  return fields.every((field) => validateFormField(field) === null);
}

// ---------------------------------------------------------------------------------------------
// Verification code

/** Exactly 6 digits. */
export function isValidVerificationCode(code: unknown): boolean {
  const text = typeof code === 'number' ? String(code) : typeof code === 'string' ? code.trim() : '';
  return new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(text);
}

/** The code as the number sent to the server, or null when invalid. */
export function verificationCodeToNumber(code: unknown): number | null {
  if (!isValidVerificationCode(code)) return null;
  return Number(String(code).trim());
}

// ---------------------------------------------------------------------------------------------
// Phone numbers

export function phoneDigits(phone: unknown): string {
  return typeof phone === 'string' || typeof phone === 'number' ? String(phone).replace(/\D/g, '') : '';
}

/** A US number: 11 digits starting with 1. */
export function isUsPhoneNumber(phone: unknown): boolean {
  const digits = phoneDigits(phone);
  return digits.length === 11 && digits.startsWith('1');
}

/** An 11-digit number shows as +1 (xxx) xxx-xxxx; anything else is returned as given. */
export function formatPhoneNumber(phone: unknown): string {
  const digits = phoneDigits(phone);
  if (digits.length !== 11)
    return typeof phone === 'string' ? phone : phone === undefined || phone === null ? '' : String(phone);
  return `+1 (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7)}`;
}

// ---------------------------------------------------------------------------------------------
// Person names

/** Caller labels that are not names. */
export const PLACEHOLDER_CALLER_LABELS: readonly string[] = ['UNKNOWN', 'RESTRICTED', 'WIRELESS CALLER'];

/** US state codes (50 states and DC). */
export const US_STATE_CODES: ReadonlySet<string> = new Set(
  (
    'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ ' +
    'NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'
  ).split(' '),
);

/**
 * A person's name: letters only (spaces, apostrophes, hyphens and periods between them), no
 * digits, not a placeholder caller label (UNKNOWN, RESTRICTED, WIRELESS CALLER), and not ending in
 * a US state code (caller-id text such as 'DALLAS TX').
 */
export function isPersonName(name: unknown): boolean {
  if (typeof name !== 'string') return false;
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed === '' || !/^[\p{L}\s'.-]+$/u.test(trimmed) || !/\p{L}/u.test(trimmed)) return false;
  if (PLACEHOLDER_CALLER_LABELS.includes(trimmed.toUpperCase())) return false;
  const words = trimmed.split(' ');
  const last = words[words.length - 1] ?? '';
  return !(words.length > 1 && US_STATE_CODES.has(last.toUpperCase()));
}

// ---------------------------------------------------------------------------------------------
// Websites

/** A website URL normalised to its host ('https://www.Example.com/a' → 'www.example.com'); '' when invalid. */
export function normalizeWebsite(url: unknown): string {
  if (typeof url !== 'string') return '';
  const trimmed = url.trim();
  if (trimmed === '') return '';
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    return new URL(withScheme).host;
  } catch {
    return '';
  }
}

// ---------------------------------------------------------------------------------------------
// Accounts and paging

/** Legacy account: timestamp (epoch seconds; milliseconds and dates accepted) before 1692075600. */
export function isLegacyAccount(timestamp: unknown): boolean {
  const ms = toEpochMillis(timestamp);
  return !Number.isNaN(ms) && ms < LEGACY_ACCOUNT_CUTOFF * 1000;
}

/** Total pages: ceil(total / 20). */
export function pageCount(total: unknown, pageSize: number = PAGE_SIZE): number {
  const n = typeof total === 'number' ? total : typeof total === 'string' ? Number(total) : Number.NaN;
  if (!Number.isFinite(n) || n <= 0 || !(pageSize > 0)) return 0;
  return Math.ceil(n / pageSize);
}

/** 'Account type does not match' when the account's type differs from the expected one. */
export function accountTypeError(
  account: { accountType?: unknown } | null | undefined,
  expected: string,
): string | null {
  return account?.accountType === expected ? null : MESSAGES.accountTypeMismatch;
}

// ---------------------------------------------------------------------------------------------
// Usage timeseries

export const USAGE_COUNTERS = [
  'number',
  'tokens',
  'voice',
  'advancedVoice',
  'outbound-message',
  'inbound-message',
] as const;
export type UsageCounter = (typeof USAGE_COUNTERS)[number];
export type UsageCounters = Record<UsageCounter, number>;
export type UsageResults = Readonly<Record<string, Readonly<Partial<Record<string, unknown>>>>>;

const DAY_MS = 86_400_000;

export function zeroUsage(): UsageCounters {
  return { number: 0, tokens: 0, voice: 0, advancedVoice: 0, 'outbound-message': 0, 'inbound-message': 0 };
}

/** 'MM-DD-YYYY' to UTC epoch milliseconds, or NaN. */
export function parseUsageDate(key: string): number {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(key);
  if (!match) return Number.NaN;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? ms : Number.NaN;
}

/** UTC epoch milliseconds to 'MM-DD-YYYY'. */
export function formatUsageDate(ms: number): string {
  const date = new Date(ms);
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${mm}-${dd}-${String(date.getUTCFullYear()).padStart(4, '0')}`;
}

function withZeros(
  entry: Readonly<Partial<Record<string, unknown>>> | undefined,
): UsageCounters & Record<string, unknown> {
  const out: UsageCounters & Record<string, unknown> = { ...zeroUsage(), ...(entry ?? {}) };
  for (const counter of USAGE_COUNTERS) {
    if (typeof out[counter] !== 'number') out[counter] = Number(out[counter]) || 0;
  }
  return out;
}

/**
 * Fills the usage timeseries with zeros for `days` (30) days from the first date present; days
 * outside that range that are present are kept after it. Keys are MM-DD-YYYY; entries are ordered
 * by date; invalid keys are dropped.
 */
export function zeroFillUsage(
  results: UsageResults,
  days: number = USAGE_ZERO_FILL_DAYS,
): Record<string, UsageCounters & Record<string, unknown>> {
  const dated = Object.keys(results ?? {})
    .map((key) => ({ key, ms: parseUsageDate(key) }))
    .filter((entry) => !Number.isNaN(entry.ms))
    .sort((a, b) => a.ms - b.ms);
  const out: Record<string, UsageCounters & Record<string, unknown>> = {};
  const first = dated[0];
  if (!first) return out;
  for (let i = 0; i < days; i += 1) {
    const key = formatUsageDate(first.ms + i * DAY_MS);
    out[key] = withZeros(Object.prototype.hasOwnProperty.call(results, key) ? results[key] : undefined);
  }
  for (const { key } of dated) if (!(key in out)) out[key] = withZeros(results[key]);
  return out;
}

/** The usage timeseries: zero-filled for the current billing period, else ordered by date. */
export function usageTimeseries(
  results: UsageResults,
  billingPeriod: string | undefined,
): Record<string, UsageCounters & Record<string, unknown>> {
  return zeroFillUsage(results, billingPeriod === 'current' ? USAGE_ZERO_FILL_DAYS : 0);
}

// ---------------------------------------------------------------------------------------------
// Exchange rate (USD per sat)

export interface ExchangeRateCacheOptions {
  /** Fetches USD per sat (a number, or an object with satToUsd). */
  readonly fetchRate: () => Promise<unknown>;
  /** Clock in epoch milliseconds. */
  readonly now?: () => number;
  readonly ttlSeconds?: number;
  readonly fallback?: number;
  readonly log?: Logger;
}

export interface ExchangeRateCache {
  /** The cached rate while fresh (900 s), else a new fetch; the fallback 0.00043 on failure. */
  getUsdPerSat(): Promise<number>;
  /** The cached rate if still fresh, else null. */
  peek(): number | null;
  clear(): void;
}

function readRate(value: unknown): number | null {
  const raw =
    typeof value === 'object' && value !== null && 'satToUsd' in value
      ? (value as { satToUsd: unknown }).satToUsd
      : value;
  const n = typeof raw === 'string' ? Number(raw) : raw;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
}

export function createExchangeRateCache(options: ExchangeRateCacheOptions): ExchangeRateCache {
  const now = options.now ?? Date.now;
  const ttlMs = (options.ttlSeconds ?? EXCHANGE_RATE_CACHE_SECONDS) * 1000;
  const fallback = options.fallback ?? FALLBACK_USD_PER_SAT;
  const log = options.log ?? defaultLogger;
  let cached: { rate: number; at: number } | null = null;
  let inFlight: Promise<number> | null = null;

  const peek = (): number | null => (cached !== null && now() - cached.at < ttlMs ? cached.rate : null);

  return {
    peek,
    clear() {
      cached = null;
    },
    getUsdPerSat() {
      const fresh = peek();
      if (fresh !== null) return Promise.resolve(fresh);
      if (inFlight) return inFlight;
      inFlight = (async () => {
        try {
          const rate = readRate(await options.fetchRate());
          if (rate === null) return fallback;
          cached = { rate, at: now() };
          return rate;
        } catch (error) {
          log('Error fetching exchange rate', error);
          return fallback;
        } finally {
          inFlight = null;
        }
      })();
      return inFlight;
    },
  };
}

export function satsToUsd(sats: number, usdPerSat: number = FALLBACK_USD_PER_SAT): number {
  return sats * usdPerSat;
}

export function usdToSats(usd: number, usdPerSat: number = FALLBACK_USD_PER_SAT): number {
  return usdPerSat > 0 ? Math.round(usd / usdPerSat) : 0;
}

// ---------------------------------------------------------------------------------------------
// Campaigns

export interface CampaignApp {
  readonly appId: string;
  readonly version: string;
}

/** 'Please enter a prompt.' when agentInstructions is empty, else null. */
export function validateCampaignPrompt(campaign: { agentInstructions?: unknown } | null | undefined): string | null {
  const prompt = campaign?.agentInstructions;
  return typeof prompt === 'string' && prompt.trim() !== '' ? null : MESSAGES.missingPrompt;
}

/**
 * Adds an app to a campaign's apps: without appId and version it only logs
 * 'App must have appId and version'; a duplicate appId is ignored.
 */
export function addAppToCampaign<A extends { appId?: unknown; version?: unknown }>(
  apps: readonly A[],
  app: A,
  log: Logger = defaultLogger,
): A[] {
  const hasId = typeof app.appId === 'string' ? app.appId !== '' : typeof app.appId === 'number';
  const hasVersion = typeof app.version === 'string' ? app.version !== '' : typeof app.version === 'number';
  if (!hasId || !hasVersion) {
    log(MESSAGES.appMissingIdOrVersion);
    return [...apps];
  }
  if (apps.some((existing) => existing.appId === app.appId)) return [...apps];
  return [...apps, app];
}

/** The enabledFunctions key of an app: `appId:version`. */
export function enabledFunctionsKey(app: { appId: string; version: string | number }): string {
  return `${app.appId}:${String(app.version)}`;
}
