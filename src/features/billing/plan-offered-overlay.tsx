import { useQuery } from '@tanstack/react-query';
import { Button, Text } from '@chakra-ui/react';
import type { OverlayProps } from '@/overlays';
import { useOverlays } from '@/overlays';
import { useActingAccount } from '@/hooks/acting-account';
import { usePermissions } from '@/hooks/use-permissions';
import { QueryState } from '@/components/query-state';
import { offeredPlanQueryOptions } from './api';
import { PlanCard } from './plan-view';
import { BillingVisible } from './billing-visible';

/** The planOffered overlay: the plan offered to this account, with the way to take it. */
function PlanOfferedOverlayBody(_props: OverlayProps) {
  const { targetAccountId } = useActingAccount();
  const { permissions } = usePermissions();
  const offered = useQuery(offeredPlanQueryOptions(targetAccountId));
  const { open } = useOverlays();
  return (
    <QueryState
      query={offered}
      pendingLabel="Loading the offered plan"
      isEmpty={(d) => !d.productPlan}
      empty={{ title: 'No offer right now', description: 'See every plan to compare them.' }}
    >
      {(data) =>
        data.productPlan ? (
          <PlanCard
            plan={data.productPlan}
            actions={
              permissions.canManageBilling ? (
                <Button onClick={() => open('selectPlan')}>Compare and choose</Button>
              ) : (
                <Text color="fg.muted">Ask an account owner to change the plan.</Text>
              )
            }
          />
        ) : null
      }
    </QueryState>
  );
}

/** Shown only to those who may see billing (spec 000 §6 canViewBilling). */
export default function PlanOfferedOverlay(props: OverlayProps) {
  return (
    <BillingVisible>
      <PlanOfferedOverlayBody {...props} />
    </BillingVisible>
  );
}
