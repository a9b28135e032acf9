import { useQuery } from '@tanstack/react-query';
import type { OverlayProps } from '@/overlays';
import { useActingAccount } from '@/hooks/acting-account';
import { QueryState } from '@/components/query-state';
import { isApiError } from '@/api/errors';
import { currentPlanLiveQueryOptions, productPlanQueryOptions } from './api';
import { PlanCard } from './plan-view';
import { BillingVisible } from './billing-visible';

function OnePlan({ planId, targetAccountId }: { planId: string; targetAccountId: number | undefined }) {
  const plan = useQuery(productPlanQueryOptions(planId, targetAccountId));
  const current = useQuery(currentPlanLiveQueryOptions(targetAccountId));
  return (
    <QueryState
      query={plan}
      pendingLabel="Loading the plan"
      errorMessage={(e) => (isApiError(e) && e.status === 404 ? 'There is no such plan.' : undefined)}
      canRetry={(e) => !(isApiError(e) && e.status === 404)}
    >
      {(data) => <PlanCard plan={data.productPlan} current={current.data?.productPlan?.productPlanId === planId} />}
    </QueryState>
  );
}

/** The planDetails overlay (`?planDetails=<planId>`, bare: the current plan): the plan's prices. */
function PlanDetailsOverlayBody({ value }: OverlayProps<string | null>) {
  const { targetAccountId } = useActingAccount();
  const current = useQuery(currentPlanLiveQueryOptions(targetAccountId));
  if (value) return <OnePlan planId={value} targetAccountId={targetAccountId} />;
  return (
    <QueryState
      query={current}
      pendingLabel="Loading your plan"
      isEmpty={(d) => !d.productPlan}
      empty={{ title: 'No plan yet', description: 'Choose a plan on the billing page.' }}
    >
      {(data) => (data.productPlan ? <PlanCard plan={data.productPlan} current /> : null)}
    </QueryState>
  );
}

/** Shown only to those who may see billing (spec 000 §6 canViewBilling). */
export default function PlanDetailsOverlay(props: OverlayProps<string | null>) {
  return (
    <BillingVisible>
      <PlanDetailsOverlayBody {...props} />
    </BillingVisible>
  );
}
