// Template engine (spec 000 §3 "Template field", §4 staleness, §5 "Template values"): value
// coercion, conditional blocks and {key} substitution, placeholder resolution, disabledIf,
// staleness, and the integration ids a template implies.
import type { TemplateField, TemplateFieldOption, TemplateFieldType, TemplateFieldValue } from '@/api/generated/model';

/** A template field and its options are the contract's (`TemplateField`); rules here never change
 * one in place. */
export type { TemplateField, TemplateFieldOption, TemplateFieldValue };

export interface TemplateApp {
  readonly appId?: string;
  readonly version?: string | number;
}

export interface TemplateAction {
  readonly name?: string;
}

export type TemplateValues = Readonly<Record<string, unknown>>;

export const SELECT_TYPE = 'select';
export const MULTI_SELECT_TYPE = 'multi-select';
/** The action whose presence implies the Google Calendar integration. */
export const SCHEDULE_ACTION = 'schedule';
export const GOOGLE_CALENDAR_INTEGRATION = 'googleCalendar';

const hasOwn = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/** Own-property read, so `constructor` or `__proto__` keys read as missing (and so does anything on a non-object). */
export function readValue(values: TemplateValues, key: string): unknown {
  return typeof values === 'object' && values !== null && hasOwn(values, key) ? values[key] : undefined;
}

/** The string `value`s of a field's options; options that are not a list, or entries without a string value, are ignored. */
export function optionValues(options: unknown): string[] {
  if (!Array.isArray(options)) return [];
  const out: string[] = [];
  for (const option of options as readonly unknown[]) {
    const value = typeof option === 'object' && option !== null ? (option as { value?: unknown }).value : undefined;
    if (typeof value === 'string') out.push(value);
  }
  return out;
}

/** The well-formed options of a list: objects with a string value (and a string label, when any). */
export function sanitizeOptions(options: unknown): TemplateFieldOption[] {
  if (!Array.isArray(options)) return [];
  const out: TemplateFieldOption[] = [];
  for (const option of options as readonly unknown[]) {
    if (typeof option !== 'object' || option === null) continue;
    const { value, label } = option as { value?: unknown; label?: unknown };
    if (typeof value !== 'string') continue;
    out.push(typeof label === 'string' ? { value, label } : { value });
  }
  return out;
}

const STRING_FIELD_PROPS = ['type', 'inputType', 'placeholder', 'disabledIf', 'label'] as const;

/**
 * A template field from untrusted data (saved state, a server template), or null when it has no
 * string key. Other properties are kept; known ones of the wrong type are dropped, and `options`
 * is kept only as a list of objects with a string value.
 */
export function sanitizeTemplateField(raw: unknown): TemplateField | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const source = raw as Record<string, unknown>;
  if (typeof source.key !== 'string') return null;
  const field: Record<string, unknown> = { ...source };
  for (const prop of STRING_FIELD_PROPS) {
    if (hasOwn(field, prop) && typeof field[prop] !== 'string') delete field[prop];
  }
  if (hasOwn(field, 'autoPrefilled') && typeof field.autoPrefilled !== 'boolean') delete field.autoPrefilled;
  const { type, inputType, options, value, ...rest } = field;
  const out: TemplateField = { ...rest, key: source.key };
  if (isFieldType(type)) out.type = type;
  if (isFieldType(inputType)) out.inputType = inputType;
  if (Array.isArray(options)) out.options = sanitizeOptions(options);
  const contract = contractValue(value);
  if (contract !== undefined) out.value = contract;
  return out;
}

const FIELD_TYPES: readonly string[] = ['text', 'textarea', 'select', 'multi-select'] satisfies TemplateFieldType[];
const isFieldType = (v: unknown): v is TemplateFieldType => typeof v === 'string' && FIELD_TYPES.includes(v);

/** A value as the contract holds it: text, a list of texts (multi-select) or null; numbers and
 * booleans become their text, anything else is no value. */
export function contractValue(value: unknown): TemplateFieldValue | undefined {
  if (value === null || typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(valueToText);
  const text = scalarText(value);
  return text === null ? undefined : text;
}

/** The well-formed fields of a list (see sanitizeTemplateField); anything but an array gives []. */
export function sanitizeTemplateFields(raw: unknown): TemplateField[] {
  if (!Array.isArray(raw)) return [];
  const out: TemplateField[] = [];
  for (const item of raw as readonly unknown[]) {
    const field = sanitizeTemplateField(item);
    if (field !== null) out.push(field);
  }
  return out;
}

/** The field's kind: `type`, else `inputType`. */
export function fieldKind(field: { type?: string; inputType?: string }): string | undefined {
  return field.type ?? field.inputType;
}

function scalarText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return null;
}

/**
 * Coerces a value for a field: select → one of the option values, else undefined;
 * multi-select → an array (from an array or a comma-separated string), trimmed and filtered to
 * valid options, undefined if none is valid; any other type → a string. Malformed options
 * (not a list, entries without a string value) are ignored.
 */
export function coerceFieldValue(
  field: { type?: string; inputType?: string; options?: readonly { value: string }[] },
  value: unknown,
): string | string[] | undefined {
  const safe: { type?: unknown; inputType?: unknown; options?: unknown } =
    typeof field === 'object' && field !== null ? field : {};
  const kind = safe.type ?? safe.inputType;
  const options = new Set(optionValues(safe.options));
  if (kind === SELECT_TYPE) {
    const text = scalarText(value);
    if (text === null) return undefined;
    if (options.has(text)) return text;
    const trimmed = text.trim();
    return options.has(trimmed) ? trimmed : undefined;
  }
  if (kind === MULTI_SELECT_TYPE) {
    let items: unknown[];
    if (Array.isArray(value)) items = value;
    else if (typeof value === 'string') items = value.split(',');
    else return undefined;
    const valid: string[] = [];
    for (const item of items) {
      const text = scalarText(item)?.trim();
      if (text !== undefined && options.has(text) && !valid.includes(text)) valid.push(text);
    }
    return valid.length > 0 ? valid : undefined;
  }
  return valueToText(value);
}

/** A value as text: arrays joined by ', ', null or undefined as ''. */
export function valueToText(value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = scalarText(value);
  if (text !== null) return text;
  if (Array.isArray(value)) return value.map(valueToText).join(', ');
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

/** True when the value "holds" the wanted text: equal, or for arrays, containing it. */
export function holdsValue(value: unknown, wanted: string): boolean {
  if (Array.isArray(value)) return value.some((item) => scalarText(item) === wanted);
  const text = scalarText(value);
  return text !== null && text === wanted;
}

const BLOCK = /\{#([^{}=\s]+)=([^{}]*)\}([\s\S]*?)\{\/\1\}/g;
const PLACEHOLDER = /\{([A-Za-z0-9_.-]+)\}/g;

/** Keeps `{#key=value}…{/key}` blocks only while field `key` holds `value` (nested blocks allowed). */
export function renderConditionals(text: string, values: TemplateValues): string {
  let current = text;
  for (let pass = 0; pass < 32; pass += 1) {
    const next = current.replace(BLOCK, (_match, key: string, wanted: string, body: string) =>
      holdsValue(readValue(values, key), wanted) ? body : '',
    );
    if (next === current) return next;
    current = next;
  }
  return current;
}

/** Replaces `{key}` by the field's value; unknown keys and null or undefined values stay as written. */
export function substitutePlaceholders(text: string, values: TemplateValues): string {
  return text.replace(PLACEHOLDER, (match, key: string) => {
    const value = readValue(values, key);
    return value === undefined || value === null ? match : valueToText(value);
  });
}

/** Conditional blocks, then `{key}` substitution. Values that are not an object count as `{}`. */
export function renderTemplate(text: string, values: TemplateValues): string {
  if (typeof text !== 'string') return '';
  const safe: TemplateValues = typeof values === 'object' && values !== null ? values : {};
  return substitutePlaceholders(renderConditionals(text, safe), safe);
}

/** The values of a field list, keyed by field key. */
export function fieldValues(fields: readonly TemplateField[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.key === '__proto__') continue;
    out[field.key] = field.value;
  }
  return out;
}

function hasContent(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  return valueToText(value) !== '';
}

/** Longest text placeholder resolution may produce; a substitution that would go past it is left as written. */
export const MAX_RESOLVED_LENGTH = 100_000;
/** Deepest chain of placeholders followed (a → b → c …). */
export const MAX_PLACEHOLDER_DEPTH = 64;
/** Field resolutions per call; once spent, remaining placeholders stay as written. */
const MAX_RESOLUTION_STEPS = 10_000;

interface Resolution {
  readonly text: string;
  /** The shallowest field on the resolution stack this text stopped at (Infinity when none). */
  readonly low: number;
}

/**
 * Replaces `{key}` placeholders inside field values and placeholders with other fields'
 * values (fields without a value leave the placeholder as written). Chains resolve
 * (a → b → c); a placeholder that leads back to a field already being resolved (a cycle,
 * or the field itself) stays as written, so `a: '{b}', b: '{a}'` gives `a: '{a}', b: '{b}'`.
 * Output length, chain depth and total work are bounded.
 */
export function resolvePlaceholders<F extends TemplateField>(fields: readonly F[]): F[] {
  const list: readonly F[] = Array.isArray(fields) ? fields : [];
  const byKey = new Map<string, F>();
  for (const field of list) {
    if (typeof field === 'object' && field !== null && typeof field.key === 'string') byKey.set(field.key, field);
  }
  /** Resolutions that do not depend on the stack they were reached from. */
  const memo = new Map<string, string>();
  /** Fields being resolved, with their depth. */
  const stack = new Map<string, number>();
  let steps = 0;

  const substitute = (text: string): Resolution => {
    let low = Number.POSITIVE_INFINITY;
    let budget = MAX_RESOLVED_LENGTH - text.length;
    const out = text.replace(PLACEHOLDER, (match, key: string) => {
      const depth = stack.get(key);
      if (depth !== undefined) {
        low = Math.min(low, depth);
        return match;
      }
      const other = byKey.get(key);
      if (other === undefined || !hasContent(other.value)) return match;
      const resolved = resolveField(key, other);
      low = Math.min(low, resolved.low);
      const growth = resolved.text.length - match.length;
      if (growth > budget) return match;
      budget -= growth;
      return resolved.text;
    });
    return { text: out, low };
  };

  const resolveField = (key: string, field: F): Resolution => {
    if (typeof field.value !== 'string') return { text: valueToText(field.value), low: Number.POSITIVE_INFINITY };
    const cached = memo.get(key);
    if (cached !== undefined) return { text: cached, low: Number.POSITIVE_INFINITY };
    const depth = stack.size;
    steps += 1;
    // Too deep or out of budget: left as written, and not remembered (it depends on the path).
    if (depth >= MAX_PLACEHOLDER_DEPTH || steps > MAX_RESOLUTION_STEPS) return { text: `{${key}}`, low: -1 };
    stack.set(key, depth);
    const resolved = substitute(field.value);
    stack.delete(key);
    if (resolved.low < depth) return resolved;
    memo.set(key, resolved.text);
    return { text: resolved.text, low: Number.POSITIVE_INFINITY };
  };

  /** A field's own text, with the field itself on the stack. */
  const resolveOwn = (key: string, text: string): string => {
    stack.set(key, 0);
    const { text: out } = substitute(text);
    stack.delete(key);
    return out;
  };

  return list.map((field) => {
    if (typeof field !== 'object' || field === null || typeof field.key !== 'string') return field;
    let updated: F = field;
    if (typeof field.value === 'string') {
      const value = resolveOwn(field.key, field.value);
      if (value !== field.value) updated = { ...updated, value };
    }
    if (typeof field.placeholder === 'string') {
      const placeholder = resolveOwn(field.key, field.placeholder);
      if (placeholder !== field.placeholder) updated = { ...updated, placeholder };
    }
    return updated;
  });
}

/** Splits `key=value`; null when malformed. */
export function parseDisabledIf(disabledIf: unknown): { key: string; value: string } | null {
  if (typeof disabledIf !== 'string') return null;
  const at = disabledIf.indexOf('=');
  if (at <= 0) return null;
  const key = disabledIf.slice(0, at).trim();
  return key === '' ? null : { key, value: disabledIf.slice(at + 1).trim() };
}

/** A field is disabled while another field holds its `disabledIf` value (`key=value`). */
export function isFieldDisabled(field: { disabledIf?: string }, values: TemplateValues): boolean {
  const rule = parseDisabledIf(field.disabledIf);
  return rule !== null && holdsValue(readValue(values, rule.key), rule.value);
}

// ---------------------------------------------------------------------------------------------
// Integrations and staleness

/** The integration id of an app: `vader:{appId}:{version}`. */
export function appIntegrationId(app: { appId: string; version: string | number }): string {
  return `vader:${app.appId}:${String(app.version)}`;
}

/** Integrations a template implies: each app's id, and googleCalendar for a `schedule` action. */
export function templateIntegrations(template: {
  apps?: readonly TemplateApp[];
  actions?: readonly TemplateAction[];
}): string[] {
  const out: string[] = [];
  const add = (id: string): void => {
    if (!out.includes(id)) out.push(id);
  };
  const apps: readonly unknown[] = Array.isArray(template.apps) ? template.apps : [];
  const actions: readonly unknown[] = Array.isArray(template.actions) ? template.actions : [];
  for (const item of apps) {
    if (typeof item !== 'object' || item === null) continue;
    const app = item as TemplateApp;
    const version = app.version;
    const hasVersion = (typeof version === 'string' && version !== '') || typeof version === 'number';
    if (typeof app.appId === 'string' && app.appId !== '' && hasVersion)
      add(appIntegrationId({ appId: app.appId, version }));
  }
  const schedules = actions.some(
    (action) => typeof action === 'object' && action !== null && (action as TemplateAction).name === SCHEDULE_ACTION,
  );
  if (schedules) add(GOOGLE_CALENDAR_INTEGRATION);
  return out;
}

export interface TemplateShape {
  readonly templateFields: readonly TemplateField[];
  readonly templateIntegrations: readonly string[];
}

function stringItems(list: unknown): string[] {
  return Array.isArray(list)
    ? (list as readonly unknown[]).filter((item): item is string => typeof item === 'string')
    : [];
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const x = new Set(a);
  const y = new Set(b);
  if (x.size !== y.size) return false;
  for (const item of x) if (!y.has(item)) return false;
  return true;
}

function optionSignature(field: TemplateField): string {
  return JSON.stringify(
    sanitizeOptions(field.options)
      .map((option) => [option.value, option.label ?? null] as const)
      .sort((p, q) => (p[0] < q[0] ? -1 : p[0] > q[0] ? 1 : 0)),
  );
}

/**
 * A saved template is stale when the integration set, the key set, or any field's type or
 * options differ from the current template. A changed value alone is not stale. Malformed
 * entries (fields without a string key, options without a string value) are ignored.
 */
export function isTemplateStale(saved: TemplateShape, current: TemplateShape): boolean {
  if (!sameSet(stringItems(saved?.templateIntegrations), stringItems(current?.templateIntegrations))) return true;
  const savedFields = sanitizeTemplateFields(saved?.templateFields);
  const currentFields = sanitizeTemplateFields(current?.templateFields);
  if (
    !sameSet(
      savedFields.map((f) => f.key),
      currentFields.map((f) => f.key),
    )
  )
    return true;
  const byKey = new Map(currentFields.map((field) => [field.key, field] as const));
  for (const field of savedFields) {
    const other = byKey.get(field.key);
    if (!other) return true;
    if (fieldKind(field) !== fieldKind(other)) return true;
    if (optionSignature(field) !== optionSignature(other)) return true;
  }
  return false;
}

/** Whether text uses template syntax: `{key}` placeholders or `{#key=value}…{/key}` blocks. */
export function hasTemplateSyntax(text: unknown): boolean {
  return typeof text === 'string' && /\{#?[A-Za-z0-9_.-]+(?:=[^{}]*)?\}/.test(text);
}

/**
 * The values that fill an agent's template text (its filled preview): the template's own field
 * values, under the values chosen for the same keys (in onboarding, say) when those hold
 * something; placeholders inside values are resolved as the template engine does.
 */
export function templatePreviewValues(
  templateFields: readonly TemplateField[],
  chosen: readonly TemplateField[],
): Record<string, unknown> {
  const picked = new Map<string, TemplateField>();
  for (const field of chosen) if (hasContent(field.value)) picked.set(field.key, field);
  const merged: TemplateField[] = templateFields.map((field) => {
    const mine = picked.get(field.key);
    return mine ? { ...field, value: mine.value } : field;
  });
  const known = new Set(templateFields.map((field) => field.key));
  for (const [key, field] of picked) if (!known.has(key)) merged.push(field);
  return fieldValues(resolvePlaceholders(merged));
}

/** A person's name for an app id (`google-calendar` → `Google Calendar`): the id itself belongs
 * in detail rows only. */
export function appDisplayName(appId: string): string {
  const words = appId
    .split(/[-_.\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return words.length ? words.join(' ') : appId;
}

/** A template's name as a person reads it: its title, or "Untitled template" (never its id). */
export const templateDisplayName = (t: { title?: string | null }): string => t.title?.trim() || 'Untitled template';
