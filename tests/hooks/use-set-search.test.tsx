// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { useSetSearch } from '@/hooks/use-set-search';
import {
  applySearchPatch,
  openOverlay,
  parseRootSearch,
  parseSearch,
  stringifySearch,
  type SearchPatch,
} from '@/lib/search';

function Buttons() {
  const setSearch = useSetSearch();
  return (
    <>
      <button onClick={() => void setSearch({ zap: 'room 1/2', upgradeRedirect: 'agent' })}>open</button>
      <button onClick={() => void setSearch({ zap: undefined })}>close</button>
      <button onClick={() => void setSearch((prev) => ({ ...prev, highlightId: prev.zap }), { replace: true })}>
        highlight
      </button>
      <button onClick={() => void setSearch({ contacts: true }, { state: { overlayPushed: 'contacts' } })}>
        contacts
      </button>
      <button onClick={() => void setSearch((prev) => openOverlay(prev, 'contacts'))}>contacts on top</button>
    </>
  );
}

function setup(url: string) {
  const root = createRootRoute({ validateSearch: parseRootSearch });
  const page = createRoute({ getParentRoute: () => root, path: '/inbox', component: Buttons });
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree: root.addChildren([page]), history, parseSearch, stringifySearch });
  render(<RouterProvider router={router} />);
  return { router, history };
}

describe('useSetSearch', () => {
  it('patches the current page search, keeps the path and the other keys, removes undefined keys', async () => {
    const { router, history } = setup('/inbox?org=3001&zap=old');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'open' }));
    expect(router.state.location.pathname).toBe('/inbox');
    expect(router.state.location.searchStr).toBe('?org=3001&zap=room+1%2F2&upgradeRedirect=agent');
    expect(history.length).toBe(2);

    await user.click(screen.getByRole('button', { name: 'highlight' }));
    expect(router.state.location.search).toMatchObject({ zap: 'room 1/2', highlightId: 'room 1/2' });
    expect(history.length).toBe(2); // replaced, not pushed

    await user.click(screen.getByRole('button', { name: 'close' }));
    expect(router.state.location.search).not.toHaveProperty('zap');
    expect(router.state.location.searchStr).toBe('?org=3001&upgradeRedirect=agent&highlightId=room+1%2F2');
  });

  it('merges the given history state into the new entry', async () => {
    const { router } = setup('/inbox');
    await act(async () => {
      await userEvent.setup().click(await screen.findByRole('button', { name: 'contacts' }));
    });
    expect(router.state.location.state.overlayPushed).toBe('contacts');
    expect(router.state.location.searchStr).toBe('?contacts=true');
  });
});

describe('useSetSearch with an updater', () => {
  it('sets the whole next search, key order included (re-opening moves an overlay on top)', async () => {
    const { router } = setup('/inbox?contacts=true&createContact=true&org=3001');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'contacts on top' }));
    expect(router.state.location.searchStr).toBe('?createContact=true&org=3001&contacts=true');
  });
});

describe('applySearchPatch', () => {
  it.each([
    [{ a: 1 }, { active: 'x' }, { a: 1, active: 'x' }],
    [{ active: 'x', filter: 'agent' }, { active: undefined }, { filter: 'agent' }],
    [{ active: 'x' }, { active: 'y' }, { active: 'y' }],
    [{}, {}, {}],
  ])('%j + %j = %j', (prev, patch, expected) => {
    expect(applySearchPatch(prev, patch as SearchPatch)).toEqual(expected);
  });

  it('never changes its input, and sets exactly the defined keys (property)', () => {
    const value = fc.option(fc.string(), { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({ active: value, highlightId: value, path: value }),
        fc.record({ active: value, zap: value }, { requiredKeys: [] }),
        (prev, patch) => {
          const before = JSON.stringify(prev);
          const next = applySearchPatch(prev, patch) as Record<string, unknown>;
          expect(JSON.stringify(prev)).toBe(before);
          for (const [k, v] of Object.entries(patch)) {
            if (v === undefined) expect(k in next).toBe(false);
            else expect(next[k]).toBe(v);
          }
          for (const k of Object.keys(prev)) if (!(k in patch)) expect(next[k]).toBe(prev[k as keyof typeof prev]);
        },
      ),
    );
  });
});
