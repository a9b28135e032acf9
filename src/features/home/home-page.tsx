import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import {
  Badge,
  Box,
  Button,
  Card,
  HStack,
  Heading,
  Link,
  Progress,
  SimpleGrid,
  Stack,
  Stat,
  Text,
} from '@chakra-ui/react';
import { CheckCircle2, Circle, Inbox, ListChecks, Bot, Gauge, Network } from 'lucide-react';
import type { LogList } from '@/api/generated/model';
import { ButtonLink } from '@/components/button-link';
import { ErrorBoundary } from '@/components/error-boundary';
import { PublishStateBadge } from '@/components/publish-state-badge';
import { QueryState } from '@/components/query-state';
import { useActingAccount, type ActingAccount } from '@/hooks/acting-account';
import { usePermissions } from '@/hooks/use-permissions';
import { useOverlays } from '@/overlays';
import { accountTitle } from '@/lib/accounts';
import { activityOf, agentState, levelBelow, planAllowances, plural, todaySeconds, type Allowance } from '@/lib/home';
import {
  WALKTHROUGH_STEPS,
  currentWalkthroughStep,
  isWalkthroughComplete,
  resolveWalkthrough,
  shownWalkthrough,
  type WalkthroughStep,
} from '@/lib/onboarding';
import { newConversationInput, sectionShown } from '@/lib/permissions';
import { allowedOverlaysOf, formatAccountParam, type AccountPathEntry } from '@/lib/search';
import { isRecord } from '@/lib/storage';
import { usagePoints, usageTotals } from '@/lib/usage';
import {
  activityQueryOptions,
  currentPlanQueryOptions,
  periodUsageQueryOptions,
  stagingAgentQueryOptions,
  todayLogsQueryOptions,
  unreadRoomsQueryOptions,
  useChildAccounts,
} from './api';

const TYPE_LABEL: Record<ActingAccount['type'], string> = {
  partner: 'Partner',
  reseller: 'Reseller',
  org: 'Organization',
  agent: 'Agent',
};

const SECTION_PATH = {
  resellers: '/app/$account/resellers',
  organizations: '/app/$account/organizations',
  agents: '/app/$account/agents',
} as const;

/** Conversations in a logs answer: its total, else the rows it carries (a CSV answer counts none). */
function logCount(data: LogList | string): number {
  if (typeof data !== 'object' || data === null) return 0;
  return data.pagination?.totalCount ?? data.totalCount ?? data.logs.length;
}

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** The account path param of the acting account (its own when the URL names none). */
function accountParamOf(acting: ActingAccount): string {
  const path: readonly Pick<AccountPathEntry, 'type' | 'id'>[] = acting.path.length
    ? acting.path
    : [{ type: acting.type, id: acting.id }];
  return formatAccountParam(path);
}

/** A card whose answer cannot be read says so in place; the other cards and the page stay. */
function CardFailed() {
  return (
    <Text role="alert" color="fg.error" textStyle="sm">
      The server sent an answer this card could not read. Try again in a moment.
    </Text>
  );
}

function HomeCard({
  title,
  id,
  icon,
  children,
  footer,
}: {
  title: string;
  id: string;
  icon: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline" size="sm" h="full">
      <Card.Header pb="0">
        <HStack gap="2" color="fg.muted">
          <Box aria-hidden="true">{icon}</Box>
          <Heading as="h2" size="sm" id={id} color="fg">
            {title}
          </Heading>
        </HStack>
      </Card.Header>
      <Card.Body gap="3">
        <ErrorBoundary fallback={<CardFailed />}>{children}</ErrorBoundary>
      </Card.Body>
      {footer ? (
        <Card.Footer pt="0" gap="2" flexWrap="wrap">
          {footer}
        </Card.Footer>
      ) : null}
    </Card.Root>
  );
}

function StatNumber({ label, value, help }: { label: string; value: string; help?: string }) {
  return (
    <Stat.Root>
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText fontVariantNumeric="tabular-nums">{value}</Stat.ValueText>
      {help ? <Stat.HelpText>{help}</Stat.HelpText> : null}
    </Stat.Root>
  );
}

// ---- Conversations: today's count and the unread ones, each from its own call.

function ConversationsCard({ targetAccountId, account }: { targetAccountId: number | undefined; account: string }) {
  // Today's window is fixed for the page's life (its query key must not change every render).
  const [today] = useState(() => todaySeconds(Date.now()));
  const logs = useQuery(todayLogsQueryOptions(targetAccountId, today));
  const unread = useQuery(unreadRoomsQueryOptions(targetAccountId));
  return (
    <HomeCard
      title="Conversations"
      id="home-conversations"
      icon={<Inbox size={18} />}
      footer={
        <>
          <ButtonLink size="sm" variant="outline" to="/inbox">
            Open the inbox
          </ButtonLink>
          <ButtonLink size="sm" variant="ghost" to="/app/$account/logs" params={{ account }}>
            Today’s logs
          </ButtonLink>
        </>
      }
    >
      <SimpleGrid columns={2} gap="3">
        <Box data-testid="home-today">
          <QueryState
            query={logs}
            pendingLabel="Loading today’s conversations"
            errorMessage="Today’s conversations could not be loaded."
          >
            {(data) => <StatNumber label="Today" value={count.format(logCount(data))} />}
          </QueryState>
        </Box>
        <Box data-testid="home-unread">
          <QueryState
            query={unread}
            pendingLabel="Loading unread conversations"
            errorMessage="Unread conversations could not be loaded."
          >
            {(data) => <StatNumber label="Unread" value={count.format(data.totalRooms)} />}
          </QueryState>
        </Box>
      </SimpleGrid>
      {unread.data && unread.data.rooms.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap="1" aria-label="Unread conversations">
          {unread.data.rooms.slice(0, 3).map((room) => (
            <Box as="li" key={room.roomId} minW="0">
              <Link
                asChild
                display="block"
                _hover={{ textDecoration: 'none', bg: 'bg.muted' }}
                borderRadius="l2"
                px="2"
                py="1"
              >
                <RouterLink to="/inbox" search={{ active: room.roomId }}>
                  <Text fontWeight="medium" truncate>
                    {room.name ?? room.username ?? 'Conversation'}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" truncate>
                    {room.lastMessage ?? ''}
                  </Text>
                </RouterLink>
              </Link>
            </Box>
          ))}
        </Stack>
      ) : unread.data ? (
        <Text fontSize="sm" color="fg.muted">
          You’re all caught up.
        </Text>
      ) : null}
    </HomeCard>
  );
}

// ---- The agent: published, or changes waiting to be published.

function AgentCard({ targetAccountId, account }: { targetAccountId: number | undefined; account: string }) {
  const staging = useQuery(stagingAgentQueryOptions(targetAccountId));
  const state = agentState(staging.data);
  return (
    <HomeCard
      title="Your agent"
      id="home-agent"
      icon={<Bot size={18} />}
      footer={
        <ButtonLink size="sm" variant="outline" to="/app/$account/agent" params={{ account }}>
          {state === 'unpublished' ? 'Review and publish' : 'Open the editor'}
        </ButtonLink>
      }
    >
      <QueryState query={staging} pendingLabel="Loading the agent" errorMessage="The agent could not be loaded.">
        {(data) => (
          <Stack gap="2">
            <Text fontWeight="semibold" fontSize="lg" truncate>
              {data.title ?? 'Untitled agent'}
            </Text>
            <PublishStateBadge unpublished={state === 'unpublished'} alignSelf="start" data-testid="agent-state" />
            <Text fontSize="sm" color="fg.muted">
              {state === 'unpublished'
                ? 'Callers still hear the last published version.'
                : 'Callers hear the agent as it stands.'}
            </Text>
          </Stack>
        )}
      </QueryState>
    </HomeCard>
  );
}

// ---- This period's usage against the plan.

function AllowanceRow({ row }: { row: Allowance }) {
  const label =
    row.included === null
      ? `${amount.format(row.used)} used (pay as you go)`
      : `${amount.format(row.used)} of ${amount.format(row.included)}`;
  return (
    <Progress.Root
      value={row.included === null ? 0 : Math.min(100, row.ratio * 100)}
      size="sm"
      colorPalette={row.over ? 'red' : 'blue'}
      aria-label={`${row.name}: ${label}`}
    >
      <HStack justify="space-between" mb="1" gap="2">
        <Progress.Label fontSize="sm">{row.name}</Progress.Label>
        <Text fontSize="sm" color={row.over ? 'fg.error' : 'fg.muted'} fontVariantNumeric="tabular-nums">
          {label}
        </Text>
      </HStack>
      {row.included === null ? null : (
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      )}
    </Progress.Root>
  );
}

/** Whether the billing section is shown to the viewer: the navigation's rule for its Billing entry. */
function useBillingShown(): boolean {
  const acting = useActingAccount();
  const { permissions } = usePermissions();
  return sectionShown(permissions, allowedOverlaysOf(acting.account.settings), 'billing');
}

function UsageCard({ targetAccountId, account }: { targetAccountId: number | undefined; account: string }) {
  const usage = useQuery(periodUsageQueryOptions(targetAccountId));
  const plan = useQuery(currentPlanQueryOptions(targetAccountId));
  const billingShown = useBillingShown();
  return (
    <HomeCard
      title="This period’s usage"
      id="home-usage"
      icon={<Gauge size={18} />}
      footer={
        <>
          <ButtonLink size="sm" variant="outline" to="/app/$account/usage" params={{ account }}>
            See usage
          </ButtonLink>
          {billingShown ? (
            <ButtonLink size="sm" variant="ghost" to="/app/$account/billing" params={{ account }}>
              Plan and billing
            </ButtonLink>
          ) : null}
        </>
      }
    >
      <QueryState query={plan} pendingLabel="Loading the plan" errorMessage="The plan could not be loaded.">
        {(planData) => (
          <QueryState query={usage} pendingLabel="Loading usage" errorMessage="Usage could not be loaded.">
            {(usageData) => {
              const totals = usageTotals(usagePoints(usageData.results, 'current'), usageData.results);
              const rows = planAllowances(planData.productPlan?.productItems, totals);
              return (
                <Stack gap="3">
                  <Text fontSize="sm" color="fg.muted">
                    {planData.productPlan ? `${planData.productPlan.name} plan` : 'No plan yet'}
                  </Text>
                  {rows.length ? (
                    rows.map((row) => <AllowanceRow key={row.type} row={row} />)
                  ) : (
                    <Text fontSize="sm">
                      {amount.format(totals.minutes)} voice minutes and {count.format(totals.messages)} texts so far.
                    </Text>
                  )}
                </Stack>
              );
            }}
          </QueryState>
        )}
      </QueryState>
    </HomeCard>
  );
}

// ---- The setup checklist, until every step is done.

const STEP_TITLE: Readonly<Record<WalkthroughStep, string>> = {
  SETUP_AGENT: 'Set up your agent',
  TEST_AGENT: 'Test your agent',
  ADD_NUMBER: 'Add a phone number',
  FORWARD_CALLS: 'Forward your calls',
};

function ChecklistCard({ acting, account }: { acting: ActingAccount; account: string }) {
  const { open } = useOverlays();
  const settings = acting.account.settings;
  const saved = isRecord(settings?.walkthrough) ? settings.walkthrough : null;
  if (saved?.dismissed === true) return null;
  const onboarding: unknown = settings?.onboarding;
  const hasPhoneNumber = newConversationInput(acting.account, 'vida').phoneNumber !== null;
  // Shown only (nothing is saved here): the saved state plus the steps done in fact.
  const state = shownWalkthrough(
    resolveWalkthrough(saved, {
      hasPhoneNumber,
      onboardingComplete: isRecord(onboarding) && onboarding.onboardingComplete === true,
      timestamp: acting.account.timestamp,
    }),
    { hasPhoneNumber },
  );
  if (isWalkthroughComplete(state)) return null;
  const current = currentWalkthroughStep(state);
  const done = state.completed.length;
  const go = (step: WalkthroughStep) => {
    if (step === 'SETUP_AGENT') open('editAgent');
    else if (step === 'TEST_AGENT') open('testAgent');
    else if (step === 'ADD_NUMBER') open('onboard', true, { activeStep: 'chooseNumber' });
    else open('forwardingInstructions');
  };
  return (
    <HomeCard
      title="Get your agent live"
      id="home-checklist"
      icon={<ListChecks size={18} />}
      footer={
        <ButtonLink size="sm" variant="ghost" to="/app/$account/agent" params={{ account }}>
          The full checklist
        </ButtonLink>
      }
    >
      <Text fontSize="sm" color="fg.muted">
        {done} of {WALKTHROUGH_STEPS.length} done
      </Text>
      <Stack as="ol" listStyleType="none" gap="2" aria-label="Setup checklist">
        {WALKTHROUGH_STEPS.map((step) => {
          const complete = state.completed.includes(step);
          return (
            <HStack as="li" key={step} justify="space-between" gap="2" data-step={step}>
              <HStack gap="2" minW="0">
                <Box color={complete ? 'green.fg' : 'fg.subtle'} aria-hidden="true">
                  {complete ? <CheckCircle2 size={16} /> : <Circle size={16} />}
                </Box>
                <Text fontSize="sm" color={complete ? 'fg.muted' : 'fg'} truncate>
                  {STEP_TITLE[step]}
                  <Text as="span" srOnly>
                    {complete ? ' (done)' : ' (to do)'}
                  </Text>
                </Text>
              </HStack>
              {step === current ? (
                <Button size="xs" onClick={() => go(step)} flexShrink={0}>
                  Continue
                </Button>
              ) : null}
            </HStack>
          );
        })}
      </Stack>
    </HomeCard>
  );
}

// ---- The accounts below, each with its activity over the last 30 days.

function ChildActivity({ id }: { id: number }) {
  const stats = useQuery(activityQueryOptions(id));
  if (stats.isPending)
    return (
      <Text fontSize="sm" color="fg.subtle">
        Loading activity…
      </Text>
    );
  if (stats.isError)
    return (
      <Text fontSize="sm" color="fg.error">
        Activity could not be loaded.
      </Text>
    );
  const a = activityOf(stats.data.stats);
  return (
    <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
      {plural(a.calls, 'call')} · {plural(a.messages, 'message')} in 30 days
    </Text>
  );
}

function ChildrenCard({ acting, account }: { acting: ActingAccount; account: string }) {
  const level = levelBelow(acting.type);
  const children = useChildAccounts(acting.type, acting.id);
  if (!level) return null;
  const base = acting.path.length ? acting.path : [{ type: acting.type, id: acting.id }];
  return (
    <HomeCard
      title={level.label}
      id="home-children"
      icon={<Network size={18} />}
      footer={
        <ButtonLink size="sm" variant="outline" to={SECTION_PATH[level.section]} params={{ account }}>
          {children.data ? `See all ${count.format(children.data.total)}` : `See all ${level.label.toLowerCase()}`}
        </ButtonLink>
      }
    >
      <QueryState
        query={children}
        pendingLabel={`Loading ${level.label.toLowerCase()}`}
        errorMessage={`${level.label} could not be loaded.`}
        isEmpty={(data) => data.rows.length === 0}
        empty={{ title: `No ${level.label.toLowerCase()} yet` }}
      >
        {(data) => (
          <Stack as="ul" listStyleType="none" gap="2" aria-label={level.label}>
            {data.rows.map((row) => (
              <Box as="li" key={row.id} minW="0">
                <Link asChild fontWeight="medium">
                  <RouterLink
                    to="/app/$account"
                    params={{ account: formatAccountParam([...base, { type: level.childType, id: row.id }]) }}
                  >
                    {row.name}
                  </RouterLink>
                </Link>
                <ChildActivity id={row.id} />
              </Box>
            ))}
          </Stack>
        )}
      </QueryState>
    </HomeCard>
  );
}

/** The cards of the account's home (issue 28 §3): today's conversations, the agent, this period's
 * usage against the plan, the setup checklist until done, and the accounts below. Each card reads
 * its own call and fails on its own. `/app` shows them under the account's card. */
export function HomeCards() {
  const acting = useActingAccount();
  const account = accountParamOf(acting);
  const hasAgent = acting.type === 'org' || acting.type === 'agent';
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" data-testid="home-cards">
      <ConversationsCard targetAccountId={acting.targetAccountId} account={account} />
      {hasAgent ? <AgentCard targetAccountId={acting.targetAccountId} account={account} /> : null}
      <UsageCard targetAccountId={acting.targetAccountId} account={account} />
      {hasAgent ? <ChecklistCard acting={acting} account={account} /> : null}
      {levelBelow(acting.type) ? <ChildrenCard acting={acting} account={account} /> : null}
    </SimpleGrid>
  );
}

/** The home of an account the path names: its name and level above {@link HomeCards}. */
export function HomePage() {
  const acting = useActingAccount();
  // The same name as the top bar's (the account's own, which Settings edits).
  const name = accountTitle(acting.account) ?? `${TYPE_LABEL[acting.type]} ${acting.id}`;
  return (
    <Stack gap="5">
      <HStack gap="3" flexWrap="wrap">
        <Heading as="h1" size="xl" id="account-title">
          {name}
        </Heading>
        <Badge colorPalette="blue" data-testid="account-type">
          {TYPE_LABEL[acting.type]}
        </Badge>
      </HStack>
      <HomeCards />
    </Stack>
  );
}
