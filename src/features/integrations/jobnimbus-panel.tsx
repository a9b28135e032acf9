import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert, Button, Card, HStack, Heading, Input, List, Stack, Text, chakra } from '@chakra-ui/react';
import type { JobNimbusResult } from '@/api/generated/model';
import { LazyDayPickerField } from '@/components/lazy-day-picker-field';
import { LabelledField } from '@/components/labelled-field';
import { humanMessage } from '@/lib/errors';
import {
  bearerTokenProblem,
  jobNimbusOutcome,
  settingsListsOf,
  targetDateProblem,
  teamMembersOf,
} from '@/lib/integrations';
import { useJobNimbus } from './api';

/** The job-tracking integration: an API key (sent as a bearer token) and a target day. */
export function JobNimbusPanel({ targetAccountId }: { targetAccountId: number | undefined }) {
  const jn = useJobNimbus(targetAccountId);
  const [result, setResult] = useState<{ settings: JobNimbusResult; team: JobNimbusResult | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ bearerToken: string; targetDate: string }>({ defaultValues: { bearerToken: '', targetDate: '' } });
  const submit = handleSubmit(async ({ bearerToken, targetDate }) => {
    setError(null);
    try {
      setResult(await jn.connect(bearerToken.trim(), targetDate));
    } catch (e) {
      setResult(null);
      setError(humanMessage(e));
    }
  });
  const refused =
    result && !result.settings.valid
      ? jobNimbusOutcome(result.settings)
      : result?.team && !result.team.valid
        ? jobNimbusOutcome(result.team)
        : null;
  const connected = result && result.settings.valid && result.team?.valid;
  return (
    <Card.Root variant="outline" bg="bg" as="section" aria-label="JobNimbus">
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          JobNimbus
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Connect your JobNimbus account so the agent can see your job types and team.
        </Text>
        <chakra.form onSubmit={submit} noValidate aria-label="Connect JobNimbus">
          <HStack gap="2" align="start" wrap="wrap">
            <LabelledField label="API key" error={errors.bearerToken?.message} flex="1" minW="56" required>
              <Input
                type="password"
                autoComplete="off"
                {...register('bearerToken', { validate: (v) => bearerTokenProblem(v) ?? true })}
              />
            </LabelledField>
            <Controller
              control={control}
              name="targetDate"
              // The field keeps text that is not a day (onInvalidText); the rule names it.
              rules={{ validate: (v) => targetDateProblem(v) ?? true }}
              render={({ field, fieldState }) => (
                <LazyDayPickerField
                  label="Day"
                  size="md"
                  name={field.name}
                  day={field.value}
                  onDayChange={field.onChange}
                  onInvalidText={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={fieldState.error?.message}
                  w={{ base: 'full', sm: '44' }}
                  portalled
                />
              )}
            />
            <Button type="submit" size="sm" mt={{ base: 0, md: '6' }} loading={isSubmitting} loadingText="Connecting…">
              Connect
            </Button>
          </HStack>
        </chakra.form>
        {error ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            Could not reach JobNimbus: {error}
          </Text>
        ) : null}
        {refused && refused.kind === 'refused' ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{refused.text}</Alert.Title>
          </Alert.Root>
        ) : null}
        {connected ? (
          <Stack gap="2" role="status" aria-label="JobNimbus connected">
            <Text fontWeight="medium">Connected to JobNimbus.</Text>
            {settingsListsOf(result.settings.data).map((s) => (
              <Text key={s.key} fontSize="sm">
                {s.key}: {s.values.join(', ')}
              </Text>
            ))}
            <List.Root ps="4" aria-label="JobNimbus team">
              {teamMembersOf(result.team?.data).map((m) => (
                <List.Item key={m.id}>
                  {m.name}
                  {m.email ? ` (${m.email})` : ''}
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
