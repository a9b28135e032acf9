import { useQuery, useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { OverlayProps } from '@/overlays';
import { useActingAccount } from '@/hooks/acting-account';
import { EmptyState, PendingState } from '@/components/query-state';
import { toast } from '@/components/feedback';
import { humanMessage } from '@/lib/errors';
import { mergePlans, planPriceText, termLabel } from '@/lib/billing';
import {
  availablePlansQueryOptions,
  currentPlanLiveQueryOptions,
  ownAccountQueryOptions,
  productCatalogQueryOptions,
  useSetOrganizationPlan,
} from './api';

function EditPlan({ organizationId, close }: { organizationId: number; close: () => void }) {
  const { targetAccountId } = useActingAccount();
  const current = useQuery(currentPlanLiveQueryOptions(targetAccountId));
  const [available, catalogue] = useQueries({
    queries: [availablePlansQueryOptions(targetAccountId), productCatalogQueryOptions(targetAccountId)],
  });
  const save = useSetOrganizationPlan(organizationId);
  const [choice, setChoice] = useState<string>('');
  if (current.isPending || available.isPending || catalogue.isPending) return <PendingState label="Loading plans" />;
  const plans = mergePlans(available.data?.productPlans, catalogue.data?.productPlans);
  const selected = choice || current.data?.productPlan?.productPlanId || '';
  return (
    <Stack gap="4">
      <Text>
        Sets this organization’s plan without a checkout (super admin). The organization is not charged through this
        screen.
      </Text>
      <Field.Root>
        <Field.Label>Plan</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={selected} onChange={(e) => setChoice(e.target.value)}>
            <option value="" disabled>
              Choose a plan
            </option>
            {plans.map((p) => (
              <option key={p.productPlanId} value={p.productPlanId}>
                {p.name} — {termLabel(p.term)}, {planPriceText(p)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {save.isError ? (
        <Text role="alert" color="fg.error">
          {humanMessage(save.error, 'The plan could not be set. Try again.')}
        </Text>
      ) : null}
      <Button
        alignSelf="start"
        disabled={!selected}
        loading={save.isPending}
        onClick={() =>
          save.mutate(selected, {
            onSuccess: () => {
              toast('Plan updated', { type: 'success' });
              close();
            },
            onError: () => undefined,
          })
        }
      >
        Set plan
      </Button>
    </Stack>
  );
}

/** The editPlan overlay: a super admin sets the acting organization's plan. */
export default function EditPlanOverlay({ close }: OverlayProps) {
  const own = useQuery(ownAccountQueryOptions());
  const { orgId } = useActingAccount();
  if (own.isPending) return <PendingState label="Checking your access" />;
  if (own.data?.superAdmin !== true)
    return <EmptyState title="Super admins only" description="Only a super admin can set a plan directly." />;
  if (orgId === null) return <EmptyState title="No organization" description="Open an organization to set its plan." />;
  return <EditPlan organizationId={orgId} close={close} />;
}
