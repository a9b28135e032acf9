import type { FormEventHandler, ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { Button, Field, Heading, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@/components/feedback';
import { PendingState } from '@/components/query-state';
import { humanMessage } from '@/lib/errors';
import * as MESSAGES from '@/lib/message-catalogue';
import { ownAccountQueryOptions, useDisableAccount, useEnableAccount, useIssueRefund } from './api';

interface RefundForm {
  username: string;
  amount: string;
  unit: 'usd' | 'sats';
}
interface UsernameForm {
  username: string;
  reason: string;
  details: string;
}

const required = { required: MESSAGES.fieldRequired };

/** One action's form: its heading (which names the form) above its fields and button. */
function ActionForm({
  id,
  title,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={id}>
      <Stack gap="3">
        <Heading as="h2" size="sm" id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </form>
  );
}

/** A required text input with its label and its error. */
function RequiredInput({
  label,
  error,
  field,
  inputMode,
}: {
  label: string;
  error: string | undefined;
  field: UseFormRegisterReturn;
  inputMode?: 'decimal';
}) {
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label>{label}</Field.Label>
      <Input inputMode={inputMode} {...field} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** Issue a refund in USD or sats (spec 000 §6, §8). The refund call swallows errors: any
 * failure shows 'Something went wrong.' */
function RefundSection() {
  const refund = useIssueRefund();
  const form = useForm<RefundForm>({ defaultValues: { username: '', amount: '', unit: 'usd' } });
  const submit = form.handleSubmit(async ({ username, amount, unit }) => {
    const value = Number(amount);
    const data =
      unit === 'usd'
        ? { username: username.trim(), usdAmount: value }
        : { username: username.trim(), satsAmount: Math.round(value) };
    try {
      await refund.mutateAsync(data);
      toast(MESSAGES.refundSucceeded, { type: 'success' });
      form.reset();
    } catch {
      toast(MESSAGES.refundFailed, { type: 'error' });
    }
  });
  const { errors } = form.formState;
  return (
    <ActionForm id="refund-title" title="Issue a refund" onSubmit={submit}>
      <RequiredInput label="Username" error={errors.username?.message} field={form.register('username', required)} />
      <HStack align="start">
        <RequiredInput
          label="Amount"
          error={errors.amount?.message}
          inputMode="decimal"
          field={form.register('amount', {
            ...required,
            validate: (v) => (Number.isFinite(Number(v)) && Number(v) > 0) || 'Enter an amount greater than 0',
          })}
        />
        <Field.Root>
          <Field.Label>Unit</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('unit')}>
              <option value="usd">USD</option>
              <option value="sats">sats</option>
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      <Button type="submit" loading={refund.isPending} alignSelf="start">
        Refund
      </Button>
    </ActionForm>
  );
}

function EnableSection() {
  const enable = useEnableAccount();
  const form = useForm<Pick<UsernameForm, 'username'>>({ defaultValues: { username: '' } });
  const submit = form.handleSubmit(async ({ username }) => {
    try {
      await enable.mutateAsync({ username: username.trim() });
      toast(MESSAGES.accountEnabled, { type: 'success' });
      form.reset();
    } catch (error) {
      // The spec names no message for this failure: the server's own sentence when it reads as one,
      // else a plain one (never the transport's wording).
      toast(humanMessage(error), { type: 'error' });
    }
  });
  return (
    <ActionForm id="enable-title" title="Enable an account" onSubmit={submit}>
      <RequiredInput
        label="Username to enable"
        error={form.formState.errors.username?.message}
        field={form.register('username', required)}
      />
      <Button type="submit" loading={enable.isPending} alignSelf="start">
        Enable account
      </Button>
    </ActionForm>
  );
}

function DisableSection() {
  const disable = useDisableAccount();
  const form = useForm<UsernameForm>({ defaultValues: { username: '', reason: '', details: '' } });
  const submit = form.handleSubmit(async ({ username, reason, details }) => {
    try {
      await disable.mutateAsync({ username: username.trim(), reason: reason.trim(), details: details.trim() });
      toast(MESSAGES.organizationDisabled, { type: 'success' });
      form.reset();
    } catch (error) {
      // The spec names no message for this failure: the server's own sentence when it reads as one,
      // else a plain one (never the transport's wording).
      toast(humanMessage(error), { type: 'error' });
    }
  });
  const { errors } = form.formState;
  return (
    <ActionForm id="disable-title" title="Disable an organization" onSubmit={submit}>
      <RequiredInput
        label="Username to disable"
        error={errors.username?.message}
        field={form.register('username', required)}
      />
      <RequiredInput label="Reason" error={errors.reason?.message} field={form.register('reason', required)} />
      <Field.Root>
        <Field.Label>Details</Field.Label>
        <Textarea {...form.register('details')} />
      </Field.Root>
      <Button type="submit" colorPalette="red" loading={disable.isPending} alignSelf="start">
        Disable organization
      </Button>
    </ActionForm>
  );
}

/** The orgAdmin overlay: the super administrator's actions. Others are told they cannot use it. */
export default function SuperAdminActions() {
  const account = useQuery(ownAccountQueryOptions());
  if (account.isPending) return <PendingState label="Loading account" />;
  if (account.isError) return <Text role="alert">{humanMessage(account.error)}</Text>;
  if (account.data.superAdmin !== true) return <Text>Only super administrators can use these actions.</Text>;
  return (
    <Stack gap="8">
      <RefundSection />
      <EnableSection />
      <DisableSection />
    </Stack>
  );
}
