import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { OverlayRegistryProvider, type OverlayRegistry } from '@/overlays';
import { AgentStepViewsProvider } from '@/features/onboarding/agent-step-views';
import { appAgentStepViews } from './onboarding/lazy-agent-step-views';
import { SupportChatViewProvider } from '@/features/help';
import { LazySupportChatView } from './help/lazy-support-chat-view';
import { getSystem } from './system';
import { firstPageShown } from './first-page';

const NO_OVERLAYS: OverlayRegistry = new Map();

/** The merged overlay manifests (their `parseValue`s pull in many rules) load once a frame has
 * been painted (`./first-page`), not with the first page: until then hover prefetches are skipped,
 * and an open overlay reads the registry itself (`./overlays/overlay-stack`). */
function useOverlayRegistry(): OverlayRegistry {
  const [registry, setRegistry] = useState(NO_OVERLAYS);
  useEffect(() => {
    let live = true;
    void firstPageShown
      .then(() => import('./overlays/registry'))
      .then(
        // A transition: every component that opens overlays (the sidebar, the top bar, the page)
        // renders again with the registry, in slices rather than one long task.
        (m) => live && startTransition(() => setRegistry(m.overlayRegistry)),
        () => {
          // Prefetching is a hint; the overlays load their own code when opened.
        },
      );
    return () => {
      live = false;
    };
  }, []);
  return registry;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const registry = useOverlayRegistry();
  return (
    <ChakraProvider value={getSystem()}>
      <QueryClientProvider client={queryClient}>
        <OverlayRegistryProvider registry={registry}>
          {/* The onboarding wizard's agent steps use the agent editor's pieces (loaded lazily). */}
          <AgentStepViewsProvider views={appAgentStepViews}>
            {/* The support chat shows its room in the inbox's conversation view (loaded lazily). */}
            <SupportChatViewProvider view={LazySupportChatView}>{children}</SupportChatViewProvider>
          </AgentStepViewsProvider>
        </OverlayRegistryProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
