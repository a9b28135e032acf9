import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  OVERLAY_NAMES,
  allowedOverlaysOf,
  closeOverlay,
  openOverlay,
  overlayStack,
  parseRootSearch,
} from '@/lib/search';

describe('overlay registry', () => {
  it('holds every overlay name of spec §2.2 once', () => {
    expect(OVERLAY_NAMES).toHaveLength(88);
    expect(new Set(OVERLAY_NAMES).size).toBe(OVERLAY_NAMES.length);
  });

  it.each([
    [{ contacts: true }, undefined, ['contacts']],
    [{ contacts: true, createContact: true }, undefined, ['contacts', 'createContact']],
    [{ createContact: true, contacts: true }, undefined, ['createContact', 'contacts']],
    [{ contacts: 'false', wallet: 0, help: '' }, undefined, []],
    [{ notAnOverlay: true, __proto__x: true, constructor: true }, undefined, []],
    [{ contacts: true, wallet: true }, ['wallet'], ['wallet']],
    [{ contacts: true }, [], []],
  ])('stacks %j (allowed %j) as %j', (search, allowed, stack) => {
    expect(overlayStack(search, allowed)).toEqual(stack);
  });

  it.each([[null], [undefined], ['contacts'], [42]])('a search of %j counts as {}', (junk) => {
    expect(overlayStack(junk as unknown as Record<string, unknown>)).toEqual([]);
    expect(overlayStack(junk as unknown as Record<string, unknown>, ['contacts'])).toEqual([]);
  });

  it('an allowed list that is not an array is no restriction', () => {
    expect(overlayStack({ contacts: true }, 'contacts' as unknown as string[])).toEqual(['contacts']);
    expect(overlayStack({ contacts: true }, { contacts: true } as unknown as string[])).toEqual(['contacts']);
  });

  it('opens on top and closes by name', () => {
    const a = openOverlay({ active: 'room_1', contacts: true }, 'createContact');
    expect(overlayStack(a)).toEqual(['contacts', 'createContact']);
    const b = openOverlay(a, 'contacts');
    expect(overlayStack(b)).toEqual(['createContact', 'contacts']);
    expect(closeOverlay(b, 'contacts')).toEqual({ active: 'room_1', createContact: true });
  });
});

describe('root search params', () => {
  it.each([
    // A page's own parameters belong to its route's schema, not the root's.
    [{ active: 'room_8a41c2', filter: 'agent' }, {}],
    [{ highlightId: 'acc_1' }, { highlightId: 'acc_1' }],
    [
      { reseller: 2001, org: '3001', agent: 'x', partner: -1 },
      { reseller: 2001, org: 3001 },
    ],
    [{ fieldIndex: 2, integrationIndex: -1 }, { fieldIndex: 2 }],
    [{ premium: 'true', forceReplaceTemplateVars: 'nope' }, { premium: true }],
    [{ filters: { direction: 'inbound', directionOp: 'is' }, templateId: 'tpl' }, {}],
    [{ contacts: true, unknownOverlay: true, new: true }, { contacts: true }],
    [{ highlightId: '' }, {}],
    [null, {}],
    ['garbage', {}],
  ])('parses %j as %j', (raw, parsed) => {
    expect(parseRootSearch(raw)).toEqual(parsed);
  });

  it('never throws and returns only known keys, whatever the input', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (raw) => {
        const out = parseRootSearch(raw);
        for (const key of Object.keys(out)) expect(Object.prototype.hasOwnProperty.call(raw, key)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the account allowed overlay list', () => {
  it.each([
    [undefined, null],
    [null, null],
    [{}, null],
    [{ allowedOverlays: 'viewAs' }, null],
    [{ allowedOverlays: [] }, []],
    [{ allowedOverlays: ['viewAs', 'nope', 3, 'contacts', '__proto__'] }, ['viewAs', 'contacts']],
  ])('reads %j as %j', (settings, allowed) => {
    expect(allowedOverlaysOf(settings)).toEqual(allowed);
  });

  it('restricts the stack to the allowed names', () => {
    const allowed = allowedOverlaysOf({ allowedOverlays: ['viewAs'] });
    expect(overlayStack({ wallet: true, viewAs: true }, allowed)).toEqual(['viewAs']);
    expect(overlayStack({ wallet: true, viewAs: true }, allowedOverlaysOf({}))).toEqual(['wallet', 'viewAs']);
  });
});
