import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '@/components/feedback';
import { useActingAccount } from '@/hooks/acting-account';
import { usePermissions } from '@/hooks/use-permissions';
import type { OverlayProps } from '@/overlays';
import {
  createAgentSchema,
  createOrgSchema,
  createResellerSchema,
  hierarchyActions,
  ACCOUNT_LISTS,
  ORG_FILTER_KEYS,
} from '@/lib/accounts';
import { humanMessage } from '@/lib/errors';
import { closeOverlay, formatAccountParam, type AccountPathType } from '@/lib/search';
import { useQuery } from '@tanstack/react-query';
import { ownAccountQueryOptions, useCreateAccount } from './api';
import { FormEnd } from './form-end';

type Kind = 'reseller' | 'org' | 'agent';

const FORMS = {
  reseller: {
    list: 'resellers',
    parent: 'partner',
    parentLabel: 'a partner',
    schema: createResellerSchema,
    fields: [
      { name: 'resellerName', label: 'Reseller name', required: true },
      { name: 'email', label: 'Email', type: 'email' },
      { name: 'productPlanId', label: 'Plan id' },
    ],
    submit: 'Create reseller',
  },
  org: {
    list: 'organizations',
    parent: 'reseller',
    parentLabel: 'a reseller',
    schema: createOrgSchema,
    fields: [
      { name: 'orgName', label: 'Organization name', required: true },
      { name: 'email', label: 'Owner email', type: 'email' },
      { name: 'productPlanId', label: 'Plan id' },
      { name: 'externalAccountId', label: 'External account id' },
    ],
    submit: 'Create organization',
  },
  agent: {
    list: 'agents',
    parent: 'org',
    parentLabel: 'an organization',
    schema: createAgentSchema,
    fields: [
      { name: 'accountName', label: 'Agent name', required: true },
      { name: 'name', label: 'Contact person' },
      { name: 'email', label: 'Email', type: 'email' },
    ],
    submit: 'Add agent',
  },
} as const satisfies Record<
  Kind,
  {
    list: keyof typeof ACCOUNT_LISTS;
    parent: AccountPathType;
    parentLabel: string;
    schema: unknown;
    fields: readonly { name: string; label: string; required?: boolean; type?: string }[];
    submit: string;
  }
>;

const KIND_OF_OVERLAY: Record<string, Kind> = {
  createResellerAccount: 'reseller',
  createOrgAccount: 'org',
  createAgentAccount: 'agent',
};

function CreateForm({ kind, parentId, close }: { kind: Kind; parentId: number; close: () => void }) {
  const form = FORMS[kind];
  const acting = useActingAccount();
  const navigate = useNavigate();
  const create = useCreateAccount(kind, parentId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Record<string, string>>({
    resolver: valibotResolver(form.schema as v.GenericSchema<Record<string, string>>),
    defaultValues: Object.fromEntries(form.fields.map((f) => [f.name, ''])),
  });
  const submit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (id) => {
        toast(`${values[form.fields[0].name]} created`, { type: 'success' });
        const base = acting.path.length ? acting.path : [{ type: acting.type, id: acting.id }];
        // The new account, highlighted in its parent's list (the list shows page 1 without a search).
        void navigate({
          to: `/app/$account/${form.list}`,
          params: { account: formatAccountParam(base) },
          search: (prev: Record<string, unknown>) => {
            const next: Record<string, unknown> = {
              ...closeOverlay(
                prev,
                kind === 'reseller'
                  ? 'createResellerAccount'
                  : kind === 'org'
                    ? 'createOrgAccount'
                    : 'createAgentAccount',
              ),
              page: undefined,
              q: undefined,
              status: undefined,
              // Newest first unless the person chose a sort: the list opens on the new row's page.
              sort: prev.sort ?? '-created',
              ...(id !== undefined ? { highlightId: String(id) } : {}),
            };
            // A new account has no usage yet: filters would hide the row it is brought to see.
            for (const key of ORG_FILTER_KEYS) next[key] = undefined;
            return next;
          },
          replace: true,
        });
      },
    }),
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="4">
        {form.fields.map((f) => (
          <Field.Root key={f.name} required={'required' in f && f.required} invalid={!!errors[f.name]}>
            <Field.Label>
              {f.label}
              {'required' in f && f.required ? <Field.RequiredIndicator /> : null}
            </Field.Label>
            <Input type={'type' in f ? f.type : 'text'} autoComplete="off" {...register(f.name)} />
            <Field.ErrorText>{errors[f.name]?.message}</Field.ErrorText>
          </Field.Root>
        ))}
        <FormEnd
          error={create.isError ? humanMessage(create.error, 'The account could not be created.') : null}
          onCancel={close}
        >
          <Button type="submit" loading={create.isPending}>
            {form.submit}
          </Button>
        </FormEnd>
      </Stack>
    </form>
  );
}

/** createResellerAccount (partner), createOrgAccount (reseller), createAgentAccount (organization,
 * canAddAgents): a form; on success the new account is highlighted in the parent's list. */
export default function CreateAccountOverlay({ name, close }: OverlayProps) {
  const kind = KIND_OF_OVERLAY[name] ?? 'agent';
  const form = FORMS[kind];
  const acting = useActingAccount();
  const { permissions, viewAs } = usePermissions();
  const own = useQuery(ownAccountQueryOptions());
  const actions = hierarchyActions(
    { level: viewAs, superAdmin: own.data?.superAdmin === true, permissions },
    acting.type,
  );
  const allowed =
    kind === 'reseller' ? actions.createReseller : kind === 'org' ? actions.createOrg : actions.createAgent;
  if (acting.type !== form.parent)
    return (
      <Text>
        Open {form.parentLabel} to create its {ACCOUNT_LISTS[form.list].singular} accounts here.
      </Text>
    );
  if (!allowed) return <Text>You cannot create {ACCOUNT_LISTS[form.list].title.toLowerCase()} for this account.</Text>;
  return <CreateForm kind={kind} parentId={acting.id} close={close} />;
}
