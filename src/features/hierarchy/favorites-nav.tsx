import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Star, StarOff } from 'lucide-react';
import { toast } from '@/components/feedback';
import { humanMessage } from '@/lib/errors';
// The account call of the frame and the lists (one cache entry): pinning in a list shows here at once.
import { sidebarEntryStyle } from '@/components/sidebar-entry';
import { accountQueryOptions } from '@/hooks/api';
import { useSaveFavorites } from '@/hooks/favorites/api';
import { accountDisplayName, favoritePathOf, favoritesOf, removeFavorite, shownFavorites } from '@/lib/accounts';
import { formatAccountParam } from '@/lib/search';

/**
 * The sidebar's favorites (spec 000 §3 settings.favorites, §9): the agent accounts the user pinned
 * from an organization's agent list, at most five, each a link into that agent's console. Nothing
 * shows while none is pinned.
 */
export default function FavoritesNav({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const own = useQuery(accountQueryOptions());
  const ids = shownFavorites(favoritesOf(own.data?.settings));
  const agents = useQueries({
    queries: ids.map((id) => ({ ...accountQueryOptions({ targetAccountId: id }), staleTime: 5 * 60_000 })),
  });
  const save = useSaveFavorites();
  // An agent that can no longer be read (deleted, moved away) is shown as unavailable, not as a
  // link to a dead end, with Unpin so it can be taken off the list.
  const entries = ids.map((id, i) => {
    const q = agents[i];
    const account = q?.data;
    return {
      id,
      unavailable: q?.isError === true,
      name: account ? accountDisplayName(account) : `Agent ${id}`,
      path: favoritePathOf(id, account),
    };
  });
  const unpin = (id: number) =>
    save.mutate(removeFavorite(favoritesOf(own.data?.settings), id), {
      onError: (e) => toast(humanMessage(e, 'The favorite could not be unpinned.'), { type: 'error' }),
    });
  if (entries.length === 0) return null;
  return (
    <Box as="nav" aria-label="Favorites" colorPalette="blue" mt="5">
      <Stack gap="0.5">
        {collapsed ? null : (
          <Text px="3" pb="1" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
            Favorites
          </Text>
        )}
        <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0">
          {entries.map((e) =>
            e.unavailable ? (
              <li key={e.id}>
                <HStack
                  px="3"
                  py="1.5"
                  gap="2"
                  color="fg.muted"
                  title={collapsed ? `${e.name} (unavailable)` : undefined}
                >
                  <StarOff size={16} aria-hidden="true" strokeWidth={1.9} />
                  {collapsed ? null : (
                    <Text as="span" fontSize="sm" truncate flex="1">
                      {e.name} (unavailable)
                    </Text>
                  )}
                  <Button
                    size="2xs"
                    variant="ghost"
                    aria-label={`Unpin ${e.name}`}
                    loading={save.isPending && save.variables?.includes(e.id) === false}
                    onClick={() => unpin(e.id)}
                  >
                    {collapsed ? <StarOff size={12} aria-hidden="true" /> : 'Unpin'}
                  </Button>
                </HStack>
              </li>
            ) : (
              <li key={e.id}>
                <Box asChild css={sidebarEntryStyle(collapsed)}>
                  <Link
                    to="/app/$account"
                    params={{ account: formatAccountParam(e.path) }}
                    title={collapsed ? e.name : undefined}
                    aria-label={collapsed ? e.name : undefined}
                    onClick={onNavigate}
                    activeProps={{ 'data-active': '', 'aria-current': 'page' as const }}
                    activeOptions={{ includeSearch: false }}
                  >
                    <Star size={16} aria-hidden="true" strokeWidth={1.9} />
                    {collapsed ? null : (
                      <Text as="span" truncate>
                        {e.name}
                      </Text>
                    )}
                  </Link>
                </Box>
              </li>
            ),
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
