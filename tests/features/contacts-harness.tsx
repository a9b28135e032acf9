// Renders the app's overlay host under a memory router, as /app does, with the shell's
// confirmation dialog and toaster: contact overlays open from the URL like in the app.
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { OverlayHost } from '@/app/overlays/overlay-host';
import { ConfirmDialogHost, Toaster } from '@/components/feedback';
import { parseRootSearch } from '@/lib/search';
import { renderWithProviders } from '../render';

export const account = {
  success: true,
  id: 4001,
  username: 'sunrisedental',
  accountType: 'agent',
  accountName: 'Sunrise Dental Group',
  organizationId: 3001,
};

export const james = {
  id: 'ct_5f2a91',
  contact: {
    firstName: 'James',
    lastName: 'Whitfield',
    phoneNumber: '14155550187',
    email: 'james.whitfield@example.com',
    notes: 'Prefers afternoon appointments.',
  },
  createdAt: 1761000000000,
  updatedAt: 1763795400000,
};

export const priya = {
  id: 'ct_81c3d4',
  contact: {
    firstName: 'Priya',
    lastName: 'Raman',
    phoneNumber: '14155550163',
    email: 'priya.raman@example.com',
    company: 'Raman Architects',
  },
};

export function renderOverlays(url: string) {
  const rootRoute = createRootRoute({
    validateSearch: parseRootSearch,
    component: () => (
      <>
        <OverlayHost />
        <ConfirmDialogHost />
        <Toaster />
      </>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [url] }) });
  const rendered = renderWithProviders(<RouterProvider router={router as never} />);
  const search = () => router.state.location.search as Record<string, unknown>;
  return { ...rendered, router, search };
}
