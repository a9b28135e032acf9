// The amount form of addFunds and checkout: an amount (checked before sending, sent as a float),
// its unit, and — for addFunds — the way to pay (card or Lightning).
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Button, ButtonGroup, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { checkAmount, type AmountUnit } from '@/lib/wallet';
import { CancelButton } from '@/components/cancel-button';

export type PayMethod = 'card' | 'lightning';

export interface AmountValues {
  method: PayMethod;
  amount: string;
  unit: AmountUnit;
}

// The amount is checked in its own unit (cents for USD and card payments, whole sats).
const unitFor = (values: Pick<AmountValues, 'method' | 'unit'>): AmountUnit =>
  values.method === 'card' ? 'USD' : values.unit;

const schema = v.pipe(
  v.object({ method: v.picklist(['card', 'lightning']), amount: v.string(), unit: v.picklist(['USD', 'SATS']) }),
  v.forward(
    v.check(
      (values) => checkAmount(values.amount, { unit: unitFor(values) }).ok,
      (issue) => {
        const values = issue.input as AmountValues;
        const result = checkAmount(values.amount, { unit: unitFor(values) });
        return result.ok ? '' : result.message;
      },
    ),
    ['amount'],
  ),
);

export interface AmountFormProps {
  methods: readonly PayMethod[];
  initial?: Partial<AmountValues>;
  submitting: boolean;
  /** The server's refusal of the amount (400/422), shown on the field. */
  amountError?: string | null;
  /** Any other failure, shown above the buttons. */
  formError?: string | null;
  onSubmit: (values: AmountValues, amount: number) => void;
  onCancel: () => void;
}

export function AmountForm({
  methods,
  initial,
  submitting,
  amountError,
  formError,
  onSubmit,
  onCancel,
}: AmountFormProps) {
  const form = useForm<AmountValues>({
    resolver: valibotResolver(schema),
    defaultValues: { method: methods[0], amount: '', unit: 'USD', ...initial },
  });
  const method = useWatch({ control: form.control, name: 'method' });
  const fieldError = form.formState.errors.amount?.message ?? amountError ?? undefined;

  const submit = form.handleSubmit((values) => {
    const checked = checkAmount(values.amount, { unit: unitFor(values) });
    if (checked.ok) onSubmit(values, checked.value);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        {methods.length > 1 ? (
          <Field.Root>
            <Field.Label id="pay-method-label">Pay with</Field.Label>
            <ButtonGroup size="sm" variant="outline" attached role="group" aria-labelledby="pay-method-label">
              {methods.map((m) => (
                <Button
                  key={m}
                  aria-pressed={method === m}
                  variant={method === m ? 'solid' : 'outline'}
                  onClick={() => {
                    form.setValue('method', m);
                    if (m === 'card') form.setValue('unit', 'USD');
                  }}
                >
                  {m === 'card' ? 'Card' : 'Lightning'}
                </Button>
              ))}
            </ButtonGroup>
          </Field.Root>
        ) : null}
        <HStack gap="3" align="start">
          <Field.Root invalid={!!fieldError} required flex="1">
            <Field.Label>Amount</Field.Label>
            <Input inputMode="decimal" autoComplete="off" placeholder="25.00" {...form.register('amount')} />
            <Field.ErrorText>{fieldError}</Field.ErrorText>
          </Field.Root>
          <Field.Root w="32">
            <Field.Label>Unit</Field.Label>
            <NativeSelect.Root disabled={method === 'card'}>
              <NativeSelect.Field {...form.register('unit')}>
                <option value="USD">USD</option>
                <option value="SATS">sats</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </HStack>
        {method === 'card' ? (
          <Text fontSize="sm" color="fg.muted">
            You will pay on the card provider’s page and come back here; the amount is charged in US dollars.
          </Text>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            You get a Lightning invoice to pay from any Lightning wallet; it expires after a while.
          </Text>
        )}
        {formError ? (
          <Text role="alert" color="fg.error">
            {formError}
          </Text>
        ) : null}
        <HStack gap="2" justify="end">
          <CancelButton onClick={onCancel} disabled={submitting} />
          <Button type="submit" loading={submitting} loadingText="Working…">
            {method === 'card' ? 'Continue to payment' : 'Create invoice'}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
