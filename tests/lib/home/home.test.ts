import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { activityOf, agentState, includedQuantity, levelBelow, planAllowances, plural, todaySeconds } from '@/lib/home';

const NONE = { voice: 0, advancedVoice: 0, outbound: 0, inbound: 0, numbers: 0, tokens: 0 };

describe('the home page’s rules', () => {
  it('today runs from local midnight to now, in epoch seconds', () => {
    const now = new Date(2026, 10, 27, 14, 30, 15).getTime();
    expect(todaySeconds(now)).toEqual({
      start: new Date(2026, 10, 27).getTime() / 1000,
      end: Math.floor(now / 1000),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), (t) => {
        const { start, end } = todaySeconds(t);
        return start <= end && end - start < 25 * 3600 && new Date(start * 1000).getHours() === 0;
      }),
    );
  });

  it.each([
    [{ published: false }, 'unpublished'],
    [{ published: true }, 'published'],
    [{}, 'published'],
    [{ published: 'no' }, 'unknown'],
    [null, 'unknown'],
    ['text', 'unknown'],
  ] as const)('the agent %j is %s', (campaign, state) => {
    expect(agentState(campaign)).toBe(state);
  });

  it.each([
    [{ type: 'voice', includedQuantity: 500 }, 500],
    [{ type: 'voice', pricingTiers: [{ quantityMin: 0, quantityMax: 300, price: 0 }] }, 300],
    [{ type: 'voice', pricingTiers: [{ quantityMin: 0, quantityMax: null, price: 0.02 }] }, null],
    [{ type: 'voice', pricingTiers: [{ quantityMin: 0, quantityMax: null, price: 0 }] }, null],
    [{ type: 'voice', includedQuantity: -1 }, null],
    [{ type: 'voice' }, null],
  ])('the plan item %j includes %s', (item, included) => {
    expect(includedQuantity(item)).toBe(included);
  });

  it('sets the period’s usage against each counted plan item, in the plan’s order', () => {
    const rows = planAllowances(
      [
        { type: 'subscription', name: 'Pro' },
        { type: 'voice', name: 'Voice minutes', includedQuantity: 500 },
        { type: 'outbound-message', pricingTiers: [{ quantityMin: 0, quantityMax: null, price: 0.02 }] },
        { type: 'number', includedQuantity: 1 },
      ],
      { ...NONE, voice: 117.5, outbound: 44, numbers: 2 },
    );
    expect(rows).toEqual([
      { type: 'voice', name: 'Voice minutes', used: 117.5, included: 500, ratio: 0.235, over: false },
      { type: 'outbound-message', name: 'Texts sent', used: 44, included: null, ratio: 0, over: false },
      { type: 'number', name: 'Phone numbers', used: 2, included: 1, ratio: 2, over: true },
    ]);
    expect(planAllowances(undefined, NONE)).toEqual([]);
  });

  it('is over exactly when the usage passes what is included', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (used, included) => {
        const [row] = planAllowances([{ type: 'voice', includedQuantity: included }], { ...NONE, voice: used });
        return (
          row !== undefined &&
          row.over === used > included &&
          row.ratio >= 0 &&
          (included === 0 ? row.ratio === 0 : Math.abs(row.ratio - used / included) < 1e-9)
        );
      }),
    );
  });

  it.each([
    ['partner', 'resellers'],
    ['reseller', 'organizations'],
    ['org', 'agents'],
  ] as const)('below a %s come its %s', (type, section) => {
    expect(levelBelow(type)?.section).toBe(section);
  });

  it('an agent has nothing below it', () => {
    expect(levelBelow('agent')).toBeNull();
  });

  it('sums the activity of the campaigns, skipping what is not a count', () => {
    expect(
      activityOf([
        { calls: 214, messages: 389, minutes: 602.5 },
        { calls: 3, messages: -1, minutes: Number.NaN },
        { calls: '7' },
      ]),
    ).toEqual({ calls: 217, messages: 389, minutes: 602.5 });
    expect(activityOf(undefined)).toEqual({ calls: 0, messages: 0, minutes: 0 });
    fc.assert(
      fc.property(fc.array(fc.record({ calls: fc.nat(1000), messages: fc.nat(1000) })), (stats) => {
        const a = activityOf(stats);
        return a.calls === stats.reduce((s, x) => s + x.calls, 0) && a.messages >= 0;
      }),
    );
  });

  it.each([
    [0, 'call', '0 calls'],
    [1, 'call', '1 call'],
    [1200, 'message', '1,200 messages'],
  ] as const)('%d %s reads “%s”', (n, word, text) => {
    expect(plural(n, word)).toBe(text);
  });
});
