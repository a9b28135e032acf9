// Phone numbers (spec 000 §3, §5; spec 001 "Phone numbers", §3, §9): the search a person fills in,
// the request each kind of search sends, how a number is shown, and what the account's numbers do.
import type {
  Account,
  AvailablePhoneNumber,
  PhoneNumberLocalitySearch,
  PhoneNumberPhraseSearch,
  PhoneNumberPrefixSearch,
} from '@/api/generated/model';
import * as v from 'valibot';
import * as MESSAGES from '../message-catalogue';
import { formatPhoneNumber, isUsPhoneNumber, phoneDigits } from '../validate/phone';

export { formatPhoneNumber, isUsPhoneNumber, phoneDigits };

/** Number search country default (spec 001 §9). */
export const DEFAULT_NUMBER_COUNTRY = 'US';

export const SEARCH_KINDS = ['prefix', 'locality', 'phrase'] as const;
export type NumberSearchKind = (typeof SEARCH_KINDS)[number];

/** What the person typed, one form for the three kinds of search. */
export interface NumberSearchForm {
  kind: NumberSearchKind;
  prefix: string;
  /** Only the exact prefix (the contract's `strict`, true by default). */
  strict: boolean;
  city: string;
  region: string;
  phrase: string;
}

export const EMPTY_SEARCH: NumberSearchForm = {
  kind: 'prefix',
  prefix: '',
  strict: true,
  city: '',
  region: '',
  phrase: '',
};

export type NumberSearchRequest =
  | { kind: 'prefix'; body: PhoneNumberPrefixSearch }
  | { kind: 'locality'; body: PhoneNumberLocalitySearch }
  | { kind: 'phrase'; body: PhoneNumberPhraseSearch };

export type NumberSearchErrors = Partial<Record<'prefix' | 'city' | 'region' | 'phrase', string>>;

/** Checks a search form: the errors per field, or the request to send (country US). */
export function numberSearchRequest(
  form: NumberSearchForm,
): { ok: true; request: NumberSearchRequest } | { ok: false; errors: NumberSearchErrors } {
  const country = DEFAULT_NUMBER_COUNTRY;
  if (form.kind === 'prefix') {
    // "(415)", "415-55" and "1 415" all mean the digits; a leading country 1 is dropped.
    let prefix = phoneDigits(form.prefix);
    if (prefix.length > 3 && prefix.startsWith('1')) prefix = prefix.slice(1);
    if (!prefix) return { ok: false, errors: { prefix: 'Enter an area code, such as 415.' } };
    if (/[^\d\s()+.-]/.test(form.prefix)) return { ok: false, errors: { prefix: 'Use digits only, such as 415.' } };
    if (prefix.length > 10) return { ok: false, errors: { prefix: 'Use at most 10 digits.' } };
    return { ok: true, request: { kind: 'prefix', body: { prefix, country, strict: form.strict } } };
  }
  if (form.kind === 'locality') {
    const city = form.city.trim();
    const region = form.region.trim().toUpperCase();
    if (!city && !region) return { ok: false, errors: { city: 'Enter a city, a state, or both.' } };
    if (city.length > 100) return { ok: false, errors: { city: 'Use at most 100 characters.' } };
    if (region && !/^[A-Z]{2}$/.test(region))
      return { ok: false, errors: { region: 'Use the two-letter state code, such as CA.' } };
    return {
      ok: true,
      request: {
        kind: 'locality',
        body: { ...(city ? { city } : {}), ...(region ? { region } : {}), country },
      },
    };
  }
  const phrase = form.phrase.trim().toUpperCase().replace(/\s+/g, '');
  if (!phrase) return { ok: false, errors: { phrase: 'Enter letters or digits, such as SMILE.' } };
  if (!/^[A-Z0-9*]+$/.test(phrase)) return { ok: false, errors: { phrase: 'Use letters, digits or * only.' } };
  if (phrase.length > 20) return { ok: false, errors: { phrase: 'Use at most 20 characters.' } };
  return { ok: true, request: { kind: 'phrase', body: { phrase, country } } };
}

/** What the search looked for, for "No numbers found for …". */
export function describeSearch(request: NumberSearchRequest): string {
  switch (request.kind) {
    case 'prefix':
      return `area code ${request.body.prefix}`;
    case 'locality':
      return [request.body.city, request.body.region].filter(Boolean).join(', ');
    case 'phrase':
      return `“${request.body.phrase}”`;
  }
}

/** What to try next when a search found nothing. */
export function nextTryAfterNone(request: NumberSearchRequest): string {
  switch (request.kind) {
    case 'prefix':
      return request.body.strict === false
        ? 'Try a nearby area code, or search by city instead.'
        : 'Allow nearby numbers, try a nearby area code, or search by city instead.';
    case 'locality':
      return request.body.city
        ? 'Try the state alone, a larger city nearby, or an area code.'
        : 'Try a city in that state, or an area code.';
    case 'phrase':
      return 'Try a shorter word, fewer letters, or * for any digit.';
  }
}

/** An offered number in E.164 (`+14155550142`), from what a search answered. */
export const e164Of = (n: Pick<AvailablePhoneNumber, 'number'>): string => {
  const digits = phoneDigits(n.number);
  return digits ? `+${digits}` : '';
};

/** The place an offered number belongs to: "San Francisco, CA". */
export const localityOf = (n: AvailablePhoneNumber): string => [n.city, n.region].filter(Boolean).join(', ');

/** Offered numbers without the ones already assigned to the account and without repeats. */
export function offeredNumbers(
  numbers: readonly AvailablePhoneNumber[] | undefined,
  assigned: readonly string[],
): AvailablePhoneNumber[] {
  const taken = new Set(assigned.map(phoneDigits).filter(Boolean));
  const seen = new Set<string>();
  const out: AvailablePhoneNumber[] = [];
  for (const n of numbers ?? []) {
    const digits = phoneDigits(n.number);
    if (!digits || taken.has(digits) || seen.has(digits)) continue;
    seen.add(digits);
    out.push(n);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The account's numbers

/** The product prefix of `{product}PhoneNumber` / `{product}Premium`. */
export const PRODUCT = 'vida';

/** A number of the account and what it does. */
export interface AccountNumber {
  /** Digits with country code, as the account holds them. */
  digits: string;
  display: string;
  role: 'agent' | 'owner';
  /** What the number does, in words a person reads. */
  uses: readonly string[];
}

/** The account fields that give it `number` as its agent's number (`{product}PhoneNumber`, digits). */
export function agentNumberPatch(number: string, product = PRODUCT): Readonly<Record<string, string>> {
  return { [`${product}PhoneNumber`]: phoneDigits(number) };
}

/** The account's number fields, read by name (the product prefix decides the key). */
export function agentNumberOf(account: object | null | undefined, product = PRODUCT): string | null {
  if (!account || !Object.prototype.hasOwnProperty.call(account, `${product}PhoneNumber`)) return null;
  const value = (account as Readonly<Record<string, unknown>>)[`${product}PhoneNumber`];
  return typeof value === 'string' && phoneDigits(value) ? phoneDigits(value) : null;
}

/**
 * The account's numbers: the agent's own number (calls, and texts when SMS is on) and the owner's
 * verified mobile, which forwards unanswered calls to the agent once forwarding is set up.
 */
export function accountNumbers(account: Account | null | undefined, product = PRODUCT): AccountNumber[] {
  const out: AccountNumber[] = [];
  const agent = agentNumberOf(account, product);
  if (agent) {
    out.push({
      digits: agent,
      display: formatPhoneNumber(agent),
      role: 'agent',
      uses: account?.smsEnabled === true ? ['Answers calls', 'Sends and receives texts'] : ['Answers calls'],
    });
  }
  const owner = phoneDigits(account?.phoneNumber);
  if (owner && owner !== agent) {
    out.push({
      digits: owner,
      display: formatPhoneNumber(owner),
      role: 'owner',
      uses: ['Your mobile: forward unanswered calls to the agent'],
    });
  }
  return out;
}

/** The SMS state the numbers page and requestAccess show. */
export type SmsState = 'enabled' | 'requested' | 'notRequested' | 'unavailable';

/** The SMS access request as kept in the account's settings (`settings.smsAccessRequest`). */
export interface SmsAccessRequest {
  requestedAt: number;
  useCase: string;
}

export function smsAccessRequestOf(account: Account | null | undefined): SmsAccessRequest | null {
  const raw = (account?.settings as Record<string, unknown> | undefined)?.smsAccessRequest;
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  return typeof r.requestedAt === 'number' && typeof r.useCase === 'string'
    ? { requestedAt: r.requestedAt, useCase: r.useCase }
    : null;
}

export function smsStateOf(account: Account | null | undefined, canSetupSMS: boolean): SmsState {
  if (account?.smsEnabled === true) return 'enabled';
  if (smsAccessRequestOf(account)) return 'requested';
  return canSetupSMS ? 'notRequested' : 'unavailable';
}

/** The use case a person describes for SMS access: required, 20 to 500 characters. */
export function smsUseCaseError(text: string): string | null {
  const s = text.trim();
  if (!s) return MESSAGES.fieldRequired;
  if (s.length < 20) return 'Describe what your agent will text about in at least 20 characters.';
  if (s.length > 500) return 'Use at most 500 characters.';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Bringing your own number

/** A number typed by a person, as E.164 for `byo/assign`; US numbers may omit the country 1. */
export function byoNumberOf(input: string): { ok: true; number: string } | { ok: false; error: string } {
  const s = input.trim();
  if (!s) return { ok: false, error: MESSAGES.fieldRequired };
  if (/[^\d\s()+.-]/.test(s)) return { ok: false, error: 'Use digits only, such as (415) 555-0123.' };
  const digits = phoneDigits(s);
  if (digits.length === 10 && !s.startsWith('+')) return { ok: true, number: `+1${digits}` };
  if (isUsPhoneNumber(digits)) return { ok: true, number: `+${digits}` };
  if (s.startsWith('+') && /^[1-9]\d{6,14}$/.test(digits)) return { ok: true, number: `+${digits}` };
  return { ok: false, error: 'Enter a 10-digit US number, or an international number starting with +.' };
}

/** The steps of verifying a brought number (callVerify). */
export const VERIFY_STEPS = ['forwarding', 'listen'] as const;
export type VerifyStep = (typeof VERIFY_STEPS)[number];
export type VerifyStepState = 'waiting' | 'running' | 'done' | 'failed';

// ---------------------------------------------------------------------------------------------
// The embed snippet (install)

/** The web widget's embed snippet for an account's public username. */
export function embedSnippet(origin: string, username: string): string {
  const safeUser = encodeURIComponent(username);
  return `<script src="${origin}/embed.js" data-agent="${safeUser}" async></script>`;
}

// ---------------------------------------------------------------------------------------------
// Form schemas (valibot, read by react-hook-form's resolver)

export interface SmsRequestValues {
  useCase: string;
  consent: boolean;
}

export const smsRequestSchema = v.object({
  useCase: v.pipe(
    v.string(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (dataset.typed) {
        const error = smsUseCaseError(dataset.value);
        if (error) addIssue({ message: error });
      }
    }),
  ),
  consent: v.pipe(
    v.boolean(),
    v.check((b) => b, 'Confirm that your agent only texts people who agreed to it.'),
  ),
});

export interface ByoValues {
  number: string;
}

export const byoSchema = v.object({
  number: v.pipe(
    v.string(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (dataset.typed) {
        const result = byoNumberOf(dataset.value);
        if (!result.ok) addIssue({ message: result.error });
      }
    }),
  ),
});
