// SETUP_INTEGRATIONS: one integration at a time (integrationIndex), each with its own way to
// connect: Google Calendar (choose the calendar to book into), Calendly (a personal access
// token), an app (its auth provider's parameters as a form). Connected state per integration.
import { useState } from 'react';
import { Badge, Button, Field, HStack, Input, RadioGroup, Stack, Text, chakra } from '@chakra-ui/react';
import { CheckCircle2 } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, QueryState } from '@/components/query-state';
import {
  nextIntegration,
  parseIntegrationId,
  pendingIntegrations,
  setIntegrationConnected,
  type IntegrationKind,
} from '@/lib/onboarding';
import { isRecord } from '@/lib/storage';
import {
  appQueryOptions,
  failureMessage,
  googleCalendarsQueryOptions,
  useConnectCalendly,
  useSaveAppSettings,
  useSetMainCalendar,
} from '../api';
import { StepLayout } from '../step-layout';
import { useOnboarding } from '../use-onboarding';
import { ContinueButton } from '../continue-button';

function integrationName(kind: IntegrationKind): string {
  if (kind.kind === 'googleCalendar') return 'Google Calendar';
  if (kind.kind === 'calendly') return 'Calendly';
  if (kind.kind === 'app') return kind.appId;
  return kind.id;
}

export function SetupIntegrationsStep() {
  const { state, dispatch } = useOnboarding();
  const id = state.templateIntegrations[state.integrationIndex];
  if (id === undefined) {
    return (
      <StepLayout step="SETUP_INTEGRATIONS">
        <EmptyState
          title="Nothing to connect"
          description="This template needs no integrations."
          action={
            <Button size="sm" onClick={() => dispatch(nextIntegration(state))}>
              Continue
            </Button>
          }
        />
      </StepLayout>
    );
  }
  const kind = parseIntegrationId(id);
  const connected = state.connectedIntegrations[id] === true;
  const pending = pendingIntegrations(state);
  const position = pending.indexOf(id) + 1;
  const markConnected = () => dispatch(setIntegrationConnected(state, id, true));
  const next = () => dispatch(nextIntegration(state));

  return (
    <StepLayout
      step="SETUP_INTEGRATIONS"
      actions={
        <>
          {!connected ? (
            <Button variant="ghost" onClick={next}>
              Skip for now
            </Button>
          ) : null}
          <ContinueButton onClick={next} disabled={!connected} />
        </>
      }
    >
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Text textStyle="sm" color="fg.muted">
          Integration {Math.max(1, position)} of {Math.max(1, pending.length)}
        </Text>
        <Badge
          colorPalette={connected ? 'green' : 'gray'}
          aria-label={`${integrationName(kind)}: ${connected ? 'connected' : 'not connected'}`}
        >
          {connected ? <CheckCircle2 size={12} aria-hidden="true" /> : null}
          {connected ? 'Connected' : 'Not connected'}
        </Badge>
      </HStack>
      <Stack borderWidth="1px" borderColor="border" borderRadius="l3" p="4" gap="3" key={id}>
        <Text fontWeight="semibold">{integrationName(kind)}</Text>
        {kind.kind === 'googleCalendar' ? (
          <GoogleCalendarConnect onConnected={markConnected} connected={connected} />
        ) : kind.kind === 'calendly' ? (
          <CalendlyConnect onConnected={markConnected} connected={connected} />
        ) : kind.kind === 'app' ? (
          <AppConnect appId={kind.appId} version={kind.version} onConnected={markConnected} connected={connected} />
        ) : (
          <Text color="fg.muted">Set this one up later from the agent’s integrations.</Text>
        )}
      </Stack>
    </StepLayout>
  );
}

interface ConnectProps {
  connected: boolean;
  onConnected: () => void;
}

function GoogleCalendarConnect({ onConnected, connected }: ConnectProps) {
  const { acting } = useOnboarding();
  const calendars = useQuery(googleCalendarsQueryOptions(acting.targetAccountId));
  const setMain = useSetMainCalendar(acting.targetAccountId);
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <QueryState
      query={calendars}
      pendingLabel="Loading your calendars"
      errorMessage="Your Google account is not connected yet. Skip this step and connect it later from the integrations."
      canRetry
      isEmpty={(data) => (data.calendars ?? []).length === 0}
      empty={{ title: 'No calendars found', description: 'Create a calendar in Google, then retry.' }}
    >
      {(data) => {
        const list = data.calendars ?? [];
        const value = chosen ?? list.find((c) => c.primary)?.id ?? list[0]?.id ?? null;
        return (
          <Stack gap="3">
            <Text textStyle="sm" id="onboarding-calendar-label">
              Which calendar should the agent book into?
            </Text>
            <RadioGroup.Root
              aria-labelledby="onboarding-calendar-label"
              value={value}
              onValueChange={(e) => setChosen(e.value)}
            >
              <Stack gap="2">
                {list.map((c) => (
                  <RadioGroup.Item key={c.id} value={c.id}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{c.summary || c.id}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
            {setMain.isError ? (
              <Text role="alert" color="fg.error" textStyle="sm">
                {failureMessage(setMain.error, 'The calendar could not be saved. Try again.')}
              </Text>
            ) : null}
            <Button
              alignSelf="start"
              size="sm"
              variant={connected ? 'outline' : 'solid'}
              loading={setMain.isPending}
              disabled={value === null}
              onClick={() => value && setMain.mutate(value, { onSuccess: onConnected })}
            >
              {connected ? 'Save calendar' : 'Use this calendar'}
            </Button>
          </Stack>
        );
      }}
    </QueryState>
  );
}

function CalendlyConnect({ onConnected, connected }: ConnectProps) {
  const { acting } = useOnboarding();
  const connect = useConnectCalendly(acting.targetAccountId);
  const [token, setToken] = useState('');
  return (
    <chakra.form
      onSubmit={(e) => {
        e.preventDefault();
        if (token.trim()) connect.mutate(token.trim(), { onSuccess: onConnected });
      }}
    >
      <Stack gap="3">
        <Field.Root invalid={connect.isError}>
          <Field.Label>Calendly personal access token</Field.Label>
          <Input
            type="password"
            autoComplete="off"
            value={token}
            onChange={(e) => setToken(e.currentTarget.value)}
            placeholder={connected ? 'Connected — paste a new token to replace it' : 'Paste your token'}
          />
          <Field.ErrorText>
            {failureMessage(connect.error, 'Calendly could not be connected. Check the token.')}
          </Field.ErrorText>
        </Field.Root>
        <Button type="submit" size="sm" alignSelf="start" loading={connect.isPending} disabled={!token.trim()}>
          Connect Calendly
        </Button>
      </Stack>
    </chakra.form>
  );
}

interface ParamSchema {
  type?: string;
  title?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

function AppConnect({ appId, version, onConnected, connected }: ConnectProps & { appId: string; version: string }) {
  const { acting } = useOnboarding();
  const app = useQuery(appQueryOptions(appId, version, acting.targetAccountId));
  const save = useSaveAppSettings(acting.targetAccountId);
  const [values, setValues] = useState<Record<string, string>>({});
  return (
    <QueryState query={app} pendingLabel="Loading the app" errorMessage="The app could not be loaded.">
      {(data) => {
        const params = data.app?.dependencies?.providers?.auth?.parameters?.properties;
        const entries = Object.entries(isRecord(params) ? params : {}).filter((entry): entry is [string, ParamSchema] =>
          isRecord(entry[1]),
        );
        const current = isRecord(data.app?.appData) ? data.app.appData : {};
        const valueOf = (key: string) => values[key] ?? (current[key] === undefined ? '' : String(current[key]));
        const isBad = (raw: string, schema: ParamSchema) =>
          (schema.type === 'integer' || schema.type === 'number') &&
          raw.trim() !== '' &&
          (!Number.isFinite(Number(raw)) ||
            (schema.type === 'integer' && !Number.isInteger(Number(raw))) ||
            (schema.minimum !== undefined && Number(raw) < schema.minimum) ||
            (schema.maximum !== undefined && Number(raw) > schema.maximum));
        const anyBad = entries.some(([key, schema]) => isBad(valueOf(key), schema));
        const submit = () => {
          // A field shown as invalid is never sent (Number('abc') would go out as null).
          if (anyBad) return;
          const appData: Record<string, unknown> = {};
          for (const [key, schema] of entries) {
            const raw = valueOf(key).trim();
            if (raw === '') continue;
            appData[key] = schema.type === 'integer' || schema.type === 'number' ? Number(raw) : raw;
          }
          save.mutate({ appId, version, appData }, { onSuccess: onConnected });
        };
        return (
          <chakra.form
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <Stack gap="3">
              {data.app?.description ? (
                <Text textStyle="sm" color="fg.muted">
                  {data.app.description}
                </Text>
              ) : null}
              {entries.map(([key, schema]) => {
                const numeric = schema.type === 'integer' || schema.type === 'number';
                const raw = valueOf(key);
                const bad = isBad(raw, schema);
                return (
                  <Field.Root key={key} invalid={bad}>
                    <Field.Label>{schema.title || key}</Field.Label>
                    <Input
                      inputMode={numeric ? 'numeric' : undefined}
                      maxLength={schema.maxLength}
                      value={raw}
                      onChange={(e) => {
                        const next = e.currentTarget.value;
                        setValues((v) => ({ ...v, [key]: next }));
                      }}
                    />
                    <Field.ErrorText>
                      Enter a number
                      {schema.minimum !== undefined ? ` from ${schema.minimum}` : ''}
                      {schema.maximum !== undefined ? ` to ${schema.maximum}` : ''}.
                    </Field.ErrorText>
                  </Field.Root>
                );
              })}
              {save.isError ? (
                <Text role="alert" color="fg.error" textStyle="sm">
                  {failureMessage(save.error, 'The settings could not be saved. Try again.')}
                </Text>
              ) : null}
              <Button type="submit" size="sm" alignSelf="start" loading={save.isPending} disabled={anyBad}>
                {connected ? 'Save settings' : 'Connect'}
              </Button>
            </Stack>
          </chakra.form>
        );
      }}
    </QueryState>
  );
}
