// @vitest-environment jsdom
// Favorite agents (spec 000 §3 settings.favorites, §9 at most five): pinned and unpinned from an
// organization's agent list, shown in the sidebar, kept by the server (the next read has them).
import { describe, it, expect, afterEach, beforeEach, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';

const api = useMockApi();
// The organization itself signed in (a tok_<id>_ token is a session of that account in the mock).
const ORG = 'tok_3001_fav';

beforeEach(() => {
  // jsdom has no ResizeObserver; the row menus' positioning asks for one.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  clearCredentials();
  vi.unstubAllGlobals();
});

const sidebarFavorites = () => screen.queryByRole('navigation', { name: 'Favorites' });

async function rowAction(name: string, action: string) {
  const table = await screen.findByRole('table', { name: 'Agents' });
  await userEvent.click(within(table).getByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

const storedFavorites = () => {
  const account = api.state(ORG).account as { settings?: { favorites?: unknown } };
  return account.settings?.favorites;
};

describe('favorites in the sidebar', () => {
  it('the session’s stored favorites show as links into each agent’s console', async () => {
    // The mock's own account (agent 4001) has 4001 and 4002 pinned.
    await renderRoute('/app');
    const nav = await screen.findByRole('navigation', { name: 'Favorites' });
    const front = await within(nav).findByRole('link', { name: 'Sunrise Front Desk' });
    expect(front).toHaveAttribute('href', '/app/org/3001/agent/4001');
    expect(await within(nav).findByRole('link', { name: 'Sunrise After Hours' })).toHaveAttribute(
      'href',
      '/app/org/3001/agent/4002',
    );
  });

  it('pinning from the list shows the agent in the sidebar and the server keeps it; unpinning removes it', async () => {
    await renderRoute('/app/org/3001/agents', { token: ORG });
    await screen.findByRole('table', { name: 'Agents' });
    expect(sidebarFavorites()).not.toBeInTheDocument();

    await rowAction('Sunrise After Hours', 'Pin to sidebar');
    const nav = await screen.findByRole('navigation', { name: 'Favorites' });
    expect(await within(nav).findByRole('link', { name: 'Sunrise After Hours' })).toHaveAttribute(
      'href',
      '/app/org/3001/agent/4002',
    );
    expect(api.bodies('updateAccountSettings')).toEqual([{ settings: { favorites: [4002] } }]);
    // Kept: the mock's state has it, and the own account read afresh answers it.
    expect(storedFavorites()).toEqual([4002]);
    // The own account is read again after the save, and its answer keeps the agent in the sidebar.
    await waitFor(() => {
      const saved = api.requests.findIndex((r) => r.operationId === 'updateAccountSettings');
      const reread = api.requests.findIndex(
        (r, i) => i > saved && r.operationId === 'getAccount' && !r.url.searchParams.has('targetAccountId'),
      );
      expect(reread).toBeGreaterThan(saved);
    });
    expect(within(nav).getByRole('link', { name: 'Sunrise After Hours' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Agents' })).getByLabelText('Pinned')).toBeInTheDocument();

    await rowAction('Sunrise After Hours', 'Unpin from sidebar');
    await waitFor(() => expect(sidebarFavorites()).not.toBeInTheDocument());
    expect(storedFavorites()).toEqual([]);
  });

  it('a favorite that cannot be read shows as unavailable, and Unpin takes it off', { timeout: 60_000 }, async () => {
    api.seed((state) => {
      const account = state.account as { settings?: Record<string, unknown> };
      // 4999 is no account the mock knows: reading it is refused.
      account.settings = { ...account.settings, favorites: [4001, 4999] };
    });
    await renderRoute('/app');
    const nav = await screen.findByRole('navigation', { name: 'Favorites' });
    expect(await within(nav).findByText('Agent 4999 (unavailable)', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /4999/ })).not.toBeInTheDocument();
    expect(await within(nav).findByRole('link', { name: 'Sunrise Front Desk' })).toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: 'Unpin Agent 4999' }));
    await waitFor(() => expect(within(nav).queryByText('Agent 4999 (unavailable)')).not.toBeInTheDocument());
    expect(api.bodies('updateAccountSettings')).toEqual([{ settings: { favorites: [4001] } }]);
    expect((api.state().account as { settings?: { favorites?: unknown } }).settings?.favorites).toEqual([4001]);
  });

  it('a sixth pin is refused with the reason, and nothing is sent', async () => {
    api.seed((state) => {
      const account = state.account as { settings?: Record<string, unknown> };
      account.settings = { ...account.settings, favorites: [4001, 4101, 4102, 4103, 4104] };
    });
    await renderRoute('/app/org/3001/agents');
    await rowAction('Sunrise After Hours', 'Pin to sidebar');
    expect(await screen.findByText('At most 5 agents can be pinned. Unpin one first.')).toBeInTheDocument();
    expect(api.bodies('updateAccountSettings')).toEqual([]);
  });

  it('a failed save puts the sidebar back and says so', async () => {
    api.prefer('updateAccountSettings', 'code=500');
    await renderRoute('/app/org/3001/agents', { token: ORG });
    await rowAction('Sunrise After Hours', 'Pin to sidebar');
    expect(await screen.findByText('The server ran into a problem. Try again in a moment.')).toBeInTheDocument();
    await waitFor(() => expect(sidebarFavorites()).not.toBeInTheDocument());
    expect(storedFavorites() ?? []).toEqual([]);
  });
});
