// @vitest-environment jsdom
// A router link with a button's look: a real anchor (its href from `to` and `params`), named by its
// text, that navigates in the app when pressed.
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { getSystem } from '@/app/system';
import { ButtonLink } from '@/components/button-link';

const system = getSystem();
afterEach(cleanup);

function setup() {
  const root = createRootRoute();
  const home = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => (
      <ButtonLink size="sm" variant="outline" to="/app/$account/logs" params={{ account: '3001' }}>
        Today’s logs
      </ButtonLink>
    ),
  });
  const logs = createRoute({ getParentRoute: () => root, path: '/app/$account/logs', component: () => <p>Logs</p> });
  const history = createMemoryHistory({ initialEntries: ['/'] });
  const router = createRouter({ routeTree: root.addChildren([home, logs]), history });
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return router;
}

describe('ButtonLink', () => {
  it('is an anchor to the route, with the button look, that navigates when pressed', async () => {
    const router = setup();
    const link = await screen.findByRole('link', { name: 'Today’s logs' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/app/3001/logs');
    expect(link.className).toMatch(/chakra-button/);
    await userEvent.click(link);
    expect(await screen.findByText('Logs')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/3001/logs');
  });
});
