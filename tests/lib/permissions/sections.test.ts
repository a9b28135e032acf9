import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { PERMISSION_FLAGS, SECTION_GATES, gateOpen, sectionShown, type Permissions } from '@/lib/permissions';
import { OVERLAY_NAMES } from '@/lib/search';

const all = (on: boolean): Permissions =>
  Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, on])) as Record<(typeof PERMISSION_FLAGS)[number], boolean>;

describe('sectionShown: a section is shown when its permission is on and its overlay is allowed', () => {
  /** 'all on', 'all off', or every flag on but the ones named. */
  const flags = (text: string): Permissions => {
    if (text === 'all off') return all(false);
    const off = text === 'all on' ? [] : text.replace('all on but ', '').split(' and ');
    return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, !off.includes(flag)])) as Record<
      (typeof PERMISSION_FLAGS)[number],
      boolean
    >;
  };

  it.each([
    // [section, permission flags, allowed overlays (null: no list), shown]
    ['billing', 'all on', null, true],
    ['billing', 'all on but canViewBilling', null, false],
    ['billing', 'all on', ['billing', 'wallet'], true],
    ['billing', 'all on', ['wallet'], false],
    ['billing', 'all on', [], false],
    ['billing', 'all on but canViewBilling', ['billing'], false],
    // Another flag off does not matter.
    ['billing', 'all on but canManageBilling and canManageUsers', null, true],
    ['team', 'all on but canManageUsers', null, false],
    ['team', 'all on', ['billing'], false],
    ['team', 'all on', ['members'], true],
    ['numbers', 'all on but canSelectNumber', null, false],
    ['numbers', 'all on', ['selectNumber'], true],
    // Sections behind an overlay only: no flag asked.
    ['wallet', 'all off', null, true],
    ['wallet', 'all off', ['billing'], false],
    ['calendar', 'all off', ['schedule'], true],
    ['calendar', 'all on', ['settings'], false],
    ['settings', 'all off', ['settings'], true],
    ['integrations', 'all on', ['wallet'], false],
    // Tasks follow canViewTasks (spec 000 §6: the partner's allowTasks); no overlay is its screen.
    ['tasks', 'all on', null, true],
    ['tasks', 'all on but canViewTasks', null, false],
    ['tasks', 'all on', ['wallet'], true],
  ] as const)('%s, flags %s, allowed overlays %j: shown %s', (section, text, allowed, shown) => {
    expect(sectionShown(flags(text), allowed, section)).toBe(shown);
  });

  it('each gated section asks for its own flag and the spec’s overlay of the same screen', () => {
    expect(SECTION_GATES.billing).toEqual({ flag: 'canViewBilling', overlay: 'billing' });
    expect(SECTION_GATES.team).toEqual({ flag: 'canManageUsers', overlay: 'members' });
    expect(SECTION_GATES.numbers).toEqual({ flag: 'canSelectNumber', overlay: 'selectNumber' });
    expect(SECTION_GATES.wallet).toEqual({ overlay: 'wallet' });
  });

  it('gateOpen: the flag (when named) is on, and the overlay (when named) is in the list, or there is no list', () => {
    const flagArb = fc.option(fc.constantFrom(...PERMISSION_FLAGS), { nil: undefined });
    const overlayArb = fc.option(fc.constantFrom(...OVERLAY_NAMES), { nil: undefined });
    const permissionsArb = fc
      .array(fc.boolean(), { minLength: PERMISSION_FLAGS.length, maxLength: PERMISSION_FLAGS.length })
      .map((bits) => Object.fromEntries(PERMISSION_FLAGS.map((f, i) => [f, bits[i] === true])) as Permissions);
    const allowedArb = fc.option(fc.subarray([...OVERLAY_NAMES]), { nil: null });
    fc.assert(
      fc.property(flagArb, overlayArb, permissionsArb, allowedArb, (flag, overlay, permissions, allowed) => {
        const gate = { ...(flag ? { flag } : {}), ...(overlay ? { overlay } : {}) };
        const expected =
          (flag === undefined || permissions[flag]) &&
          (overlay === undefined || allowed === null || allowed.includes(overlay));
        expect(gateOpen(gate, permissions, allowed)).toBe(expected);
        // No list allows every overlay; an empty list allows none.
        if (overlay !== undefined) expect(gateOpen({ overlay }, permissions, [])).toBe(false);
        expect(gateOpen({ overlay }, permissions, null)).toBe(true);
      }),
    );
  });
});
