import { lazy, Suspense, useDeferredValue, useState, type ReactNode } from 'react';
import { Box, Button, Center, Flex, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link, useMatches } from '@tanstack/react-router';
import { accountProblemTitle, type AccountProblemKind } from '@/lib/accounts/account-check';
import { ActingAccountProvider, useResolveActingAccount, type ActingAccountRoute } from '@/hooks/acting-account';
import { HUMAN_MESSAGES, humanMessage } from '@/lib/errors';
import { useCredentials } from '@/hooks/use-credentials';
import { isApiError } from '@/api/errors';
import { SessionGate } from '@/features/session';
import { AppNavigation } from '@/features/permissions';
import { BrandName } from '@/features/branding';
import { OverlayHost } from '../overlays/overlay-host';
import { RecipesReady } from '../recipes-ready';
import { TopBar } from './top-bar';
import { useMarkFirstPageShown } from '../first-page';

const MobileDrawer = lazy(() => import('./mobile-drawer'));
// An account the path names that cannot be shown (not found, another type): rare, so on demand.
// Should its code not load (offline, a new deployment), a plain line says the same and links back.
const AccountProblem = lazy(() =>
  import('./account-problem').catch(() => ({
    default: ({ problem }: { problem: AccountProblemKind }) => (
      <Center minH="60vh" px="4">
        <Text role="alert">
          {accountProblemTitle(problem)}.{' '}
          <ChakraLink asChild variant="underline" colorPalette="blue">
            <Link to="/app">Back to my account</Link>
          </ChakraLink>
        </Text>
      </Center>
    ),
  })),
);
// Only while a super admin acts as another account (adminToken held): its code loads then.
const TakeoverBanner = lazy(() => import('@/features/hierarchy/takeover-banner'));
// The agents pinned from the lists (settings.favorites): a small chunk after the first page.
const FavoritesNav = lazy(() => import('@/features/hierarchy/favorites-nav'));

/** Query parameters that the matched pages own (they shadow an overlay of the same name). */
function usePageParams(): string[] {
  return useMatches({ select: (matches) => matches.flatMap((m) => m.staticData.pageParams ?? []) });
}

function ActingAccountBoundary({ route, children }: { route: ActingAccountRoute; children: ReactNode }) {
  const state = useResolveActingAccount(route);
  const ready = state.status === 'ready' ? state.acting : null;
  // When the account arrives, the frame and the page render in the background (in slices the
  // browser can interrupt), not in one long task: the spinner stays until that render is done.
  // Only a first appearance waits: a change to an account already known shows it at once (one not
  // yet known passes through the spinner and renders in the background the same way).
  const rendered = useDeferredValue(ready);
  if (state.status === 'error' && state.problem) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <AccountProblem problem={state.problem} />
      </Suspense>
    );
  }
  if (state.status === 'error') {
    return (
      <Center minH="60vh" px="4">
        <Stack role="alert" gap="3" align="center" textAlign="center" maxW="md">
          <Text fontWeight="semibold">The account could not be loaded.</Text>
          <Text color="fg.muted">
            {isApiError(state.error) && (state.error.kind === 'envelope' || state.error.status === 401)
              ? HUMAN_MESSAGES.sessionRejected
              : humanMessage(state.error)}
          </Text>
          <Button onClick={state.retry}>Try again</Button>
        </Stack>
      </Center>
    );
  }
  if (ready === null || rendered === null) {
    return (
      <Center minH="60vh" role="status" aria-live="polite">
        <Spinner size="lg" aria-label="Loading account" />
      </Center>
    );
  }
  return <ActingAccountProvider value={ready}>{children}</ActingAccountProvider>;
}

function PageSpinner() {
  return (
    <Center minH="40vh" role="status" aria-live="polite">
      <Spinner size="lg" aria-label="Loading" />
    </Center>
  );
}

/** The sidebar, the drawer on phones, the top bar and the page. */
function ConsoleLayout({ children }: { children: ReactNode }) {
  useMarkFirstPageShown();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const { adminToken } = useCredentials();
  return (
    <Flex minH="100dvh" bg="bg.subtle">
      <Box
        as="aside"
        aria-label="Sidebar"
        hideBelow="md"
        w={collapsed ? '16' : '60'}
        flexShrink={0}
        borderEndWidth="1px"
        bg="bg"
        position="sticky"
        top="0"
        h="100dvh"
        overflowY="auto"
        transition="width 0.15s ease"
      >
        <Flex h="14" align="center" px={collapsed ? '0' : '4'} justify={collapsed ? 'center' : 'flex-start'}>
          {collapsed ? null : <BrandName />}
        </Flex>
        <Box px="2" pb="4">
          <AppNavigation collapsed={collapsed} />
          <Suspense fallback={null}>
            <FavoritesNav collapsed={collapsed} />
          </Suspense>
        </Box>
      </Box>
      {drawerLoaded ? (
        <Suspense fallback={null}>
          <RecipesReady>
            <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
          </RecipesReady>
        </Suspense>
      ) : null}
      <Flex direction="column" flex="1" minW="0">
        {adminToken ? (
          <Suspense fallback={null}>
            <TakeoverBanner />
          </Suspense>
        ) : null}
        <TopBar
          collapsed={collapsed}
          onToggleSidebar={() => setCollapsed((c) => !c)}
          onOpenMenu={() => {
            setDrawerLoaded(true);
            setDrawerOpen(true);
          }}
        />
        <Box as="main" flex="1" px={{ base: '3', md: '8' }} py={{ base: '4', md: '6' }} maxW="6xl" w="full" mx="auto">
          <RecipesReady fallback={<PageSpinner />}>{children}</RecipesReady>
        </Box>
      </Flex>
    </Flex>
  );
}

/**
 * The frame of the console (every page under /app and /inbox; spec 000 §2.1's extra wrapper): a
 * session is in place and the acting account resolved before the page or any overlay asks the
 * server for anything; sidebar and top bar around the page, overlays on top.
 */
export function ConsoleFrame({ acting, children }: { acting: ActingAccountRoute; children: ReactNode }) {
  const pageParams = usePageParams();
  return (
    <SessionGate holdWhenSignedOut>
      <ActingAccountBoundary route={acting}>
        <ConsoleLayout>{children}</ConsoleLayout>
        <OverlayHost ignore={pageParams} />
      </ActingAccountBoundary>
    </SessionGate>
  );
}
