import { Suspense } from 'react';
import { Button, Text } from '@chakra-ui/react';
import type { DayRangeDraft } from '@/hooks/use-day-range-draft';
import { dayText } from '@/lib/dates';
import { DayFieldsBoundary, DayFieldsLoading, DayPickerField, FieldPlaceholder } from './lazy-day-picker-field';

/** The width of each day of a range in a row of filters (month/day/year and the calendar button). */
const RANGE_FIELD_W = '40';

/**
 * A custom range of days inside a row of filters: the From and To date fields (each typed as
 * month/day/year or chosen on a calendar, days after today greyed out on From's), the button that
 * applies them, and the reason (read out) when they do not make a range. The caller keeps the
 * draft ({@link useDayRangeDraft}) and checks its days on `onApply`; both fields show as invalid
 * while the draft's error stands. The fields load when first drawn, in place of a placeholder of
 * their size.
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
  const today = dayText(new Date());
  return (
    <>
      <DayFieldsBoundary>
        <Suspense
          fallback={
            <DayFieldsLoading>
              <FieldPlaceholder label="From" w={RANGE_FIELD_W} />
              <FieldPlaceholder label="To" w={RANGE_FIELD_W} />
            </DayFieldsLoading>
          }
        >
          <DayPickerField
            label="From"
            day={from}
            onDayChange={draft.setFrom}
            latest={today}
            invalid={!!error}
            w={RANGE_FIELD_W}
            portalled
          />
          <DayPickerField label="To" day={to} onDayChange={draft.setTo} invalid={!!error} w={RANGE_FIELD_W} portalled />
        </Suspense>
      </DayFieldsBoundary>
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
