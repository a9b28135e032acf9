// selectNumber: search available numbers by area code, city or word, and assign one after a
// confirmation. Opened by the inbox's gate, it goes on to the gate's next step once assigned.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Checkbox, Field, HStack, Input, List, Stack, Tabs, Text, chakra } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { confirmDialog, toast } from '@/components/feedback';
import { EmptyState, ErrorState, PendingState } from '@/components/query-state';
import { useActingAccount } from '@/hooks/acting-account';
import { usePermissions } from '@/hooks/use-permissions';
import { errorStatus, humanMessage } from '@/lib/errors';
import {
  agentNumberOf,
  describeSearch,
  e164Of,
  EMPTY_SEARCH,
  formatPhoneNumber,
  localityOf,
  nextTryAfterNone,
  numberSearchRequest,
  offeredNumbers,
  type NumberSearchErrors,
  type NumberSearchForm,
  type NumberSearchKind,
  type NumberSearchRequest,
} from '@/lib/numbers';
import { useOverlays, type OverlayProps } from '@/overlays';
import { numberSearchQueryOptions, useAssignNumber } from './api';
import { useGateContinuation } from './use-gate';

const KIND_LABEL: Record<NumberSearchKind, string> = { prefix: 'Area code', locality: 'City', phrase: 'Word' };

function SearchForm({ onSearch }: { onSearch: (request: NumberSearchRequest) => void }) {
  const [form, setForm] = useState<NumberSearchForm>(EMPTY_SEARCH);
  const [errors, setErrors] = useState<NumberSearchErrors>({});
  const set = (patch: Partial<NumberSearchForm>) => setForm((f) => ({ ...f, ...patch }));
  const submit = () => {
    const result = numberSearchRequest(form);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    onSearch(result.request);
  };
  return (
    <chakra.form
      aria-label="Search numbers"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Tabs.Root
        value={form.kind}
        onValueChange={(e) => {
          set({ kind: e.value as NumberSearchKind });
          setErrors({});
        }}
        size="sm"
        variant="enclosed"
      >
        <Tabs.List aria-label="Search by">
          {(Object.keys(KIND_LABEL) as NumberSearchKind[]).map((k) => (
            <Tabs.Trigger key={k} value={k}>
              {KIND_LABEL[k]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="prefix">
          <Stack gap="3">
            <Field.Root invalid={!!errors.prefix}>
              <Field.Label>Area code</Field.Label>
              <Input
                inputMode="numeric"
                autoComplete="off"
                placeholder="415"
                value={form.prefix}
                onChange={(e) => set({ prefix: e.currentTarget.value })}
              />
              <Field.ErrorText>{errors.prefix}</Field.ErrorText>
            </Field.Root>
            <Checkbox.Root checked={form.strict} onCheckedChange={(e) => set({ strict: e.checked === true })}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Only this area code</Checkbox.Label>
            </Checkbox.Root>
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="locality">
          <HStack gap="3" align="start" wrap="wrap">
            <Field.Root invalid={!!errors.city} flex="2" minW="40">
              <Field.Label>City</Field.Label>
              <Input
                autoComplete="address-level2"
                placeholder="San Francisco"
                value={form.city}
                onChange={(e) => set({ city: e.currentTarget.value })}
              />
              <Field.ErrorText>{errors.city}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.region} flex="1" minW="24">
              <Field.Label>State</Field.Label>
              <Input
                autoComplete="address-level1"
                placeholder="CA"
                maxLength={2}
                value={form.region}
                onChange={(e) => set({ region: e.currentTarget.value })}
              />
              <Field.ErrorText>{errors.region}</Field.ErrorText>
            </Field.Root>
          </HStack>
        </Tabs.Content>
        <Tabs.Content value="phrase">
          <Field.Root invalid={!!errors.phrase}>
            <Field.Label>Word or digits</Field.Label>
            <Input
              autoComplete="off"
              placeholder="SMILE"
              value={form.phrase}
              onChange={(e) => set({ phrase: e.currentTarget.value })}
            />
            <Field.HelperText>Letters become keypad digits (SMILE is 76453); * stands for any digit.</Field.HelperText>
            <Field.ErrorText>{errors.phrase}</Field.ErrorText>
          </Field.Root>
        </Tabs.Content>
      </Tabs.Root>
      <Text textStyle="xs" color="fg.muted" mt="2">
        Numbers in the United States.
      </Text>
      <Button type="submit" mt="3" size="sm">
        <Search size={16} aria-hidden="true" /> Search
      </Button>
    </chakra.form>
  );
}

function Results({
  request,
  targetAccountId,
  current,
  onAssigned,
}: {
  request: NumberSearchRequest;
  targetAccountId: number | undefined;
  current: string | null;
  onAssigned: (display: string) => void;
}) {
  const search = useQuery(numberSearchQueryOptions(request, targetAccountId));
  const assign = useAssignNumber(targetAccountId);
  const [assignError, setAssignError] = useState<string | null>(null);

  if (search.isPending) return <PendingState label="Searching numbers" />;
  if (search.isError) {
    if (errorStatus(search.error) === 404)
      return (
        <EmptyState title={`No numbers found for ${describeSearch(request)}`} description={nextTryAfterNone(request)} />
      );
    return (
      <ErrorState
        message={humanMessage(search.error, 'The search did not work. Try again.')}
        retry={() => void search.refetch()}
        retrying={search.isFetching}
      />
    );
  }
  const numbers = offeredNumbers(search.data.numbers, current ? [current] : []);
  if (numbers.length === 0)
    return (
      <EmptyState title={`No numbers found for ${describeSearch(request)}`} description={nextTryAfterNone(request)} />
    );

  const choose = async (e164: string, shown: string) => {
    setAssignError(null);
    const outcome = await confirmDialog({
      title: `Assign ${shown}?`,
      details: current
        ? `It replaces ${formatPhoneNumber(current)} as your agent's number. Calls and texts to ${shown} reach your agent.`
        : `Calls and texts to ${shown} reach your agent.`,
      confirmText: 'Assign number',
      cancelText: 'Keep looking',
    });
    if (outcome !== 'confirm') return;
    try {
      await assign.assign(e164);
      onAssigned(shown);
    } catch (error) {
      setAssignError(
        errorStatus(error) === 404
          ? `${humanMessage(error, `${shown} is no longer available.`)}`
          : humanMessage(error, 'The number could not be assigned. Try again.'),
      );
      if (errorStatus(error) === 404) void search.refetch();
    }
  };

  return (
    <Stack gap="2">
      <Text role="status" textStyle="sm" color="fg.muted">
        {numbers.length === 1 ? '1 number' : `${numbers.length} numbers`} for {describeSearch(request)}
      </Text>
      {assignError ? (
        <Text role="alert" color="fg.error" textStyle="sm">
          {assignError}
        </Text>
      ) : null}
      <List.Root as="ul" aria-label="Available numbers" listStyleType="none" gap="1">
        {numbers.map((n) => {
          const e164 = e164Of(n);
          const shown = formatPhoneNumber(e164);
          const vanity = n.friendlyName && /[A-Z]/.test(n.friendlyName) ? n.friendlyName : null;
          return (
            <List.Item
              key={e164}
              display="flex"
              alignItems="center"
              justifyContent="space-between"
              gap="3"
              py="2"
              px="3"
              borderWidth="1px"
              rounded="md"
            >
              <Stack gap="0">
                <Text fontWeight="medium" fontVariantNumeric="tabular-nums">
                  {shown}
                </Text>
                <HStack gap="2">
                  <Text textStyle="sm" color="fg.muted">
                    {localityOf(n) || 'United States'}
                  </Text>
                  {vanity ? <Badge size="sm">{vanity}</Badge> : null}
                </HStack>
              </Stack>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Choose ${shown}`}
                loading={assign.isPending && assign.variables?.data.number === e164}
                disabled={assign.isPending}
                onClick={() => void choose(e164, shown)}
              >
                Choose
              </Button>
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}

/** The selectNumber overlay (`?selectNumber`, or `?selectNumber=<agent account id>`). */
export default function SelectNumberOverlay({ value, close }: OverlayProps<number | null>) {
  const acting = useActingAccount();
  const { permissions } = usePermissions();
  const { open } = useOverlays();
  const targetAccountId = value ?? acting.targetAccountId;
  const { onInbox, continueGate } = useGateContinuation(targetAccountId);
  const [request, setRequest] = useState<NumberSearchRequest | null>(null);
  const current = value === null ? agentNumberOf(acting.account) : null;

  if (!permissions.canSelectNumber)
    return (
      <Stack gap="4">
        <Text role="status">
          Choosing a number is not available for this account. Ask your account owner or reseller for a number.
        </Text>
        <Button alignSelf="end" onClick={close}>
          Close
        </Button>
      </Stack>
    );

  const onAssigned = async (shown: string) => {
    toast(`${shown} is now your agent's number`, { type: 'success' });
    const next = await continueGate('selectNumber');
    if (next === 'stay') close();
  };

  return (
    <Stack gap="5">
      <Text>
        {onInbox
          ? 'To start conversations your agent needs its own number. Choose one; texts and calls to it reach your agent.'
          : 'Choose a local number for your agent. Callers and texts reach your agent on it.'}
        {current ? ` Your agent's number now is ${formatPhoneNumber(current)}.` : ''}
      </Text>
      <SearchForm onSearch={setRequest} />
      {request ? (
        <Results
          key={JSON.stringify(request)}
          request={request}
          targetAccountId={targetAccountId}
          current={current}
          onAssigned={(shown) => void onAssigned(shown)}
        />
      ) : (
        <Text textStyle="sm" color="fg.muted">
          Search by area code (such as 415), by city, or by a word your number should spell.
        </Text>
      )}
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Button variant="ghost" size="sm" onClick={() => open('addCustomNumber')}>
          Bring your own number instead
        </Button>
        <Button variant="outline" onClick={close}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
