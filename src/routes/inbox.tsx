import { useEffect } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, HStack, Text } from '@chakra-ui/react';
import { AppFrame } from '@/app/app-frame';
import { useOverlays } from '@/app/overlays/use-overlays';
import { getGetAccountQueryKey } from '@/api/generated/hooks/accounts/accounts';
import { InboxScreen, type InboxScreenProps } from '@/features/inbox';
import { useSetSearch } from '@/hooks/use-set-search';
import { openOverlay as withOverlay } from '@/lib/search';

/** `/inbox`: the inbox in the app frame; `premium=true` is where a premium purchase returns. */
export const Route = createFileRoute('/inbox')({
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

/** `premium` here is this page's own parameter, not the premium overlay. */
const PAGE_PARAMS = ['premium'] as const;

function InboxPage() {
  const search = Route.useSearch();
  const setSearch = useSetSearch();
  const { open } = useOverlays();
  const openOverlay: InboxScreenProps['openOverlay'] = (name, value) => {
    if (name === 'upgrade' && value) {
      // The upgrade overlay goes on to the overlay named by upgradeRedirect; like every overlay
      // opened here, Back closes it.
      void setSearch((prev) => ({ ...withOverlay(prev, 'upgrade'), upgradeRedirect: value }), {
        state: { overlayPushed: 'upgrade' },
      });
      return;
    }
    open(name, value ?? true);
  };
  return (
    <AppFrame ignoreOverlays={PAGE_PARAMS}>
      {search.premium ? <PremiumReturned onDismiss={() => setSearch({ premium: undefined })} /> : null}
      <InboxScreen
        search={{ filter: search.filter, active: search.active, new: search.new, highlightId: search.highlightId }}
        setSearch={(patch) => void setSearch(patch)}
        openOverlay={openOverlay}
      />
    </AppFrame>
  );
}
