// deleteAgent: deletes the agent account (deleteAccount) after the user types its name.
import { useState } from 'react';
import { Field, Input, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '@/components/feedback';
import { failureMessage, useDeleteAgentAccount } from './api';
import { OverlayForm } from './overlay-form';
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
    <OverlayForm
      onSubmit={() => {
        if (typed.trim() === name) void onDelete();
      }}
      onCancel={close}
      submitText="Delete agent"
      danger
      disabled={typed.trim() !== name}
      pending={remove.isPending}
    >
      <Text>
        This deletes <strong>{name}</strong> with its number, conversations and settings. It cannot be undone.
      </Text>
      <Field.Root invalid={!!error}>
        <Field.Label>Type the agent's name to confirm</Field.Label>
        <Input value={typed} onChange={(e) => setTyped(e.currentTarget.value)} autoComplete="off" />
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
    </OverlayForm>
  );
}
