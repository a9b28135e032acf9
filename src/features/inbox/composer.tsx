import { useRef } from 'react';
import { Box, HStack, IconButton, Stack, Text, Textarea } from '@chakra-ui/react';
import { Paperclip, SendHorizontal } from 'lucide-react';
import { useStore } from '@/hooks/use-store';
import { drafts, setDraft } from './compose-store';

/** The longest text the send call takes (the contract's maxLength). */
const MAX_TEXT_LENGTH = 1600;

interface ComposerProps {
  /** The draft's key (account and room): what is typed stays when another room opens. */
  draftKey: string;
  /** Nothing can be written (the room failed to load). */
  disabled?: boolean;
  uploading?: boolean;
  onSend: (text: string) => void;
  onAttach: (file: File) => void;
}

/** The message box: Enter sends, Shift+Enter adds a line; files go through the paperclip. */
export function Composer({ draftKey, disabled = false, uploading = false, onSend, onAttach }: ComposerProps) {
  const text = useStore(drafts, (all) => all.get(draftKey) ?? '');
  const fileRef = useRef<HTMLInputElement>(null);
  const tooLong = text.length > MAX_TEXT_LENGTH;
  const canSend = !disabled && text.trim() !== '' && !tooLong;
  const send = () => {
    if (!canSend) return;
    onSend(text.trim());
    setDraft(draftKey, '');
  };
  return (
    <Stack borderTopWidth="1px" p={{ base: '2', md: '3' }} gap="1" bg="bg">
      <HStack align="end" gap="2">
        <input
          ref={fileRef}
          type="file"
          hidden
          aria-label="Attachment"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onAttach(file);
          }}
        />
        <IconButton
          aria-label="Attach a file"
          title="Attach a photo, recording or document (up to 25 MB)"
          variant="ghost"
          size="sm"
          disabled={disabled}
          loading={uploading}
          onClick={() => fileRef.current?.click()}
        >
          <Paperclip />
        </IconButton>
        <Textarea
          aria-label="Message"
          placeholder={disabled ? 'This conversation cannot be written in now' : 'Write a message…'}
          value={text}
          disabled={disabled}
          // Grows with its text (CSS field-sizing; Chakra's autoresize needs a ResizeObserver).
          css={{ fieldSizing: 'content' }}
          rows={1}
          minH="10"
          maxH="10rem"
          resize="none"
          flex="1"
          aria-invalid={tooLong || undefined}
          aria-describedby="composer-hint"
          onChange={(e) => setDraft(draftKey, e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
            e.preventDefault();
            send();
          }}
        />
        <IconButton aria-label="Send" colorPalette="blue" size="sm" disabled={!canSend} onClick={send}>
          <SendHorizontal />
        </IconButton>
      </HStack>
      <Box
        id="composer-hint"
        fontSize="xs"
        color={tooLong ? 'fg.error' : 'fg.muted'}
        ps="10"
        hideBelow={tooLong ? undefined : 'md'}
      >
        {tooLong ? (
          <Text as="span">
            {text.length} of {MAX_TEXT_LENGTH} characters: shorten the message to send it.
          </Text>
        ) : (
          <Text as="span">Enter sends · Shift+Enter adds a line</Text>
        )}
      </Box>
    </Stack>
  );
}
