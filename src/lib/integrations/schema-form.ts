// The auth provider's parameters of an app (`dependencies.providers.auth.parameters`, JSON
// Schema properties keyed by name) as form fields: which control, its rules, and the app data a
// filled form sends. A small renderer's rules, tested against the contract's app examples.
import type { App } from '@/api/generated/model';
import { isDayText } from '../dates/day-text';
import * as MESSAGES from '../message-catalogue';

export type FieldKind = 'text' | 'secret' | 'email' | 'url' | 'date' | 'integer' | 'number' | 'boolean' | 'select';

export interface SchemaField {
  name: string;
  label: string;
  description: string | null;
  kind: FieldKind;
  required: boolean;
  /** For `select`: the values offered, as text, and their labels. */
  options: { value: string; label: string }[];
  minLength: number | null;
  maxLength: number | null;
  minimum: number | null;
  maximum: number | null;
  pattern: RegExp | null;
  default: unknown;
}

type JsonSchema = Record<string, unknown>;

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

/** Names that mean a secret even without `format: password` (apiKey, client_secret, token…). */
const SECRET_NAME = /(secret|password|passwd|token|api[-_]?key|private[-_]?key)/i;

/** `defaultDurationMinutes` → `Default duration minutes`. */
export function labelOfName(name: string): string {
  const words = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
}

function typeOf(schema: JsonSchema): string | null {
  const t = schema.type;
  if (typeof t === 'string') return t;
  if (Array.isArray(t)) return (t.find((x) => x !== 'null') as string | undefined) ?? null;
  return null;
}

function safePattern(raw: unknown): RegExp | null {
  if (typeof raw !== 'string' || raw.length > 500) return null;
  try {
    return new RegExp(raw, 'u');
  } catch {
    return null;
  }
}

function kindOf(name: string, schema: JsonSchema): FieldKind {
  const type = typeOf(schema);
  const format = typeof schema.format === 'string' ? schema.format : '';
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return 'select';
  if (type === 'boolean') return 'boolean';
  if (type === 'integer') return 'integer';
  if (type === 'number') return 'number';
  if (format === 'password' || schema.writeOnly === true || schema['x-secret'] === true || schema.secret === true)
    return 'secret';
  if (format === 'email') return 'email';
  if (format === 'uri' || format === 'url') return 'url';
  if (format === 'date') return 'date';
  if (SECRET_NAME.test(name)) return 'secret';
  return 'text';
}

/** The auth parameters of an app: its properties and which are required (a `required` list beside them, or `required: true` on one). */
export function authParametersOf(app: Pick<App, 'dependencies'> | null | undefined): {
  properties: Record<string, unknown>;
  required: string[];
} {
  const params = app?.dependencies?.providers?.auth?.parameters as Record<string, unknown> | undefined;
  const properties = isObject(params?.properties) ? params.properties : {};
  const required = Array.isArray(params?.required)
    ? params.required.filter((r): r is string => typeof r === 'string')
    : [];
  return { properties, required };
}

/** One field per property, in the schema's order; a property that is not a schema object is skipped. */
export function schemaFields(properties: Record<string, unknown>, required: readonly string[] = []): SchemaField[] {
  const fields: SchemaField[] = [];
  for (const [name, raw] of Object.entries(properties)) {
    if (!isObject(raw)) continue;
    const kind = kindOf(name, raw);
    const options =
      kind === 'select'
        ? (raw.enum as unknown[])
            .filter((v) => ['string', 'number', 'boolean'].includes(typeof v))
            .map((v, i) => {
              const names = Array.isArray(raw['x-enumNames']) ? (raw['x-enumNames'] as unknown[]) : [];
              return { value: String(v), label: typeof names[i] === 'string' ? (names[i] as string) : String(v) };
            })
        : [];
    fields.push({
      name,
      label: str(raw.title) ?? labelOfName(name),
      description: str(raw.description),
      kind,
      required: required.includes(name) || raw.required === true,
      options,
      minLength: num(raw.minLength),
      maxLength: num(raw.maxLength),
      minimum: num(raw.minimum),
      maximum: num(raw.maximum),
      pattern: safePattern(raw.pattern),
      default: raw.default,
    });
  }
  return fields;
}

export const fieldsOfApp = (app: Pick<App, 'dependencies'> | null | undefined): SchemaField[] => {
  const { properties, required } = authParametersOf(app);
  return schemaFields(properties, required);
};

/** The form's values are text (booleans as booleans): what an input holds. */
export type SchemaFormValues = Record<string, string | boolean>;

/**
 * The form's starting values from the stored app data. Secrets are never prefilled (the field
 * stays empty and an empty secret keeps the stored one); defaults fill what has no value.
 */
export function initialValues(
  fields: readonly SchemaField[],
  appData: Record<string, unknown> | undefined,
): SchemaFormValues {
  const values: SchemaFormValues = {};
  for (const f of fields) {
    const stored = appData?.[f.name];
    const v = stored !== undefined && stored !== null ? stored : f.default;
    if (f.kind === 'boolean') values[f.name] = v === true;
    else if (f.kind === 'secret') values[f.name] = '';
    else values[f.name] = v === undefined || v === null || typeof v === 'object' ? '' : String(v);
  }
  return values;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const SCHEMA_FORM_MESSAGES = {
  required: MESSAGES.fieldRequired,
  email: 'Enter a valid email address, like name@example.com.',
  url: 'Enter a full address starting with https:// or http://.',
  date: MESSAGES.unreadableDay,
  integer: 'Enter a whole number.',
  number: 'Enter a number.',
  min: (n: number) => `Enter ${n} or more.`,
  max: (n: number) => `Enter ${n} or less.`,
  minLength: (n: number) => `Use at least ${n} characters.`,
  maxLength: (n: number) => `Use at most ${n} characters.`,
  pattern: 'This value does not have the expected form.',
  option: 'Choose one of the options.',
} as const;

/**
 * Why a field's value cannot be sent, or null. `hasStored` says a secret is already stored, so
 * leaving it empty keeps it (a required secret is then not missing).
 */
export function fieldProblem(
  field: SchemaField,
  value: string | boolean | undefined,
  hasStored = false,
): string | null {
  if (field.kind === 'boolean') return null;
  const text = typeof value === 'string' ? (field.kind === 'secret' ? value : value.trim()) : '';
  if (!text) return field.required && !(field.kind === 'secret' && hasStored) ? SCHEMA_FORM_MESSAGES.required : null;
  switch (field.kind) {
    case 'select':
      return field.options.some((o) => o.value === text) ? null : SCHEMA_FORM_MESSAGES.option;
    case 'integer':
    case 'number': {
      const ok = field.kind === 'integer' ? /^-?\d{1,15}$/.test(text) : /^-?\d+(\.\d+)?$/.test(text);
      if (!ok) return field.kind === 'integer' ? SCHEMA_FORM_MESSAGES.integer : SCHEMA_FORM_MESSAGES.number;
      const n = Number(text);
      if (field.minimum !== null && n < field.minimum) return SCHEMA_FORM_MESSAGES.min(field.minimum);
      if (field.maximum !== null && n > field.maximum) return SCHEMA_FORM_MESSAGES.max(field.maximum);
      return null;
    }
    case 'email':
      if (!EMAIL.test(text)) return SCHEMA_FORM_MESSAGES.email;
      break;
    case 'url':
      try {
        const u = new URL(text);
        if (u.protocol !== 'https:' && u.protocol !== 'http:') return SCHEMA_FORM_MESSAGES.url;
      } catch {
        return SCHEMA_FORM_MESSAGES.url;
      }
      break;
    case 'date':
      if (!isDayText(text)) return SCHEMA_FORM_MESSAGES.date;
      break;
    default:
      break;
  }
  if (field.minLength !== null && text.length < field.minLength) return SCHEMA_FORM_MESSAGES.minLength(field.minLength);
  if (field.maxLength !== null && text.length > field.maxLength) return SCHEMA_FORM_MESSAGES.maxLength(field.maxLength);
  if (field.pattern && !field.pattern.test(text)) return SCHEMA_FORM_MESSAGES.pattern;
  return null;
}

/** Every field's problem, keyed by name (empty when the form can be sent). */
export function formProblems(
  fields: readonly SchemaField[],
  values: SchemaFormValues,
  stored: Record<string, unknown> | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const p = fieldProblem(f, values[f.name], stored?.[f.name] !== undefined && stored?.[f.name] !== '');
    if (p) out[f.name] = p;
  }
  return out;
}

/**
 * The app data a valid form sends: numbers as numbers, booleans as booleans, an enum of numbers
 * as its number, empty optional fields left out, and an empty secret left out (the stored one stays).
 */
export function appDataOf(
  fields: readonly SchemaField[],
  values: SchemaFormValues,
  properties: Record<string, unknown> = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.name];
    if (f.kind === 'boolean') {
      out[f.name] = v === true;
      continue;
    }
    const text = typeof v === 'string' ? (f.kind === 'secret' ? v : v.trim()) : '';
    if (!text) continue;
    if (f.kind === 'integer' || f.kind === 'number') out[f.name] = Number(text);
    else if (f.kind === 'select') {
      const schema = properties[f.name];
      const original =
        isObject(schema) && Array.isArray(schema.enum) ? schema.enum.find((e) => String(e) === text) : undefined;
      out[f.name] = original ?? text;
    } else out[f.name] = text;
  }
  return out;
}
