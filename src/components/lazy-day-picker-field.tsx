import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import type { DayPickerFieldProps } from './day-picker-field';
import { ErrorBoundary } from './error-boundary';
import * as MESSAGES from '@/lib/message-catalogue';

// The date field of `./day-picker-field`, loaded when it is first drawn: Chakra's DatePicker (about
// 20 KB gzip) comes with a screen that shows a date field, not with the page that may offer one (a
// custom range is chosen on the dashboard and usage pages). Its placeholder, its failure sentence
// and its loading status are shared with `./day-range-fields`.

/** The date field, loaded on first render (inside a Suspense and a {@link DayFieldsBoundary}). */
export const DayPickerField = lazy(() => import('./day-picker-field').then((m) => ({ default: m.DayPickerField })));

/** What a field whose text is not a day says ({@link MESSAGES}.unreadableDay): for a caller that
 * keeps the text with `onInvalidText`. */
export const UNREADABLE_DAY = MESSAGES.unreadableDay;

/** What shows while the date fields load: their labels and a box the size of their inputs, so
 * nothing moves when they arrive (hidden from screen readers: the status around it is named), and
 * the field's error, which is read out as it will be under the field. */
export function FieldPlaceholder({
  label,
  size = 'sm',
  w,
  error,
}: Pick<DayPickerFieldProps, 'label' | 'size' | 'w' | 'error'>) {
  return (
    <Stack gap="1.5" w={w ?? 'full'}>
      <Stack gap="1.5" aria-hidden="true">
        <Text textStyle="sm" fontSize={size === 'sm' ? 'xs' : undefined} fontWeight="medium">
          {label}
        </Text>
        <Skeleton h={size === 'sm' ? '9' : '10'} rounded="l2" />
      </Stack>
      {error ? (
        <Text color="fg.error" textStyle="xs" fontWeight="medium">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A date field's code that could not load (offline, a new deployment) says so in a sentence;
 * the rest of the page stays. */
export function DayFieldsBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={
        <Text role="alert" color="fg.error" fontSize="sm" w="full">
          The date fields could not be loaded. Reload the page to try again.
        </Text>
      }
    >
      {children}
    </ErrorBoundary>
  );
}

/** While the date fields load, a status named for them, laid out as the fields will be (a row of
 * them by default; `layout` false lets the children lay themselves out). */
export function DayFieldsLoading({
  children,
  w,
  layout = true,
}: {
  children: ReactNode;
  w?: DayPickerFieldProps['w'];
  layout?: boolean;
}) {
  return layout ? (
    <Stack direction="row" gap="2" align="end" w={w} role="status" aria-label="Loading the date fields">
      {children}
    </Stack>
  ) : (
    <div role="status" aria-label="Loading the date fields">
      {children}
    </div>
  );
}

/**
 * {@link DayPickerField}, loaded when it is first drawn (a screen that shows a date field only
 * sometimes keeps the DatePicker out of its own download); the same props.
 */
export function LazyDayPickerField(props: DayPickerFieldProps) {
  return (
    <DayFieldsBoundary>
      <Suspense
        fallback={
          <DayFieldsLoading w={props.w ?? 'full'}>
            <FieldPlaceholder label={props.label} size={props.size} w="full" error={props.error} />
          </DayFieldsLoading>
        }
      >
        <DayPickerField {...props} />
      </Suspense>
    </DayFieldsBoundary>
  );
}
