// Template fields rendered through the domain core (src/lib/template): select, multi-select and
// text, placeholders filled from other fields, and fields disabled by `disabledIf`.
import { Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import {
  MULTI_SELECT_TYPE,
  SELECT_TYPE,
  coerceFieldValue,
  fieldKind,
  fieldValues,
  isFieldDisabled,
  resolvePlaceholders,
  sanitizeOptions,
  valueToText,
  type TemplateField,
} from '@/lib/template';
import { CheckboxField } from './editor-fields';

export function TemplateFieldsForm({
  fields,
  onChange,
}: {
  fields: readonly TemplateField[];
  onChange: (next: TemplateField[]) => void;
}) {
  const resolved = resolvePlaceholders(fields);
  const values = fieldValues(fields);
  const set = (key: string, raw: unknown) =>
    onChange(fields.map((f) => (f.key === key ? { ...f, value: coerceFieldValue(f, raw) } : f)));
  if (!fields.length) return <Text color="fg.muted">This template has no fields to fill in.</Text>;
  return (
    <Stack gap="4">
      {resolved.map((field) => {
        const kind = fieldKind(field);
        const disabled = isFieldDisabled(field, values);
        const label = field.label ?? field.key;
        const options = sanitizeOptions(field.options);
        if (kind === MULTI_SELECT_TYPE) {
          const chosen = Array.isArray(field.value) ? (field.value as string[]) : [];
          return (
            <Stack as="fieldset" key={field.key} gap="2" aria-disabled={disabled || undefined}>
              <Text as="legend" fontWeight="medium" textStyle="sm">
                {label}
              </Text>
              {options.map((o) => (
                <CheckboxField
                  key={o.value}
                  label={o.label ?? o.value}
                  disabled={disabled}
                  checked={chosen.includes(o.value)}
                  onChange={(on) => set(field.key, on ? [...chosen, o.value] : chosen.filter((v) => v !== o.value))}
                />
              ))}
            </Stack>
          );
        }
        if (kind === SELECT_TYPE) {
          return (
            <Field.Root key={field.key} disabled={disabled}>
              <Field.Label>{label}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={valueToText(field.value)}
                  onChange={(e) => set(field.key, e.currentTarget.value)}
                >
                  <option value="">{field.placeholder ?? 'Choose…'}</option>
                  {options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label ?? o.value}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          );
        }
        return (
          <Field.Root key={field.key} disabled={disabled}>
            <Field.Label>{label}</Field.Label>
            <Input
              size="sm"
              value={valueToText(fields.find((f) => f.key === field.key)?.value)}
              placeholder={field.placeholder}
              onChange={(e) => set(field.key, e.currentTarget.value)}
            />
            {disabled ? <Field.HelperText>Not needed with the current choices.</Field.HelperText> : null}
          </Field.Root>
        );
      })}
    </Stack>
  );
}
