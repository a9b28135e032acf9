import { Button, Field, Input, Text } from '@chakra-ui/react';

/**
 * A custom range of days inside a row of filters: the From and To date fields, the button that
 * applies them, and the reason (read out) when they do not make a range. The caller keeps the
 * two days and checks them on `onApply`; both fields show as invalid while `error` stands.
 */
export function DayRangeFields({
  from,
  to,
  onFromChange,
  onToChange,
  error,
  applyLabel,
  onApply,
}: {
  from: string;
  to: string;
  onFromChange: (day: string) => void;
  onToChange: (day: string) => void;
  error: string | null;
  applyLabel: string;
  onApply: () => void;
}) {
  return (
    <>
      <Field.Root w="auto" invalid={!!error}>
        <Field.Label fontSize="xs">From</Field.Label>
        <Input size="sm" type="date" value={from} onChange={(e) => onFromChange(e.currentTarget.value)} />
      </Field.Root>
      <Field.Root w="auto" invalid={!!error}>
        <Field.Label fontSize="xs">To</Field.Label>
        <Input size="sm" type="date" value={to} onChange={(e) => onToChange(e.currentTarget.value)} />
      </Field.Root>
      <Button size="sm" variant="outline" onClick={onApply}>
        {applyLabel}
      </Button>
      {error ? (
        <Text role="alert" color="fg.error" fontSize="sm" w="full">
          {error}
        </Text>
      ) : null}
    </>
  );
}
