// The calendar connections: Google Calendar (connect, choose the main calendar, disconnect after a
// confirmation) and Calendly (a personal access token, write-only: never shown after saving).
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Box, Button, Card, HStack, Input, RadioGroup, Stack, Text, chakra } from '@chakra-ui/react';
import { toast } from '@/components/feedback';
import { confirmDelete } from '@/components/delete-action';
import { LabelledField } from '@/components/labelled-field';
import { ErrorState, PendingState } from '@/components/query-state';
import { humanMessage } from '@/lib/errors';
import {
  calendlyQueryOptions,
  googleCalendarsQueryOptions,
  isNotConnected,
  mainCalendarQueryOptions,
  useCalendly,
  useChooseMainCalendar,
  useConnectGoogle,
  useDisconnectGoogle,
} from './api';

type Target = number | undefined;

/** One connection's card: its name and state (once known), what it does, its controls, and the
 * failure of the last action. */
function ConnectionCard({
  title,
  checking,
  connected,
  description,
  failure,
  children,
}: {
  title: string;
  /** The state is not known (still being read, or the read failed otherwise than "not
   * connected"): no badge. */
  checking: boolean;
  connected: boolean;
  description: string;
  failure: string | null;
  children: ReactNode;
}) {
  return (
    <Box as="section" aria-label={title}>
      <Card.Root variant="outline" size="sm" h="full">
        <Card.Header>
          <HStack justify="space-between">
            <Card.Title as="h2">{title}</Card.Title>
            {checking ? null : (
              <Badge colorPalette={connected ? 'green' : 'gray'}>{connected ? 'Connected' : 'Not connected'}</Badge>
            )}
          </HStack>
          <Card.Description>{description}</Card.Description>
        </Card.Header>
        <Card.Body>
          {children}
          {failure ? (
            <Text role="alert" color="fg.error" textStyle="sm" mt="2">
              {failure}
            </Text>
          ) : null}
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

export function GoogleCalendarCard({ targetAccountId }: { targetAccountId: Target }) {
  const calendars = useQuery(googleCalendarsQueryOptions(targetAccountId));
  const connected = calendars.isSuccess;
  const main = useQuery({ ...mainCalendarQueryOptions(targetAccountId), enabled: connected });
  const connect = useConnectGoogle(targetAccountId);
  const choose = useChooseMainCalendar(targetAccountId);
  const disconnect = useDisconnectGoogle(targetAccountId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const notConnected = calendars.isError && isNotConnected(calendars.error);

  const run = async (action: () => Promise<unknown>, fallback: string, done?: string) => {
    setFailure(null);
    try {
      await action();
      if (done) toast(done, { type: 'success' });
    } catch (error) {
      setFailure(humanMessage(error, fallback));
    }
  };

  const list = calendars.data?.calendars ?? [];
  const mainId = main.data?.calendar.id ?? null;
  const value = chosen ?? mainId;

  return (
    <ConnectionCard
      title="Google Calendar"
      checking={calendars.isPending || (calendars.isError && !notConnected)}
      connected={connected}
      description="Your agent checks it for free time and books appointments into the main calendar."
      failure={failure}
    >
      {calendars.isPending ? (
        <PendingState label="Loading Google calendars" />
      ) : notConnected ? (
        <Button
          alignSelf="start"
          size="sm"
          loading={connect.isPending}
          loadingText="Connecting"
          onClick={() =>
            void run(connect.connect, 'Google Calendar could not be connected. Try again.', 'Google Calendar connected')
          }
        >
          Connect Google Calendar
        </Button>
      ) : calendars.isError ? (
        <ErrorState
          message={humanMessage(calendars.error, 'Your Google calendars could not be loaded.')}
          retry={() => void calendars.refetch()}
          retrying={calendars.isFetching}
        />
      ) : list.length === 0 ? (
        <Text>No calendars in this Google account. Create one in Google Calendar, then come back.</Text>
      ) : (
        <Stack gap="3">
          <Text id="main-calendar-label" textStyle="sm">
            Book appointments into
          </Text>
          <RadioGroup.Root
            aria-labelledby="main-calendar-label"
            value={value}
            onValueChange={(e) => setChosen(e.value)}
            size="sm"
          >
            <Stack gap="2">
              {list.map((c) => (
                <RadioGroup.Item key={c.id} value={c.id}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    {c.summary}
                    {c.primary ? ' (primary)' : ''}
                    {c.id === mainId ? ' — main' : ''}
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              disabled={!value || value === mainId}
              loading={choose.isPending}
              onClick={() =>
                value &&
                void run(
                  () => choose.choose(value),
                  'The main calendar could not be saved. Try again.',
                  'Main calendar saved',
                )
              }
            >
              Use as main calendar
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              loading={disconnect.isPending}
              onClick={async () => {
                const confirmed = await confirmDelete({
                  title: 'Disconnect Google Calendar?',
                  details: 'Your agent stops checking and booking into your Google calendars until you connect again.',
                  confirmText: 'Disconnect',
                  cancelText: 'Keep connected',
                });
                if (confirmed)
                  void run(
                    disconnect.disconnect,
                    'Google Calendar could not be disconnected. Try again.',
                    'Google Calendar disconnected',
                  );
              }}
            >
              Disconnect
            </Button>
          </HStack>
        </Stack>
      )}
    </ConnectionCard>
  );
}

export function CalendlyCard({ targetAccountId }: { targetAccountId: Target }) {
  const record = useQuery(calendlyQueryOptions(targetAccountId));
  const calendly = useCalendly(targetAccountId);
  const [token, setToken] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const connected = record.isSuccess;
  const notConnected = record.isError && isNotConnected(record.error);

  return (
    <ConnectionCard
      title="Calendly"
      checking={record.isPending || (record.isError && !notConnected)}
      connected={connected}
      description="Your agent offers times from your Calendly event types."
      // Before connecting, the failure shows on the token field instead.
      failure={connected ? failure : null}
    >
      {record.isPending ? (
        <PendingState label="Loading Calendly" />
      ) : connected ? (
        <Stack gap="3">
          <Text textStyle="sm">
            Connected with a personal access token. The token is never shown again; to change it, disconnect and connect
            with a new one.
          </Text>
          <Button
            alignSelf="start"
            size="sm"
            variant="outline"
            colorPalette="red"
            loading={calendly.disable.isPending}
            onClick={async () => {
              setFailure(null);
              try {
                await calendly.disconnect();
                toast('Calendly disconnected', { type: 'success' });
              } catch (error) {
                setFailure(humanMessage(error, 'Calendly could not be disconnected. Try again.'));
              }
            }}
          >
            Disconnect Calendly
          </Button>
        </Stack>
      ) : notConnected ? (
        <chakra.form
          aria-label="Connect Calendly"
          onSubmit={async (e) => {
            e.preventDefault();
            if (!token.trim()) return setFailure('This field is required');
            setFailure(null);
            try {
              await calendly.connect(token.trim());
              setToken('');
              toast('Calendly connected', { type: 'success' });
            } catch (error) {
              setFailure(humanMessage(error, 'Calendly could not be connected. Check the token and try again.'));
            }
          }}
        >
          <Stack gap="3">
            <LabelledField label="Personal access token" error={failure} helper="Saved once and never shown again.">
              <Input
                type="password"
                autoComplete="off"
                value={token}
                onChange={(e) => setToken(e.currentTarget.value)}
                placeholder="Paste the token from Calendly’s Integrations page"
              />
            </LabelledField>
            <Button
              type="submit"
              alignSelf="start"
              size="sm"
              loading={calendly.enable.isPending}
              loadingText="Connecting"
            >
              Connect Calendly
            </Button>
          </Stack>
        </chakra.form>
      ) : (
        <ErrorState
          message={humanMessage(record.error, 'Calendly could not be checked.')}
          retry={() => void record.refetch()}
          retrying={record.isFetching}
        />
      )}
    </ConnectionCard>
  );
}
