import { useId, useState } from 'react';
import { Button, Field, HStack, Input, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import type { LogDateFilter } from '@/lib/logs';
import { DEFAULT_LOG_DATE_FILTER } from '@/lib/logs';
import { dayRange, dayText, daysBefore } from '@/lib/dates';

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

/** The date range module: preset windows, or a custom range chosen with the date pickers. */
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
          <svg
            aria-hidden="true"
            width="16"
            height="16"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <rect x="3" y="4" width="18" height="18" rx="2" />
            <path d="M16 2v4M8 2v4M3 10h18" />
          </svg>
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
                <Text fontWeight="semibold" fontSize="sm">
                  Custom range
                </Text>
                <HStack gap="2" align="start">
                  <Field.Root invalid={!!error}>
                    <Field.Label fontSize="xs">From</Field.Label>
                    <Input
                      type="date"
                      size="sm"
                      value={from}
                      max={dayText(nowSeconds)}
                      onChange={(e) => setFrom(e.target.value)}
                      aria-describedby={error ? errorId : undefined}
                    />
                  </Field.Root>
                  <Field.Root invalid={!!error}>
                    <Field.Label fontSize="xs">To</Field.Label>
                    <Input
                      type="date"
                      size="sm"
                      value={to}
                      onChange={(e) => setTo(e.target.value)}
                      aria-describedby={error ? errorId : undefined}
                    />
                  </Field.Root>
                </HStack>
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
