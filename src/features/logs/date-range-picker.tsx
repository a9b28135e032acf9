import { useId, useState } from 'react';
import { Button, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { CalendarDays } from 'lucide-react';
import type { LogDateFilter } from '@/lib/logs';
import { DEFAULT_LOG_DATE_FILTER } from '@/lib/logs';
import { dayRange, dayText, daysBefore } from '@/lib/dates';
import { DayPickerField } from '@/components/day-picker-field';

/** The preset windows offered next to a custom range. */
export const DATE_PRESETS: readonly { label: string; filter: LogDateFilter }[] = [
  { label: 'Last 24 hours', filter: { type: 'moving', lastN: 24, unit: 'hour' } },
  { label: 'Last 7 days', filter: { type: 'moving', lastN: 7, unit: 'day' } },
  { label: 'Last 30 days', filter: DEFAULT_LOG_DATE_FILTER },
  { label: 'Last 90 days', filter: { type: 'moving', lastN: 90, unit: 'day' } },
];

const sameFilter = (a: LogDateFilter, b: LogDateFilter) => JSON.stringify(a) === JSON.stringify(b);

const dayLabel = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Last 7 days', or the custom range 'Nov 1, 2025 – Nov 21, 2025'. */
export function dateFilterLabel(filter: LogDateFilter): string {
  const preset = DATE_PRESETS.find((p) => sameFilter(p.filter, filter));
  if (preset) return preset.label;
  if (filter.type === 'moving') return `Last ${filter.lastN} ${filter.unit}${filter.lastN === 1 ? '' : 's'}`;
  return `${dayLabel(filter.start)} – ${dayLabel(filter.end)}`;
}

/** Checks a custom range: both days, in order, not in the future. */
export function customRangeError(from: string, to: string, nowSeconds: number): string | null {
  const range = dayRange(from, to, nowSeconds);
  return range.ok ? null : range.error;
}

/** The date range module: preset windows, or a custom range of whole days (From and To, each
 * typed or chosen on Chakra's calendar), checked by `dayRange` when applied. */
export function DateRangePicker({
  value,
  onChange,
  nowSeconds,
}: {
  value: LogDateFilter;
  onChange: (filter: LogDateFilter) => void;
  nowSeconds: number;
}) {
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const customId = useId();
  const today = dayText(nowSeconds);

  const onOpenChange = (next: boolean) => {
    if (next) {
      const start = value.type === 'range' ? value.start : daysBefore(nowSeconds, 6);
      const end = value.type === 'range' ? value.end : nowSeconds;
      setFrom(dayText(start));
      setTo(dayText(end));
      setError(null);
    }
    setOpen(next);
  };

  const apply = () => {
    const range = dayRange(from, to, nowSeconds);
    setError(range.ok ? null : range.error);
    if (!range.ok) return;
    // The whole end day is included, however long it is.
    onChange({ type: 'range', start: range.start, end: range.end });
    setOpen(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} positioning={{ placement: 'bottom-start' }}>
      <Popover.Trigger asChild>
        <Button variant="outline" size="sm" aria-label={`Date range: ${dateFilterLabel(value)}`}>
          <CalendarDays size={16} aria-hidden="true" />
          {dateFilterLabel(value)}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content aria-label="Choose a date range" maxW="xs">
            <Popover.Body>
              <Stack gap="3">
                <Stack gap="1" role="group" aria-label="Preset ranges">
                  {DATE_PRESETS.map((preset) => {
                    const selected = sameFilter(preset.filter, value);
                    return (
                      <Button
                        key={preset.label}
                        size="sm"
                        variant={selected ? 'subtle' : 'ghost'}
                        justifyContent="flex-start"
                        aria-pressed={selected}
                        onClick={() => {
                          onChange(preset.filter);
                          setOpen(false);
                        }}
                      >
                        {preset.label}
                      </Button>
                    );
                  })}
                </Stack>
                <Stack gap="2" role="group" aria-labelledby={customId}>
                  <Text id={customId} fontWeight="semibold" fontSize="sm">
                    Custom range
                  </Text>
                  <DayPickerField
                    label="From"
                    day={from}
                    onDayChange={setFrom}
                    latest={today}
                    invalid={!!error}
                    describedBy={error ? errorId : undefined}
                  />
                  <DayPickerField
                    label="To"
                    day={to}
                    onDayChange={setTo}
                    invalid={!!error}
                    describedBy={error ? errorId : undefined}
                  />
                </Stack>
                {error ? (
                  <Text id={errorId} role="alert" color="fg.error" fontSize="sm">
                    {error}
                  </Text>
                ) : null}
                <Button size="sm" colorPalette="blue" onClick={apply}>
                  Apply range
                </Button>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
