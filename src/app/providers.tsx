import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { OverlayRegistryProvider } from '@/overlays';
import { overlayRegistry } from './overlays/registry';
import { system } from './system';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <OverlayRegistryProvider registry={overlayRegistry}>{children}</OverlayRegistryProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
