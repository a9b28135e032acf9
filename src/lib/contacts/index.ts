// Contacts (spec 000 §3, §5, §8; doc 001 §5): display, search, local merge and form rules.
// Pure functions over plain objects shaped like the contract's Contact; no React, no network.
import type { Contact, ContactContact } from '@/api/generated/model';
import * as MESSAGES from '../message-catalogue';
import { formatPhoneNumber, phoneDigits } from '../validate';

/** The free-form fields of a contact (the contract's `contact` object). */
export type ContactFields = ContactContact;

/** A contact as the contract exchanges it: an id plus its fields. */
export type ContactRecord = Contact;

/** The fields the contact form edits, in form order. */
export const CONTACT_FORM_FIELDS = ['firstName', 'lastName', 'phoneNumber', 'email', 'company', 'notes'] as const;
export type ContactFormField = (typeof CONTACT_FORM_FIELDS)[number];
export type ContactFormValues = Record<ContactFormField, string>;

/** The contract's maximum lengths of each field (openapi/components/schemas/ContactSave.yaml). */
export const CONTACT_FIELD_MAX_LENGTH: Readonly<Record<ContactFormField, number>> = {
  firstName: 100,
  lastName: 100,
  phoneNumber: 20,
  email: 320,
  company: 200,
  notes: 5000,
};

/** Digits a phone number may hold: 7 (a short local number) to 15 (the E.164 maximum). */
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/**
 * How a contact is named on screen: first and last name, else the company, else the phone
 * number in display form, else the email; null when the contact has none of them.
 */
export function contactDisplayName(fields: ContactFields | null | undefined): string | null {
  if (!fields || typeof fields !== 'object') return null;
  const name = [str(fields.firstName), str(fields.lastName)].filter(Boolean).join(' ');
  if (name) return name;
  const company = str(fields.company);
  if (company) return company;
  const phone = str(fields.phoneNumber);
  if (phone) return formatPhoneNumber(phone);
  const email = str(fields.email);
  return email || null;
}

/** The search text as sent and matched: trimmed, inner whitespace collapsed; '' when blank. */
export function normalizeSearch(text: unknown): string {
  return typeof text === 'string' ? text.trim().replace(/\s+/g, ' ') : '';
}

/** Every text of a contact a search may hit: all string and number fields, custom ones included. */
function searchableTexts(fields: ContactFields): string[] {
  const out: string[] = [];
  for (const value of Object.values(fields)) {
    if (typeof value === 'string' || typeof value === 'number') out.push(String(value).toLowerCase());
  }
  return out;
}

/**
 * True when every word of the search occurs in some field of the contact (case-insensitive).
 * A word of digits and phone punctuation also matches the phone number's digits, so
 * "(415) 555" finds '14155550187'. A blank search matches every contact.
 */
export function matchesContactSearch(fields: ContactFields | null | undefined, search: string): boolean {
  const words = normalizeSearch(search).toLowerCase().split(' ').filter(Boolean);
  if (words.length === 0) return true;
  if (!fields || typeof fields !== 'object') return false;
  const texts = searchableTexts(fields);
  const phone = phoneDigits(fields.phoneNumber);
  return words.every((word) => {
    if (texts.some((t) => t.includes(word))) return true;
    const digits = /^[\d\s()+.-]+$/.test(word) ? phoneDigits(word) : '';
    return digits !== '' && phone.includes(digits);
  });
}

/** The contacts that match the search, in their order. */
export function filterContacts<T extends ContactRecord>(contacts: readonly T[], search: string): T[] {
  return contacts.filter((c) => matchesContactSearch(c.contact, search));
}

/**
 * The contact with `data` merged into its fields, as the server merges an update (new keys are
 * added, given keys replaced). Undefined values in `data` are not given, so they change nothing.
 */
export function mergeContactData<T extends ContactRecord>(contact: T, data: Readonly<Record<string, unknown>>): T {
  const given = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
  return { ...contact, contact: { ...contact.contact, ...given } };
}

/** The list with the contact of the same id replaced (merged data shows at once); unchanged otherwise. */
export function replaceContact<T extends ContactRecord>(contacts: readonly T[], contact: T): T[] {
  return contacts.map((c) => (c.id === contact.id ? contact : c));
}

/** The list with a new contact first, or with the one of the same id replaced. */
export function upsertContact<T extends ContactRecord>(contacts: readonly T[], contact: T): T[] {
  return contacts.some((c) => c.id === contact.id) ? replaceContact(contacts, contact) : [contact, ...contacts];
}

/** The list without the contact of that id. */
export function removeContact<T extends ContactRecord>(contacts: readonly T[], id: string): T[] {
  return contacts.filter((c) => c.id !== id);
}

// ---------------------------------------------------------------------------------------------
// Forms

/** The form's starting values for a contact (empty strings for a new one). */
export function contactFormValues(fields?: ContactFields | null): ContactFormValues {
  const values = {} as ContactFormValues;
  for (const key of CONTACT_FORM_FIELDS) {
    const v = fields?.[key];
    values[key] = typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
  }
  return values;
}

/** A typed phone number as stored: its digits only ('+1 (415) 555-0187' → '14155550187'). */
export function normalizePhoneInput(input: string): string {
  return phoneDigits(input);
}

/** One value of the form as it is sent: trimmed; the phone number reduced to its digits. */
function sentValue(key: ContactFormField, raw: string): string {
  const v = raw.trim();
  return key === 'phoneNumber' ? normalizePhoneInput(v) : v;
}

/** The `data` of a new contact: the filled fields only. */
export function newContactData(values: ContactFormValues): Partial<ContactFormValues> {
  const data: Partial<ContactFormValues> = {};
  for (const key of CONTACT_FORM_FIELDS) {
    const v = sentValue(key, values[key] ?? '');
    if (v) data[key] = v;
  }
  return data;
}

/**
 * The `data` of an update (the client's newData): only the fields that changed. A field the user
 * emptied is sent as '' so the merge on the server clears it. Custom fields are never touched.
 */
export function changedContactData(original: ContactFields | null | undefined, values: ContactFormValues) {
  const before = contactFormValues(original);
  const data: Partial<ContactFormValues> = {};
  for (const key of CONTACT_FORM_FIELDS) {
    const v = sentValue(key, values[key] ?? '');
    if (v !== sentValue(key, before[key])) data[key] = v;
  }
  return data;
}

/** True when the form names the contact somehow: a name, a company, a phone number or an email. */
export function hasContactIdentity(values: Partial<ContactFormValues>): boolean {
  return ['firstName', 'lastName', 'company', 'phoneNumber', 'email'].some(
    (k) => (values[k as ContactFormField] ?? '').trim() !== '',
  );
}

/** A plain email check: one @, no spaces, a dot in the domain. Empty counts as valid (optional). */
export function isValidContactEmail(input: string): boolean {
  const v = input.trim();
  return v === '' || /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(v);
}

export type PhoneProblem = 'characters' | 'tooShort' | 'tooLong';

/**
 * What is wrong with a typed phone number, or null: only digits, spaces and + ( ) . - are
 * allowed, with 7 to 15 digits. Empty counts as valid (the field is optional).
 */
export function phoneInputProblem(input: string): PhoneProblem | null {
  const v = input.trim();
  if (v === '') return null;
  if (!/^\+?[\d\s().-]+$/.test(v)) return 'characters';
  const n = phoneDigits(v).length;
  if (n < PHONE_MIN_DIGITS) return 'tooShort';
  if (n > PHONE_MAX_DIGITS) return 'tooLong';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Who may fetch contacts

// In their own module: the frame reads them on every page, and a module the first download
// imports is in it whole (docs/performance.md).
export { orgAccountIdOf, type OrgLocatable } from './org-id';

/** Contact fetches need a token and an organization account id (spec 000 §8, doc 001 §5). */
export function contactAccessError(token: string | null | undefined, orgAccountId: number | null): string | null {
  return token && orgAccountId ? null : MESSAGES.noTokenOrOrgAccountId;
}

/** The contract's longest contact id. */
export const CONTACT_ID_MAX_LENGTH = 64;

/**
 * The contact id carried by an overlay flag (`?editContact=ct_5f2a91`), or null when the flag only
 * opens the overlay (`true`) — a fetch without an id answers false (doc 001 §5), so none is made.
 * A number is an id too (the router parses `?editContact=42` as 42).
 */
export function contactIdFromFlag(value: unknown): string | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? String(value) : null;
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (v === '' || ['true', 'false', '0'].includes(v.toLowerCase())) return null;
  return v.length <= CONTACT_ID_MAX_LENGTH ? v : null;
}
