import { useForm } from 'react-hook-form';
import { Button, Field, Heading, HStack, Input, NativeSelect, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@/components/feedback';
import { MESSAGES } from '@/lib/messages';
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
    <form onSubmit={submit} noValidate aria-labelledby="refund-title">
      <Stack gap="3">
        <Heading as="h2" size="sm" id="refund-title">
          Issue a refund
        </Heading>
        <Field.Root invalid={!!errors.username} required>
          <Field.Label>Username</Field.Label>
          <Input {...form.register('username', required)} />
          <Field.ErrorText>{errors.username?.message}</Field.ErrorText>
        </Field.Root>
        <HStack align="start">
          <Field.Root invalid={!!errors.amount} required>
            <Field.Label>Amount</Field.Label>
            <Input
              inputMode="decimal"
              {...form.register('amount', {
                ...required,
                validate: (v) => (Number.isFinite(Number(v)) && Number(v) > 0) || 'Enter an amount greater than 0',
              })}
            />
            <Field.ErrorText>{errors.amount?.message}</Field.ErrorText>
          </Field.Root>
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
      </Stack>
    </form>
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
      toast(error instanceof Error ? error.message : MESSAGES.refundFailed, { type: 'error' });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="enable-title">
      <Stack gap="3">
        <Heading as="h2" size="sm" id="enable-title">
          Enable an account
        </Heading>
        <Field.Root invalid={!!form.formState.errors.username} required>
          <Field.Label>Username to enable</Field.Label>
          <Input {...form.register('username', required)} />
          <Field.ErrorText>{form.formState.errors.username?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" loading={enable.isPending} alignSelf="start">
          Enable account
        </Button>
      </Stack>
    </form>
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
      toast(error instanceof Error ? error.message : MESSAGES.refundFailed, { type: 'error' });
    }
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="disable-title">
      <Stack gap="3">
        <Heading as="h2" size="sm" id="disable-title">
          Disable an organization
        </Heading>
        <Field.Root invalid={!!errors.username} required>
          <Field.Label>Username to disable</Field.Label>
          <Input {...form.register('username', required)} />
          <Field.ErrorText>{errors.username?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.reason} required>
          <Field.Label>Reason</Field.Label>
          <Input {...form.register('reason', required)} />
          <Field.ErrorText>{errors.reason?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>Details</Field.Label>
          <Textarea {...form.register('details')} />
        </Field.Root>
        <Button type="submit" colorPalette="red" loading={disable.isPending} alignSelf="start">
          Disable organization
        </Button>
      </Stack>
    </form>
  );
}

/** The orgAdmin overlay: the super administrator's actions. Others are told they cannot use it. */
export default function SuperAdminActions() {
  const account = useQuery(ownAccountQueryOptions());
  if (account.isPending) return <Spinner aria-label="Loading account" />;
  if (account.isError) return <Text role="alert">{account.error.message}</Text>;
  if (account.data.superAdmin !== true) return <Text>Only super administrators can use these actions.</Text>;
  return (
    <Stack gap="8">
      <RefundSection />
      <EnableSection />
      <DisableSection />
    </Stack>
  );
}
