// deleteAgent: deletes the agent account (deleteAccount) after the user types its name.
import { useState } from 'react';
import { Button, Field, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '@/components/feedback';
import { failureMessage, useDeleteAgentAccount } from './api';
import { useActingAgent } from './use-acting-agent';
import type { OverlayProps } from '@/overlays';

export const DELETE_AGENT_FAILED = 'Failed to delete the agent';

export default function DeleteAgentOverlay({ close }: OverlayProps) {
  const acting = useActingAgent();
  const navigate = useNavigate();
  const remove = useDeleteAgentAccount(acting.account.id, acting.account.organizationId ?? undefined);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const name = acting.account.agentName || acting.account.username;
  const onDelete = async () => {
    setError(null);
    try {
      await remove.mutateAsync();
      toast('Agent deleted', { type: 'success' });
      void navigate({ to: '/app' });
    } catch (e) {
      setError(failureMessage(e, DELETE_AGENT_FAILED));
    }
  };
  return (
    <chakra.form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (typed.trim() === name) void onDelete();
      }}
    >
      <Stack gap="4">
        <Text>
          This deletes <strong>{name}</strong> with its number, conversations and settings. It cannot be undone.
        </Text>
        <Field.Root invalid={!!error}>
          <Field.Label>Type the agent's name to confirm</Field.Label>
          <Input value={typed} onChange={(e) => setTyped(e.currentTarget.value)} autoComplete="off" />
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        </Field.Root>
        <HStack justify="end">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="red" disabled={typed.trim() !== name} loading={remove.isPending}>
            Delete agent
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
