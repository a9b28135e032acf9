import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { ProductPlan } from '@/api/generated/model';
import {
  estimateBill,
  itemCost,
  mergePlans,
  paymentReturnUrls,
  planPriceText,
  plansForTerm,
  safeReturnPath,
  tierRange,
  unitsInTier,
} from '@/lib/billing';
import type { UsageTotals } from '@/lib/usage';

const pro: ProductPlan = {
  productPlanId: 'plan_pro_monthly',
  name: 'Pro',
  term: 'month',
  price: 99,
  productItems: [
    {
      type: 'voice',
      name: 'Voice minutes',
      includedQuantity: 500,
      pricingTiers: [
        { quantityMin: 0, quantityMax: 500, price: 0 },
        { quantityMin: 501, quantityMax: null, price: 0.18 },
      ],
    },
    {
      type: 'outbound-message',
      name: 'Outbound text messages',
      pricingTiers: [{ quantityMin: 0, quantityMax: null, price: 0.02 }],
    },
  ],
};
const totals = (over: Partial<UsageTotals>): UsageTotals => ({
  minutes: 0,
  voice: 0,
  advancedVoice: 0,
  messages: 0,
  inbound: 0,
  outbound: 0,
  tokens: 0,
  numbers: 0,
  cost: 0,
  hasCosts: false,
  ...over,
});

describe('pricing tiers', () => {
  it('reads tiers as ranges', () => {
    expect(tierRange({ quantityMin: 0, quantityMax: 500 })).toBe('0–500');
    expect(tierRange({ quantityMin: 501, quantityMax: null })).toBe('501 and up');
    expect(tierRange({ quantityMin: 1000, quantityMax: 25000 })).toBe('1,000–25,000');
  });
  it.each([
    [0, 0],
    [500, 0],
    [501, 0.18],
    [600, 18],
    [1500, 180],
  ])('%d voice minutes cost $%d on Pro', (used, cost) => {
    expect(itemCost(pro.productItems![0]!, used)).toBe(cost);
  });
  it('puts every unit in exactly one tier of a contiguous table', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 10_000 }), (q, edge) => {
        const tiers = [
          { quantityMin: 0, quantityMax: edge },
          { quantityMin: edge + 1, quantityMax: null },
        ];
        expect(tiers.reduce((t, tier) => t + unitsInTier(tier, q), 0)).toBe(q);
      }),
    );
  });
});

describe('the estimate', () => {
  it('is the plan price plus each metered item at its usage', () => {
    const bill = estimateBill(pro, totals({ voice: 600, outbound: 100 }));
    expect(bill.base).toBe(99);
    expect(bill.lines.map((l) => [l.name, l.used, l.cost])).toEqual([
      ['Voice minutes', 600, 18],
      ['Outbound text messages', 100, 2],
    ]);
    expect(bill.total).toBe(119);
  });
});

describe('plans and return addresses', () => {
  it('shows plans per term, cheapest first, once each', () => {
    const year = { productPlanId: 'y', name: 'Pro', term: 'year' as const, price: 990 };
    const starter = { productPlanId: 's', name: 'Starter', term: 'month' as const, price: 29 };
    const merged = mergePlans([pro, year], [starter, pro]);
    expect(merged.map((p) => p.productPlanId)).toEqual(['plan_pro_monthly', 'y', 's']);
    expect(plansForTerm(merged, 'month').map((p) => p.name)).toEqual(['Starter', 'Pro']);
    expect(plansForTerm(merged, 'year').map((p) => p.name)).toEqual(['Pro']);
    expect(planPriceText(year)).toBe('$990.00 a year');
  });
  it('builds the return addresses on this origin and keeps only paths of this app', () => {
    const urls = paymentReturnUrls('https://app.example', 'plan', '/app/org/3001/inbox?premium=true&selectNumber=true');
    expect(urls.successUrl).toBe(
      'https://app.example/app/paymentSuccess?kind=plan&returnTo=%2Fapp%2Forg%2F3001%2Finbox%3Fpremium%3Dtrue%26selectNumber%3Dtrue',
    );
    expect(urls.cancelUrl.startsWith('https://app.example/app/paymentCancel?kind=plan')).toBe(true);
    expect(paymentReturnUrls('https://app.example', 'credit', 'https://evil.example/x').successUrl).toBe(
      'https://app.example/app/paymentSuccess?kind=credit',
    );
    expect(safeReturnPath('javascript:alert(1)')).toBeNull();
    expect(safeReturnPath('//evil.example')).toBeNull();
  });
});
