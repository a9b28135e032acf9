import { Box, HStack, IconButton, Popover, Portal, Text, chakra } from '@chakra-ui/react';
import { Keyboard } from 'lucide-react';
import { Key } from './bits';

/** The inbox's keyboard shortcuts, as the help lists them. */
const SHORTCUTS: { keys: string[]; does: string }[] = [
  { keys: ['j', '↓'], does: 'Next conversation' },
  { keys: ['k', '↑'], does: 'Previous conversation' },
  { keys: ['Enter'], does: 'Open the conversation' },
  { keys: ['Esc'], does: 'Close the conversation' },
  { keys: ['/'], does: 'Search conversations' },
  { keys: ['?'], does: 'Show these shortcuts' },
];

/** The keyboard button and its popover listing the shortcuts (`?` opens it too). */
export function ShortcutsHelp({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Popover.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <IconButton size="sm" variant="ghost" aria-label="Keyboard shortcuts" title="Keyboard shortcuts (?)">
          <Keyboard />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="xs" aria-label="Keyboard shortcuts">
            <Popover.Arrow />
            <Popover.Body>
              <Text fontWeight="semibold" mb="2">
                Keyboard shortcuts
              </Text>
              <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1.5" fontSize="sm" m="0">
                {SHORTCUTS.map((sc) => (
                  <Box key={sc.does} display="contents">
                    <chakra.dt>
                      <HStack gap="1">
                        {sc.keys.map((k) => (
                          <Key key={k}>{k}</Key>
                        ))}
                      </HStack>
                    </chakra.dt>
                    <chakra.dd m="0">{sc.does}</chakra.dd>
                  </Box>
                ))}
              </chakra.dl>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
