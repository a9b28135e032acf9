// The schedule's form: its time zone (the spec's list, matched as onboarding matches), the
// appointment length, and the week editor; saving keeps every value when the server refuses.
import { useState } from 'react';
import { Field, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { toast } from '@/components/feedback';
import { humanMessage } from '@/lib/errors';
import {
  hasErrors,
  scheduleOf,
  timezoneEntryOf,
  TIMEZONE_CHOICES,
  validateWeek,
  zoneOfEntry,
  zoneShortName,
  type WeekSchedule,
} from '@/lib/calendar';
import { useSaveWeek } from './api';
import { WeekEditor } from './week-editor';
import { FormActions, FormError } from '@/components/form-actions';
import { LabelledField } from '@/components/labelled-field';
import { OptionSelect } from '@/components/option-select';

const DURATIONS = [15, 20, 30, 45, 60, 90, 120];

export function ScheduleForm({
  initial,
  targetAccountId,
  viewerZone,
  now,
  onSaved,
  onCancel,
}: {
  initial: WeekSchedule;
  targetAccountId: number | undefined;
  viewerZone: string;
  now: Date;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [week, setWeek] = useState(initial);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveWeek(targetAccountId);
  const errors = validateWeek(week);
  const entry = timezoneEntryOf(week.timezone);
  const durations = DURATIONS.includes(week.appointmentDuration)
    ? DURATIONS
    : [...DURATIONS, week.appointmentDuration].sort((a, b) => a - b);

  const submit = async () => {
    setTried(true);
    setFailure(null);
    if (hasErrors(errors)) return;
    try {
      await save.saveSchedule(scheduleOf(week));
      toast('Booking hours saved', { type: 'success' });
      onSaved();
    } catch (error) {
      setFailure(humanMessage(error, 'The hours could not be saved. Try again.'));
    }
  };

  return (
    <Stack gap="5">
      <HStack gap="4" wrap="wrap" align="end">
        <Field.Root flex="2" minW="64">
          <Field.Label>Time zone</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={entry.value}
              onChange={(e) => {
                const next = TIMEZONE_CHOICES.find((tz) => tz.value === e.currentTarget.value);
                if (next) setWeek({ ...week, timezone: zoneOfEntry(next) });
              }}
            >
              {TIMEZONE_CHOICES.map((tz) => (
                <option key={tz.value} value={tz.value}>
                  {tz.text}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>
            {week.timezone} ({zoneShortName(week.timezone, now)})
            {viewerZone !== week.timezone ? `; you are in ${viewerZone}` : ''}
          </Field.HelperText>
        </Field.Root>
        <LabelledField label="Appointment length" flex="1" minW="40">
          <OptionSelect
            options={durations.map((m) => ({ value: String(m), label: `${m} minutes` }))}
            value={String(week.appointmentDuration)}
            onChange={(m) => setWeek({ ...week, appointmentDuration: Number(m) })}
          />
        </LabelledField>
      </HStack>
      <WeekEditor
        value={week}
        onChange={(next) => {
          setWeek(next);
          setFailure(null);
        }}
        errors={tried ? errors : null}
        viewerZone={viewerZone}
        now={now}
      />
      {tried && errors.form ? <FormError>{errors.form}</FormError> : null}
      {tried && hasErrors(errors) && !errors.form ? (
        <FormError>Some hours need fixing before they can be saved.</FormError>
      ) : null}
      {failure ? <FormError>{failure}</FormError> : null}
      <FormActions
        onCancel={onCancel}
        pending={save.isPending}
        label="Save hours"
        pendingLabel="Saving"
        onConfirm={() => void submit()}
      />
    </Stack>
  );
}
