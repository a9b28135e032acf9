import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter, startFirstPage } from '@/app/router';
import { initColorMode } from '@/app/color-mode';
import { getSystem } from '@/app/system';
// Chakra's reset, global styles and token variables: a stylesheet of the page (see `getSystem`).
import '@/app/global.generated.css';

/** Ends the current task: the browser may paint and handle input before the next step. Not in a
 * tab opened in the background, where nothing is painted and timers wait up to a second. */
const nextTask = () =>
  document.visibilityState === 'hidden' ? Promise.resolve() : new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Start-up in separate tasks rather than one long one after the modules have been evaluated
 * (measured by `npm run bench`: about 45 ms less blocking time at 4× CPU slowdown):
 * 1. the session call and the first page's code go out, before the first render and before
 *    Chakra's system is built (not one after the other);
 * 2. Chakra's system is built (the largest single piece of work, which cannot be split);
 * 3. the first render, a transition React performs in slices the browser can interrupt.
 */
async function start() {
  await nextTask();
  initColorMode();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  startFirstPage(router);

  await nextTask();
  getSystem();

  await nextTask();
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('Missing #root element');
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
}

// A failure to start is reported like any uncaught error (the console, error monitoring).
start().catch(reportError);
