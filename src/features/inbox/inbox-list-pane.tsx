import type { RefObject } from 'react';
import { Box, Button, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';
import { useActingAccount } from '@/hooks/acting-account';
import { ActivityPanel } from './activity-panel';
import { clearInboxRoom, clearInboxTab } from './inbox-cache';
import { InboxToolbar } from './inbox-toolbar';
import { RoomList, type RoomListHandle } from './room-list';
import type { InboxState } from './use-inbox-state';
import type { RoomFilter } from './use-room-filter';

interface InboxListPaneProps {
  state: InboxState;
  filter: RoomFilter;
  activeRoomId?: string;
  highlightId?: string;
  listHandle: RefObject<RoomListHandle | null>;
  searchRef: RefObject<HTMLInputElement | null>;
  helpOpen: boolean;
  setHelpOpen: (open: boolean) => void;
  showActivity: boolean;
  toggleActivity: () => void;
  now: number;
}

/** The list side of the inbox: the alert of a failed start, the toolbar, the activity panel and
 * the rooms of the tab (loading, failed, empty or the virtualised list). */
export function InboxListPane(props: InboxListPaneProps) {
  const { state, filter, activeRoomId, highlightId, listHandle, searchRef, showActivity, now } = props;
  const { tab, unread, list } = state;
  const accountId = useActingAccount().id;
  return (
    <Stack gap="0" w={{ base: 'full', md: '22rem' }} flexShrink={0} borderEndWidth={{ md: '1px' }} minH="0">
      {state.alertText ? (
        <HStack role="alert" p="3" gap="2" bg="red.subtle" justify="space-between">
          <Text fontSize="sm">{state.alertText}</Text>
          <Button size="xs" variant="outline" onClick={state.dismissAlert}>
            Dismiss
          </Button>
        </HStack>
      ) : null}
      <InboxToolbar
        state={state}
        filter={filter}
        searchRef={searchRef}
        helpOpen={props.helpOpen}
        setHelpOpen={props.setHelpOpen}
        showActivity={showActivity}
        toggleActivity={props.toggleActivity}
      />
      {showActivity ? (
        <Box p="3" borderBottomWidth="1px" maxH="50vh" overflowY="auto">
          <ActivityPanel
            tab={tab}
            accountId={accountId}
            onOpenRoom={state.openRoom}
            // Clearing one room's activity drops it from the local cache; clearing all drops the cache.
            onRoomCleared={(roomId) =>
              roomId ? clearInboxRoom(roomId) : accountId !== undefined && clearInboxTab(String(accountId), tab)
            }
          />
        </Box>
      ) : null}
      <Stack id="inbox-rooms" role="tabpanel" aria-labelledby={`inbox-tab-${tab}`} flex="1" minH="0" gap="0">
        {list.isError && !list.rooms.length ? (
          <Stack role="alert" p="4" align="start" gap="2">
            <Text fontWeight="semibold">The conversations could not be loaded.</Text>
            <Text fontSize="sm" color="fg.muted">
              {list.error instanceof Error ? list.error.message : ''}
            </Text>
            <Button size="sm" onClick={() => void list.refetch()}>
              Retry
            </Button>
          </Stack>
        ) : list.isPending ? (
          <Center p="6" role="status">
            <Spinner aria-label="Loading conversations" />
          </Center>
        ) : filter.rooms.length === 0 ? (
          <Center flex="1" p="6" flexDirection="column" gap="2" color="fg.muted" textAlign="center">
            <Inbox size={28} aria-hidden="true" />
            <Text>
              {filter.searching
                ? 'No loaded conversation matches the search.'
                : unread
                  ? 'No unread conversations.'
                  : tab === 'priority'
                    ? 'No conversations yet.'
                    : 'Junk is empty.'}
            </Text>
          </Center>
        ) : (
          <RoomList
            label={tab === 'priority' ? 'Priority conversations' : 'Junk conversations'}
            rooms={filter.rooms}
            activeRoomId={activeRoomId}
            highlightId={highlightId}
            canLoadMore={list.canLoadMore}
            isFetchingNextPage={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
            onOpen={(room) => state.openRoom(room.roomId)}
            resetKey={`${accountId}:${tab}:${unread}`}
            now={now}
            previewSender={filter.previewSender}
            handle={listHandle}
          />
        )}
        {list.isError && list.rooms.length ? (
          <HStack role="alert" p="2" justify="space-between">
            <Text fontSize="sm">
              {list.isFetchNextPageError
                ? 'More conversations could not be loaded.'
                : 'The conversations could not be refreshed.'}
            </Text>
            <Button size="xs" onClick={() => void (list.isFetchNextPageError ? list.fetchNextPage() : list.refetch())}>
              Retry
            </Button>
          </HStack>
        ) : null}
      </Stack>
    </Stack>
  );
}
