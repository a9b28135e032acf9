import { useEffect } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, HStack, Text } from '@chakra-ui/react';
import { accountQueryKey as getGetAccountQueryKey } from '@/hooks/api';
import { useOverlays } from '@/overlays';
import { InboxScreen, prefetchInbox, type InboxScreenProps, type InboxSearch } from '@/features/inbox';
import * as v from 'valibot';
import { searchBool, searchEnum, searchText } from '@/lib/search/schema';

/** The inbox's own parameters (spec 000 §2.2, §2.3): the tab, the open room, a new conversation
 * (`new=true`, or the room being composed), and `premium=true` where a purchase returns. */
const inboxSearch = v.object({
  filter: searchEnum(['priority', 'agent']),
  active: searchText(200),
  new: v.fallback(
    v.optional(
      v.union([
        v.boolean(),
        v.pipe(
          v.picklist(['true', 'false']),
          v.transform((t) => t === 'true'),
        ),
        v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
      ]),
    ),
    undefined,
  ),
  premium: searchBool(),
});

/** A change to the inbox's parameters (undefined removes one). */
type InboxSearchPatch = { [K in keyof InboxSearch | 'premium']?: (InboxSearch & { premium?: boolean })[K] | undefined };

/** `/inbox`: the inbox in the console; `premium=true` is where a premium purchase returns. */
export const Route = createFileRoute('/_console/inbox')({
  validateSearch: inboxSearch,
  // `premium` here is this page's own parameter, not the premium overlay.
  staticData: { pageParams: ['premium'] },
  // What the inbox opens on (the loader below reads it; the search has no place in a loader).
  beforeLoad: ({ search }) => ({
    inboxEntry: { tab: search.filter === 'agent' ? ('agent' as const) : ('priority' as const), active: search.active },
  }),
  // Entering the inbox (or hovering a link to it), its first page of rooms and the open room are
  // asked for with the console frame, not once the frame has rendered the page. Not on moves
  // inside the inbox: the list and the room ask for what they need themselves.
  loader: ({ context, cause }) => {
    if (cause !== 'stay')
      void prefetchInbox(context.queryClient, {
        ...context.inboxEntry,
        targetAccountId: context.acting.targetAccountId,
      });
  },
  component: InboxPage,
});

function PremiumReturned({ onDismiss }: { onDismiss: () => void }) {
  const queryClient = useQueryClient();
  // The purchase changed the account: fetch it again so the premium gates see it.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: getGetAccountQueryKey() });
  }, [queryClient]);
  return (
    <HStack role="status" borderWidth="1px" borderColor="green.500" rounded="md" p="3" mb="3" justify="space-between">
      <Text>Premium is active. You can now start conversations from your agent's number.</Text>
      <Button size="xs" variant="ghost" onClick={onDismiss}>
        Dismiss
      </Button>
    </HStack>
  );
}

function InboxPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const setSearch = (patch: InboxSearchPatch) => navigate({ search: (prev) => ({ ...prev, ...patch }) });
  const { open } = useOverlays();
  const openOverlay: InboxScreenProps['openOverlay'] = (name, value) => {
    // The upgrade overlay goes on to the overlay named by upgradeRedirect.
    if (name === 'upgrade' && value) open('upgrade', true, { upgradeRedirect: String(value) });
    else open(name, value ?? true);
  };
  return (
    <>
      {search.premium ? <PremiumReturned onDismiss={() => void setSearch({ premium: undefined })} /> : null}
      <InboxScreen
        search={{ filter: search.filter, active: search.active, new: search.new, highlightId: search.highlightId }}
        setSearch={(patch) => void setSearch(patch)}
        openOverlay={openOverlay}
      />
    </>
  );
}
