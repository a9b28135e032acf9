import { useForm } from 'react-hook-form';
import {
  Button,
  Checkbox,
  Code,
  Field,
  Grid,
  HStack,
  Heading,
  Input,
  List,
  NativeSelect,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import type { GetSipRegistrationResponse } from '@/api/generated/model';
import { QueryState } from '@/components/query-state';
import { confirmDialog, toast } from '@/components/feedback';
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
    const outcome = await confirmDialog({
      title: 'Delete the SIP registration?',
      details: 'The platform stops registering with your SIP provider.',
      confirmText: 'Delete registration',
      cancelText: 'Keep registration',
      confirmColor: 'red',
    });
    if (outcome === 'confirm') remove.remove(() => toast('Registration deleted', { type: 'success' }));
  };
  const text = (name: keyof RegistrationFormValues, label: string, props: Record<string, unknown> = {}) => (
    <Field.Root invalid={!!errors[name]}>
      <Field.Label>{label}</Field.Label>
      <Input {...props} {...register(name)} />
      <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
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
          <Field.Root>
            <Field.Label>Transport</Field.Label>
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
          </Field.Root>
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
    <Stack gap="3">
      <Heading as="h3" size="sm">
        IP whitelist
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Only these addresses may send SIP traffic for this account. An IPv4 or IPv6 address, or a CIDR block.
      </Text>
      <chakra.form onSubmit={submit} noValidate aria-label="Allow an IP address">
        <HStack gap="2" align="start" wrap="wrap">
          <Field.Root invalid={!!errors.ip} flex="1" minW="48">
            <Field.Label>IP address or block</Field.Label>
            <Input placeholder="203.0.113.24 or 198.51.100.0/24" {...register('ip')} />
            <Field.ErrorText>{errors.ip?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.label} flex="1" minW="40">
            <Field.Label>Label</Field.Label>
            <Input placeholder="Office PBX" {...register('label')} />
            <Field.ErrorText>{errors.label?.message}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" size="sm" mt={{ base: 0, md: '6' }} loading={add.isPending}>
            Allow address
          </Button>
        </HStack>
      </chakra.form>
      {add.error ? <ErrorText>Could not allow the address: {humanMessage(add.error)}</ErrorText> : null}
      {remove.error ? <ErrorText>Could not remove the address: {humanMessage(remove.error)}</ErrorText> : null}
      {entries.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No addresses added in this session. The platform offers no call that lists the whitelist, so addresses show
          here once you add one (the answer lists them all).
        </Text>
      ) : (
        <List.Root gap="1" variant="plain" aria-label="Allowed addresses">
          {entries.map((e) => (
            <List.Item key={e.ip}>
              <HStack justify="space-between" w="full" gap="2" wrap="wrap">
                <Text fontSize="sm">
                  <Code>{e.ip}</Code> {e.label}
                </Text>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={`Remove ${e.ip}`}
                  disabled={remove.isPending}
                  onClick={() => remove.remove({ ip: e.ip }, () => toast('Address removed', { type: 'success' }))}
                >
                  Remove
                </Button>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
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
    <Stack gap="3">
      <Heading as="h3" size="sm">
        Outbound routes
      </Heading>
      <chakra.form onSubmit={submit} noValidate aria-label="Add an outbound route">
        <HStack gap="2" align="start" wrap="wrap">
          <Field.Root invalid={!!errors.route} flex="1" minW="56">
            <Field.Label>Route</Field.Label>
            <Input placeholder="sip.example.com:5061;transport=tls" {...register('route')} />
            <Field.ErrorText>{errors.route?.message}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" size="sm" mt={{ base: 0, md: '6' }} loading={add.isPending}>
            Add route
          </Button>
        </HStack>
      </chakra.form>
      {add.error ? <ErrorText>Could not add the route: {humanMessage(add.error)}</ErrorText> : null}
      {remove.error ? <ErrorText>Could not remove the route: {humanMessage(remove.error)}</ErrorText> : null}
      {routes.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No routes added in this session; they show here once you add one.
        </Text>
      ) : (
        <List.Root gap="1" variant="plain" aria-label="Outbound routes">
          {routes.map((r) => (
            <List.Item key={r}>
              <HStack justify="space-between" w="full" gap="2" wrap="wrap">
                <Code fontSize="sm" wordBreak="break-all">
                  {r}
                </Code>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={`Remove route ${r}`}
                  disabled={remove.isPending}
                  onClick={() => remove.remove(r, () => toast('Route removed', { type: 'success' }))}
                >
                  Remove
                </Button>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
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
