import type { ReactNode } from 'react';
import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMatches } from '@tanstack/react-router';
import { ActingAccountProvider, useResolveActingAccount, type ActingAccountRoute } from '@/hooks/acting-account';
import { SessionGate } from '@/features/session';
import { AppNavigation } from '@/features/permissions';
import { OverlayHost } from '../overlays/overlay-host';

/** Query parameters that the matched pages own (they shadow an overlay of the same name). */
function usePageParams(): string[] {
  return useMatches({ select: (matches) => matches.flatMap((m) => m.staticData.pageParams ?? []) });
}

function ActingAccountBoundary({ route, children }: { route: ActingAccountRoute; children: ReactNode }) {
  const state = useResolveActingAccount(route);
  if (state.status === 'pending') {
    return (
      <Center minH="40vh" role="status" aria-live="polite">
        <Spinner size="lg" aria-label="Loading account" />
      </Center>
    );
  }
  if (state.status === 'error') {
    const message = state.error instanceof Error ? state.error.message : 'The account could not be loaded.';
    return (
      <Stack role="alert" gap="3" align="start">
        <Text>{message}</Text>
        <Button onClick={state.retry}>Try again</Button>
      </Stack>
    );
  }
  return <ActingAccountProvider value={state.acting}>{children}</ActingAccountProvider>;
}

/**
 * The frame of the console (every page under /app and /inbox; spec 000 §2.1's extra wrapper): a
 * session is in place and the acting account resolved before the page or any overlay asks the
 * server for anything; navigation above, overlays on top.
 */
export function ConsoleFrame({ acting, children }: { acting: ActingAccountRoute; children: ReactNode }) {
  const pageParams = usePageParams();
  return (
    <SessionGate>
      <ActingAccountBoundary route={acting}>
        <AppNavigation />
        {children}
        <OverlayHost ignore={pageParams} />
      </ActingAccountBoundary>
    </SessionGate>
  );
}
