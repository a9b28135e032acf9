import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Alert, Button, Code, Field, HStack, Input, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import type { Token } from '@/api/generated/model';
import { EmptyState } from '@/components/query-state';
import { DataTable } from '@/components/data-table';
import { confirmDelete } from '@/components/delete-action';
import { toast } from '@/components/feedback';
import { humanMessage } from '@/lib/errors';
import {
  TOKEN_DESCRIPTION_MAX,
  TOKEN_TYPES,
  maskToken,
  tokenCreatedAt,
  tokenDescriptionProblem,
} from '@/lib/developer';
import { apiTokensQueryOptions, useCreateToken, useDeleteToken } from './api';
import { CopyButton } from '@/components/copy-field';
import { ErrorText, Panel, deleteColumn } from './parts';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export const TOKEN_TEXT = {
  once: 'Copy this token now. It will not be shown again.',
  created: 'Token created',
  deleted: 'Token deleted',
} as const;

/** The new token, shown once with a copy button; it lives only in this component's state. */
function NewToken({ token, onDone }: { token: Token; onDone: () => void }) {
  return (
    <Alert.Root status="warning" role="status" aria-label="New API token">
      <Alert.Indicator />
      <Stack gap="2" flex="1" minW="0">
        <Alert.Title>{TOKEN_TEXT.once}</Alert.Title>
        <HStack gap="2" align="center">
          <Code
            data-testid="new-token"
            fontSize="sm"
            px="2"
            py="1"
            wordBreak="break-all"
            whiteSpace="normal"
            flex="1"
            minW="0"
          >
            {token.token}
          </Code>
          <CopyButton value={token.token} label="Copy token" />
        </HStack>
        <HStack>
          <Button size="sm" variant="outline" onClick={onDone}>
            I have copied it
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  );
}

function CreateTokenForm({
  targetAccountId,
  onCreated,
}: {
  targetAccountId: number | undefined;
  onCreated: (t: Token) => void;
}) {
  const create = useCreateToken(targetAccountId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ description: string; type: string }>({ defaultValues: { description: '', type: 'admin' } });
  const submit = handleSubmit(({ description }) =>
    create.create(description.trim(), (token) => {
      reset();
      toast(TOKEN_TEXT.created, { type: 'success' });
      onCreated(token);
    }),
  );
  return (
    <chakra.form onSubmit={submit} noValidate aria-label="Create API token">
      <Stack gap="3">
        <HStack gap="3" align="start" wrap="wrap">
          <Field.Root invalid={!!errors.description} flex="1" minW="56">
            <Field.Label>Description</Field.Label>
            <Input
              placeholder="What the token is for, e.g. Zapier"
              maxLength={TOKEN_DESCRIPTION_MAX + 1}
              {...register('description', { validate: (v) => tokenDescriptionProblem(v) ?? true })}
            />
            <Field.ErrorText>{errors.description?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root w={{ base: 'full', sm: '52' }}>
            <Field.Label>Type</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('type')}>
                {TOKEN_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {t === 'admin' ? 'Admin (full access)' : t}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </HStack>
        {create.error ? <ErrorText>Could not create the token: {humanMessage(create.error)}</ErrorText> : null}
        <HStack>
          <Button type="submit" colorPalette="blue" size="sm" loading={create.isPending} loadingText="Creating…">
            <KeyRound aria-hidden="true" /> Create token
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

const column = createColumnHelper<Token>();

/** The tokens, each masked, with its date and a Delete. */
function TokensTable({
  tokens,
  deleting,
  onDelete,
}: {
  tokens: Token[];
  deleting: boolean;
  onDelete: (token: Token) => void;
}) {
  const columns = useMemo(
    () => [
      column.accessor('description', { header: 'Description' }),
      column.accessor('token', { header: 'Token', cell: (c) => <Code fontSize="xs">{maskToken(c.getValue())}</Code> }),
      column.display({
        id: 'created',
        header: 'Created',
        cell: (c) => {
          const at = tokenCreatedAt(c.row.original);
          return <Text fontSize="sm">{at ? dateFormat.format(at) : '—'}</Text>;
        },
      }),
      column.display(deleteColumn({ label: (t) => `Delete token ${t.description}`, deleting, onDelete })),
    ],
    [deleting, onDelete],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- the table's functions are not memoisable
  const table = useReactTable({ data: tokens, columns, getCoreRowModel: getCoreRowModel(), getRowId: (t) => t.token });
  return (
    <DataTable
      table={table}
      label="API tokens"
      columnProps={(id) => (id === 'actions' ? { textAlign: 'end' } : undefined)}
    />
  );
}

/** API tokens: list, create (the value shown once), delete after a confirmation. */
export function TokensPanel({ targetAccountId }: { targetAccountId: number | undefined }) {
  const { data } = useSuspenseQuery(apiTokensQueryOptions(targetAccountId));
  const [created, setCreated] = useState<Token | null>(null);
  const remove = useDeleteToken(targetAccountId);

  const ask = async (token: Token) => {
    const confirmed = await confirmDelete({
      title: `Delete the token “${token.description}”?`,
      details: 'Anything that uses it stops working at once. This cannot be undone.',
      confirmText: 'Delete token',
      cancelText: 'Keep token',
    });
    if (confirmed) remove.remove(token.token, () => toast(TOKEN_TEXT.deleted, { type: 'success' }));
  };

  return (
    <Panel
      title="API tokens"
      description="Tokens let your own code call the platform's API as this account. Send one as the token query parameter."
    >
      {created ? <NewToken token={created} onDone={() => setCreated(null)} /> : null}
      <CreateTokenForm targetAccountId={targetAccountId} onCreated={setCreated} />
      {remove.error ? <ErrorText>Could not delete the token: {humanMessage(remove.error)}</ErrorText> : null}
      {data.tokens.length === 0 ? (
        <EmptyState
          icon={<KeyRound />}
          title="No API tokens yet"
          description="Create one for each system that calls the API."
        />
      ) : (
        <TokensTable tokens={data.tokens} deleting={remove.isPending} onDelete={(t) => void ask(t)} />
      )}
    </Panel>
  );
}
