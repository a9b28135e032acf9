import type { QueryClient } from '@tanstack/react-query';
import { defineOverlay, type AnyOverlayDefinition, type OverlayFlagValue } from '@/overlays';
import type { ActingAccount } from '@/hooks/acting-account';

// The manifest loads with the app: its API module is imported only when a prefetch runs.
const api = () => import('./api');

const text = (raw: OverlayFlagValue): string | null =>
  raw === true ? null : /^[A-Za-z0-9_.-]{1,100}$/.test(raw) ? raw : null;

const prefetchCurrent = async (queryClient: QueryClient, _v: unknown, acting: ActingAccount) =>
  queryClient.prefetchQuery((await api()).currentPlanLiveQueryOptions(acting.targetAccountId));

const prefetchPlans = async (queryClient: QueryClient, _v: unknown, acting: ActingAccount) => {
  const m = await api();
  return Promise.all([
    queryClient.prefetchQuery(m.availablePlansQueryOptions(acting.targetAccountId)),
    queryClient.prefetchQuery(m.productCatalogQueryOptions(acting.targetAccountId)),
    queryClient.prefetchQuery(m.currentPlanLiveQueryOptions(acting.targetAccountId)),
  ]);
};

/** The billing overlays (spec 000 §2.2): plans, subscription, upgrade and premium, and paying in
 * (addFunds with card or Lightning, checkout by card). */
export const billingOverlays: readonly AnyOverlayDefinition[] = [
  defineOverlay({
    name: 'billing',
    title: 'Billing',
    load: () => import('./billing-overlay'),
    prefetch: prefetchCurrent,
  }),
  defineOverlay({
    name: 'subscription',
    title: 'Subscription',
    load: () => import('./subscription-overlay'),
    prefetch: prefetchCurrent,
  }),
  defineOverlay({
    name: 'selectPlan',
    title: 'Choose a plan',
    load: () => import('./select-plan-overlay'),
    prefetch: prefetchPlans,
  }),
  defineOverlay({
    name: 'planOffered',
    title: 'Offered plan',
    load: () => import('./plan-offered-overlay'),
    prefetch: async (queryClient, _v, acting) =>
      queryClient.prefetchQuery((await api()).offeredPlanQueryOptions(acting.targetAccountId)),
  }),
  defineOverlay({
    name: 'planDetails',
    title: 'Plan details',
    load: () => import('./plan-details-overlay'),
    parseValue: text,
    prefetch: async (queryClient, planId, acting) => {
      const m = await api();
      return planId
        ? queryClient.prefetchQuery(m.productPlanQueryOptions(planId, acting.targetAccountId))
        : queryClient.prefetchQuery(m.currentPlanLiveQueryOptions(acting.targetAccountId));
    },
  }),
  defineOverlay({
    name: 'editPlan',
    title: 'Edit plan',
    load: () => import('./edit-plan-overlay'),
    prefetch: prefetchPlans,
  }),
  defineOverlay({
    name: 'upgrade',
    title: 'Upgrade',
    load: () => import('./upgrade-overlay'),
    prefetch: prefetchPlans,
  }),
  defineOverlay({ name: 'premium', title: 'Premium', load: () => import('./premium-overlay') }),
  defineOverlay({
    name: 'addFunds',
    title: 'Add funds',
    load: () => import('./add-funds-overlay'),
    prefetch: async (queryClient, _v, acting) =>
      queryClient.prefetchQuery((await api()).pendingInvoiceQueryOptions(acting.targetAccountId)),
  }),
  defineOverlay({
    name: 'checkout',
    title: 'Pay by card',
    load: () => import('./checkout-overlay'),
    parseValue: (raw) => (raw === true ? null : /^\d{1,7}(\.\d{1,2})?$/.test(raw) ? raw : null),
  }),
];
