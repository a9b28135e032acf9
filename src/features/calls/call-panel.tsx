import { useState } from 'react';
import { Badge, Button, Field, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { CopyField } from '@/components/copy-field';
import { LabelledField } from '@/components/labelled-field';
import { OptionSelect, type SelectOption } from '@/components/option-select';
import { formatPhoneNumber, phoneDigits } from '@/lib/validate';
import { dispatchCall, useCallState } from './call-store';

export const CALL_TYPES = ['audio', 'video'] as const;
type CallType = (typeof CALL_TYPES)[number];
const CALL_TYPE_OPTIONS: readonly SelectOption<CallType>[] = CALL_TYPES.map((t) => ({ value: t, label: t }));

const display = (username: string) =>
  /^1?\d{10}$/.test(phoneDigits(username)) ? formatPhoneNumber(username) : username;

/** The kick flag: the user was removed from a call; Dismiss resets the flag. */
export function KickedNotice() {
  return (
    <HStack role="alert" justify="space-between" borderWidth="1px" borderColor="red.500" rounded="md" p="2">
      <Text>You were removed from the call.</Text>
      <Button size="xs" variant="outline" onClick={() => dispatchCall({ kind: 'kickReset' })}>
        Dismiss
      </Button>
    </HStack>
  );
}

/** The active call and its controls: toggle type, move to a meeting, end; the kick flag. */
export function ActiveCallPanel() {
  const { call, kicked } = useCallState();
  const [meetingId, setMeetingId] = useState('');
  return (
    <Stack gap="3">
      {kicked ? <KickedNotice /> : null}
      {call ? (
        <Stack gap="3" aria-label="Active call" role="group">
          <HStack wrap="wrap" gap="2">
            <Text fontWeight="semibold">{display(call.username)}</Text>
            <Badge>{call.type}</Badge>
            {call.isLive ? <Badge colorPalette="green">Live</Badge> : null}
            {call.viewerOnly ? <Badge>Viewer only</Badge> : null}
            {call.meetingId ? <Badge>Meeting {call.meetingId}</Badge> : null}
            {call.campaignId ? <Badge>AI agent on the call</Badge> : null}
          </HStack>
          {call.campaignId ? <CopyField label="Agent id (for support)" value={call.campaignId} /> : null}
          <HStack wrap="wrap" gap="2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => dispatchCall({ kind: 'toggle', type: call.type === 'video' ? 'audio' : 'video' })}
            >
              Switch to {call.type === 'video' ? 'audio' : 'video'}
            </Button>
            <Button size="sm" colorPalette="red" onClick={() => dispatchCall({ kind: 'end' })}>
              End call
            </Button>
          </HStack>
          <chakra.form
            onSubmit={(e) => {
              e.preventDefault();
              const id = meetingId.trim();
              if (id) dispatchCall({ kind: 'updateDestination', meetingId: id });
            }}
          >
            <HStack align="end">
              <Field.Root>
                <Field.Label>Meeting id</Field.Label>
                <Input size="sm" value={meetingId} onChange={(e) => setMeetingId(e.target.value)} />
              </Field.Root>
              <Button size="sm" type="submit" variant="outline" disabled={!meetingId.trim()}>
                Move to meeting
              </Button>
            </HStack>
          </chakra.form>
        </Stack>
      ) : (
        <Text color="fg.muted">No active call.</Text>
      )}
    </Stack>
  );
}

/** Starts a call to a destination: a person gets a call button (audio, or video); the call's raw
 * options (type, live, viewer only, meeting id, agent campaign id) stay for super admins under an
 * "Advanced" disclosure. */
export function StartCallForm({ destination, advanced = false }: { destination: string; advanced?: boolean }) {
  const [username, setUsername] = useState(destination);
  const [type, setType] = useState<CallType>('audio');
  const [isLive, setIsLive] = useState(false);
  const [viewerOnly, setViewerOnly] = useState(false);
  const [meetingId, setMeetingId] = useState('');
  const [campaignId, setCampaignId] = useState('');
  const start = (callType: string) => {
    if (!username.trim()) return;
    dispatchCall({
      kind: 'start',
      call: {
        username: username.trim(),
        type: callType,
        isLive: advanced && isLive,
        viewerOnly: advanced && viewerOnly,
        meetingId: (advanced && meetingId.trim()) || null,
        campaignId: (advanced && campaignId.trim()) || null,
      },
    });
  };
  const fixed = destination.trim() !== '';
  return (
    <chakra.form
      aria-label="Start a call"
      onSubmit={(e) => {
        e.preventDefault();
        start(advanced ? type : 'audio');
      }}
    >
      <Stack gap="3">
        {fixed ? (
          <Text fontWeight="semibold" fontSize="lg">
            Call {display(destination)}
          </Text>
        ) : (
          <Field.Root required>
            <Field.Label>Number or username</Field.Label>
            <Input value={username} onChange={(e) => setUsername(e.target.value)} placeholder="(415) 555-0123" />
          </Field.Root>
        )}
        <HStack gap="2" wrap="wrap">
          <Button type="submit" colorPalette="blue" disabled={!username.trim()}>
            {advanced ? 'Start call' : 'Call'}
          </Button>
          {advanced ? null : (
            <Button variant="outline" disabled={!username.trim()} onClick={() => start('video')}>
              Video call
            </Button>
          )}
        </HStack>
        {advanced ? (
          <chakra.details borderWidth="1px" borderColor="border.muted" rounded="l2" px="3" py="2">
            <chakra.summary cursor="pointer" fontWeight="medium">
              Advanced
            </chakra.summary>
            <Stack gap="3" mt="3">
              {fixed ? (
                <Field.Root required>
                  <Field.Label>Destination</Field.Label>
                  <Input value={username} onChange={(e) => setUsername(e.target.value)} />
                </Field.Root>
              ) : null}
              <LabelledField label="Type">
                <OptionSelect size="md" options={CALL_TYPE_OPTIONS} value={type} onChange={setType} />
              </LabelledField>
              <HStack gap="4">
                <chakra.label display="flex" gap="2" alignItems="center">
                  <input type="checkbox" checked={isLive} onChange={(e) => setIsLive(e.target.checked)} /> Live
                </chakra.label>
                <chakra.label display="flex" gap="2" alignItems="center">
                  <input type="checkbox" checked={viewerOnly} onChange={(e) => setViewerOnly(e.target.checked)} />{' '}
                  Viewer only
                </chakra.label>
              </HStack>
              <HStack>
                <Field.Root>
                  <Field.Label>Meeting id (optional)</Field.Label>
                  <Input value={meetingId} onChange={(e) => setMeetingId(e.target.value)} />
                </Field.Root>
                <Field.Root>
                  <Field.Label>Agent campaign id (optional)</Field.Label>
                  <Input value={campaignId} onChange={(e) => setCampaignId(e.target.value)} />
                </Field.Root>
              </HStack>
            </Stack>
          </chakra.details>
        ) : null}
      </Stack>
    </chakra.form>
  );
}
