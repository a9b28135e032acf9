// The billing area's mock state (mocks/engine/handlers-billing.js): subscribing changes the current
// plan, cancelling ends the subscription, and the mock's catalogue is the contract's example.
import { describe, it, expect } from 'vitest';
import { call, engine } from './helpers';
import { PLANS } from '../../mocks/engine/handlers-billing.js';

type Json = Record<string, unknown>;
const get = <T = Json>(e: ReturnType<typeof engine>, url: string) => call(e, 'GET', url).json as T;
const t = '?token=billing';

describe('billing state', { timeout: 30_000 }, () => {
  it('serves the contract’s catalogue, and the current plan starts as the Pro example', () => {
    const e = engine();
    // Without the handler the engine answers the contract's example.
    const plain = engine({ handlers: { getProductCatalog: () => undefined } });
    expect(PLANS).toEqual(get<{ productPlans: unknown }>(plain, `/api/v2/product/productCatalog${t}`).productPlans);
    expect(get(e, `/api/v2/product/allAvailablePlans${t}`)).toMatchObject({ productPlans: PLANS });
    expect(
      get<{ productPlan: { productPlanId: string } }>(e, `/api/v2/product/currentPlan${t}`).productPlan.productPlanId,
    ).toBe('plan_pro_monthly');
    expect(e.violations).toEqual([]);
  });

  it('subscribing changes the current plan, turns premium on and sends the user to the success page', () => {
    const e = engine();
    const successUrl = 'https://app.example/app/paymentSuccess?kind=plan';
    const res = call(e, 'POST', `/api/v2/product/subscribe${t}`, {
      productPlanId: 'plan_pro_yearly',
      term: 'year',
      successUrl,
      cancelUrl: 'https://app.example/app/paymentCancel?kind=plan',
    });
    expect(res.status).toBe(200);
    // The mock plays the plans' card provider (a Chargebee hosted page) returning at once.
    const url = new URL((res.json as { url: string }).url);
    expect(`${url.origin}${url.pathname}?kind=${url.searchParams.get('kind')}`).toBe(successUrl);
    expect(url.searchParams.get('id')).toMatch(/^hp_[0-9a-z]+$/);
    expect(url.searchParams.get('state')).toBe('succeeded');
    expect(
      get<{ productPlan: { productPlanId: string } }>(e, `/api/v2/product/currentPlan${t}`).productPlan.productPlanId,
    ).toBe('plan_pro_yearly');
    expect(get(e, `/api/v1/account${t}`)).toMatchObject({ subscription: 'Pro', vidaPremium: true });
    // The offer was the yearly plan: now the account is on it, nothing is offered.
    expect(get(e, `/api/v2/product/offeredPlan${t}`)).toMatchObject({ productPlan: null });
    expect(e.violations).toEqual([]);
  });

  it('refuses a plan that does not exist or a term the plan is not billed by, naming it', () => {
    const e = engine();
    const unknown = call(e, 'POST', `/api/v2/product/subscribe${t}`, { productPlanId: 'plan_gold', term: 'month' });
    expect(unknown.status).toBe(422);
    expect(unknown.json).toMatchObject({ message: 'There is no plan plan_gold.' });
    const term = call(e, 'POST', `/api/v2/product/subscribe${t}`, {
      productPlanId: 'plan_starter_monthly',
      term: 'year',
    });
    expect(term.status).toBe(422);
    expect(term.json).toMatchObject({ message: 'The Starter plan is not billed by the year.' });
    expect(e.violations).toEqual([]);
  });

  it('cancelling ends the subscription; a second cancel is refused', () => {
    const e = engine();
    const res = call(e, 'DELETE', `/api/v1/vidaPro/cancel${t}`, { reason: 'Too expensive', details: 'Budget' });
    expect(res.status).toBe(200);
    const plan = get<Json>(e, `/api/v2/product/currentPlan${t}`);
    expect(plan).toEqual({ success: true });
    const account = get<Json>(e, `/api/v1/account${t}`);
    expect(account.vidaPremium).toBe(false);
    expect(account.subscription).toBeUndefined();
    expect(call(e, 'DELETE', `/api/v1/vidaPro/cancel${t}`, { reason: 'Other' }).status).toBe(400);
    expect(e.violations).toEqual([]);
  });

  it('a super admin’s plan change (editPlan: updateOrganization productPlanId) becomes the current plan', () => {
    const e = engine();
    const res = call(e, 'POST', `/api/v2/updateOrganization${t}&targetAccountId=3001`, {
      targetOrganizationId: 3001,
      productPlanId: 'plan_starter_monthly',
    });
    expect(res.status).toBe(200);
    expect(
      get<{ productPlan: { productPlanId: string } }>(e, `/api/v2/product/currentPlan${t}`).productPlan.productPlanId,
    ).toBe('plan_starter_monthly');
    const unknown = call(e, 'POST', `/api/v2/updateOrganization${t}&targetAccountId=3001`, {
      targetOrganizationId: 3001,
      productPlanId: 'plan_nope',
    });
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.status).toBeLessThan(500);
    expect(
      get<{ productPlan: { productPlanId: string } }>(e, `/api/v2/product/currentPlan${t}`).productPlan.productPlanId,
    ).toBe('plan_starter_monthly');
    expect(e.violations).toEqual([]);
  });
});
