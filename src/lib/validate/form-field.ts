// Form-field helper (spec 000 §4, §5, §9).
import * as MESSAGES from '../message-catalogue';

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

/** True when no field has an error (checking every field, blurred or not). */
export function areFormFieldsValid(fields: readonly FormField[]): boolean {
  return fields.every((field) => validateFormField(field) === null);
}
