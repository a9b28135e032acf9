import type { FormEventHandler, ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Checkbox, Code, Grid, HStack, Input, List, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import type { GetSipRegistrationResponse } from '@/api/generated/model';
import { QueryState } from '@/components/query-state';
import { DeleteButton, confirmDelete } from '@/components/delete-action';
import { toast } from '@/components/feedback';
import { HeadingGroup } from '@/components/heading-group';
import { LabelledField } from '@/components/labelled-field';
import { humanMessage } from '@/lib/errors';
import {
  REGISTRATION_TRANSPORTS,
  registrationFormErrors,
  registrationFormValues,
  registrationInput,
  routeProblem,
  whitelistFormErrors,
  type RegistrationFormValues,
  type WhitelistFormValues,
} from '@/lib/developer';
import {
  useAddRoute,
  useAddWhitelistEntry,
  useRemoveRegistration,
  useRemoveRoute,
  useRemoveWhitelistEntry,
  useSaveRegistration,
  useSipLists,
  useSipRegistration,
} from './api';
import { ErrorText, Panel, resolverOf } from './parts';

type Target = { targetAccountId: number | undefined };

function RegistrationForm({ targetAccountId, current }: Target & { current: GetSipRegistrationResponse | null }) {
  const creating = !current;
  const save = useSaveRegistration(targetAccountId);
  const remove = useRemoveRegistration(targetAccountId);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, dirtyFields },
  } = useForm<RegistrationFormValues>({
    defaultValues: registrationFormValues(current?.registration),
    resolver: resolverOf((v: RegistrationFormValues) => registrationFormErrors(v, creating)),
  });
  const submit = handleSubmit((values) =>
    save.save(registrationInput(values, creating || !!dirtyFields.subscribe), () => {
      setValue('password', '');
      toast(creating ? 'Registration created' : 'Registration updated', { type: 'success' });
    }),
  );
  const ask = async () => {
    const confirmed = await confirmDelete({
      title: 'Delete the SIP registration?',
      details: 'The platform stops registering with your SIP provider.',
      confirmText: 'Delete registration',
      cancelText: 'Keep registration',
    });
    if (confirmed) remove.remove(() => toast('Registration deleted', { type: 'success' }));
  };
  const text = (name: keyof RegistrationFormValues, label: string, props: Record<string, unknown> = {}) => (
    <LabelledField label={label} error={errors[name]?.message}>
      <Input {...props} {...register(name)} />
    </LabelledField>
  );
  return (
    <chakra.form onSubmit={submit} noValidate aria-label="SIP registration">
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {creating
            ? 'No registration yet. Fill in the details your SIP provider gave you.'
            : `Registered as ${current.registration.aor}${current.registration.transport ? ` over ${current.registration.transport}` : ''}. The password is never shown; leave it empty to keep it.`}
        </Text>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
          {text('aor', 'Address of record', { placeholder: '1001@sip.example.com', autoComplete: 'off' })}
          {text('username', 'Username', { autoComplete: 'off' })}
          {text('authUsername', 'Authentication username (if different)', { autoComplete: 'off' })}
          {text('password', creating ? 'Password' : 'New password', { type: 'password', autoComplete: 'new-password' })}
          {text('sipRealm', 'Realm', { placeholder: 'sip.example.com' })}
          {text('proxy', 'Outbound proxy', { placeholder: 'sip.example.com:5061' })}
          {text('port', 'Port', { inputMode: 'numeric', placeholder: '5060' })}
          <LabelledField label="Transport">
            <NativeSelect.Root>
              <NativeSelect.Field {...register('transport')}>
                <option value="">Provider default</option>
                {REGISTRATION_TRANSPORTS.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </LabelledField>
        </Grid>
        <Checkbox.Root {...register('subscribe')}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Subscribe for presence</Checkbox.Label>
        </Checkbox.Root>
        {save.error ? <ErrorText>Could not save the registration: {humanMessage(save.error)}</ErrorText> : null}
        {remove.error ? <ErrorText>Could not delete the registration: {humanMessage(remove.error)}</ErrorText> : null}
        <HStack gap="2" wrap="wrap">
          <Button type="submit" size="sm" colorPalette="blue" loading={save.isPending} loadingText="Saving…">
            {creating ? 'Create registration' : 'Save registration'}
          </Button>
          {!creating ? (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              loading={remove.isPending}
              onClick={() => void ask()}
            >
              Delete registration
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </chakra.form>
  );
}

interface ListedItem {
  key: string;
  content: ReactNode;
  /** The Remove button's name ("Remove 203.0.113.24"). */
  removeLabel: string;
  onRemove: () => void;
}

/** A list the account adds to and removes from (the whitelist, the routes): a heading, a short
 * form that adds one entry, the failures, then the entries, each with Remove. */
function AddableList({
  title,
  intro,
  formLabel,
  onSubmit,
  fields,
  submitText,
  adding,
  failures,
  empty,
  listLabel,
  items,
  removing,
}: {
  title: string;
  intro?: string;
  formLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  fields: ReactNode;
  submitText: string;
  adding: boolean;
  failures: (string | null)[];
  empty: string;
  listLabel: string;
  items: ListedItem[];
  removing: boolean;
}) {
  return (
    <Stack gap="3">
      {/* Spaced as the list it heads: title, intro and form stand evenly apart. */}
      <HeadingGroup as="h3" size="sm" title={title} description={intro} gap="3" />
      <chakra.form onSubmit={onSubmit} noValidate aria-label={formLabel}>
        <HStack gap="2" align="start" wrap="wrap">
          {fields}
          <Button type="submit" size="sm" mt={{ base: 0, md: '6' }} loading={adding}>
            {submitText}
          </Button>
        </HStack>
      </chakra.form>
      {failures.map((failure) => (failure ? <ErrorText key={failure}>{failure}</ErrorText> : null))}
      {items.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {empty}
        </Text>
      ) : (
        <List.Root gap="1" variant="plain" aria-label={listLabel}>
          {items.map((item) => (
            <List.Item key={item.key}>
              <HStack justify="space-between" w="full" gap="2" wrap="wrap">
                {item.content}
                <DeleteButton text="Remove" label={item.removeLabel} disabled={removing} onClick={item.onRemove} />
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}

function Whitelist({ targetAccountId }: Target) {
  const lists = useSipLists(targetAccountId);
  const entries = lists.data?.whitelist ?? [];
  const add = useAddWhitelistEntry(targetAccountId);
  const remove = useRemoveWhitelistEntry(targetAccountId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<WhitelistFormValues>({
    defaultValues: { ip: '', label: '' },
    resolver: resolverOf((v: WhitelistFormValues) => whitelistFormErrors(v, entries)),
  });
  const submit = handleSubmit((v) =>
    add.add({ ip: v.ip.trim(), label: v.label.trim() }, () => {
      reset();
      toast('Address allowed', { type: 'success' });
    }),
  );
  return (
    <AddableList
      title="IP whitelist"
      intro="Only these addresses may send SIP traffic for this account. An IPv4 or IPv6 address, or a CIDR block."
      formLabel="Allow an IP address"
      onSubmit={submit}
      fields={
        <>
          <LabelledField label="IP address or block" error={errors.ip?.message} flex="1" minW="48">
            <Input placeholder="203.0.113.24 or 198.51.100.0/24" {...register('ip')} />
          </LabelledField>
          <LabelledField label="Label" error={errors.label?.message} flex="1" minW="40">
            <Input placeholder="Office PBX" {...register('label')} />
          </LabelledField>
        </>
      }
      submitText="Allow address"
      adding={add.isPending}
      failures={[
        add.error ? `Could not allow the address: ${humanMessage(add.error)}` : null,
        remove.error ? `Could not remove the address: ${humanMessage(remove.error)}` : null,
      ]}
      empty="No addresses added in this session. The platform offers no call that lists the whitelist, so addresses show here once you add one (the answer lists them all)."
      listLabel="Allowed addresses"
      items={entries.map((e) => ({
        key: e.ip,
        content: (
          <Text fontSize="sm">
            <Code>{e.ip}</Code> {e.label}
          </Text>
        ),
        removeLabel: `Remove ${e.ip}`,
        onRemove: () => remove.remove({ ip: e.ip }, () => toast('Address removed', { type: 'success' })),
      }))}
      removing={remove.isPending}
    />
  );
}

function Routes({ targetAccountId }: Target) {
  const lists = useSipLists(targetAccountId);
  const routes = lists.data?.routes ?? [];
  const add = useAddRoute(targetAccountId);
  const remove = useRemoveRoute(targetAccountId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ route: string }>({
    defaultValues: { route: '' },
    resolver: resolverOf((v: { route: string }) => {
      const p = routeProblem(v.route, routes);
      return p ? { route: p } : {};
    }),
  });
  const submit = handleSubmit((v) =>
    add.add(v.route.trim(), () => {
      reset();
      toast('Route added', { type: 'success' });
    }),
  );
  return (
    <AddableList
      title="Outbound routes"
      formLabel="Add an outbound route"
      onSubmit={submit}
      fields={
        <LabelledField label="Route" error={errors.route?.message} flex="1" minW="56">
          <Input placeholder="sip.example.com:5061;transport=tls" {...register('route')} />
        </LabelledField>
      }
      submitText="Add route"
      adding={add.isPending}
      failures={[
        add.error ? `Could not add the route: ${humanMessage(add.error)}` : null,
        remove.error ? `Could not remove the route: ${humanMessage(remove.error)}` : null,
      ]}
      empty="No routes added in this session; they show here once you add one."
      listLabel="Outbound routes"
      items={routes.map((r) => ({
        key: r,
        content: (
          <Code fontSize="sm" wordBreak="break-all">
            {r}
          </Code>
        ),
        removeLabel: `Remove route ${r}`,
        onRemove: () => remove.remove(r, () => toast('Route removed', { type: 'success' })),
      }))}
      removing={remove.isPending}
    />
  );
}

/** SIP: the registration, the IP whitelist and the outbound routes. */
export function SipPanel({ targetAccountId }: Target) {
  const registration = useSipRegistration(targetAccountId);
  return (
    <Panel title="SIP" description="Connect your phone system or carrier to your agent over SIP.">
      <QueryState query={registration} pendingLabel="Loading the SIP registration">
        {(current) => (
          <RegistrationForm
            key={current ? current.registration.aor : 'new'}
            targetAccountId={targetAccountId}
            current={current}
          />
        )}
      </QueryState>
      <Whitelist targetAccountId={targetAccountId} />
      <Routes targetAccountId={targetAccountId} />
    </Panel>
  );
}
