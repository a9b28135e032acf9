import { useForm } from 'react-hook-form';
import { Button, Field, Grid, HStack, Input, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import {
  CONTACT_FIELD_MAX_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  hasContactIdentity,
  isValidContactEmail,
  phoneInputProblem,
  type ContactFormField,
  type ContactFormValues,
  type PhoneProblem,
} from '@/lib/contacts';
import { ERROR_TEXT_COLOR } from './names';
import { CancelButton } from '@/components/cancel-button';

export const FORM_MESSAGES = {
  identity: 'Enter a name, a company, a phone number or an email.',
  email: 'Enter a valid email address, like name@example.com.',
  tooLong: (max: number) => `Use at most ${max} characters.`,
  phone: {
    characters: 'Use only digits, spaces and + ( ) . -',
    tooShort: `Enter at least ${PHONE_MIN_DIGITS} digits.`,
    tooLong: `Enter at most ${PHONE_MAX_DIGITS} digits.`,
  } satisfies Record<PhoneProblem, string>,
};

const LABELS: Record<ContactFormField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  phoneNumber: 'Phone number',
  email: 'Email',
  company: 'Company',
  notes: 'Notes',
};

const IDENTITY_FIELDS: readonly ContactFormField[] = ['lastName', 'phoneNumber', 'email', 'company'];

const INPUT_PROPS: Partial<Record<ContactFormField, Record<string, string>>> = {
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name' },
  phoneNumber: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  company: { autoComplete: 'organization' },
};

interface ContactFormProps {
  initialValues: ContactFormValues;
  submitLabel: string;
  saving: boolean;
  /** The server's answer to the last failed save; the typed values stay in the form. */
  saveError: string | null;
  onSubmit: (values: ContactFormValues) => void;
  onCancel: () => void;
}

/** The create and edit form of a contact. Nothing typed is lost when a save fails. */
export function ContactForm({ initialValues, submitLabel, saving, saveError, onSubmit, onCancel }: ContactFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactFormValues>({ defaultValues: initialValues, mode: 'onTouched' });

  const field = (name: ContactFormField, validate?: (v: string, all: ContactFormValues) => true | string) => {
    const max = CONTACT_FIELD_MAX_LENGTH[name];
    const error = errors[name]?.message;
    const registration = register(name, {
      maxLength: { value: max, message: FORM_MESSAGES.tooLong(max) },
      ...(validate ? { validate } : {}),
      // The identity rule sits on the first name; any other identity field re-checks it.
      ...(IDENTITY_FIELDS.includes(name) ? { deps: ['firstName' as const] } : {}),
    });
    return (
      <Field.Root invalid={!!error} gridColumn={name === 'notes' ? '1 / -1' : undefined}>
        <Field.Label>{LABELS[name]}</Field.Label>
        {name === 'notes' ? (
          <Textarea rows={3} {...registration} />
        ) : (
          <Input {...INPUT_PROPS[name]} {...registration} />
        )}
        <Field.ErrorText color={ERROR_TEXT_COLOR}>{error}</Field.ErrorText>
      </Field.Root>
    );
  };

  return (
    <chakra.form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={submitLabel}>
      <Stack gap="4">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          {field('firstName', (_, all) => hasContactIdentity(all) || FORM_MESSAGES.identity)}
          {field('lastName')}
          {field('phoneNumber', (v) => {
            const problem = phoneInputProblem(v);
            return problem ? FORM_MESSAGES.phone[problem] : true;
          })}
          {field('email', (v) => isValidContactEmail(v) || FORM_MESSAGES.email)}
          {field('company')}
          {field('notes')}
        </Grid>
        {saveError ? (
          <Text role="alert" color={ERROR_TEXT_COLOR}>
            Could not save the contact: {saveError}
          </Text>
        ) : null}
        <HStack gap="2" justify="end">
          <CancelButton onClick={onCancel} disabled={saving} />
          <Button type="submit" loading={saving} loadingText="Saving…">
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
