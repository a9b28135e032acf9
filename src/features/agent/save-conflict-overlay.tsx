// saveConflict: the staged configuration changed elsewhere (another tab or user) while the user
// edited; they keep theirs (it is saved over the other) or load the other. Nothing is silent.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEditorSnapshot } from './editor-store';
import { ChangeList } from './compare-changes-overlay';
import type { OverlayProps } from '@/overlays';

export default function SaveConflictOverlay({ close }: OverlayProps) {
  const snapshot = useEditorSnapshot();
  if (!snapshot?.conflict) {
    return (
      <Stack gap="4">
        <Text>There is no conflict to resolve: your edits are in step with the saved agent.</Text>
        <Button alignSelf="end" size="sm" onClick={close}>
          Close
        </Button>
      </Stack>
    );
  }
  const { conflict, draft, keepMine, loadTheirs } = snapshot;
  return (
    <Stack gap="4">
      <Text>
        The agent was changed in another tab or by someone else while you were editing. Your edits are paused until you
        choose.
      </Text>
      <ChangeList
        before={conflict}
        after={draft}
        labels={['The other version', 'Yours']}
        lineLabels={{ removed: 'Only in the other version', added: 'Only in yours' }}
      />
      <HStack justify="end" gap="2" wrap="wrap">
        <Button
          variant="outline"
          onClick={() => {
            loadTheirs();
            close();
          }}
        >
          Load the other version
        </Button>
        <Button
          colorPalette="blue"
          onClick={() => {
            keepMine();
            close();
          }}
        >
          Keep mine
        </Button>
      </HStack>
    </Stack>
  );
}
