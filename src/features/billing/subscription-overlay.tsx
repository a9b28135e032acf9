import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { Badge, Button, DataList, Field, HStack, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import type { OverlayProps } from '@/overlays';
import { useOverlays } from '@/overlays';
import { useActingAccount } from '@/hooks/acting-account';
import { usePermissions } from '@/hooks/use-permissions';
import { QueryState } from '@/components/query-state';
import { confirmDialog, toast } from '@/components/feedback';
import { humanMessage } from '@/lib/errors';
import { CANCEL_REASONS, cancelSchema, planPriceText, termLabel, type CancelValues } from '@/lib/billing';
import type { ProductPlan } from '@/api/generated/model';
import { currentPlanLiveQueryOptions, useCancelSubscription, usePortalLink } from './api';
import { goToProvider, HAND_OFF_FAILED } from '@/components/hand-off';
import { BillingVisible } from './billing-visible';

function CancelForm({ plan, onDone }: { plan: ProductPlan; onDone: () => void }) {
  const { targetAccountId } = useActingAccount();
  const cancel = useCancelSubscription(targetAccountId);
  const form = useForm<CancelValues>({
    resolver: valibotResolver(cancelSchema),
    defaultValues: { reason: undefined, details: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    const outcome = await confirmDialog({
      title: `Cancel the ${plan.name} plan?`,
      details:
        'Premium features stop working: new conversations, phone numbers and text messages. Your agent keeps its settings.',
      confirmText: 'Cancel subscription',
      cancelText: 'Keep my plan',
      confirmColor: 'red',
    });
    if (outcome !== 'confirm') return;
    cancel.mutate(values, {
      onSuccess: () => {
        toast('Subscription cancelled', { type: 'success' });
        onDone();
      },
      onError: () => undefined,
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Cancel the subscription">
      <Stack gap="3">
        <Field.Root invalid={!!form.formState.errors.reason} required>
          <Field.Label>Why are you cancelling?</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field placeholder="Choose a reason" {...form.register('reason')}>
              {CANCEL_REASONS.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{form.formState.errors.reason?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!form.formState.errors.details}>
          <Field.Label>Anything else we should know?</Field.Label>
          <Textarea rows={3} {...form.register('details')} />
          <Field.ErrorText>{form.formState.errors.details?.message}</Field.ErrorText>
        </Field.Root>
        {cancel.isError ? (
          <Text role="alert" color="fg.error">
            {humanMessage(cancel.error, 'The subscription could not be cancelled. Try again.')}
          </Text>
        ) : null}
        <Button type="submit" colorPalette="red" variant="outline" alignSelf="start" loading={cancel.isPending}>
          Cancel subscription
        </Button>
      </Stack>
    </form>
  );
}

/** The subscription overlay: the plan subscribed to, its renewal term, the provider's portal, and cancel. */
function SubscriptionOverlayBody(_props: OverlayProps) {
  const { targetAccountId, account } = useActingAccount();
  const { permissions } = usePermissions();
  const current = useQuery(currentPlanLiveQueryOptions(targetAccountId));
  const portal = usePortalLink(targetAccountId);
  const { open } = useOverlays();
  const [cancelling, setCancelling] = useState(false);
  const [handOffFailed, setHandOffFailed] = useState(false);
  return (
    <QueryState
      query={current}
      pendingLabel="Loading your subscription"
      isEmpty={(d) => !d.productPlan}
      empty={{
        title: 'No active subscription',
        description: 'Nothing is being charged. Choose a plan to subscribe.',
        action: permissions.canManageBilling ? (
          <Button onClick={() => open('selectPlan')}>Choose a plan</Button>
        ) : undefined,
      }}
    >
      {(data) =>
        data.productPlan ? (
          <Stack gap="5">
            <DataList.Root orientation="horizontal">
              <DataList.Item>
                <DataList.ItemLabel>Plan</DataList.ItemLabel>
                <DataList.ItemValue>{data.productPlan.name}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>State</DataList.ItemLabel>
                <DataList.ItemValue>
                  <Badge colorPalette="green">Active</Badge>
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Renews</DataList.ItemLabel>
                <DataList.ItemValue>
                  {termLabel(data.productPlan.term)} at {planPriceText(data.productPlan)}
                </DataList.ItemValue>
              </DataList.Item>
              {account.subscription ? (
                <DataList.Item>
                  <DataList.ItemLabel>Subscription</DataList.ItemLabel>
                  <DataList.ItemValue>{account.subscription}</DataList.ItemValue>
                </DataList.Item>
              ) : null}
            </DataList.Root>
            {permissions.canManageBilling ? (
              <HStack gap="2" wrap="wrap">
                <Button onClick={() => open('selectPlan')}>Change plan</Button>
                <Button
                  variant="outline"
                  loading={portal.isPending}
                  onClick={() =>
                    portal.mutate(window.location.href, {
                      onSuccess: (a) => setHandOffFailed(!goToProvider(a.url)),
                      onError: () => undefined,
                    })
                  }
                >
                  Manage payment
                </Button>
                {!cancelling ? (
                  <Button variant="ghost" colorPalette="red" onClick={() => setCancelling(true)}>
                    Cancel subscription…
                  </Button>
                ) : null}
              </HStack>
            ) : (
              <Text color="fg.muted">Ask an account owner to change or cancel the plan.</Text>
            )}
            {portal.isError || handOffFailed ? (
              <Text role="alert" color="fg.error">
                {handOffFailed ? HAND_OFF_FAILED : humanMessage(portal.error, HAND_OFF_FAILED)}
              </Text>
            ) : null}
            {cancelling && permissions.canManageBilling ? (
              <CancelForm plan={data.productPlan} onDone={() => setCancelling(false)} />
            ) : null}
          </Stack>
        ) : null
      }
    </QueryState>
  );
}

/** Shown only to those who may see billing (spec 000 §6 canViewBilling). */
export default function SubscriptionOverlay(props: OverlayProps) {
  return (
    <BillingVisible>
      <SubscriptionOverlayBody {...props} />
    </BillingVisible>
  );
}
