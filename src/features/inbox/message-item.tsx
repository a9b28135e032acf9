import { useState } from 'react';
import { Box, Button, HStack, Image, Link, Stack, Text, chakra } from '@chakra-ui/react';
import type { Message, MessageAttachment } from '@/api/generated/model';
import { formatDuration } from '@/lib/inbox';
import { sanitizeUrl } from '@/lib/url';

export const QUICK_REACTIONS = ['👍', '❤️', '😂', '😮', '🙏'] as const;

const dateOf = (seconds: unknown): Date | null => {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return null;
  const d = new Date(seconds * 1000);
  return Number.isNaN(d.getTime()) ? null : d;
};
const messageTime = (seconds: unknown) => dateOf(seconds)?.toLocaleString() ?? '';
const isoTime = (seconds: unknown) => dateOf(seconds)?.toISOString() ?? '';

/** Attachments open only over http(s) (the one sanitiser): anything else is shown as text. */
const safeUrl = (url: unknown): string | null => sanitizeUrl(url);

function Attachment({ attachment }: { attachment: MessageAttachment }) {
  const type = attachment.type ?? '';
  const name = attachment.name ?? 'Attachment';
  const url = safeUrl(attachment.url);
  if (!url) return <Text fontSize="sm">{name}</Text>;
  if (type.startsWith('image/')) {
    return <Image src={url} alt={name} maxH="48" rounded="md" loading="lazy" />;
  }
  if (type.startsWith('audio/')) {
    return (
      <chakra.audio controls src={url} preload="none" aria-label={name} maxW="full">
        <Link href={url}>{name}</Link>
      </chakra.audio>
    );
  }
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer">
      {name}
    </Link>
  );
}

interface ReactionGroup {
  reaction: string;
  count: number;
  mine: boolean;
}

function groupReactions(message: Message, me: string | undefined): ReactionGroup[] {
  const groups = new Map<string, ReactionGroup>();
  for (const r of message.reactions ?? []) {
    const g = groups.get(r.reaction) ?? { reaction: r.reaction, count: 0, mine: false };
    g.count += 1;
    if (me && r.username === me) g.mine = true;
    groups.set(r.reaction, g);
  }
  return [...groups.values()];
}

interface MessageItemProps {
  message: Message;
  me?: string;
  onReact: (message: Message, reaction: string, add: boolean) => void;
  onTranscript: (message: Message) => void;
}

/** One message: author, time, text (as text, never HTML), attachments, reactions, and the
 * call's transcript and collected data when it has them. */
export function MessageItem({ message, me, onReact, onTranscript }: MessageItemProps) {
  const [showData, setShowData] = useState(false);
  const outbound = message.direction === 'outbound';
  const author = message.fromUser || message.sender || (outbound ? 'You' : 'Contact');
  const reactions = groupReactions(message, me);
  const collected = message.collectedData ? Object.entries(message.collectedData) : [];
  const isCall = message.type === 'call';
  return (
    <Stack
      as="li"
      gap="1"
      alignSelf={outbound ? 'end' : 'start'}
      maxW="80%"
      bg={outbound ? 'blue.subtle' : 'bg.muted'}
      rounded="lg"
      px="3"
      py="2"
    >
      <HStack gap="2" fontSize="xs" color="fg.muted">
        <Text fontWeight="semibold">{author}</Text>
        {isoTime(message.timestamp) ? (
          <chakra.time dateTime={isoTime(message.timestamp)}>{messageTime(message.timestamp)}</chakra.time>
        ) : null}
        {message.aiAgent ? <Text>· AI agent</Text> : null}
      </HStack>
      {isCall ? (
        <Text fontSize="sm">Call{message.duration !== undefined ? ` · ${formatDuration(message.duration)}` : ''}</Text>
      ) : null}
      {message.message ? <Text whiteSpace="pre-wrap">{message.message}</Text> : null}
      {message.summary ? (
        <Text fontSize="sm" fontStyle="italic">
          {message.summary}
        </Text>
      ) : null}
      {message.attachments?.length ? (
        <Stack gap="2">
          {message.attachments.map((a, i) => (
            <Attachment key={`${a.url}-${i}`} attachment={a} />
          ))}
        </Stack>
      ) : null}
      {message.uuid && isCall ? (
        <Button size="xs" variant="outline" alignSelf="start" onClick={() => onTranscript(message)}>
          Transcript
        </Button>
      ) : null}
      {collected.length ? (
        <Box>
          <Button size="xs" variant="ghost" aria-expanded={showData} onClick={() => setShowData((v) => !v)}>
            Collected data ({collected.length})
          </Button>
          {showData ? (
            <chakra.dl fontSize="sm" display="grid" gridTemplateColumns="auto 1fr" columnGap="3">
              {collected.map(([key, value]) => (
                <Box key={key} display="contents">
                  <chakra.dt color="fg.muted">{key}</chakra.dt>
                  <chakra.dd m="0">{typeof value === 'object' ? JSON.stringify(value) : String(value)}</chakra.dd>
                </Box>
              ))}
            </chakra.dl>
          ) : null}
        </Box>
      ) : null}
      {message.id ? (
        <HStack gap="1" wrap="wrap" role="group" aria-label="Reactions">
          {reactions.map((g) => (
            <Button
              key={g.reaction}
              size="2xs"
              variant={g.mine ? 'solid' : 'outline'}
              aria-pressed={g.mine}
              aria-label={`${g.reaction} ${g.count}${g.mine ? ', remove your reaction' : ', react'}`}
              onClick={() => onReact(message, g.reaction, !g.mine)}
            >
              {g.reaction} {g.count}
            </Button>
          ))}
          {QUICK_REACTIONS.filter((r) => !reactions.some((g) => g.reaction === r)).map((r) => (
            <Button
              key={r}
              size="2xs"
              variant="ghost"
              aria-label={`React with ${r}`}
              onClick={() => onReact(message, r, true)}
            >
              {r}
            </Button>
          ))}
        </HStack>
      ) : null}
    </Stack>
  );
}
