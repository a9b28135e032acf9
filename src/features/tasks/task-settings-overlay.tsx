import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Checkbox,
  Fieldset,
  Field,
  Grid,
  HStack,
  IconButton,
  Input,
  Menu,
  Portal,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { EllipsisVertical, RotateCcw } from 'lucide-react';
import type { TaskLimits } from '@/api/generated/model';
import type { OverlayProps } from '@/overlays';
import { confirmDialog, toast } from '@/components/feedback';
import { QueryState } from '@/components/query-state';
import { useActingAccount } from '@/hooks/acting-account';
import { usePermissions } from '@/hooks/use-permissions';
import { humanMessage } from '@/lib/errors';
import {
  WEEKDAYS,
  businessHoursText,
  defaultLimitsBody,
  limitsBodyOf,
  limitsFormSchema,
  limitsFormValues,
  type LimitsFormValues,
} from '@/lib/tasks';
import { taskLimitsQueryOptions, useUpdateTaskLimits } from './api';
import { browserTimeZone } from './format';
import { CancelButton } from '@/components/cancel-button';

type NumberField = Exclude<keyof LimitsFormValues, 'timezone' | 'days' | 'start' | 'end'>;

function LimitsForm({
  limits,
  targetAccountId,
  close,
}: {
  limits: TaskLimits;
  targetAccountId: number | undefined;
  close: () => void;
}) {
  const superAdmin = usePermissions().viewAs === 'superAdmin';
  const save = useUpdateTaskLimits(targetAccountId);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<LimitsFormValues>({
    resolver: valibotResolver(limitsFormSchema),
    defaultValues: limitsFormValues(limits, browserTimeZone()),
    mode: 'onTouched',
  });

  const send = (body: TaskLimits, done: string, after?: () => void) => {
    setFailure(null);
    save.mutate(body, {
      onSuccess: (answer) => {
        reset(limitsFormValues(answer.limits, browserTimeZone()));
        toast(done, { type: 'success' });
        after?.();
      },
      onError: (error) => setFailure(`Could not save the limits: ${humanMessage(error)}`),
    });
  };

  const askReset = async () => {
    const timeZone = limits.businessHours?.timezone ?? browserTimeZone();
    const outcome = await confirmDialog({
      title: 'Reset the task limits?',
      details: `Business hours go back to ${businessHoursText(defaultLimitsBody(timeZone, superAdmin))}${
        superAdmin ? ', with the default daily caps and concurrency' : ''
      }, and the cooldowns to 1 day for calls and 1 hour for texts.`,
      confirmText: 'Reset limits',
      cancelText: 'Keep limits',
      confirmColor: 'red',
    });
    if (outcome === 'confirm') send(defaultLimitsBody(timeZone, superAdmin), 'Task limits reset to the defaults');
  };

  const number = (name: NumberField, label: string, help?: string, disabled = false) => (
    <Field.Root invalid={!!errors[name]} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Input type="number" inputMode="numeric" min={0} {...register(name, { valueAsNumber: true })} />
      {errors[name] ? (
        <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
      ) : help ? (
        <Field.HelperText>{help}</Field.HelperText>
      ) : null}
    </Field.Root>
  );

  return (
    <chakra.form
      noValidate
      aria-label="Task limits"
      onSubmit={handleSubmit((values) => send(limitsBodyOf(values, superAdmin), 'Task limits saved', close))}
    >
      <Stack gap="5">
        <HStack justify="space-between" align="start">
          <Text color="fg.muted" fontSize="sm">
            Tasks run only within these limits. Now: {businessHoursText(limits)}.
          </Text>
          <Menu.Root onSelect={(details) => (details.value === 'reset' ? void askReset() : undefined)}>
            <Menu.Trigger asChild>
              <IconButton size="sm" variant="ghost" aria-label="More limit actions">
                <EllipsisVertical />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="reset">
                    <RotateCcw size={14} /> Reset to defaults…
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </HStack>

        <Fieldset.Root>
          <Fieldset.Legend>Business hours</Fieldset.Legend>
          <Stack gap="3">
            <Field.Root invalid={!!errors.timezone}>
              <Field.Label>Time zone</Field.Label>
              <Input list="task-time-zones" {...register('timezone')} />
              <datalist id="task-time-zones">
                {(Intl.supportedValuesOf?.('timeZone') ?? []).map((z) => (
                  <option key={z} value={z} />
                ))}
              </datalist>
              <Field.ErrorText>{errors.timezone?.message}</Field.ErrorText>
            </Field.Root>
            <Stack gap="1.5">
              <Text id="task-days-label" fontSize="sm" fontWeight="medium">
                Days
              </Text>
              <Controller
                control={control}
                name="days"
                render={({ field }) => (
                  <HStack gap="3" wrap="wrap" role="group" aria-labelledby="task-days-label">
                    {WEEKDAYS.map((d) => (
                      <Checkbox.Root
                        key={d.day}
                        size="sm"
                        checked={field.value.includes(d.day)}
                        onCheckedChange={(e) =>
                          field.onChange(
                            e.checked === true
                              ? [...field.value, d.day].sort((a, b) => a - b)
                              : field.value.filter((x) => x !== d.day),
                          )
                        }
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{d.short}</Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </HStack>
                )}
              />
              {errors.days ? (
                <Text fontSize="xs" color="fg.error">
                  {errors.days.message}
                </Text>
              ) : null}
            </Stack>
            <Grid templateColumns="1fr 1fr" gap="3">
              <Field.Root invalid={!!errors.start}>
                <Field.Label>From</Field.Label>
                <Input type="time" {...register('start')} />
                <Field.ErrorText>{errors.start?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errors.end}>
                <Field.Label>Until</Field.Label>
                <Input type="time" {...register('end')} />
                <Field.ErrorText>{errors.end?.message}</Field.ErrorText>
              </Field.Root>
            </Grid>
          </Stack>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend>Daily caps and concurrency</Fieldset.Legend>
          {superAdmin ? null : <Fieldset.HelperText>Only a super administrator can change these.</Fieldset.HelperText>}
          <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="3">
            {number('dailyCalls', 'Calls a day', undefined, !superAdmin)}
            {number('dailyTexts', 'Texts a day', undefined, !superAdmin)}
            {number('dailyTasks', 'Tasks a day', undefined, !superAdmin)}
            {number('concurrencyPerRun', 'At once', undefined, !superAdmin)}
          </Grid>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend>Cooldowns</Fieldset.Legend>
          <Fieldset.HelperText>Minutes before the same number is contacted again.</Fieldset.HelperText>
          <Grid templateColumns="1fr 1fr" gap="3">
            {number('cooldownCallsMinutes', 'After a call', '1440 = one day')}
            {number('cooldownTextsMinutes', 'After a text', '60 = one hour')}
          </Grid>
        </Fieldset.Root>

        {failure ? (
          <Text role="alert" color="fg.error">
            {failure}
          </Text>
        ) : null}
        <HStack gap="2" justify="end">
          <CancelButton onClick={close} disabled={save.isPending} />
          <Button type="submit" loading={save.isPending} loadingText="Saving…">
            Save limits
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

/** The taskSettings overlay (`?taskSettings`): the task limits as a form, with a reset menu. */
export default function TaskSettingsOverlay({ close }: OverlayProps) {
  const { targetAccountId } = useActingAccount();
  const limits = useQuery(taskLimitsQueryOptions(targetAccountId));
  return (
    <QueryState
      query={limits}
      pendingLabel="Loading the task limits"
      errorMessage={(e) => `The task limits could not be loaded. ${humanMessage(e)}`}
    >
      {(data) => <LimitsForm limits={data.limits} targetAccountId={targetAccountId} close={close} />}
    </QueryState>
  );
}
