// agentSettings: the product's settings of the agent (the editor's Advanced section) in an
// overlay; edits go to the open editor's draft and its auto-save.
import { Button, Stack, Text } from '@chakra-ui/react';
import { AdvancedSettings } from './editor-fields';
import { useEditorSnapshot } from './editor-store';
import { useActingAgent } from './use-acting-agent';
import type { OverlayProps } from '@/overlays';

export default function AgentSettingsOverlay({ close }: OverlayProps) {
  const acting = useActingAgent();
  const snapshot = useEditorSnapshot();
  // The product's settings belong to the full editor (partner setting allowFullEditor).
  if (!acting.permissions.canUseFullEditor)
    return (
      <Text role="alert">Changing the agent's settings needs the full editor, which this account does not have.</Text>
    );
  if (!snapshot) return <Text color="fg.muted">Open the agent editor to change its settings.</Text>;
  return (
    <Stack gap="4">
      <Text textStyle="sm" color="fg.muted">
        Changes are saved to the draft as you go; publish to make them live.
      </Text>
      <AdvancedSettings draft={snapshot.draft} update={snapshot.update} open />
      <Button alignSelf="end" size="sm" onClick={close}>
        Done
      </Button>
    </Stack>
  );
}
