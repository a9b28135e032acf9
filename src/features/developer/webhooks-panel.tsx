import { useSuspenseQuery } from '@tanstack/react-query';
import { Badge, Button, Table, Text, chakra } from '@chakra-ui/react';
import { Plus, Webhook as WebhookIcon } from 'lucide-react';
import type { Webhook } from '@/api/generated/model';
import { EmptyState } from '@/components/query-state';
import { confirmDialog, toast } from '@/components/feedback';
import { useOverlays } from '@/overlays';
import { humanMessage } from '@/lib/errors';
import { WEBHOOK_TYPE_LABELS, isWebhookType, webhooksOf } from '@/lib/developer';
import { webhooksQueryOptions, useRemoveWebhook } from './api';
import { ErrorText, Panel } from './parts';

/** Webhooks: the list (any answer form), add (the createWebhook overlay), delete by URL. */
export function WebhooksPanel({ targetAccountId }: { targetAccountId: number | undefined }) {
  const { data } = useSuspenseQuery(webhooksQueryOptions(targetAccountId));
  const webhooks = webhooksOf(data);
  const remove = useRemoveWebhook(targetAccountId);
  const { open, prefetch } = useOverlays();

  const ask = async (hook: Webhook) => {
    const outcome = await confirmDialog({
      title: `Delete the webhook “${hook.label}”?`,
      details: `Events stop going to ${hook.url}.`,
      confirmText: 'Delete webhook',
      cancelText: 'Keep webhook',
      confirmColor: 'red',
    });
    if (outcome === 'confirm') remove.remove(hook.url, () => toast('Webhook deleted', { type: 'success' }));
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
        <Table.ScrollArea borderWidth="1px" rounded="l2">
          <Table.Root size="sm" aria-label="Webhooks">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Label</Table.ColumnHeader>
                <Table.ColumnHeader>Events</Table.ColumnHeader>
                <Table.ColumnHeader>Address</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <chakra.span srOnly>Actions</chakra.span>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {webhooks.map((hook) => (
                <Table.Row key={`${hook.url} ${hook.type}`}>
                  <Table.Cell>{hook.label}</Table.Cell>
                  <Table.Cell>
                    <Badge>{isWebhookType(hook.type) ? WEBHOOK_TYPE_LABELS[hook.type].label : hook.type}</Badge>
                  </Table.Cell>
                  <Table.Cell maxW="80">
                    <Text fontSize="sm" wordBreak="break-all">
                      {hook.url}
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      aria-label={`Delete webhook ${hook.label}`}
                      disabled={remove.isPending}
                      onClick={() => void ask(hook)}
                    >
                      Delete
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Panel>
  );
}
