import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
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
  /**
   * Told the text typed when it is not a day (`2/30/2025`, `abc`), instead of the field being
   * cleared: the caller keeps that text as the field's value (its check then names the problem,
   * e.g. {@link UNREADABLE_DAY} of `./lazy-day-picker-field`) and gives it back as `day`, and the
   * field shows it as typed.
   */
  onInvalidText?: (text: string) => void;
  /** Called when the input loses focus, after its text is taken (react-hook-form's `field.onBlur`). */
  onBlur?: () => void;
  /** The input element (react-hook-form's `field.ref`, so a failed check can focus it). */
  inputRef?: (input: HTMLInputElement | null) => void;
  /** The input's name. */
  name?: string;
  /** Marks the field required: a red asterisk after the label (as Chakra's Field shows it) and
   * `aria-required` on the input. */
  required?: boolean;
  /** A line of help under the field (a form's field description), linked by `aria-describedby`. */
  hint?: string;
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
  onInvalidText,
  onBlur,
  inputRef,
  name,
  required = false,
  hint,
}: DayPickerFieldProps) {
  const errorId = useId();
  const hintId = useId();
  const described =
    [describedBy, hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const input = useRef<HTMLInputElement | null>(null);
  const open = useRef(false);
  // The text typed since the last day taken (null once the calendar or a taken day set it). The
  // field reads typed text itself (when it loses focus, or on Enter): the picker would replace
  // text it cannot read with the calendar's focused day and an impossible day (2/30) with a near
  // one. A typed day is taken only when the text is that very day; other text goes to
  // `onInvalidText` when the caller has one, else the field is cleared and the caller's check
  // asks for a day.
  const typed = useRef<string | null>(null);
  const takeText = (text: string) => {
    typed.current = null;
    const trimmed = text.trim();
    const read = trimmed === '' ? '' : typedUsDay(trimmed);
    // Rendered at once: a click on a button beside the field (Apply) already reads the day typed.
    if (read === null && onInvalidText) return flushSync(() => onInvalidText(trimmed));
    if (read === null && input.current) input.current.value = '';
    if ((read ?? '') !== day) flushSync(() => onDayChange(read ?? ''));
  };
  // Unreadable text given back as the day: the picker, whose value is then none, empties its
  // input on its next frame; put the text back after it, so the person sees what to correct.
  const unreadable = day !== '' && pickerValue(day).length === 0;
  useEffect(() => {
    if (!unreadable) return;
    const frame = requestAnimationFrame(() => {
      if (input.current && input.current.value !== day) input.current.value = day;
    });
    return () => cancelAnimationFrame(frame);
  }, [unreadable, day]);
  // Enter with the calendar closed takes the typed day and submits the field's form (the picker
  // keeps the key otherwise); with the calendar open it chooses the day, as the picker does.
  // (`enterOpen` marks the picker's answer to that Enter, read from the typed text, from a day
  // chosen on the calendar while text was typed, which wins.)
  const enterOpen = useRef(false);
  const onEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    if (open.current) {
      enterOpen.current = true;
      return;
    }
    e.preventDefault();
    const field = e.currentTarget;
    takeText(typed.current ?? field.value);
    field.form?.requestSubmit();
  };
  const setInput = (el: HTMLInputElement | null) => {
    input.current = el;
    inputRef?.(el);
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
      // A day chosen on the calendar, or the picker's reading of typed text (Enter with the
      // calendar open): typed text is read by the field itself.
      onValueChange={(details) => {
        if (enterOpen.current && typed.current !== null) return takeText(typed.current);
        typed.current = null;
        const picked = dayOf(details.value);
        flushSync(() => onDayChange(picked));
      }}
      onOpenChange={(details) => {
        open.current = details.open;
      }}
      isDateUnavailable={latest ? (date) => date.toString() > latest : undefined}
      invalid={invalid || !!error}
      positioning={{ placement: 'bottom-start' }}
      translations={{
        trigger: (open) => `${open ? 'Close' : 'Open'} the ${label} calendar`,
        content: `${label} calendar`,
      }}
    >
      <DatePicker.Label fontSize={size === 'sm' ? 'xs' : undefined}>
        {label}
        {required ? (
          <Text as="span" color="fg.error" aria-hidden="true" ms="1">
            *
          </Text>
        ) : null}
      </DatePicker.Label>
      <DatePicker.Control>
        <DatePicker.Input
          ref={setInput}
          name={name}
          aria-required={required || undefined}
          aria-describedby={described}
          // The field reads what was typed when it loses focus (`takeText`), not the picker.
          fixOnBlur={false}
          onInput={(e) => {
            typed.current = e.currentTarget.value;
          }}
          onBlur={() => {
            if (typed.current !== null) takeText(typed.current);
            onBlur?.();
          }}
          onKeyDownCapture={onEnter}
          onKeyDown={() => {
            enterOpen.current = false;
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
      {hint ? (
        <Text id={hintId} color="fg.muted" textStyle="xs">
          {hint}
        </Text>
      ) : null}
      {error ? (
        <Text id={errorId} color="fg.error" textStyle="xs" fontWeight="medium">
          {error}
        </Text>
      ) : null}
    </DatePicker.Root>
  );
}
