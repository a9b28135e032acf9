import { useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Badge, Button, Text } from '@chakra-ui/react';
import { Plus, Webhook as WebhookIcon } from 'lucide-react';
import type { Webhook } from '@/api/generated/model';
import { EmptyState } from '@/components/query-state';
import { DataTable } from '@/components/data-table';
import { confirmDelete } from '@/components/delete-action';
import { toast } from '@/components/feedback';
import { useOverlays } from '@/overlays';
import { humanMessage } from '@/lib/errors';
import { WEBHOOK_TYPE_LABELS, isWebhookType, webhooksOf } from '@/lib/developer';
import { webhooksQueryOptions, useRemoveWebhook } from './api';
import { ErrorText, Panel, deleteColumn } from './parts';

const column = createColumnHelper<Webhook>();

/** The webhooks: label, event, address and a Delete. */
function WebhooksTable({
  webhooks,
  deleting,
  onDelete,
}: {
  webhooks: Webhook[];
  deleting: boolean;
  onDelete: (hook: Webhook) => void;
}) {
  const columns = useMemo(
    () => [
      column.accessor('label', { header: 'Label' }),
      column.accessor('type', {
        header: 'Events',
        cell: (c) => (
          <Badge>{isWebhookType(c.getValue()) ? WEBHOOK_TYPE_LABELS[c.getValue()].label : c.getValue()}</Badge>
        ),
      }),
      column.accessor('url', {
        header: 'Address',
        cell: (c) => (
          <Text fontSize="sm" wordBreak="break-all">
            {c.getValue()}
          </Text>
        ),
      }),
      column.display(deleteColumn({ label: (hook) => `Delete webhook ${hook.label}`, deleting, onDelete })),
    ],
    [deleting, onDelete],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- the table's functions are not memoisable
  const table = useReactTable({
    data: webhooks,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (hook) => `${hook.url} ${hook.type}`,
  });
  return (
    <DataTable
      table={table}
      label="Webhooks"
      columnProps={(id) => (id === 'actions' ? { textAlign: 'end' } : undefined)}
      cellProps={(id) => (id === 'url' ? { maxW: '80' } : undefined)}
    />
  );
}

/** Webhooks: the list (any answer form), add (the createWebhook overlay), delete by URL. */
export function WebhooksPanel({ targetAccountId }: { targetAccountId: number | undefined }) {
  const { data } = useSuspenseQuery(webhooksQueryOptions(targetAccountId));
  const webhooks = webhooksOf(data);
  const remove = useRemoveWebhook(targetAccountId);
  const { open, prefetch } = useOverlays();

  const ask = async (hook: Webhook) => {
    const confirmed = await confirmDelete({
      title: `Delete the webhook “${hook.label}”?`,
      details: `Events stop going to ${hook.url}.`,
      confirmText: 'Delete webhook',
      cancelText: 'Keep webhook',
    });
    if (confirmed) remove.remove(hook.url, () => toast('Webhook deleted', { type: 'success' }));
  };

  const add = (
    <Button
      size="sm"
      colorPalette="blue"
      onClick={() => open('createWebhook')}
      onPointerEnter={() => prefetch('createWebhook')}
      onFocus={() => prefetch('createWebhook')}
    >
      <Plus aria-hidden="true" /> Add webhook
    </Button>
  );

  return (
    <Panel
      title="Webhooks"
      description="The platform sends events to these addresses as they happen."
      actions={webhooks.length ? add : undefined}
    >
      {remove.error ? <ErrorText>Could not delete the webhook: {humanMessage(remove.error)}</ErrorText> : null}
      {webhooks.length === 0 ? (
        <EmptyState
          icon={<WebhookIcon />}
          title="No webhooks yet"
          description="Add an https address to receive conversation, contact or agent events."
          action={add}
        />
      ) : (
        <WebhooksTable webhooks={webhooks} deleting={remove.isPending} onDelete={(hook) => void ask(hook)} />
      )}
    </Panel>
  );
}
