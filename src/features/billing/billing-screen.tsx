import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Button, Card, HStack, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { CreditCard, ExternalLink } from 'lucide-react';
import { EmptyState, QueryState } from '@/components/query-state';
import { PageHeader } from '@/components/page-header';
import { TableFrame } from '@/components/table-frame';
import { useOverlays } from '@/overlays';
import { usePermissions } from '@/hooks/use-permissions';
import { humanMessage } from '@/lib/errors';
import { estimateBill, formatCount, formatPrice, planPriceText, termLabel } from '@/lib/billing';
import { usagePoints, usageTotals } from '@/lib/usage';
import type { ProductPlan } from '@/api/generated/model';
import { currentPlanQueryOptions, offeredPlanQueryOptions, periodUsageQueryOptions, usePortalLink } from './api';
import { PlanCard } from './plan-view';
import { goToProvider, HAND_OFF_FAILED } from '@/components/hand-off';

export interface BillingScreenProps {
  targetAccountId: number | undefined;
}

function Estimate({ plan, targetAccountId }: { plan: ProductPlan; targetAccountId: number | undefined }) {
  const usage = useSuspenseQuery(periodUsageQueryOptions(targetAccountId));
  const results = usage.data.results;
  const totals = usageTotals(usagePoints(results, 'current'), results);
  const bill = estimateBill(plan, totals);
  return (
    <Card.Root as="section" aria-labelledby="estimate-title" bg="bg">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="estimate-title">
          This period so far
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          An estimate from this billing period’s usage and your plan’s prices; the invoice may differ.
        </Text>
        <TableFrame label="Estimate of this period’s bill">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Item</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Used</Table.ColumnHeader>
              {/* A phone shows what it costs, not what the plan includes (the plan card above says so). */}
              <Table.ColumnHeader textAlign="end" hideBelow="sm">
                Included
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Cost</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <Table.Row>
              <Table.Cell>
                {plan.name} plan ({termLabel(plan.term).toLowerCase()})
              </Table.Cell>
              <Table.Cell />
              <Table.Cell hideBelow="sm" />
              <Table.Cell textAlign="end">{formatPrice(bill.base)}</Table.Cell>
            </Table.Row>
            {bill.lines.map((line) => (
              <Table.Row key={line.type}>
                <Table.Cell>{line.name}</Table.Cell>
                <Table.Cell textAlign="end">{formatCount(line.used)}</Table.Cell>
                <Table.Cell textAlign="end" hideBelow="sm">
                  {line.included === null ? '—' : formatCount(line.included)}
                </Table.Cell>
                <Table.Cell textAlign="end">{formatPrice(line.cost)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row>
              <Table.Cell fontWeight="semibold" colSpan={2}>
                Estimated total
              </Table.Cell>
              <Table.Cell hideBelow="sm" />
              <Table.Cell textAlign="end" fontWeight="semibold" data-testid="estimate-total">
                {formatPrice(bill.total)}
              </Table.Cell>
            </Table.Row>
          </Table.Footer>
        </TableFrame>
      </Card.Body>
    </Card.Root>
  );
}

function OfferedPlan({ targetAccountId }: { targetAccountId: number | undefined }) {
  const offered = useQuery(offeredPlanQueryOptions(targetAccountId));
  const { open } = useOverlays();
  return (
    <Card.Root as="section" aria-labelledby="offered-title" bg="bg">
      <Card.Body gap="2">
        <Heading as="h2" size="md" id="offered-title">
          Offered to you
        </Heading>
        <QueryState query={offered} pendingLabel="Loading the offered plan">
          {(data) =>
            data.productPlan ? (
              <Stack gap="2" align="start">
                <Text>
                  <strong>{data.productPlan.name}</strong> ({termLabel(data.productPlan.term).toLowerCase()}) —{' '}
                  {planPriceText(data.productPlan)}
                </Text>
                <Button size="sm" variant="outline" onClick={() => open('planOffered')}>
                  See the offer
                </Button>
              </Stack>
            ) : (
              <Text color="fg.muted">No special offer right now.</Text>
            )
          }
        </QueryState>
      </Card.Body>
    </Card.Root>
  );
}

function PortalButton({ targetAccountId }: { targetAccountId: number | undefined }) {
  const portal = usePortalLink(targetAccountId);
  const openPortal = () =>
    portal.mutate(window.location.href, {
      onSuccess: (answer) => {
        if (!goToProvider(answer.url)) portal.reset();
      },
    });
  return (
    <Stack gap="1" align="start">
      <Button variant="outline" onClick={openPortal} loading={portal.isPending} loadingText="Opening…">
        <ExternalLink aria-hidden="true" /> Payment methods and invoices
      </Button>
      {portal.isError ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          {humanMessage(portal.error, HAND_OFF_FAILED)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The billing section: the current plan and its price table, this period's estimate, the offer. */
export function BillingScreen({ targetAccountId }: BillingScreenProps) {
  const { permissions } = usePermissions();
  const current = useSuspenseQuery(currentPlanQueryOptions(targetAccountId));
  const { open } = useOverlays();
  const plan = current.data.productPlan;
  const canManage = permissions.canManageBilling;

  if (!permissions.canViewBilling) {
    return (
      <Stack>
        <PageHeader title="Billing" />
        <EmptyState
          icon={<CreditCard />}
          title="Billing is not shown to you"
          description="Ask an account owner to see or change this account’s plan."
        />
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <PageHeader
        title="Billing"
        description="Your plan, this period’s estimate and how you pay."
        actions={
          canManage ? (
            <HStack gap="2" wrap="wrap">
              <Button onClick={() => open('selectPlan')}>{plan ? 'Change plan' : 'Choose a plan'}</Button>
              {plan ? (
                <Button variant="outline" onClick={() => open('subscription')}>
                  Subscription
                </Button>
              ) : null}
            </HStack>
          ) : null
        }
      />

      {plan ? (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
          <Stack gap="2">
            <Heading as="h2" size="md">
              Current plan
            </Heading>
            <PlanCard
              plan={plan}
              current
              actions={
                <Button size="sm" variant="ghost" onClick={() => open('planDetails', plan.productPlanId)}>
                  Plan details
                </Button>
              }
            />
          </Stack>
          <Stack gap="6">
            <Estimate plan={plan} targetAccountId={targetAccountId} />
            <OfferedPlan targetAccountId={targetAccountId} />
            {canManage ? <PortalButton targetAccountId={targetAccountId} /> : null}
          </Stack>
        </SimpleGrid>
      ) : (
        <Stack gap="6">
          <EmptyState
            icon={<CreditCard />}
            title="No plan yet"
            description="Choose a plan to unlock premium features such as new conversations."
            action={canManage ? <Button onClick={() => open('selectPlan')}>Choose a plan</Button> : undefined}
          />
          <OfferedPlan targetAccountId={targetAccountId} />
        </Stack>
      )}
    </Stack>
  );
}
