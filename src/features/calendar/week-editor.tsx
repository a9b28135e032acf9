// The week editor: availability blocks per day in the schedule's time zone, and the dates that
// differ. Every block is a bar on its day's 24-hour track (a button: ArrowUp/ArrowDown move it
// 15 minutes, Shift with them shortens or lengthens it, Delete removes it) and a pair of time
// lists; everything is reachable and changeable with the keyboard alone.
import type { KeyboardEvent } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Field,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { CalendarPlus, Copy, Plus, Trash2 } from 'lucide-react';
import { DayPickerField } from '@/components/day-picker-field';
import {
  addBlock,
  addException,
  blockInZone,
  copyDay,
  DAY_END,
  DAY_LABEL,
  DAYS,
  moveBlock,
  removeBlock,
  TIME_CHOICES,
  timeLabel,
  todayIn,
  updateBlock,
  WEEKDAYS,
  type BlockMove,
  type Day,
  type TimeBlock,
  type WeekErrors,
  type WeekSchedule,
} from '@/lib/calendar';

export interface WeekEditorProps {
  value: WeekSchedule;
  onChange: (next: WeekSchedule) => void;
  errors: WeekErrors | null;
  /** The person's own zone and the week the "your time" hints are computed for. */
  viewerZone: string;
  now: Date;
}

const KEY_MOVES: Record<string, [BlockMove, BlockMove]> = {
  ArrowUp: ['earlier', 'shorter'],
  ArrowLeft: ['earlier', 'shorter'],
  ArrowDown: ['later', 'longer'],
  ArrowRight: ['later', 'longer'],
};

const range = (b: TimeBlock) => `${timeLabel(b.start)} – ${timeLabel(b.end)}`;

function TimeSelect({
  label,
  value,
  onChange,
  invalid,
}: {
  label: string;
  value: number;
  onChange: (minutes: number) => void;
  invalid?: boolean;
}) {
  return (
    <NativeSelect.Root size="sm" w="32" invalid={invalid}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(Number(e.currentTarget.value))}>
        {TIME_CHOICES.map((m) => (
          <option key={m} value={m}>
            {timeLabel(m)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Removes a block or a date: a quiet trash-can button named by what it removes. */
function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton size="sm" variant="ghost" aria-label={label} onClick={onClick}>
      <Trash2 size={16} />
    </IconButton>
  );
}

/** What is wrong with a block or a date, read out when it appears; nothing while all is well. */
function RowError({ error }: { error: string | undefined }) {
  return error ? (
    <Text role="alert" textStyle="sm" color="fg.error">
      {error}
    </Text>
  ) : null;
}

function DayTrack({
  day,
  blocks,
  onMove,
  onRemove,
}: {
  day: Day;
  blocks: TimeBlock[];
  onMove: (index: number, block: TimeBlock) => void;
  onRemove: (index: number) => void;
}) {
  const onKey = (index: number, block: TimeBlock) => (e: KeyboardEvent<HTMLButtonElement>) => {
    const moves = KEY_MOVES[e.key];
    if (moves) {
      e.preventDefault();
      onMove(index, moveBlock(block, e.shiftKey ? moves[1] : moves[0]));
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      onRemove(index);
    }
  };
  return (
    <Box position="relative" h="7" bg="bg.muted" rounded="sm" aria-label={`${DAY_LABEL[day]} hours`} role="group">
      {/* Hour marks every 6 hours, for orientation only. */}
      {[6, 12, 18].map((h) => (
        <Box
          key={h}
          aria-hidden="true"
          position="absolute"
          top="0"
          bottom="0"
          left={`${(h * 60 * 100) / (DAY_END + 1)}%`}
          borderLeftWidth="1px"
          borderColor="border.emphasized"
        />
      ))}
      {blocks.map((b, i) => {
        const valid = b.end > b.start;
        return (
          <chakra.button
            type="button"
            key={i}
            position="absolute"
            top="1"
            bottom="1"
            left={`${(Math.min(b.start, b.end) * 100) / (DAY_END + 1)}%`}
            width={`max(0.5rem, ${(Math.abs(b.end - b.start) * 100) / (DAY_END + 1)}%)`}
            bg={valid ? 'colorPalette.solid' : 'red.solid'}
            colorPalette="blue"
            rounded="sm"
            cursor="pointer"
            _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
            aria-label={`${DAY_LABEL[day]} ${range(b)}`}
            aria-keyshortcuts="ArrowUp ArrowDown Shift+ArrowUp Shift+ArrowDown Delete"
            aria-description="Arrow keys move the block by 15 minutes; with Shift they change its end; Delete removes it."
            onKeyDown={onKey(i, b)}
          />
        );
      })}
    </Box>
  );
}

function DayRow({ day, props }: { day: Day; props: WeekEditorProps }) {
  const { value, onChange, errors, viewerZone, now } = props;
  const blocks = value.days[day];
  const dayErrors = errors?.blocks[day] ?? {};
  const headingId = `week-${day}`;
  const showViewer = viewerZone !== value.timezone;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="2" py="3" borderBottomWidth="1px">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text id={headingId} fontWeight="semibold" minW="24">
          {DAY_LABEL[day]}
        </Text>
        <HStack gap="1">
          {day === 'monday' && blocks.length > 0 ? (
            <Button size="xs" variant="ghost" onClick={() => onChange(copyDay(value, 'monday', WEEKDAYS))}>
              <Copy size={14} aria-hidden="true" /> Copy to weekdays
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="outline"
            aria-label={`Add hours on ${DAY_LABEL[day]}`}
            onClick={() => onChange(addBlock(value, day))}
          >
            <Plus size={14} aria-hidden="true" /> Add hours
          </Button>
        </HStack>
      </HStack>
      {blocks.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          Closed
        </Text>
      ) : (
        <>
          <DayTrack
            day={day}
            blocks={blocks}
            onMove={(i, b) => onChange(updateBlock(value, day, i, b))}
            onRemove={(i) => onChange(removeBlock(value, day, i))}
          />
          {blocks.map((b, i) => {
            const error = dayErrors[i];
            const viewer = showViewer && b.end > b.start ? blockInZone(day, b, value.timezone, viewerZone, now) : null;
            return (
              <Stack key={i} gap="1">
                <HStack gap="2" wrap="wrap" role="group" aria-label={`${DAY_LABEL[day]} block ${i + 1}`}>
                  <TimeSelect
                    label={`${DAY_LABEL[day]} block ${i + 1} starts`}
                    value={b.start}
                    invalid={!!error}
                    onChange={(start) => onChange(updateBlock(value, day, i, { ...b, start }))}
                  />
                  <Text aria-hidden="true">–</Text>
                  <TimeSelect
                    label={`${DAY_LABEL[day]} block ${i + 1} ends`}
                    value={b.end}
                    invalid={!!error}
                    onChange={(end) => onChange(updateBlock(value, day, i, { ...b, end }))}
                  />
                  <RemoveButton
                    label={`Remove ${DAY_LABEL[day]} ${range(b)}`}
                    onClick={() => onChange(removeBlock(value, day, i))}
                  />
                  {viewer && !viewer.sameAsSchedule ? (
                    <Text textStyle="xs" color="fg.muted">
                      Your time: {viewer.label}
                    </Text>
                  ) : null}
                </HStack>
                <RowError error={error} />
              </Stack>
            );
          })}
        </>
      )}
    </Stack>
  );
}

function Exceptions({ value, onChange, errors, now }: WeekEditorProps) {
  const update = (i: number, patch: Partial<WeekSchedule['exceptions'][number]>) =>
    onChange({
      ...value,
      exceptions: value.exceptions.map((ex, k) => (k === i ? { ...ex, ...patch } : ex)),
    });
  return (
    <Stack as="section" aria-labelledby="week-exceptions" gap="3">
      <HStack justify="space-between" wrap="wrap">
        <Stack gap="0">
          <Text id="week-exceptions" fontWeight="semibold">
            Dates that differ
          </Text>
          <Text textStyle="sm" color="fg.muted">
            Holidays and special hours, in the schedule’s time zone.
          </Text>
        </Stack>
        <Button size="xs" variant="outline" onClick={() => onChange(addException(value, todayIn(value.timezone, now)))}>
          <CalendarPlus size={14} aria-hidden="true" /> Add a date
        </Button>
      </HStack>
      {value.exceptions.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          No dates yet.
        </Text>
      ) : null}
      {value.exceptions.map((ex, i) => {
        const error = errors?.exceptions[i];
        const n = i + 1;
        return (
          <Stack key={i} gap="2" borderWidth="1px" rounded="md" p="3" role="group" aria-label={`Date ${n}`}>
            <HStack gap="3" wrap="wrap" align="end">
              <DayPickerField
                label="Date"
                day={ex.date}
                onDayChange={(date) => update(i, { date })}
                invalid={!!error}
                w="44"
              />
              <Field.Root w="auto" flex="1" minW="40">
                <Field.Label textStyle="xs">Note</Field.Label>
                <Input
                  size="sm"
                  maxLength={100}
                  placeholder="Thanksgiving"
                  value={ex.label}
                  onChange={(e) => update(i, { label: e.currentTarget.value })}
                />
              </Field.Root>
              <RemoveButton
                label={`Remove date ${n}`}
                onClick={() => onChange({ ...value, exceptions: value.exceptions.filter((_, k) => k !== i) })}
              />
            </HStack>
            <HStack gap="3" wrap="wrap">
              <Checkbox.Root
                checked={ex.hours === null}
                onCheckedChange={(e) =>
                  update(i, { hours: e.checked === true ? null : { start: 9 * 60, end: 13 * 60 } })
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Closed all day</Checkbox.Label>
              </Checkbox.Root>
              {ex.hours ? (
                <HStack gap="2">
                  <TimeSelect
                    label={`Date ${n} opens`}
                    value={ex.hours.start}
                    onChange={(start) => ex.hours && update(i, { hours: { ...ex.hours, start } })}
                  />
                  <Text aria-hidden="true">–</Text>
                  <TimeSelect
                    label={`Date ${n} closes`}
                    value={ex.hours.end}
                    onChange={(end) => ex.hours && update(i, { hours: { ...ex.hours, end } })}
                  />
                </HStack>
              ) : null}
            </HStack>
            <RowError error={error} />
          </Stack>
        );
      })}
    </Stack>
  );
}

/** The week editor (controlled). */
export function WeekEditor(props: WeekEditorProps) {
  return (
    <Stack gap="6">
      <Stack gap="0">
        {DAYS.map((day) => (
          <DayRow key={day} day={day} props={props} />
        ))}
      </Stack>
      <Exceptions {...props} />
    </Stack>
  );
}
