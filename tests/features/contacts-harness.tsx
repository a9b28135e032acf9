// Contact overlays open from the URL in the real console (router, frame, registry, shell with its
// confirmation dialog and toaster), on the session's own account unless the path names another.
import { renderRoute } from '../harness/render-route';

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

/** Renders /app with `query` (e.g. `?contacts=true`); the test's own fetch stub answers. */
export async function renderOverlays(query: string) {
  const rendered = await renderRoute(`/app${query.replace(/^\/?/, '')}`);
  const search = () => rendered.router.state.location.search as Record<string, unknown>;
  return { ...rendered, search };
}
