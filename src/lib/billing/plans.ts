// Product plans (spec 000 §3, 001 §3): a plan's priced items and their pricing tiers
// (quantityMin–quantityMax, a unit price each), the estimate of this period's bill from its usage,
// and the plans offered side by side by term (month by default, 001 §9).
import type { PlanTerm, PricingTier, ProductItem, ProductPlan } from '@/api/generated/model';
import type { UsageTotals } from '../usage';

export const PLAN_TERMS: readonly PlanTerm[] = ['month', 'year'];
export const DEFAULT_PLAN_TERM: PlanTerm = 'month';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
// Unit prices can be fractions of a cent (0.005 per token…): up to 4 decimals, at least 2.
const unitUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export const formatPrice = (value: number) => usd.format(value);
export const formatUnitPrice = (value: number) => (value === 0 ? 'Included' : unitUsd.format(value));
export const formatCount = (value: number) => count.format(value);

/** 'Monthly' / 'Yearly'. */
export const termLabel = (term: PlanTerm | undefined) =>
  (term ?? DEFAULT_PLAN_TERM) === 'year' ? 'Yearly' : 'Monthly';

/** '$99.00 a month', 'Free' for a plan with no price. */
export function planPriceText(plan: Pick<ProductPlan, 'price' | 'term'>): string {
  if (!plan.price) return 'Free';
  return `${formatPrice(plan.price)} a ${(plan.term ?? DEFAULT_PLAN_TERM) === 'year' ? 'year' : 'month'}`;
}

/** '0–500', '501 and up'. */
export function tierRange(tier: PricingTier): string {
  const min = formatCount(tier.quantityMin);
  if (tier.quantityMax === null || tier.quantityMax === undefined) return `${min} and up`;
  return `${min}–${formatCount(tier.quantityMax)}`;
}

/** How many of `quantity` units fall in a tier (units are counted from 1; a tier's bounds are inclusive). */
export function unitsInTier(tier: PricingTier, quantity: number): number {
  if (quantity <= 0) return 0;
  const first = Math.max(tier.quantityMin, 1);
  const last =
    tier.quantityMax === null || tier.quantityMax === undefined ? quantity : Math.min(tier.quantityMax, quantity);
  return Math.max(0, last - first + 1);
}

/** The cost of `quantity` units of an item, each unit priced by the tier it falls in. */
export function itemCost(item: Pick<ProductItem, 'pricingTiers'>, quantity: number): number {
  const tiers = item.pricingTiers ?? [];
  const cents = tiers.reduce((total, tier) => total + unitsInTier(tier, quantity) * (tier.price ?? 0) * 100, 0);
  return Math.round(cents) / 100;
}

/** A product item's usage this period, from the usage totals (item types of ProductItem). */
export function usageOfItem(type: string, totals: UsageTotals): number | null {
  switch (type) {
    case 'voice':
      return totals.voice;
    case 'advancedVoice':
      return totals.advancedVoice;
    case 'outbound-message':
      return totals.outbound;
    case 'inbound-message':
      return totals.inbound;
    case 'number':
      return totals.numbers;
    case 'tokens':
      return totals.tokens;
    default:
      return null;
  }
}

export interface EstimateLine {
  readonly type: string;
  readonly name: string;
  readonly used: number;
  readonly included: number | null;
  readonly cost: number;
}

export interface BillEstimate {
  readonly base: number;
  readonly lines: readonly EstimateLine[];
  readonly usageCost: number;
  readonly total: number;
}

/** The price names an item by: its name, else its type in words. */
export const itemName = (item: Pick<ProductItem, 'name' | 'type'>) =>
  item.name?.trim() || item.type.replace(/[-_]+/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** This period's bill so far: the plan's price plus each metered item's cost at its usage. */
export function estimateBill(plan: ProductPlan, totals: UsageTotals): BillEstimate {
  const lines: EstimateLine[] = [];
  for (const item of plan.productItems ?? []) {
    const used = usageOfItem(item.type, totals);
    if (used === null) continue;
    lines.push({
      type: item.type,
      name: itemName(item),
      used,
      included: item.includedQuantity ?? null,
      cost: itemCost(item, used),
    });
  }
  const base = plan.price ?? 0;
  const usageCost = Math.round(lines.reduce((t, l) => t + l.cost * 100, 0)) / 100;
  return { base, lines, usageCost, total: Math.round((base + usageCost) * 100) / 100 };
}

/** Plans from several lists (available plans and the catalogue) once each, by productPlanId. */
export function mergePlans(...lists: readonly (readonly ProductPlan[] | undefined)[]): ProductPlan[] {
  const seen = new Map<string, ProductPlan>();
  for (const list of lists)
    for (const plan of list ?? []) if (!seen.has(plan.productPlanId)) seen.set(plan.productPlanId, plan);
  return [...seen.values()];
}

/** The plans billed per `term` (a plan without a term is monthly), cheapest first. */
export function plansForTerm(plans: readonly ProductPlan[], term: PlanTerm): ProductPlan[] {
  return plans
    .filter((p) => (p.term ?? DEFAULT_PLAN_TERM) === term)
    .sort((a, b) => (a.price ?? 0) - (b.price ?? 0) || a.name.localeCompare(b.name));
}

/** True when `plan` is the one the account is on. */
export const isCurrentPlan = (plan: ProductPlan, current: ProductPlan | null | undefined) =>
  !!current && current.productPlanId === plan.productPlanId;
