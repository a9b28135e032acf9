import { useState } from 'react';
import { Box, HStack, IconButton, Menu, Portal } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Ban, Check, MailWarning, MoreHorizontal, Star } from 'lucide-react';
import { confirmDialog } from '@/components/feedback';
import type { InboxTab } from '@/lib/inbox';
import { blockStatusQueryOptions, useMarkRoomUnread, useRateRoom, useSetBlockStatus } from './api';
import { runAction } from './run-action';
import type { RoomState } from './use-room';

interface ConversationMenuProps {
  roomId: string;
  tab: InboxTab;
  room: RoomState;
  onClose: (roomId: string) => void;
  onListChanged: (removedRoomId?: string) => void;
}

/** The header's "More actions": mark unread, block or unblock the other person, the rating. */
export function ConversationMenu({ roomId, tab, room, onClose, onListChanged }: ConversationMenuProps) {
  const { other, title, locked, targetAccountId } = room;
  const block = useQuery(blockStatusQueryOptions(other, targetAccountId));
  const setBlock = useSetBlockStatus(targetAccountId);
  const rate = useRateRoom(roomId, targetAccountId);
  const markUnread = useMarkRoomUnread(tab, targetAccountId);
  const [rating, setRating] = useState<number | undefined>(undefined);
  const currentRating = rating ?? room.room?.rating ?? 0;
  const blocked = block.data?.blocked ?? false;

  const toggleBlock = async () => {
    if (!other) return;
    const next = !blocked;
    const outcome = next
      ? await confirmDialog({
          title: `Block ${title}?`,
          details: 'They will no longer reach this account by call or message.',
          confirmText: 'Block',
          confirmColor: 'red',
        })
      : 'confirm';
    if (outcome !== 'confirm') return;
    void runAction(() => setBlock.mutateAsync({ id: other, block: next }), next ? 'Blocked' : 'Unblocked');
  };

  const chooseRating = (n: number) => {
    setRating(n);
    void runAction(() => rate.mutateAsync(n), 'Rating saved').then((ok) => {
      // Undo only this attempt: a newer choice stays.
      if (!ok) setRating((current) => (current === n ? undefined : current));
    });
  };

  /** The menu's plain items (the rating is its radio group). */
  const onMenu = (value: string) => {
    if (value === 'unread')
      void runAction(async () => {
        await markUnread.mutateAsync(roomId);
        onListChanged();
        onClose(roomId);
      }, 'Marked as unread');
    else if (value === 'block') void toggleBlock();
  };

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={(e) => onMenu(e.value)}>
      <Menu.Trigger asChild>
        <IconButton size="sm" variant="ghost" aria-label="More actions" title="More actions" disabled={locked}>
          <MoreHorizontal />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            <Menu.Item value="unread">
              <MailWarning size={16} />
              Mark as unread
            </Menu.Item>
            {other ? (
              <Menu.Item
                value="block"
                disabled={block.isPending || block.isError}
                color={blocked ? undefined : 'fg.error'}
              >
                {blocked ? <Check size={16} /> : <Ban size={16} />}
                {block.isPending ? 'Checking block status…' : blocked ? `Unblock ${title}` : `Block ${title}`}
              </Menu.Item>
            ) : null}
            <Menu.Separator />
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Rating</Menu.ItemGroupLabel>
              <Menu.RadioItemGroup
                value={currentRating ? String(currentRating) : ''}
                onValueChange={(e) => chooseRating(Number(e.value))}
              >
                {[1, 2, 3, 4, 5].map((n) => (
                  <Menu.RadioItem key={n} value={String(n)}>
                    <HStack gap="0.5" aria-hidden="true">
                      {Array.from({ length: 5 }, (_, i) => (
                        <Star
                          key={i}
                          size={14}
                          fill={i < n ? 'currentColor' : 'none'}
                          color={i < n ? 'var(--chakra-colors-orange-400)' : 'currentColor'}
                        />
                      ))}
                    </HStack>
                    <Box as="span" srOnly>
                      {n} star{n > 1 ? 's' : ''}
                    </Box>
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
