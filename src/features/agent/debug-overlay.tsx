// debug: the JSON of the agent's configuration, only with canInspectJSON. Shown as text.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEditorSnapshot } from './editor-store';
import { useActingAgent } from './use-acting-agent';
import type { OverlayProps } from '@/overlays';

export default function DebugOverlay({ close }: OverlayProps) {
  const acting = useActingAgent();
  const snapshot = useEditorSnapshot();
  if (!acting.permissions.canInspectJSON) {
    return <Text role="alert">Inspecting the configuration needs the canInspectJSON permission.</Text>;
  }
  if (!snapshot) return <Text color="fg.muted">Open the agent editor to inspect its configuration.</Text>;
  const json = JSON.stringify(snapshot.draft, null, 2);
  return (
    <Stack gap="3">
      <Text
        as="pre"
        aria-label="Configuration JSON"
        tabIndex={0}
        fontFamily="mono"
        textStyle="xs"
        bg="bg.subtle"
        p="3"
        borderRadius="l2"
        maxH="60dvh"
        overflow="auto"
        whiteSpace="pre-wrap"
        wordBreak="break-word"
      >
        {json}
      </Text>
      <HStack justify="end">
        <Button size="sm" variant="outline" onClick={() => void navigator.clipboard?.writeText(json)}>
          Copy
        </Button>
        <Button size="sm" onClick={close}>
          Close
        </Button>
      </HStack>
    </Stack>
  );
}
