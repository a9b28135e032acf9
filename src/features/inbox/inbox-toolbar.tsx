import type { RefObject } from 'react';
import { Box, Button, HStack, Input, InputGroup, Stack, chakra } from '@chakra-ui/react';
import { Plus, Search } from 'lucide-react';
import { Key } from './bits';
import { InboxTabs } from './inbox-tabs';
import { ShortcutsHelp } from './shortcuts-help';
import type { InboxState } from './use-inbox-state';
import type { RoomFilter } from './use-room-filter';

interface InboxToolbarProps {
  state: InboxState;
  filter: RoomFilter;
  searchRef: RefObject<HTMLInputElement | null>;
  helpOpen: boolean;
  setHelpOpen: (open: boolean) => void;
  showActivity: boolean;
  toggleActivity: () => void;
}

/** Above the rooms: the tabs, the shortcuts, New; then the search, Unread only and Activity. */
export function InboxToolbar(props: InboxToolbarProps) {
  const { state, filter, searchRef, helpOpen, setHelpOpen, showActivity, toggleActivity } = props;
  return (
    <>
      <HStack gap="1" p="2" borderBottomWidth="1px">
        <InboxTabs tab={state.tab} unreadIn={filter.unreadIn} onSwitch={(t) => void state.switchTab(t)} />
        <Box flex="1" />
        <ShortcutsHelp open={helpOpen} onOpenChange={setHelpOpen} />
        <Button
          size="sm"
          colorPalette="blue"
          onClick={state.startNew}
          disabled={state.composing}
          aria-label="New conversation"
        >
          <Plus />
          New
        </Button>
      </HStack>
      <Stack px="2" py="2" gap="2" borderBottomWidth="1px">
        <InputGroup
          startElement={<Search size={16} />}
          endElement={
            <Box hideBelow="md">
              <Key>/</Key>
            </Box>
          }
        >
          <Input
            ref={searchRef}
            size="sm"
            type="search"
            aria-label="Search conversations"
            placeholder="Search loaded conversations"
            value={filter.filterText}
            onChange={(e) => filter.setFilterText(e.target.value)}
          />
        </InputGroup>
        <HStack justify="space-between" px="1">
          <chakra.label display="flex" gap="2" alignItems="center" fontSize="sm">
            <input type="checkbox" checked={state.unread} onChange={(e) => state.setUnread(e.target.checked)} />
            Unread only
          </chakra.label>
          <Button size="xs" variant="ghost" aria-expanded={showActivity} onClick={toggleActivity}>
            Activity
          </Button>
        </HStack>
      </Stack>
    </>
  );
}
