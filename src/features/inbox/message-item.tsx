import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  HStack,
  Icon,
  IconButton,
  Image,
  Link,
  Menu,
  Portal,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { CloseButton } from '@/components/close-button';
import {
  AlertCircle,
  Bot,
  ChevronDown,
  ChevronRight,
  FileText,
  Frown,
  HandHeart,
  Heart,
  Laugh,
  PartyPopper,
  PhoneIncoming,
  PhoneMissed,
  PhoneOutgoing,
  SmilePlus,
  ThumbsUp,
} from 'lucide-react';
import type { Message, MessageAttachment } from '@/api/generated/model';
import {
  REACTIONS,
  attachmentKind,
  callFacts,
  collectedRows,
  fileKindLabel,
  formatBytes,
  fullDateTime,
  inboxDate,
  isoDateTime,
  reactionLabel,
  type DataValue,
  type OutboxEntry,
} from '@/lib/inbox';
import { sanitizeUrl } from '@/lib/url';
import { fileSizes } from './compose-store';

/** A time in the inbox's one style, the full date and time on hover. */
/** Messages shown before the server has them carry an id of this page's making. */
export const LOCAL_MESSAGE_PREFIX = 'local-';
/** A message the server does not know yet: it cannot take reactions (the call would fail). */
export const isLocalMessage = (message: Message) => String(message.id ?? '').startsWith(LOCAL_MESSAGE_PREFIX);

export function InboxTime({ epoch, now, style }: { epoch: unknown; now: number; style: 'list' | 'message' }) {
  const iso = isoDateTime(epoch);
  if (!iso) return null;
  return (
    <chakra.time dateTime={iso} title={fullDateTime(epoch)}>
      {inboxDate(epoch, now, style)}
    </chakra.time>
  );
}

function ImageAttachment({ url, name }: { url: string; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <chakra.button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Open image ${name}`}
        rounded="md"
        overflow="hidden"
        borderWidth="1px"
        w="fit-content"
        cursor="zoom-in"
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing' }}
      >
        <Image
          src={url}
          alt={name}
          maxH="40"
          maxW="full"
          objectFit="cover"
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      </chakra.button>
      <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} size="xl" placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title truncate>{name}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Image src={url} alt={name} maxH="75vh" mx="auto" objectFit="contain" referrerPolicy="no-referrer" />
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close image" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

/** Attachments open only over http(s) (the one sanitiser): anything else is shown as text. */
function Attachment({ attachment, recording }: { attachment: MessageAttachment; recording: boolean }) {
  const name = attachment.name || 'Attachment';
  const url = sanitizeUrl(attachment.url);
  const kind = attachmentKind(attachment.type, attachment.name || attachment.url);
  if (!url) return <Text fontSize="sm">{name}</Text>;
  if (kind === 'image') return <ImageAttachment url={url} name={name} />;
  if (kind === 'audio') {
    const label = recording ? 'Call recording' : name;
    return (
      <Stack gap="1" w="full" minW={{ base: '14rem', md: '18rem' }}>
        <Text fontSize="xs" color="fg.muted">
          {label}
        </Text>
        <chakra.audio controls src={url} preload="metadata" aria-label={label} w="full" h="10">
          <Link href={url}>{name}</Link>
        </chakra.audio>
      </Stack>
    );
  }
  if (kind === 'video') {
    return <chakra.video controls src={url} preload="metadata" aria-label={name} maxH="60" maxW="full" rounded="md" />;
  }
  const size = formatBytes(fileSizes.get(url));
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      display="flex"
      alignItems="center"
      gap="2"
      borderWidth="1px"
      rounded="md"
      px="3"
      py="2"
      bg="bg"
      color="fg"
      textDecoration="none"
      maxW="full"
    >
      <Icon as={FileText} boxSize="5" color="fg.muted" aria-hidden="true" />
      <Stack gap="0" minW="0">
        <Text fontSize="sm" fontWeight="medium" truncate>
          {name}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {[fileKindLabel(attachment.name, attachment.type), size].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
    </Link>
  );
}

function Value({ value }: { value: DataValue }) {
  switch (value.kind) {
    case 'empty':
      return <Text color="fg.subtle">{value.text}</Text>;
    case 'boolean':
      return (
        <Text as="span" color={value.value ? 'green.fg' : 'fg.muted'} fontWeight="medium">
          {value.text}
        </Text>
      );
    case 'number':
      return <Text fontVariantNumeric="tabular-nums">{value.text}</Text>;
    case 'date':
      return <chakra.time dateTime={value.iso}>{value.text}</chakra.time>;
    case 'text':
      return (
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          {value.text}
        </Text>
      );
    case 'list':
      return (
        <chakra.ul m="0" ps="4">
          {value.items.map((item, i) => (
            <li key={i}>
              <Value value={item} />
            </li>
          ))}
        </chakra.ul>
      );
    case 'record':
      return <DataList entries={value.entries.map((e, i) => ({ key: String(i), ...e }))} />;
  }
}

function DataList({ entries }: { entries: { key: string; label: string; value: DataValue }[] }) {
  return (
    <chakra.dl fontSize="sm" display="grid" gridTemplateColumns="minmax(6rem, auto) 1fr" columnGap="3" rowGap="1" m="0">
      {entries.map((e) => (
        <Box key={e.key} display="contents">
          <chakra.dt color="fg.muted">{e.label}</chakra.dt>
          <chakra.dd m="0" minW="0">
            <Value value={e.value} />
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}

/** Each offered reaction drawn as an icon, so it shows on systems without an emoji font. */
const REACTION_ICONS: Record<string, typeof Heart> = {
  '👍': ThumbsUp,
  '❤️': Heart,
  '😂': Laugh,
  '🎉': PartyPopper,
  '😢': Frown,
  '🙏': HandHeart,
};

/** A reaction as its icon (known ones) or its glyph (any other the server sends). */
function ReactionMark({ emoji }: { emoji: string }) {
  const RIcon = REACTION_ICONS[emoji];
  return RIcon ? (
    <Icon as={RIcon} boxSize="3.5" color={emoji === '❤️' ? 'red.500' : undefined} aria-hidden="true" />
  ) : (
    <span aria-hidden="true">{emoji}</span>
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

function Reactions({
  message,
  me,
  onReact,
}: {
  message: Message;
  me?: string;
  onReact: (message: Message, reaction: string, add: boolean) => void;
}) {
  const groups = groupReactions(message, me);
  return (
    <HStack gap="1" wrap="wrap" role="group" aria-label="Reactions">
      {groups.map((g) => {
        const label = reactionLabel(g.reaction);
        return (
          <Button
            key={g.reaction}
            size="2xs"
            rounded="full"
            variant={g.mine ? 'subtle' : 'outline'}
            colorPalette={g.mine ? 'blue' : 'gray'}
            aria-pressed={g.mine}
            title={`${label}${g.mine ? ' (yours: press to remove)' : ''}`}
            aria-label={`${label}, ${g.count}${g.mine ? ', remove your reaction' : ', add yours'}`}
            onClick={() => onReact(message, g.reaction, !g.mine)}
          >
            <ReactionMark emoji={g.reaction} /> {g.count}
          </Button>
        );
      })}
      <Menu.Root positioning={{ placement: 'top-start' }}>
        <Menu.Trigger asChild>
          <IconButton size="2xs" variant="ghost" rounded="full" aria-label="Add a reaction" title="Add a reaction">
            <SmilePlus />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="10rem">
              {REACTIONS.map((r) => {
                const mine = groups.some((g) => g.reaction === r.emoji && g.mine);
                return (
                  <Menu.Item key={r.emoji} value={r.emoji} onSelect={() => onReact(message, r.emoji, !mine)}>
                    <ReactionMark emoji={r.emoji} />
                    {r.label}
                    {mine ? (
                      <Text as="span" ms="auto" fontSize="xs" color="fg.muted">
                        Yours
                      </Text>
                    ) : null}
                  </Menu.Item>
                );
              })}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </HStack>
  );
}

function CollectedData({ data }: { data: unknown }) {
  const rows = collectedRows(data);
  const [open, setOpen] = useState(false);
  if (!rows.length) return null;
  return (
    <Box borderTopWidth="1px" pt="2">
      <Button size="xs" variant="plain" px="0" aria-expanded={open} onClick={() => setOpen((v) => !v)} color="fg.muted">
        {open ? <ChevronDown /> : <ChevronRight />}
        Collected data ({rows.length})
      </Button>
      {open ? <DataList entries={rows} /> : null}
    </Box>
  );
}

function CallHeader({ message }: { message: Message }) {
  const facts = callFacts(message);
  const CallIcon =
    facts.direction === 'Missed' ? PhoneMissed : facts.direction === 'Outbound' ? PhoneOutgoing : PhoneIncoming;
  return (
    <HStack gap="2" align="center">
      <Box
        as="span"
        display="inline-flex"
        p="1.5"
        rounded="full"
        bg={facts.direction === 'Missed' ? 'red.subtle' : 'green.subtle'}
        color={facts.direction === 'Missed' ? 'red.fg' : 'green.fg'}
        aria-hidden="true"
      >
        <Icon as={CallIcon} boxSize="4" />
      </Box>
      <Stack gap="0">
        <Text fontWeight="semibold" fontSize="sm">
          {facts.direction} call{facts.duration ? ` · ${facts.duration}` : ''}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {facts.outcome}
        </Text>
      </Stack>
    </HStack>
  );
}

interface MessageItemProps {
  message: Message;
  me?: string;
  now: number;
  onReact: (message: Message, reaction: string, add: boolean) => void;
  onTranscript: (message: Message) => void;
  /** A text of this page's outbox (sending, sent or failed) rather than one of the server's. */
  pending?: OutboxEntry;
  onRetry?: () => void;
  onDiscard?: () => void;
}

/** One message: author, time, text (as text, never HTML), attachments, reactions, and for a call
 * its direction, length, outcome, summary, recording, transcript and collected data. */
export function MessageItem({
  message,
  me,
  now,
  onReact,
  onTranscript,
  pending,
  onRetry,
  onDiscard,
}: MessageItemProps) {
  const outbound = message.direction === 'outbound';
  const isCall = message.type === 'call';
  const author = outbound ? (message.aiAgent ? 'AI agent' : 'You') : message.fromUser || message.sender || 'Contact';
  const failed = pending?.status === 'failed';
  return (
    <Stack
      as="li"
      gap="1"
      alignSelf={isCall ? 'stretch' : outbound ? 'end' : 'start'}
      maxW={isCall ? { base: 'full', md: '36rem' } : { base: '88%', md: '75%' }}
      data-status={pending?.status}
    >
      <HStack gap="1.5" fontSize="xs" color="fg.muted" justify={outbound && !isCall ? 'end' : 'start'} px="1">
        {message.aiAgent ? <Icon as={Bot} boxSize="3.5" aria-hidden="true" /> : null}
        <Text fontWeight="medium">{author}</Text>
        <Text aria-hidden="true">·</Text>
        <InboxTime epoch={message.timestamp} now={now} style="message" />
      </HStack>
      <Stack
        gap="2"
        bg={isCall ? 'bg.panel' : outbound ? (failed ? 'red.subtle' : 'blue.solid') : 'bg.muted'}
        color={!isCall && outbound && !failed ? 'blue.contrast' : 'fg'}
        borderWidth={isCall ? '1px' : undefined}
        rounded="xl"
        roundedBottomRight={outbound && !isCall ? 'sm' : undefined}
        roundedBottomLeft={!outbound && !isCall ? 'sm' : undefined}
        px="3"
        py="2"
        opacity={pending?.status === 'sending' ? 0.75 : 1}
      >
        {isCall ? <CallHeader message={message} /> : null}
        {message.message && !isCall ? (
          <Text whiteSpace="pre-wrap" wordBreak="break-word">
            {message.message}
          </Text>
        ) : null}
        {isCall && message.summary ? <Text fontSize="sm">{message.summary}</Text> : null}
        {!isCall && message.summary ? (
          <Text fontSize="sm" fontStyle="italic">
            {message.summary}
          </Text>
        ) : null}
        {message.attachments?.length ? (
          <Stack gap="2">
            {message.attachments.map((a, i) => (
              <Attachment key={`${a.url}-${i}`} attachment={a} recording={isCall} />
            ))}
          </Stack>
        ) : null}
        {isCall && message.uuid ? (
          <Button size="xs" variant="outline" alignSelf="start" onClick={() => onTranscript(message)}>
            Transcript
          </Button>
        ) : null}
        {message.collectedData ? <CollectedData data={message.collectedData} /> : null}
      </Stack>
      {pending ? (
        <HStack gap="2" justify="end" fontSize="xs" px="1" role={failed ? 'alert' : 'status'}>
          {pending.status === 'sending' ? <Text color="fg.muted">Sending…</Text> : null}
          {pending.status === 'sent' ? <Text color="fg.muted">Sent</Text> : null}
          {failed ? (
            <>
              <Icon as={AlertCircle} color="fg.error" boxSize="3.5" aria-hidden="true" />
              <Text color="fg.error">Not sent. {pending.error}</Text>
              <Button size="2xs" variant="outline" onClick={onRetry}>
                Retry
              </Button>
              <Button size="2xs" variant="ghost" onClick={onDiscard}>
                Discard
              </Button>
            </>
          ) : null}
        </HStack>
      ) : message.id && !isLocalMessage(message) ? (
        <Box alignSelf={outbound && !isCall ? 'end' : 'start'}>
          <Reactions message={message} me={me} onReact={onReact} />
        </Box>
      ) : null}
    </Stack>
  );
}
