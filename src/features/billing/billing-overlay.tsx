import { useQuery } from '@tanstack/react-query';
import { Button, HStack, Stack } from '@chakra-ui/react';
import type { OverlayProps } from '@/overlays';
import { useOverlays } from '@/overlays';
import { useActingAccount } from '@/hooks/acting-account';
import { usePermissions } from '@/hooks/use-permissions';
import { EmptyState, QueryState } from '@/components/query-state';
import { currentPlanLiveQueryOptions } from './api';
import { PlanCard } from './plan-view';

/** The billing overlay: the current plan at a glance and the ways on (details, subscription, plans, funds). */
export default function BillingOverlay(_props: OverlayProps) {
  const { targetAccountId } = useActingAccount();
  const { permissions } = usePermissions();
  const current = useQuery(currentPlanLiveQueryOptions(targetAccountId));
  const { open } = useOverlays();
  if (!permissions.canViewBilling)
    return <EmptyState title="Billing is not shown to you" description="Ask an account owner for access." />;
  return (
    <Stack gap="4">
      <QueryState
        query={current}
        pendingLabel="Loading your plan"
        isEmpty={(d) => !d.productPlan}
        empty={{ title: 'No plan yet', description: 'Choose a plan to turn on premium features.' }}
      >
        {(data) => (data.productPlan ? <PlanCard plan={data.productPlan} current showTiers={false} /> : null)}
      </QueryState>
      <HStack gap="2" wrap="wrap">
        <Button variant="outline" onClick={() => open('planDetails')}>
          Prices
        </Button>
        {permissions.canManageBilling ? (
          <>
            <Button variant="outline" onClick={() => open('subscription')}>
              Subscription
            </Button>
            <Button onClick={() => open('selectPlan')}>Change plan</Button>
            <Button variant="outline" onClick={() => open('addFunds')}>
              Add funds
            </Button>
          </>
        ) : null}
      </HStack>
    </Stack>
  );
}
