import { useRef, useState } from 'react';
import { Flex, VisuallyHidden } from '@chakra-ui/react';
import type { Message } from '@/api/generated/model';
import { useNarrow } from '@/hooks';
import { useActingAccount } from '@/hooks/acting-account';
import { findRoom, transcriptRef } from '@/lib/inbox';
import { InboxDetailPane } from './inbox-detail-pane';
import { InboxListPane } from './inbox-list-pane';
import type { RoomListHandle } from './room-list';
import { useInboxKeyboard } from './use-inbox-keyboard';
import { useInboxState, type InboxNavigation } from './use-inbox-state';
import { useNow } from './use-now';
import { useRoomFilter } from './use-room-filter';

export type { InboxSearch } from './use-inbox-state';
export type InboxScreenProps = InboxNavigation;

/** The inbox: Priority and Junk tabs, the rooms, the open conversation, new conversations. On a
 * phone one pane shows at a time. */
export function InboxScreen(props: InboxScreenProps) {
  const { search, openOverlay } = props;
  const narrow = useNarrow();
  const now = useNow();
  const { targetAccountId } = useActingAccount();
  const state = useInboxState(props);
  const filter = useRoomFilter(state.allRooms, state.tab, targetAccountId);
  const [helpOpen, setHelpOpen] = useState(false);
  const [showActivity, setShowActivity] = useState(false);
  const listHandle = useRef<RoomListHandle>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  useInboxKeyboard({
    active: search.active,
    closeRoom: state.closeRoom,
    listHandle,
    searchRef,
    clearSearch: () => filter.setFilterText(''),
    toggleHelp: () => setHelpOpen((v) => !v),
  });

  const onTranscript = (message: Message) => {
    if (message.uuid) openOverlay('callTranscript', transcriptRef(message.roomId || search.active || '', message.uuid));
  };
  const roomShown = !!search.active || state.composing;

  return (
    <Flex
      as="section"
      aria-label="Inbox"
      layerStyle="panel"
      h={{ base: 'calc(100dvh - 8rem)', md: 'calc(100dvh - 11rem)' }}
      minH="24rem"
      maxW="full"
      overflow="hidden"
    >
      {/* The page's one top-level heading: the panes show no title of their own. */}
      <VisuallyHidden asChild>
        <h1>Inbox</h1>
      </VisuallyHidden>
      {!narrow || !roomShown ? (
        <InboxListPane
          state={state}
          filter={filter}
          activeRoomId={search.active}
          highlightId={search.highlightId}
          listHandle={listHandle}
          searchRef={searchRef}
          helpOpen={helpOpen}
          setHelpOpen={setHelpOpen}
          showActivity={showActivity}
          toggleActivity={() => setShowActivity((v) => !v)}
          now={now}
        />
      ) : null}
      {!narrow || roomShown ? (
        <InboxDetailPane
          state={state}
          search={search}
          activeRoom={findRoom(filter.rooms, search.active)}
          narrow={narrow}
          onCall={(username) => openOverlay('call', username)}
          onTranscript={onTranscript}
        />
      ) : null}
    </Flex>
  );
}
