import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter, startFirstPage } from '@/app/router';
import { initColorMode } from '@/app/color-mode';

initColorMode();
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
// The session call and the first page's code go out now, together, before the first render
// (and before Chakra's system is built): not one after the other.
startFirstPage(router);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element');
// The first render is a transition: React performs it in slices the browser can interrupt.
const root = createRoot(rootElement);
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
