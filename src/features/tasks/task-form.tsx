import { Controller, useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Field, Grid, Input, SegmentGroup, Stack, Textarea, chakra } from '@chakra-ui/react';
import { ControlledCheckbox } from '@/components/controlled-checkbox';
import { FormActions, FormError } from '@/components/form-actions';
import {
  EMPTY_TASK_FORM,
  WAIT_TO_GREET_LABEL,
  TASK_TYPE_LABELS,
  displayTarget,
  normalizeTarget,
  targetProblem,
  taskFormSchema,
  type TaskFormValues,
  type TaskType,
} from '@/lib/tasks';

export interface TaskFormProps {
  timeZone: string;
  saving: boolean;
  /** The server's sentence for the last failed save; every typed value stays. */
  saveError: string | null;
  onSubmit: (values: TaskFormValues) => void;
  onCancel: () => void;
}

/** The createTask form: type, target (a phone number), context, greeting or message, waitToGreet,
 * a scheduled time in the organization's time zone and the agent account that runs it. */
export function TaskForm({ timeZone, saving, saveError, onSubmit, onCancel }: TaskFormProps) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<TaskFormValues>({
    resolver: valibotResolver(taskFormSchema),
    defaultValues: EMPTY_TASK_FORM,
    mode: 'onTouched',
  });
  const type = useWatch({ control, name: 'type' });
  const target = useWatch({ control, name: 'target' });
  const preview = target && !targetProblem(target) ? displayTarget(normalizeTarget(target)) : null;

  return (
    <chakra.form noValidate aria-label="New task" onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="4">
        <Field.Root>
          <Field.Label id="task-type-label">Type</Field.Label>
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <SegmentGroup.Root
                size="sm"
                aria-labelledby="task-type-label"
                value={field.value}
                onValueChange={(e) => field.onChange(e.value as TaskType)}
              >
                <SegmentGroup.Indicator />
                <SegmentGroup.Items
                  items={(['call', 'text'] as const).map((t) => ({ value: t, label: TASK_TYPE_LABELS[t] }))}
                />
              </SegmentGroup.Root>
            )}
          />
        </Field.Root>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <Field.Root invalid={!!errors.target} required>
            <Field.Label>
              Phone number <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="+1 415 555 0163"
              {...register('target')}
            />
            {errors.target ? (
              <Field.ErrorText>{errors.target.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>
                {preview
                  ? `Will ${type === 'call' ? 'call' : 'text'} ${preview}`
                  : 'With its country code, or 10 digits for a US number.'}
              </Field.HelperText>
            )}
          </Field.Root>
          <Field.Root invalid={!!errors.scheduledFor}>
            <Field.Label>Scheduled for</Field.Label>
            <Input type="datetime-local" {...register('scheduledFor')} />
            {errors.scheduledFor ? (
              <Field.ErrorText>{errors.scheduledFor.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>Time in {timeZone}. Empty: as soon as the limits allow.</Field.HelperText>
            )}
          </Field.Root>
        </Grid>
        <Field.Root invalid={!!errors.context}>
          <Field.Label>Context</Field.Label>
          <Textarea rows={3} placeholder="What the agent should know for this task." {...register('context')} />
          <Field.ErrorText>{errors.context?.message}</Field.ErrorText>
        </Field.Root>
        {type === 'call' ? (
          <>
            <Field.Root invalid={!!errors.greeting}>
              <Field.Label>Greeting</Field.Label>
              <Input placeholder="Hi, this is Sunrise Dental calling about…" {...register('greeting')} />
              <Field.ErrorText>{errors.greeting?.message}</Field.ErrorText>
            </Field.Root>
            <ControlledCheckbox control={control} name="waitToGreet" label={WAIT_TO_GREET_LABEL} />
          </>
        ) : (
          <Field.Root invalid={!!errors.message} required>
            <Field.Label>
              Message <Field.RequiredIndicator />
            </Field.Label>
            <Textarea rows={3} {...register('message')} />
            <Field.ErrorText>{errors.message?.message}</Field.ErrorText>
          </Field.Root>
        )}
        <Field.Root invalid={!!errors.accountId} maxW="xs">
          <Field.Label>Agent account</Field.Label>
          <Input inputMode="numeric" placeholder="This account" {...register('accountId')} />
          {errors.accountId ? (
            <Field.ErrorText>{errors.accountId.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>The number of the agent that runs the task.</Field.HelperText>
          )}
        </Field.Root>
        {saveError ? <FormError>Could not create the task: {saveError}</FormError> : null}
        <FormActions onCancel={onCancel} pending={saving} label="Create task" pendingLabel="Creating…" />
      </Stack>
    </chakra.form>
  );
}
