import { useEffect, useRef, useState } from 'react';
import { Button, Field, HStack, Heading, Input, Stack, Text, chakra } from '@chakra-ui/react';
import * as MESSAGES from '@/lib/message-catalogue';
import { phoneDigits } from '@/lib/validate';
import { useStartConversation } from './api';
import { CancelButton } from '@/components/cancel-button';

export interface StartedRoom {
  room: string;
  roomId: string;
  to: string;
}

/** Who the new conversation is with: a phone number (10 or 11 digits) or a username. */
function recipientError(to: string): string | null {
  const s = to.trim();
  if (!s) return 'Enter a phone number or username.';
  if (/^[+\d\s().-]+$/.test(s)) {
    const digits = phoneDigits(s);
    if (!/^1?\d{10}$/.test(digits)) return 'Enter a 10-digit phone number.';
  }
  return null;
}

/** What the group-room call is sent: a US number as 11 digits (a leading 1 added to 10), else
 * the username as typed. */
function recipientUser(to: string): string {
  const s = to.trim();
  if (!/^[+\d\s().-]+$/.test(s)) return s;
  const digits = phoneDigits(s);
  return digits.length === 10 ? `1${digits}` : digits;
}

/** Composing a new conversation: the room comes from the group-room call; on failure the
 * spec's alert shows and the new conversation is cancelled. */
export function NewConversation({
  onStarted,
  onFailed,
  onCancel,
}: {
  onStarted: (room: StartedRoom) => void;
  onFailed: (message: string) => void;
  onCancel: () => void;
}) {
  const [to, setTo] = useState('');
  const [touched, setTouched] = useState(false);
  const start = useStartConversation();
  const error = recipientError(to);
  // Cancelled (the form left) while the room call was on its way: its answer is ignored.
  const left = useRef(false);
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
    };
  }, []);
  return (
    <chakra.form
      aria-label="New conversation"
      p="4"
      onSubmit={async (e) => {
        e.preventDefault();
        setTouched(true);
        if (error) return;
        const user = recipientUser(to);
        try {
          const answer = await start.mutateAsync([user]);
          if (left.current) return;
          onStarted({ room: answer.details.room, roomId: answer.details.roomId ?? answer.details.room, to: user });
        } catch {
          if (!left.current) onFailed(MESSAGES.startConversationFailed);
        }
      }}
    >
      <Stack gap="3" maxW="md">
        <Heading as="h2" size="md">
          New conversation
        </Heading>
        <Field.Root invalid={touched && !!error} required>
          <Field.Label>To</Field.Label>
          <Input
            value={to}
            onChange={(e) => setTo(e.target.value)}
            onBlur={() => setTouched(true)}
            placeholder="(415) 555-0187 or a username"
            autoFocus
          />
          {touched && error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        </Field.Root>
        <Text fontSize="sm" color="fg.muted">
          The conversation runs on your agent's phone number.
        </Text>
        <HStack>
          <Button type="submit" loading={start.isPending} loadingText="Starting">
            Start conversation
          </Button>
          <CancelButton variant="ghost" onClick={onCancel} />
        </HStack>
      </Stack>
    </chakra.form>
  );
}
