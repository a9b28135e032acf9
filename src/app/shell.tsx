import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { ConfirmDialogHost, Toaster, TopProgressBar } from '@/components/feedback';
import { RecipesReady } from './recipes-ready';

/** The shell of every page (spec 000 §2.1): progress bar, confirmation dialog, toasts. The
 * frames (console, public) give the page its header and navigation. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <Box minH="100dvh">
      <TopProgressBar />
      {children}
      <RecipesReady>
        <ConfirmDialogHost />
        <Toaster />
      </RecipesReady>
    </Box>
  );
}
