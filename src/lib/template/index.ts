// Template engine (spec 000 §3 "Template field", §4 staleness, §5 "Template values"): value
// coercion, conditional blocks and {key} substitution, placeholder resolution, disabledIf,
// staleness, and the integration ids a template implies.

export interface TemplateFieldOption {
  readonly value: string;
  readonly label?: string;
}

export interface TemplateField {
  readonly key: string;
  readonly type?: string;
  readonly inputType?: string;
  readonly options?: readonly TemplateFieldOption[];
  readonly value?: unknown;
  readonly placeholder?: string;
  readonly autoPrefilled?: boolean;
  /** Written `key=value`: the field is disabled while field `key` holds `value`. */
  readonly disabledIf?: string;
  readonly label?: string;
}

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

/** Own-property read, so `constructor` or `__proto__` keys read as missing. */
export function readValue(values: TemplateValues, key: string): unknown {
  return hasOwn(values, key) ? values[key] : undefined;
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
 * valid options, undefined if none is valid; any other type → a string.
 */
export function coerceFieldValue(
  field: { type?: string; inputType?: string; options?: readonly { value: string }[] },
  value: unknown,
): unknown {
  const kind = fieldKind(field);
  const options = new Set((field.options ?? []).map((option) => option.value));
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

/** Conditional blocks, then `{key}` substitution. */
export function renderTemplate(text: string, values: TemplateValues): string {
  if (typeof text !== 'string') return '';
  return substitutePlaceholders(renderConditionals(text, values), values);
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

/**
 * Replaces `{key}` placeholders inside field values and placeholders with other fields'
 * values (fields without a value leave the placeholder as written). Chains resolve, cycles stop.
 */
export function resolvePlaceholders<F extends TemplateField>(fields: readonly F[]): F[] {
  let current: F[] = [...fields];
  for (let pass = 0; pass <= fields.length; pass += 1) {
    let changed = false;
    const next = current.map((field) => {
      const others: Record<string, unknown> = {};
      for (const other of current) {
        if (other.key !== field.key && other.key !== '__proto__' && hasContent(other.value))
          others[other.key] = other.value;
      }
      let updated: F = field;
      if (typeof field.value === 'string') {
        const value = substitutePlaceholders(field.value, others);
        if (value !== field.value) updated = { ...updated, value };
      }
      if (typeof field.placeholder === 'string') {
        const placeholder = substitutePlaceholders(field.placeholder, others);
        if (placeholder !== field.placeholder) updated = { ...updated, placeholder };
      }
      if (updated !== field) changed = true;
      return updated;
    });
    current = next;
    if (!changed) break;
  }
  return current;
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
  for (const app of template.apps ?? []) {
    if (app.appId && app.version !== undefined && app.version !== '')
      add(appIntegrationId({ appId: app.appId, version: app.version }));
  }
  if ((template.actions ?? []).some((action) => action.name === SCHEDULE_ACTION)) add(GOOGLE_CALENDAR_INTEGRATION);
  return out;
}

export interface TemplateShape {
  readonly templateFields: readonly TemplateField[];
  readonly templateIntegrations: readonly string[];
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
    (field.options ?? [])
      .map((option) => [option.value, option.label ?? null] as const)
      .sort((p, q) => (p[0] < q[0] ? -1 : p[0] > q[0] ? 1 : 0)),
  );
}

/**
 * A saved template is stale when the integration set, the key set, or any field's type or
 * options differ from the current template. A changed value alone is not stale.
 */
export function isTemplateStale(saved: TemplateShape, current: TemplateShape): boolean {
  if (!sameSet(saved.templateIntegrations ?? [], current.templateIntegrations ?? [])) return true;
  const savedFields = saved.templateFields ?? [];
  const currentFields = current.templateFields ?? [];
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
