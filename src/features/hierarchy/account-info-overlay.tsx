import { useState } from 'react';
import {
  Badge,
  Button,
  DataList,
  Field,
  Heading,
  HStack,
  Input,
  Link as ChakraLink,
  List,
  SimpleGrid,
  Stack,
  Stat,
  Text,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state';
import { toast } from '@/components/feedback';
import { usePermissions } from '@/hooks/use-permissions';
import { useOverlays, type OverlayProps } from '@/overlays';
import type { Account } from '@/api/generated/model';
import { accountDisplayName, hierarchyActions, rowsOf, TAKEOVER_OVERLAY } from '@/lib/accounts';
import { humanMessage } from '@/lib/errors';
import * as MESSAGES from '@/lib/message-catalogue';
import { formatAccountParam, pathTypeOfAccountType, type AccountPathType } from '@/lib/search';
import { usagePoints, usageTotals } from '@/lib/usage';
import { isLegacyAccount } from '@/lib/validate';
import {
  accountQueryOptions,
  accountUsageQueryOptions,
  ownAccountQueryOptions,
  resellerOrgsPreviewQueryOptions,
  useSetAccountEnabled,
} from './api';
import { ErrorAlert } from './form-end';
import { useOverlayAccountId } from './use-account-id';
import { CopyId } from '@/components/copy-field';

const EXPECTED: Record<string, AccountPathType> = {
  orgInfo: 'org',
  partnerInfo: 'partner',
  resellerInfo: 'reseller',
  resellerPreview: 'reseller',
};
const TYPE_LABEL: Record<AccountPathType, string> = {
  partner: 'Partner',
  reseller: 'Reseller',
  org: 'Organization',
  agent: 'Agent',
};
const LIST_LABEL: Record<AccountPathType, string> = {
  partner: 'Resellers',
  reseller: 'Organizations',
  org: 'Agents',
  agent: 'Agent',
};
const LIST_ROUTE = {
  partner: '/app/$account/resellers',
  reseller: '/app/$account/organizations',
  org: '/app/$account/agents',
  agent: '/app/$account/agent',
} as const;
const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
const numberFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });

/** An id of the account, copyable (the copy button is named after the label: "Copy partner id"). */
function IdItem({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>
        <CopyId label={label.toLowerCase()} value={value} />
      </DataList.ItemValue>
    </DataList.Item>
  );
}

function Usage({ id }: { id: number }) {
  const query = useQuery(accountUsageQueryOptions(id));
  return (
    <QueryState query={query} pendingLabel="Loading usage" errorMessage="This period’s usage could not be loaded.">
      {(data) => {
        const totals = usageTotals(usagePoints(data.results, 'current'), data.results);
        return (
          <SimpleGrid columns={{ base: 2, md: 3 }} gap="3" aria-label="This period’s usage">
            <Stat.Root>
              <Stat.Label>Minutes</Stat.Label>
              <Stat.ValueText>{numberFormat.format(totals.minutes)}</Stat.ValueText>
            </Stat.Root>
            <Stat.Root>
              <Stat.Label>Messages</Stat.Label>
              <Stat.ValueText>{numberFormat.format(totals.messages)}</Stat.ValueText>
            </Stat.Root>
            <Stat.Root>
              <Stat.Label>Numbers</Stat.Label>
              <Stat.ValueText>{numberFormat.format(totals.numbers)}</Stat.ValueText>
            </Stat.Root>
          </SimpleGrid>
        );
      }}
    </QueryState>
  );
}

function EnableDisable({ account, disabled }: { account: Account; disabled: boolean }) {
  const change = useSetAccountEnabled(account.id);
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const done = (message: string) => () => toast(message, { type: 'success' });
  if (disabled)
    return (
      <Button
        size="sm"
        variant="outline"
        loading={change.isPending}
        onClick={() =>
          change.mutate({ enable: true, username: account.username }, { onSuccess: done(MESSAGES.accountEnabled) })
        }
      >
        Enable account
      </Button>
    );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!reason.trim()) return setProblem(MESSAGES.fieldRequired);
        setProblem(null);
        change.mutate(
          { enable: false, username: account.username, reason: reason.trim(), details: details.trim() || undefined },
          {
            onSuccess: done(
              account.accountType === 'organization' ? MESSAGES.organizationDisabled : 'Account disabled',
            ),
          },
        );
      }}
    >
      <Stack gap="2">
        <Field.Root required invalid={!!problem}>
          <Field.Label>Reason for disabling</Field.Label>
          <Input size="sm" value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
          <Field.ErrorText>{problem}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>Details</Field.Label>
          <Input size="sm" value={details} maxLength={2000} onChange={(e) => setDetails(e.target.value)} />
        </Field.Root>
        <ErrorAlert message={change.isError ? humanMessage(change.error, 'The account could not be changed.') : null} />
        <Button
          type="submit"
          size="sm"
          colorPalette="red"
          variant="outline"
          alignSelf="start"
          loading={change.isPending}
        >
          {account.accountType === 'organization' ? 'Disable organization' : 'Disable account'}
        </Button>
      </Stack>
    </form>
  );
}

function OrgsPreview({ resellerId }: { resellerId: number }) {
  const query = useQuery(resellerOrgsPreviewQueryOptions(resellerId));
  return (
    <QueryState
      query={query}
      pendingLabel="Loading organizations"
      errorMessage="The organizations could not be loaded."
      isEmpty={(d) => d.accounts.length === 0}
      empty={{ title: 'No organizations yet.' }}
    >
      {(d) => (
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            {d.totalAccounts} {d.totalAccounts === 1 ? 'organization' : 'organizations'}
          </Text>
          <List.Root ps="4">
            {rowsOf(d.accounts, 'organizations').map((r) => (
              <List.Item key={r.id}>
                <ChakraLink asChild>
                  <Link
                    to="/app/$account"
                    params={{
                      account: formatAccountParam([
                        { type: 'reseller', id: resellerId },
                        { type: 'org', id: r.id },
                      ]),
                    }}
                  >
                    {r.name}
                  </Link>
                </ChakraLink>
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
    </QueryState>
  );
}

function AccountInfo({ account, preview, close }: { account: Account; preview: boolean; close: () => void }) {
  const type = pathTypeOfAccountType(account.accountType) ?? 'agent';
  const { permissions, viewAs } = usePermissions();
  const own = useQuery(ownAccountQueryOptions());
  const { open } = useOverlays();
  const actions = hierarchyActions({ level: viewAs, superAdmin: own.data?.superAdmin === true, permissions }, type);
  const disabled = account.settings?.disabled === true;
  const param = formatAccountParam([{ type, id: account.id }]);
  return (
    <Stack gap="5">
      <HStack gap="2" wrap="wrap">
        <Heading as="h2" size="lg">
          {accountDisplayName(account)}
        </Heading>
        <Badge>{TYPE_LABEL[type]}</Badge>
        {disabled ? <Badge colorPalette="red">Disabled</Badge> : <Badge colorPalette="green">Active</Badge>}
        {isLegacyAccount(account.timestamp) ? (
          // Spec 000 §4: a legacy account gets the legacyLogin overlay's explanation.
          <Button size="2xs" variant="subtle" colorPalette="orange" onClick={() => open('legacyLogin', account.id)}>
            Legacy account
          </Button>
        ) : null}
      </HStack>
      <DataList.Root orientation="horizontal" size="sm">
        <IdItem label="Account id" value={String(account.id)} />
        <IdItem label="Username" value={account.username} />
        {account.email ? (
          <DataList.Item>
            <DataList.ItemLabel>Email</DataList.ItemLabel>
            <DataList.ItemValue>{account.email}</DataList.ItemValue>
          </DataList.Item>
        ) : null}
        <DataList.Item>
          <DataList.ItemLabel>Plan</DataList.ItemLabel>
          <DataList.ItemValue>{account.subscription ?? 'No plan'}</DataList.ItemValue>
        </DataList.Item>
        {account.timestamp ? (
          <DataList.Item>
            <DataList.ItemLabel>Created</DataList.ItemLabel>
            <DataList.ItemValue>{dateFormat.format(new Date(account.timestamp * 1000))}</DataList.ItemValue>
          </DataList.Item>
        ) : null}
        {account.resellerId ? <IdItem label="Reseller id" value={String(account.resellerId)} /> : null}
        {account.partnerId ? <IdItem label="Partner id" value={String(account.partnerId)} /> : null}
      </DataList.Root>
      <Stack gap="2">
        <Heading as="h3" size="sm">
          This billing period
        </Heading>
        <Usage id={account.id} />
      </Stack>
      {preview && type === 'reseller' ? (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Organizations
          </Heading>
          <OrgsPreview resellerId={account.id} />
        </Stack>
      ) : null}
      <HStack gap="2" wrap="wrap">
        <Button asChild size="sm" onClick={close}>
          <Link to="/app/$account" params={{ account: param }}>
            Open console
          </Link>
        </Button>
        {type !== 'agent' ? (
          <Button asChild size="sm" variant="outline" onClick={close}>
            <Link to={LIST_ROUTE[type]} params={{ account: param }}>
              {LIST_LABEL[type]}
            </Link>
          </Button>
        ) : null}
        {actions.takeover && type !== 'agent' ? (
          <Button size="sm" variant="outline" onClick={() => open(TAKEOVER_OVERLAY[type], account.id)}>
            Take over
          </Button>
        ) : null}
        {type === 'org' && permissions.canDeleteOrg ? (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => open('deleteOrganization', account.id)}>
            Delete…
          </Button>
        ) : null}
      </HStack>
      {/* Disabling an organization also needs canDeactivateOrg (spec 000 §6): a super admin
          viewing as an admin user is not offered it; enabling stays the super admin's. */}
      {actions.enableDisable && (disabled || type !== 'org' || permissions.canDeactivateOrg) ? (
        <Stack gap="2" borderTopWidth="1px" pt="4">
          <Heading as="h3" size="sm">
            Super admin
          </Heading>
          <EnableDisable account={account} disabled={disabled} />
        </Stack>
      ) : null}
    </Stack>
  );
}

/** orgInfo, partnerInfo, resellerInfo, resellerPreview: an account's details, plan, this period's
 * usage, ids with copy buttons and links to its lists; the flag's id, else the acting account. */
export default function AccountInfoOverlay({ name, value, close }: OverlayProps<number | null>) {
  const id = useOverlayAccountId(value);
  const query = useQuery(accountQueryOptions(id));
  const expected = EXPECTED[name] ?? 'org';
  return (
    <QueryState
      query={query}
      pendingLabel="Loading the account"
      errorMessage="This account was not found, or you cannot open it."
    >
      {(account) =>
        pathTypeOfAccountType(account.accountType) === expected ? (
          <AccountInfo account={account} preview={name === 'resellerPreview'} close={close} />
        ) : (
          <Text role="alert">{MESSAGES.accountTypeMismatch}</Text>
        )
      }
    </QueryState>
  );
}
