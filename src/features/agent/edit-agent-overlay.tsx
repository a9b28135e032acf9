// editAgent: the agent's name (the account's agentName) and the configuration's description.
import { useForm } from 'react-hook-form';
import { Field, Input, Textarea } from '@chakra-ui/react';
import { toast } from '@/components/feedback';
import { failureMessage, useUpdateAgentAccount } from './api';
import { useEditorSnapshot } from './editor-store';
import { OverlayForm } from './overlay-form';
import { useActingAgent } from './use-acting-agent';
import type { OverlayProps } from '@/overlays';

export const EDIT_AGENT_FAILED = 'Failed to save the agent';

interface Values {
  agentName: string;
  description: string;
}

export default function EditAgentOverlay({ close }: OverlayProps) {
  const acting = useActingAgent();
  const snapshot = useEditorSnapshot();
  const update = useUpdateAgentAccount(acting.targetAccountId);
  const description = typeof snapshot?.draft.description === 'string' ? snapshot.draft.description : '';
  const { register, handleSubmit, formState } = useForm<Values>({
    values: { agentName: acting.account.agentName ?? '', description },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      if (values.agentName.trim() !== (acting.account.agentName ?? '')) {
        await update.mutateAsync({ agentName: values.agentName.trim() });
      }
      if (snapshot && values.description !== description)
        snapshot.update({ description: values.description || undefined });
      toast('Agent saved', { type: 'success' });
      close();
    } catch (error) {
      toast(failureMessage(error, EDIT_AGENT_FAILED), { type: 'error' });
    }
  });
  return (
    <OverlayForm onSubmit={(e) => void onSubmit(e)} onCancel={close} submitText="Save" pending={formState.isSubmitting}>
      <Field.Root invalid={!!formState.errors.agentName} required>
        <Field.Label>Agent name</Field.Label>
        <Input
          {...register('agentName', {
            required: 'Give the agent a name.',
            maxLength: { value: 200, message: 'Use at most 200 characters.' },
          })}
        />
        <Field.ErrorText>{formState.errors.agentName?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!formState.errors.description}>
        <Field.Label>Description</Field.Label>
        <Textarea
          rows={3}
          {...register('description', { maxLength: { value: 2000, message: 'Use at most 2000 characters.' } })}
          disabled={!snapshot}
        />
        <Field.ErrorText>{formState.errors.description?.message}</Field.ErrorText>
      </Field.Root>
    </OverlayForm>
  );
}
