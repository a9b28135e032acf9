// The billing area's stateful handlers, keyed by operationId (see handlers.js). Merged into
// `handlers` with every other area's: each operation has exactly one handler (a second throws).
//
// Per token: the current plan (the contract's Pro example to start), and whether it is cancelled.
// Subscribing has no real provider behind it: the mock treats the checkout as paid at once, so the
// plan changes and the answer sends the user straight to `successUrl` (the return page).
import { nextId, providerReturn, refuse } from './util.js';

// The plans of the catalogue, as the contract's ProductCatalog example lists them (a mock test
// holds the two equal), and the Pro plan the account starts on (the ProPlan example).
const tiers = (included, price) => [
  { quantityMin: 0, quantityMax: included, price: 0 },
  { quantityMin: included + 1, quantityMax: null, price },
];
export const PLANS = [
  {
    productPlanId: 'plan_starter_monthly',
    name: 'Starter',
    term: 'month',
    price: 29,
    productItems: [{ type: 'voice', name: 'Voice minutes', includedQuantity: 100, pricingTiers: tiers(100, 0.25) }],
  },
  {
    productPlanId: 'plan_pro_monthly',
    name: 'Pro',
    term: 'month',
    price: 99,
    productItems: [
      { type: 'voice', name: 'Voice minutes', includedQuantity: 500, pricingTiers: tiers(500, 0.18) },
      {
        type: 'outbound-message',
        name: 'Outbound text messages',
        pricingTiers: [{ quantityMin: 0, quantityMax: null, price: 0.02 }],
      },
    ],
  },
  {
    productPlanId: 'plan_pro_yearly',
    name: 'Pro',
    term: 'year',
    price: 990,
    productItems: [{ type: 'voice', name: 'Voice minutes', includedQuantity: 6000, pricingTiers: tiers(6000, 0.18) }],
  },
];

/** The token's billing state, made on first use (a seed part of its own, as the brief asks). */
function billingOf(ctx, example) {
  ctx.state.billing ??= {
    productPlan: example?.body?.productPlan ?? PLANS[1],
    canceled: false,
    cancelReason: null,
  };
  return ctx.state.billing;
}

const plansBody = () => ({ success: true, productPlans: PLANS });

/**
 * A super admin's plan change of an organization (`updateOrganization` with `productPlanId`,
 * the editPlan overlay): the token's current plan becomes that plan. False for an unknown plan.
 */
export function setOrganizationPlan(ctx, productPlanId) {
  const plan = PLANS.find((p) => p.productPlanId === productPlanId);
  if (!plan) return false;
  const billing = billingOf(ctx);
  billing.productPlan = plan;
  billing.canceled = false;
  return true;
}

export const billingHandlers = {
  getCurrentPlan(ctx, example) {
    const billing = billingOf(ctx, example);
    return { body: billing.productPlan ? { success: true, productPlan: billing.productPlan } : { success: true } };
  },
  getOfferedPlan(ctx, example) {
    const billing = billingOf(ctx);
    // The offer is the yearly Pro plan unless the account is already on it.
    const offered = PLANS.find((p) => p.productPlanId === 'plan_pro_yearly');
    if (billing.productPlan?.productPlanId === offered.productPlanId)
      return { body: { success: true, productPlan: null } };
    return example ? { body: { success: true, productPlan: offered } } : undefined;
  },
  listAvailablePlans: () => ({ body: plansBody() }),
  getProductCatalog: () => ({ body: plansBody() }),
  getProductPlan(ctx) {
    const plan = PLANS.find((p) => p.productPlanId === ctx.params.planId);
    return plan ? { body: { success: true, productPlan: plan } } : refuse(ctx, 'No such plan', [404]);
  },
  subscribeToPlan(ctx) {
    const { productPlanId, term, successUrl } = ctx.body;
    const plan = PLANS.find((p) => p.productPlanId === productPlanId);
    if (!plan) return refuse(ctx, `There is no plan ${productPlanId}.`, [422, 400]);
    if ((plan.term ?? 'month') !== term)
      return refuse(ctx, `The ${plan.name} plan is not billed by the ${term}.`, [422, 400]);
    const billing = billingOf(ctx);
    billing.productPlan = plan;
    billing.canceled = false;
    billing.cancelReason = null;
    ctx.state.account.subscription = plan.name;
    ctx.state.account.vidaPremium = true;
    return {
      body: {
        success: true,
        message: `Subscribed to ${plan.name}`,
        // Plans are sold through a Chargebee hosted page (card credit through Stripe Checkout).
        url: successUrl
          ? providerReturn(successUrl, { id: `hp_${nextId(ctx, '')}`, state: 'succeeded' })
          : 'https://checkout.stripe.example/c/pay/cs_live_a1b2c3d4e5',
      },
    };
  },
  cancelSubscription(ctx) {
    const billing = billingOf(ctx);
    if (!billing.productPlan) return refuse(ctx, 'There is no subscription to cancel.', [400]);
    billing.productPlan = null;
    billing.canceled = true;
    billing.cancelReason = ctx.body?.reason ?? null;
    delete ctx.state.account.subscription;
    ctx.state.account.vidaPremium = false;
    return { body: { success: true, message: 'Subscription cancelled' } };
  },
};
