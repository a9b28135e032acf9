import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { OverlayRegistryProvider } from '@/overlays';
import { AgentStepViewsProvider } from '@/features/onboarding/agent-step-views';
import { appAgentStepViews } from './onboarding/lazy-agent-step-views';
import { overlayRegistry } from './overlays/registry';
import { system } from './system';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <OverlayRegistryProvider registry={overlayRegistry}>
          {/* The onboarding wizard's agent steps use the agent editor's pieces (loaded lazily). */}
          <AgentStepViewsProvider views={appAgentStepViews}>{children}</AgentStepViewsProvider>
        </OverlayRegistryProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
