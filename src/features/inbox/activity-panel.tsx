import { useState } from 'react';
import { Box, Button, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@/components/feedback';
import * as MESSAGES from '@/lib/message-catalogue';
import { roomTitle, type InboxTab } from '@/lib/inbox';
import { activityQueryOptions, notificationsQueryOptions, useClearActivity, useClearNotifications } from './api';
import { InboxTime } from './message-item';

const errorText = (e: unknown) => (e instanceof Error && e.message ? e.message : 'Something went wrong.');

interface ActivityPanelProps {
  tab: InboxTab;
  /** The account whose activity this is; without one, the spec's 'no account id' alert shows. */
  accountId?: number | string;
  /** The account is still loading: wait before saying it has no id. */
  accountLoading?: boolean;
  onOpenRoom: (roomId: string) => void;
  /** A cleared room leaves the local conversation cache too. */
  onRoomCleared: (roomId?: string) => void;
  now?: number;
}

/** Recent activity of the tab (priority or junk) and the notifications, each entry clearable,
 * or all at once. */
export function ActivityPanel({
  tab,
  accountId,
  accountLoading = false,
  onOpenRoom,
  onRoomCleared,
  now: givenNow,
}: ActivityPanelProps) {
  const [mountedAt] = useState(() => Date.now());
  const now = givenNow ?? mountedAt;
  const hasAccount = accountId !== undefined && accountId !== null && accountId !== '';
  const activity = useQuery(activityQueryOptions(tab, hasAccount));
  const clearTabActivity = useClearActivity(tab);
  const notifications = useQuery(notificationsQueryOptions(hasAccount));
  const clearNotes = useClearNotifications();

  if (!hasAccount && accountLoading) return <Spinner size="sm" aria-label="Loading account" />;
  if (!hasAccount) {
    return (
      <Text role="alert" color="fg.error">
        {MESSAGES.noAccountId}
      </Text>
    );
  }

  const clearActivity = async (body: { clear?: string; clearAll?: boolean }) => {
    try {
      await clearTabActivity.mutateAsync(body);
      onRoomCleared(body.clear);
    } catch (e) {
      toast(errorText(e), { type: 'error' });
    }
  };
  const clearNotifications = async (body: { clear?: string; clearAll?: boolean }) => {
    try {
      await clearNotes.mutateAsync(body);
    } catch (e) {
      toast(errorText(e), { type: 'error' });
    }
  };

  const items = activity.data?.activity ?? [];
  const notes = notifications.data?.notifications ?? [];
  return (
    <Stack gap="4" aria-label="Activity" role="region">
      <Stack gap="2">
        <HStack justify="space-between">
          <Heading as="h3" size="sm">
            {tab === 'priority' ? 'Priority activity' : 'Junk activity'}
          </Heading>
          <Button
            size="xs"
            variant="ghost"
            disabled={!items.length}
            onClick={() => void clearActivity({ clearAll: true })}
          >
            Clear all activity
          </Button>
        </HStack>
        {activity.isPending ? (
          <Spinner size="sm" aria-label="Loading activity" />
        ) : activity.isError ? (
          <HStack role="alert">
            <Text fontSize="sm">{errorText(activity.error)}</Text>
            <Button size="xs" onClick={() => void activity.refetch()}>
              Retry
            </Button>
          </HStack>
        ) : items.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No recent activity.
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="1">
            {items.map((item) => (
              <HStack as="li" key={item.roomId} justify="space-between" gap="2">
                <Button
                  size="xs"
                  variant="ghost"
                  flex="1"
                  justifyContent="start"
                  onClick={() => onOpenRoom(item.roomId)}
                >
                  <Text as="span" truncate fontWeight={item.unread ? 'bold' : 'normal'}>
                    {roomTitle(item)} · <InboxTime epoch={item.timestamp} now={now} style="list" />
                  </Text>
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={`Clear activity of ${roomTitle(item)}`}
                  onClick={() => void clearActivity({ clear: item.roomId })}
                >
                  Clear
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
      </Stack>
      <Stack gap="2">
        <HStack justify="space-between">
          <Heading as="h3" size="sm">
            Notifications
          </Heading>
          <Button
            size="xs"
            variant="ghost"
            disabled={!notes.length}
            onClick={() => void clearNotifications({ clearAll: true })}
          >
            Clear all notifications
          </Button>
        </HStack>
        {notifications.isPending ? (
          <Spinner size="sm" aria-label="Loading notifications" />
        ) : notifications.isError ? (
          <HStack role="alert">
            <Text fontSize="sm">{errorText(notifications.error)}</Text>
            <Button size="xs" onClick={() => void notifications.refetch()}>
              Retry
            </Button>
          </HStack>
        ) : notes.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No notifications.
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="1">
            {notes.map((n) => (
              <HStack as="li" key={n.id} justify="space-between" gap="2">
                <Box flex="1" minW="0">
                  <Text fontSize="sm" fontWeight={n.read ? 'normal' : 'semibold'} truncate>
                    {n.message}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    <InboxTime epoch={n.timestamp} now={now} style="list" />
                  </Text>
                </Box>
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={`Clear notification: ${n.message}`}
                  onClick={() => void clearNotifications({ clear: n.id })}
                >
                  Clear
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
