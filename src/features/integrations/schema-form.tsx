import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Button, Checkbox, Field, HStack, Input, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { LazyDayPickerField } from '@/components/lazy-day-picker-field';
import { appDataOf, formProblems, initialValues, type SchemaField, type SchemaFormValues } from '@/lib/integrations';

const INPUT_TYPE: Partial<Record<SchemaField['kind'], string>> = {
  secret: 'password',
  email: 'email',
  url: 'url',
  integer: 'text',
  number: 'text',
};

/** The auth provider's JSON-Schema parameters as a form (react-hook-form over the src/lib rules). */
export function SchemaForm({
  fields,
  properties,
  stored,
  submitLabel,
  saving,
  error,
  onSubmit,
}: {
  fields: readonly SchemaField[];
  properties: Record<string, unknown>;
  stored: Record<string, unknown> | undefined;
  submitLabel: string;
  saving: boolean;
  error: string | null;
  onSubmit: (appData: Record<string, unknown>) => void;
}) {
  const resolver: Resolver<SchemaFormValues> = (values) => {
    // A date field keeps text that is not a day as typed (month/day/year); the rules name it.
    const problems = Object.entries(formProblems(fields, values, stored));
    return problems.length
      ? { values: {}, errors: Object.fromEntries(problems.map(([k, message]) => [k, { type: 'validate', message }])) }
      : { values, errors: {} };
  };
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<SchemaFormValues>({ defaultValues: initialValues(fields, stored), resolver });
  const submit = handleSubmit((values) => onSubmit(appDataOf(fields, values, properties)));
  return (
    <chakra.form onSubmit={submit} noValidate aria-label="App settings">
      <Stack gap="3">
        {fields.map((f) => {
          const message = errors[f.name]?.message;
          if (f.kind === 'boolean')
            return (
              <Checkbox.Root key={f.name} {...register(f.name)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{f.label}</Checkbox.Label>
              </Checkbox.Root>
            );
          if (f.kind === 'date')
            // The console's date control (typed month/day/year or chosen on a calendar); the
            // value stays the schema's YYYY-MM-DD.
            return (
              <Controller
                key={f.name}
                control={control}
                name={f.name}
                render={({ field }) => (
                  <LazyDayPickerField
                    label={f.label}
                    size="md"
                    name={field.name}
                    day={typeof field.value === 'string' ? field.value : ''}
                    onDayChange={field.onChange}
                    onInvalidText={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={message}
                    required={f.required}
                    hint={f.description ?? undefined}
                    portalled
                  />
                )}
              />
            );
          const hasStoredSecret = f.kind === 'secret' && stored?.[f.name] !== undefined;
          return (
            <Field.Root key={f.name} invalid={!!message} required={f.required}>
              <Field.Label>
                {f.label} {f.required ? <Field.RequiredIndicator /> : null}
              </Field.Label>
              {f.kind === 'select' ? (
                <NativeSelect.Root>
                  <NativeSelect.Field {...register(f.name)}>
                    <option value="">Choose…</option>
                    {f.options.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              ) : (
                <Input
                  type={INPUT_TYPE[f.kind] ?? 'text'}
                  inputMode={f.kind === 'integer' || f.kind === 'number' ? 'decimal' : undefined}
                  autoComplete={f.kind === 'secret' ? 'new-password' : 'off'}
                  placeholder={hasStoredSecret ? 'Stored — leave empty to keep it' : undefined}
                  {...register(f.name)}
                />
              )}
              {f.description ? <Field.HelperText>{f.description}</Field.HelperText> : null}
              <Field.ErrorText>{message}</Field.ErrorText>
            </Field.Root>
          );
        })}
        {error ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {error}
          </Text>
        ) : null}
        <HStack>
          <Button type="submit" colorPalette="blue" size="sm" loading={saving} loadingText="Saving…">
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
