import { useId, useRef } from 'react';
import { DatePicker, Portal, Text, parseDate } from '@chakra-ui/react';
import { CalendarDays } from 'lucide-react';
import { flushSync } from 'react-dom';
import { typedUsDay } from '@/lib/dates';

type DateValue = DatePicker.DateValue;

/** The runtime's time zone: the calendar's "today" is the person's today. */
const localZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A YYYY-MM-DD day as the picker's value (none when the text is not a day). */
function pickerValue(day: string): DateValue[] {
  try {
    return day ? [parseDate(day)] : [];
  } catch {
    return [];
  }
}

/** The YYYY-MM-DD text of a picked day ('' when none). */
const dayOf = (values: readonly DateValue[]): string => values[0]?.toString().slice(0, 10) ?? '';

/** The props of {@link DayPickerField}. */
export interface DayPickerFieldProps {
  label: string;
  day: string;
  onDayChange: (day: string) => void;
  latest?: string;
  invalid?: boolean;
  describedBy?: string;
  error?: string | null;
  /** 'sm' (the default: small label and input, for rows of filters) or 'md' (a form's field). */
  size?: 'sm' | 'md';
  /** The field's width (the full width of its box by default). */
  w?: DatePicker.RootProps['w'];
  portalled?: boolean;
}

/**
 * One day, typed (month/day/year) or chosen on Chakra's calendar: the labelled input, a calendar
 * button named "Open the <label> calendar", and the calendar below it (day, month and year views,
 * all by keyboard). The value is the YYYY-MM-DD text of the day, '' while the field is empty; the
 * caller checks it. `latest` greys out the days after it on the calendar (typing one stays
 * possible, so the caller's check can say why it does not fit).
 *
 * `error` shows the field's own problem under it (and marks it invalid); a caller that shows one
 * problem for several fields passes `invalid` and `describedBy` instead. The calendar stays in the
 * field (right for a dialog or a popover, where a portal would be a click outside them);
 * `portalled` puts it in a portal, for a field on a page whose boxes could clip it.
 */
export function DayPickerField({
  label,
  day,
  onDayChange,
  latest,
  invalid = false,
  describedBy,
  error,
  size = 'sm',
  w,
  portalled = false,
}: DayPickerFieldProps) {
  const errorId = useId();
  const described = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  // The text typed since the last day taken (null once the calendar or a committed day set it).
  // The picker reads typed text when the field loses focus, and it replaces text it cannot read
  // with the calendar's focused day and an impossible day (2/30) with a near one: a typed day is
  // taken only when the text is that very day, else the field is cleared and the caller's check
  // asks for a day.
  const typed = useRef<string | null>(null);
  const take = (picked: string) => {
    const text = typed.current;
    typed.current = null;
    return text === null || text.trim() === '' || typedUsDay(text) === picked ? picked : '';
  };
  const calendar = (
    <DatePicker.Positioner>
      <DatePicker.Content>
        <DatePicker.View view="day">
          <DatePicker.Header />
          <DatePicker.DayTable />
        </DatePicker.View>
        <DatePicker.View view="month">
          <DatePicker.Header />
          <DatePicker.MonthTable />
        </DatePicker.View>
        <DatePicker.View view="year">
          <DatePicker.Header />
          <DatePicker.YearTable />
        </DatePicker.View>
      </DatePicker.Content>
    </DatePicker.Positioner>
  );
  return (
    <DatePicker.Root
      size={size}
      w={w}
      locale="en-US"
      timeZone={localZone()}
      value={pickerValue(day)}
      // The picker reports a typed day when the input loses focus, a moment after the
      // press that moved the focus: render it at once, so a click on a button beside the field
      // (Apply) already reads the day typed.
      onValueChange={(details) => {
        const day = take(dayOf(details.value));
        flushSync(() => onDayChange(day));
      }}
      isDateUnavailable={latest ? (date) => date.toString() > latest : undefined}
      invalid={invalid || !!error}
      positioning={{ placement: 'bottom-start' }}
      translations={{
        trigger: (open) => `${open ? 'Close' : 'Open'} the ${label} calendar`,
        content: `${label} calendar`,
      }}
    >
      <DatePicker.Label fontSize={size === 'sm' ? 'xs' : undefined}>{label}</DatePicker.Label>
      <DatePicker.Control>
        <DatePicker.Input
          aria-describedby={described}
          onInput={(e) => {
            typed.current = e.currentTarget.value;
          }}
        />
        <DatePicker.IndicatorGroup>
          <DatePicker.Trigger>
            <CalendarDays size={16} aria-hidden="true" />
          </DatePicker.Trigger>
        </DatePicker.IndicatorGroup>
      </DatePicker.Control>
      {/* Not in a portal unless asked: in the logs' range popover (or a dialog) the calendar stays
          inside it, so choosing a day there is not a click outside it. */}
      {portalled ? <Portal>{calendar}</Portal> : calendar}
      {error ? (
        <Text id={errorId} color="fg.error" textStyle="xs" fontWeight="medium">
          {error}
        </Text>
      ) : null}
    </DatePicker.Root>
  );
}
