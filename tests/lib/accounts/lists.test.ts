import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AGENT_ACCOUNT_PAGE_SIZE, ORG_ACCOUNT_PAGE_SIZE, PAGE_SIZE } from '@/lib/constants';
import {
  ACCOUNT_LISTS,
  accountDisplayName,
  addFavorite,
  checkAccountType,
  FAVORITES_FULL,
  favoritePathOf,
  favoritesOf,
  filterLocal,
  flattenGroups,
  groupPalette,
  localPaletteItems,
  serverPaletteItems,
  usesEnhancedSearch,
  moveActive,
  nextSort,
  pagingParams,
  pushRecent,
  removeFavorite,
  shownFavorites,
  rowsOf,
  sortRows,
  type PaletteItem,
  type PaletteViewer,
} from '@/lib/accounts';
import { computePermissions, type Permissions } from '@/lib/permissions';
import { accountProblemTitle } from '@/lib/accounts/account-check';

describe('list rows', () => {
  it('names each level by its own name, then the general ones', () => {
    expect(accountDisplayName({ id: 1, orgName: 'Sunrise', accountName: 'x' }, 'organizations')).toBe('Sunrise');
    expect(accountDisplayName({ id: 2, resellerName: 'Bluebird' }, 'resellers')).toBe('Bluebird');
    expect(accountDisplayName({ id: 3, agentName: ' Front Desk ', accountName: 'Org' }, 'agents')).toBe('Front Desk');
    expect(accountDisplayName({ id: 4 })).toBe('#4');
    // Without a level name, the frame's order: the account's own name (a rename) before its details'.
    expect(accountDisplayName({ id: 5, accountName: 'Renamed', details: { accountName: 'Old name' } })).toBe('Renamed');
    expect(rowsOf([{ id: 'x' }, null, { id: 5, active: false, timestamp: 10 }])).toEqual([
      { id: 5, name: '#5', active: false, created: 10 },
    ]);
  });

  it('sorts by name or date, either way, rows without a date last; the same rows come out', () => {
    const rows = rowsOf(
      [
        { id: 1, orgName: 'b', timestamp: 2 },
        { id: 2, orgName: 'A', timestamp: 3 },
        { id: 3, orgName: 'c' },
      ],
      'organizations',
    );
    expect(sortRows(rows, 'name').map((r) => r.id)).toEqual([2, 1, 3]);
    expect(sortRows(rows, '-name').map((r) => r.id)).toEqual([3, 1, 2]);
    expect(sortRows(rows, 'created').map((r) => r.id)).toEqual([1, 2, 3]);
    expect(sortRows(rows, '-created').map((r) => r.id)).toEqual([2, 1, 3]);
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('-name', 'name')).toBe('name');
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.nat(), orgName: fc.string(), timestamp: fc.option(fc.nat(), { nil: undefined }) })),
        (raw) => {
          const r = rowsOf(raw, 'organizations');
          for (const s of ['name', '-name', 'created', '-created'] as const)
            expect(
              sortRows(r, s)
                .map((x) => x.id)
                .sort(),
            ).toEqual(r.map((x) => x.id).sort());
        },
      ),
    );
  });

  it('sends page and pageSize only when greater than 0 (spec 001 §5)', () => {
    expect(pagingParams(0)).toEqual({ pagination: true, pageSize: 20 });
    expect(pagingParams(2)).toEqual({ pagination: true, pageSize: 20, page: 2 });
    expect(pagingParams(0, 0)).toEqual({ pagination: true });
  });
});

describe('favorites (at most 5)', () => {
  it('adds once, refuses a sixth, removes', () => {
    expect(favoritesOf({ favorites: [1, 1, 'x', 2, -3] })).toEqual([1, 2]);
    expect(addFavorite([1, 2], 2)).toEqual({ ok: true, favorites: [1, 2] });
    expect(addFavorite([1, 2, 3, 4, 5], 6)).toEqual({ ok: false, reason: FAVORITES_FULL });
    expect(addFavorite([1, 2, 3, 4], 6)).toEqual({ ok: true, favorites: [1, 2, 3, 4, 6] });
    expect(removeFavorite([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it('the sidebar shows at most five, in the order pinned, whatever was stored', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 50 }), { maxLength: 20 }), (stored) => {
        const shown = shownFavorites(favoritesOf({ favorites: stored }));
        expect(shown.length).toBeLessThanOrEqual(5);
        expect(new Set(shown).size).toBe(shown.length);
        const firsts = [...new Set(stored.filter((n) => n > 0))].slice(0, 5);
        expect(shown).toEqual(firsts);
      }),
    );
  });

  it.each([
    ['under its organization', 4002, { organizationId: 3001 }, 'org:3001,agent:4002'],
    ['alone when the organization is not known yet', 4002, undefined, 'agent:4002'],
    ['alone when the organization is not a whole id', 4002, { organizationId: '3001' }, 'agent:4002'],
  ])("a pinned agent's console is addressed %s", (_, id, account, path) => {
    expect(
      favoritePathOf(id, account)
        .map((e) => `${e.type}:${e.id}`)
        .join(','),
    ).toBe(path);
  });
});

describe('the account on screen', () => {
  it("says 'Account type does not match' when the answer is of another type than the path", () => {
    expect(checkAccountType('org', { accountType: 'organization' })).toEqual({ ok: true });
    expect(checkAccountType('partner', { accountType: 'agent' })).toEqual({
      ok: false,
      problem: 'typeMismatch',
      message: 'Account type does not match',
    });
    expect(checkAccountType(undefined, { accountType: 'agent' })).toEqual({ ok: true });
  });

  it.each([
    ['typeMismatch', 'Account type does not match'],
    ['notFound', 'Account not found'],
  ] as const)('titles the %s panel %j', (problem, title) => {
    expect(accountProblemTitle(problem)).toBe(title);
  });
});

describe('the palette', () => {
  const permissions = computePermissions({
    viewAs: 'admin',
    user: { accountType: 'agent' },
    partnerSettings: { showMembers: false },
  });
  const viewer: PaletteViewer = {
    actingType: 'agent',
    viewAs: 'admin',
    permissions,
    superAdmin: false,
    allowedOverlays: null,
  };

  it('offers only what the viewer may open', () => {
    const labels = localPaletteItems(viewer).map((i) => i.label);
    expect(labels).toContain('Add funds');
    expect(labels).not.toContain('Invite a member');
    expect(labels).not.toContain('Org admin');
    expect(labels).not.toContain('Create an organization');
    expect(localPaletteItems({ ...viewer, superAdmin: true }).map((i) => i.label)).toContain('Org admin');
    expect(
      localPaletteItems({ ...viewer, allowedOverlays: ['help'] })
        .filter((i) => i.kind === 'action')
        .map((i) => i.label),
    ).toEqual(['Help']);
  });

  it('offers a section only where the sidebar does (one rule: its permission and its overlay allowed)', () => {
    const sections = (v: Partial<PaletteViewer>) =>
      localPaletteItems({
        ...viewer,
        permissions: computePermissions({ viewAs: 'partner', user: { accountType: 'partner' } }),
        ...v,
      })
        .filter((i) => i.kind === 'section')
        .map((i) => i.label);
    expect(sections({})).toEqual(expect.arrayContaining(['Calendar', 'Phone numbers', 'Tasks', 'Team', 'Billing']));
    // Calendar's screen is the schedule overlay; an account whose list leaves it out has no calendar.
    expect(sections({ allowedOverlays: ['help'] })).not.toContain('Calendar');
    expect(sections({ allowedOverlays: ['help'] })).not.toContain('Wallet');
    expect(sections({ allowedOverlays: ['help'] })).toContain('Logs');
    const off = (flag: keyof Permissions) => ({
      permissions: { ...computePermissions({ viewAs: 'partner', user: { accountType: 'partner' } }), [flag]: false },
    });
    expect(sections(off('canSelectNumber'))).not.toContain('Phone numbers');
    expect(sections(off('canViewTasks'))).not.toContain('Tasks');
    expect(sections(off('canManageUsers'))).not.toContain('Team');
    expect(sections(off('canViewBilling'))).not.toContain('Billing');
  });

  it('offers the create entries by the view (view-as), as the lists do', () => {
    const all = computePermissions({ viewAs: 'partner', user: { accountType: 'partner' } });
    const labels = (v: Partial<PaletteViewer> & Pick<PaletteViewer, 'actingType'>) =>
      localPaletteItems({ ...viewer, permissions: all, ...v }).map((i) => i.label);
    expect(labels({ actingType: 'partner', viewAs: 'partner' })).toContain('Create a reseller');
    // The same partner viewing as an owner or an admin is offered no reseller to create.
    expect(labels({ actingType: 'partner', viewAs: 'owner' })).not.toContain('Create a reseller');
    expect(labels({ actingType: 'reseller', viewAs: 'reseller' })).toContain('Create an organization');
    expect(labels({ actingType: 'reseller', viewAs: 'admin' })).not.toContain('Create an organization');
    expect(labels({ actingType: 'org', viewAs: 'owner' })).toContain('Add an agent');
    const noAgents = computePermissions({
      viewAs: 'owner',
      user: { accountType: 'organization' },
      account: { id: 3001, accountType: 'organization' },
      partnerSettings: { allowAddAgents: false },
    });
    expect(labels({ actingType: 'org', viewAs: 'owner', permissions: noAgents })).not.toContain('Add an agent');
  });

  it('lists an account found by both searches once; people open their conversation', () => {
    const items = serverPaletteItems(
      [{ id: 3001, accountType: 'org', label: 'Sunrise Dental Group', detail: 'Organization · sunrisedentalorg' }],
      [
        { id: 3001, username: 'sunrisedentalorg', label: 'Sunrise Dental Group' },
        { id: 5001, username: 'jwhitfield', label: 'James Whitfield' },
        { username: 'jwhitfield', label: 'James Whitfield' },
      ],
    );
    expect(items.map((i) => [i.kind, i.key])).toEqual([
      ['account', 'account:org:3001'],
      ['person', 'conversation:jwhitfield'],
    ]);
    expect(items[1]?.target).toEqual({ type: 'conversation', username: 'jwhitfield' });
    expect(usesEnhancedSearch('sunrise')).toBe(false);
    expect(usesEnhancedSearch('  sunrise  ')).toBe(false);
    expect(usesEnhancedSearch('sunrise dental')).toBe(true);
  });

  it('matches every word, label prefixes first', () => {
    const items = localPaletteItems(viewer);
    expect(filterLocal(items, 'add fun').map((i) => i.label)[0]).toBe('Add funds');
    expect(filterLocal(items, 'wallet').map((i) => i.label)).toEqual(['Wallet', 'Add funds']);
    expect(filterLocal(items, 'zzz')).toEqual([]);
  });

  it('groups in order, recent first and not repeated; arrows wrap', () => {
    const a: PaletteItem = {
      key: 'section:logs',
      kind: 'section',
      label: 'Logs',
      target: { type: 'section', section: 'logs' },
    };
    const b: PaletteItem = {
      key: 'account:org:1',
      kind: 'account',
      label: 'Org',
      target: { type: 'account', accountType: 'org', id: 1 },
    };
    const recent = pushRecent(pushRecent([], a), a);
    expect(recent).toHaveLength(1);
    const groups = groupPalette([...recent, b, a]);
    expect(groups.map((g) => g.label)).toEqual(['Recent', 'Accounts']);
    expect(flattenGroups(groups).map((i) => i.key)).toEqual(['section:logs', 'account:org:1']);
    expect(moveActive(1, 2, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 2, 'ArrowUp')).toBe(1);
    expect(moveActive(-1, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('page sizes of the three lists (spec 000 §9)', () => {
  it.each([
    ['agents', AGENT_ACCOUNT_PAGE_SIZE, 20],
    ['organizations', ORG_ACCOUNT_PAGE_SIZE, 20],
    ['resellers', PAGE_SIZE, 20],
  ] as const)('%s: %i rows a page', (kind, constant, value) => {
    expect(ACCOUNT_LISTS[kind].pageSize).toBe(constant);
    expect(constant).toBe(value);
  });
});
