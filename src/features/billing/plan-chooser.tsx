// All available plans and the catalogue side by side, by term (month by default), the current
// plan marked; choosing one subscribes and hands off to the provider's checkout page.
import { useState } from 'react';
import { useQuery, useQueries } from '@tanstack/react-query';
import { Button, ButtonGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { PlanTerm, ProductPlan } from '@/api/generated/model';
import { EmptyState, ErrorState, PendingState } from '@/components/query-state';
import { humanMessage } from '@/lib/errors';
import { DEFAULT_PLAN_TERM, isCurrentPlan, mergePlans, plansForTerm } from '@/lib/billing';
import {
  availablePlansQueryOptions,
  currentPlanLiveQueryOptions,
  productCatalogQueryOptions,
  useSubscribe,
} from './api';
import { PlanCard } from './plan-view';
import { goToProvider, HAND_OFF_FAILED } from '@/components/hand-off';

export interface PlanChooserProps {
  targetAccountId: number | undefined;
  /** Where to continue after paying (a path of this app). */
  returnTo?: string | null;
  canManage: boolean;
}

export function PlanChooser({ targetAccountId, returnTo, canManage }: PlanChooserProps) {
  const [term, setTerm] = useState<PlanTerm>(DEFAULT_PLAN_TERM);
  const current = useQuery(currentPlanLiveQueryOptions(targetAccountId));
  const [available, catalogue] = useQueries({
    queries: [availablePlansQueryOptions(targetAccountId), productCatalogQueryOptions(targetAccountId)],
  });
  const subscribe = useSubscribe(targetAccountId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [handOffFailed, setHandOffFailed] = useState(false);

  if (available.isPending || catalogue.isPending) return <PendingState label="Loading plans" />;
  if (available.isError && catalogue.isError)
    return (
      <ErrorState
        message={humanMessage(available.error, 'The plans could not be loaded.')}
        retry={() => {
          void available.refetch();
          void catalogue.refetch();
        }}
      />
    );
  const all = mergePlans(available.data?.productPlans, catalogue.data?.productPlans);
  const shown = plansForTerm(all, term);
  const currentPlan = current.data?.productPlan ?? null;

  const choose = (plan: ProductPlan) => {
    setChosen(plan.productPlanId);
    setHandOffFailed(false);
    subscribe.mutate(
      { productPlanId: plan.productPlanId, term: plan.term ?? term, returnTo },
      { onSuccess: (answer) => setHandOffFailed(!goToProvider(answer.url)), onError: () => undefined },
    );
  };

  return (
    <Stack gap="4">
      <ButtonGroup size="sm" attached role="group" aria-label="Billing term" alignSelf="start">
        {(['month', 'year'] as const).map((t) => (
          <Button
            key={t}
            aria-pressed={term === t}
            variant={term === t ? 'solid' : 'outline'}
            onClick={() => setTerm(t)}
          >
            {t === 'month' ? 'Monthly' : 'Yearly'}
          </Button>
        ))}
      </ButtonGroup>
      {subscribe.isError || handOffFailed ? (
        <Text role="alert" color="fg.error">
          {handOffFailed ? HAND_OFF_FAILED : humanMessage(subscribe.error, 'The subscription could not be started.')}
        </Text>
      ) : null}
      {shown.length === 0 ? (
        <EmptyState
          title={`No ${term === 'year' ? 'yearly' : 'monthly'} plans`}
          description="Try the other billing term."
        />
      ) : (
        <SimpleGrid columns={{ base: 1, md: Math.min(shown.length, 3) }} gap="4" alignItems="stretch">
          {shown.map((plan) => {
            const isCurrent = isCurrentPlan(plan, currentPlan);
            return (
              <PlanCard
                key={plan.productPlanId}
                plan={plan}
                current={isCurrent}
                actions={
                  isCurrent ? (
                    <Text color="fg.muted" fontSize="sm">
                      You are on this plan.
                    </Text>
                  ) : canManage ? (
                    <Button
                      onClick={() => choose(plan)}
                      loading={subscribe.isPending && chosen === plan.productPlanId}
                      loadingText="Opening checkout…"
                      disabled={subscribe.isPending}
                    >
                      Choose {plan.name}
                    </Button>
                  ) : (
                    <Text color="fg.muted" fontSize="sm">
                      Ask an account owner to change the plan.
                    </Text>
                  )
                }
              />
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
