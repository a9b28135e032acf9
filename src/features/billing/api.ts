// Query factories and mutations of the billing area, built on orval's generated calls. The only
// module of the area that imports the generated hooks (lint holds it).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cancelSubscription,
  getBillingCustomerPortalLink,
  getGetCurrentPlanQueryKey,
  getGetCurrentPlanQueryOptions,
  getGetCurrentPlanSuspenseQueryOptions,
  getGetOfferedPlanQueryKey,
  getGetOfferedPlanQueryOptions,
  getGetProductCatalogQueryOptions,
  getGetProductPlanQueryOptions,
  getListAvailablePlansQueryOptions,
  subscribeToPlan,
} from '@/api/generated/hooks/billing/billing';
import {
  getGetAccountQueryKey,
  getGetAccountQueryOptions,
  updateOrganization,
} from '@/api/generated/hooks/accounts/accounts';
import {
  createCreditCheckout,
  getGetPaymentSlugQueryOptions,
  getGetPendingInvoiceQueryKey,
  getGetPendingInvoiceQueryOptions,
  getListRecentTransactionsQueryKey,
  getListRecentTransactionsQueryOptions,
  getValidateInvoiceQueryOptions,
  provePendingInvoicePaid,
  requestInvoice,
  resetPendingInvoice,
} from '@/api/generated/hooks/wallet/wallet';
import { getGetUsageSuspenseQueryOptions } from '@/api/generated/hooks/usage/usage';
import type { GetPendingInvoiceResponse, ListRecentTransactionsResponse, PlanTerm } from '@/api/generated/model';
import type { AmountUnit } from '@/lib/wallet';
import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_USAGE_QUERY, usageRequestParams } from '@/lib/usage';
import { paymentReturnUrls, publicPaymentReturnUrls, type CancelValues } from '@/lib/billing';
import { withTarget } from '@/lib/accounts';
import { CHECKOUT_CURRENCY } from '@/lib/constants';

const PLAN_STALE = 5 * 60_000;

/** The current plan (`currentPlan` → productPlan): the billing page's data. */
export const currentPlanQueryOptions = (targetAccountId: number | undefined) =>
  getGetCurrentPlanSuspenseQueryOptions(withTarget({}, targetAccountId), { query: { staleTime: PLAN_STALE } });

/** The same query, for overlays that show their own pending state. */
export const currentPlanLiveQueryOptions = (targetAccountId: number | undefined) =>
  getGetCurrentPlanQueryOptions(withTarget({}, targetAccountId), { query: { staleTime: PLAN_STALE } });

/** This billing period's usage (the same query the usage page reads by default). */
export const periodUsageQueryOptions = (targetAccountId: number | undefined) =>
  getGetUsageSuspenseQueryOptions(withTarget(usageRequestParams(DEFAULT_USAGE_QUERY), targetAccountId), {
    query: { staleTime: 60_000 },
  });

export const offeredPlanQueryOptions = (targetAccountId: number | undefined) =>
  getGetOfferedPlanQueryOptions(withTarget({}, targetAccountId), { query: { staleTime: PLAN_STALE } });

export const availablePlansQueryOptions = (targetAccountId: number | undefined) =>
  getListAvailablePlansQueryOptions(withTarget({}, targetAccountId), { query: { staleTime: PLAN_STALE } });

export const productCatalogQueryOptions = (targetAccountId: number | undefined) =>
  getGetProductCatalogQueryOptions(withTarget({}, targetAccountId), { query: { staleTime: PLAN_STALE } });

export const productPlanQueryOptions = (planId: string, targetAccountId: number | undefined) =>
  getGetProductPlanQueryOptions(planId, withTarget({}, targetAccountId), { query: { staleTime: PLAN_STALE } });

/** After the plan changed: the plan, the offer and the account (its subscription and premium flag) are read again. */
function usePlanChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetCurrentPlanQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetOfferedPlanQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetAccountQueryKey() }),
    ]);
}

export interface SubscribeInput {
  productPlanId: string;
  term: PlanTerm;
  /** Where to continue after paying (a path of this app). */
  returnTo?: string | null;
}

/**
 * Subscribe (`product/subscribe`): the answer's `url` is the provider's checkout page, which the
 * caller opens; the return pages read the new plan.
 */
export function useSubscribe(targetAccountId: number | undefined) {
  const changed = usePlanChanged();
  return useMutation({
    mutationFn: ({ productPlanId, term, returnTo }: SubscribeInput) =>
      subscribeToPlan(
        { productPlanId, term, ...paymentReturnUrls(window.location.origin, 'plan', returnTo) },
        withTarget({}, targetAccountId),
      ),
    onSuccess: () => void changed(),
  });
}

/** Cancel the subscription (`{product}Pro/cancel` with reason and details). */
export function useCancelSubscription(targetAccountId: number | undefined) {
  const changed = usePlanChanged();
  return useMutation({
    mutationFn: (values: CancelValues) =>
      cancelSubscription('vida', { reason: values.reason, details: values.details }, withTarget({}, targetAccountId)),
    onSuccess: () => changed(),
  });
}

/** The provider's customer portal for payment methods and invoices; comes back to `redirectUrl`. */
export function usePortalLink(targetAccountId: number | undefined) {
  return useMutation({
    mutationFn: (redirectUrl: string) => getBillingCustomerPortalLink({ redirectUrl }, withTarget({}, targetAccountId)),
  });
}

/** Reads the plan and account again (the payment return page). */
export function useRefreshPlan() {
  return usePlanChanged();
}

// --- Adding funds: Lightning invoices and card checkout (the addFunds and checkout overlays, the
// public pay page). The wallet's balance lives in its transactions answer, refreshed after a payment.

export const pendingInvoiceQueryOptions = (targetAccountId: number | undefined) =>
  getGetPendingInvoiceQueryOptions(withTarget({}, targetAccountId), { query: { staleTime: 0, retry: false } });

export const invoiceValidityQueryOptions = (invoice: string, targetAccountId: number | undefined) =>
  getValidateInvoiceQueryOptions(withTarget({ invoice }, targetAccountId), { query: { staleTime: 0, retry: false } });

/** A payment page's public data (`fetchPaymentSlug`). */
export const paymentSlugQueryOptions = (slug: string, enabled: boolean) =>
  getGetPaymentSlugQueryOptions({ slug }, { query: { enabled, retry: false, staleTime: 60_000 } });

/** The balance changed on the server: the wallet's transactions (and its balance) are read again. */
function balanceChanged(queryClient: QueryClient, targetAccountId: number | undefined, balanceUsd?: number) {
  const key = getListRecentTransactionsQueryKey(withTarget({}, targetAccountId));
  if (typeof balanceUsd === 'number')
    queryClient.setQueryData<ListRecentTransactionsResponse>(key, (old) => (old ? { ...old, balanceUsd } : old));
  return queryClient.invalidateQueries({ queryKey: getListRecentTransactionsQueryKey() });
}

/** `requestInvoice` (amount, unit): the new invoice becomes the pending one. */
export function useRequestInvoice(targetAccountId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, unit }: { amount: number; unit: AmountUnit }) =>
      requestInvoice({ amount, unit }, withTarget({}, targetAccountId)),
    onSuccess: ({ success: _s, ...invoice }) => {
      queryClient.setQueryData<GetPendingInvoiceResponse>(
        getGetPendingInvoiceQueryKey(withTarget({}, targetAccountId)),
        { success: true, pendingInvoice: invoice },
      );
    },
  });
}

/** `resetPendingInvoice`: no invoice is pending any more. */
export function useResetInvoice(targetAccountId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetPendingInvoice(withTarget({}, targetAccountId)),
    onSuccess: () =>
      queryClient.setQueryData<GetPendingInvoiceResponse>(
        getGetPendingInvoiceQueryKey(withTarget({}, targetAccountId)),
        { success: true, pendingInvoice: null },
      ),
  });
}

/**
 * `provePendingInvoicePaid` (preimage, invoice): the balance and the transactions take the deposit.
 * `onProven` runs first, before the pending invoice is cleared from the cache: clearing it unmounts
 * the invoice (and the form that asked), so a callback given to `mutate` would never run.
 */
export function useProveInvoicePaid(
  targetAccountId: number | undefined,
  onProven?: (answer: { balanceUsd?: number }) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { preimage: string; invoice: string }) =>
      provePendingInvoicePaid(body, withTarget({}, targetAccountId)),
    onSuccess: async (answer) => {
      onProven?.(answer);
      queryClient.setQueryData<GetPendingInvoiceResponse>(
        getGetPendingInvoiceQueryKey(withTarget({}, targetAccountId)),
        { success: true, pendingInvoice: null },
      );
      await balanceChanged(queryClient, targetAccountId, answer.balanceUsd);
    },
  });
}

/** `checkout/{product}Credit` (amount, currency usd, return pages): the answer is the provider's page. */
export function useCreditCheckout(targetAccountId: number | undefined) {
  return useMutation({
    mutationFn: ({ amount, returnTo }: { amount: number; returnTo?: string | null }) =>
      createCreditCheckout(
        'vida',
        { amount, currency: CHECKOUT_CURRENCY, ...paymentReturnUrls(window.location.origin, 'credit', returnTo) },
        withTarget({}, targetAccountId),
      ),
  });
}

/** The public card checkout of a payment page (no token; sends `slug`). */
export function usePublicCreditCheckout() {
  return useMutation({
    mutationFn: ({ amount, slug }: { amount: number; slug: string }) =>
      createCreditCheckout('vida', {
        amount,
        currency: CHECKOUT_CURRENCY,
        slug,
        ...publicPaymentReturnUrls(window.location.origin, slug),
      }),
  });
}

/** A Lightning invoice paying a payment page (public variant: sends `slug`, keeps no pending invoice). */
export function usePublicInvoice() {
  return useMutation({
    mutationFn: ({ amount, unit, slug }: { amount: number; unit: string; slug: string }) =>
      requestInvoice({ amount, unit, slug }),
  });
}

/** The session's own account (who the user is: editPlan is for super admins). */
export const ownAccountQueryOptions = () => getGetAccountQueryOptions();

/** editPlan: a super admin sets an organization's plan directly (`updateOrganization` productPlanId). */
export function useSetOrganizationPlan(organizationId: number) {
  const changed = usePlanChanged();
  return useMutation({
    mutationFn: (productPlanId: string) =>
      updateOrganization({ targetOrganizationId: organizationId, productPlanId }, { targetAccountId: organizationId }),
    onSuccess: () => changed(),
  });
}

/** The wallet's balance (in the transactions answer), for the payment return page. */
export const balanceQueryOptions = (targetAccountId: number | undefined) =>
  getListRecentTransactionsQueryOptions(withTarget({}, targetAccountId), { query: { staleTime: 0 } });
