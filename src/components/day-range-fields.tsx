import { Button, Field, Input, Text } from '@chakra-ui/react';
import type { DayRangeDraft } from '@/hooks/use-day-range-draft';

/**
 * A custom range of days inside a row of filters: the From and To date fields, the button that
 * applies them, and the reason (read out) when they do not make a range. The caller keeps the
 * draft ({@link useDayRangeDraft}) and checks its days on `onApply`; both fields show as invalid
 * while the draft's error stands.
 */
export function DayRangeFields({
  draft,
  applyLabel,
  onApply,
}: {
  draft: DayRangeDraft;
  applyLabel: string;
  onApply: () => void;
}) {
  const { from, to, error } = draft;
  return (
    <>
      <Field.Root w="auto" invalid={!!error}>
        <Field.Label fontSize="xs">From</Field.Label>
        <Input size="sm" type="date" value={from} onChange={(e) => draft.setFrom(e.currentTarget.value)} />
      </Field.Root>
      <Field.Root w="auto" invalid={!!error}>
        <Field.Label fontSize="xs">To</Field.Label>
        <Input size="sm" type="date" value={to} onChange={(e) => draft.setTo(e.currentTarget.value)} />
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
