// Types of handlers-billing.js (plain JavaScript so that Node runs it as is).
import type { Handlers } from './engine.js';

export interface MockPricingTier {
  quantityMin: number;
  quantityMax: number | null;
  price: number;
}

export interface MockProductItem {
  type: string;
  name: string;
  includedQuantity?: number;
  pricingTiers: MockPricingTier[];
}

export interface MockProductPlan {
  productPlanId: string;
  name: string;
  term: 'month' | 'year';
  price: number;
  productItems: MockProductItem[];
}

/** The catalogue's plans, as the contract's ProductCatalog example lists them. */
export const PLANS: readonly MockProductPlan[];
export const billingHandlers: Handlers;
