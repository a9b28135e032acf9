import { Component, lazy, Suspense, type ReactNode } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { Box, Button, Spinner, Stack, Text, HStack } from '@chakra-ui/react';
import { AccountOverview } from '@/features/account';

// The home's cards load after the account's card has painted: `/app` is the first page most
// people open, and its first download holds only the frame and that card (docs/performance.md).
const HomeCards = lazy(() => import('@/features/home').then((m) => ({ default: m.HomeCards })));

/** Where the cards will stand while their code loads (about their height, so nothing jumps). */
function CardsPending() {
  return (
    <Box minH="60" role="status" aria-label="Loading the overview">
      <HStack gap="2" color="fg.muted">
        <Spinner size="sm" aria-hidden="true" />
        <Text fontSize="sm">Loading the overview…</Text>
      </HStack>
    </Box>
  );
}

/** The cards' code could not load (offline, a new deployment): the account's card stays, and a
 * reload fetches the code again (React keeps a failed lazy import, so Retry in place cannot).
 * Not the shared `@/components/error-boundary`: this route is in the first download, where that
 * module, shared with lazy chunks, is a file of its own (measured: 0.3 KB gzip more). */
class CardsBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <HStack role="alert" gap="3" flexWrap="wrap">
        <Text>The overview could not be loaded.</Text>
        <Button size="sm" variant="outline" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </HStack>
    );
  }
}

/** `/app`: the home of the session's own account (issue 28 §3): its card, then the overview of
 * today's conversations, the agent, this period's usage, the setup checklist and the accounts below. */
export const Route = createFileRoute('/_console/app/')({
  component: OwnHome,
});

function OwnHome() {
  return (
    <Stack gap="5">
      <AccountOverview />
      <CardsBoundary>
        <Suspense fallback={<CardsPending />}>
          <HomeCards />
        </Suspense>
      </CardsBoundary>
    </Stack>
  );
}
