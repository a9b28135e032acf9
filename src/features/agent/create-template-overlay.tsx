// createTemplate: saves the agent's draft as a new template (published true). The prompt is
// required as for publishing; a failure shows the server message, else 'Failed to save template'.
import { useState } from 'react';
import { Field, Input, Text, Textarea } from '@chakra-ui/react';
import { toast } from '@/components/feedback';
import { FormError } from '@/components/form-actions';
import * as MESSAGES from '@/lib/message-catalogue';
import { promptError } from '@/lib/campaign';
import { failureMessage, useSaveTemplate } from './api';
import { useEditorSnapshot } from './editor-store';
import { OverlayForm } from './overlay-form';
import { useActingAgent } from './use-acting-agent';
import type { OverlayProps } from '@/overlays';

export default function CreateTemplateOverlay({ close }: OverlayProps) {
  const acting = useActingAgent();
  const snapshot = useEditorSnapshot();
  const save = useSaveTemplate(acting.targetAccountId);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!snapshot) return <Text color="fg.muted">Open the agent editor to save it as a template.</Text>;
  const missingPrompt = promptError(snapshot.draft.agentInstructions);
  const submit = async () => {
    if (missingPrompt) return setError(missingPrompt);
    if (!title.trim()) return setError('Give the template a title.');
    setError(null);
    const { campaignId: _campaignId, templateId: _templateId, ...config } = snapshot.draft;
    const template = {
      // No id: the server assigns it (createTemplate answers it as templateId).
      ...config,
      title: title.trim(),
      description: description.trim() || undefined,
      published: true,
    };
    try {
      await save.mutateAsync({ template, isNew: true });
      toast('Template created', { type: 'success' });
      close();
    } catch (e) {
      setError(failureMessage(e, MESSAGES.saveTemplateFailed));
    }
  };
  return (
    <OverlayForm onSubmit={() => void submit()} onCancel={close} submitText="Create template" pending={save.isPending}>
      <Text textStyle="sm" color="fg.muted">
        The template starts from this agent's draft: instructions, welcome message, actions, apps and settings.
      </Text>
      <Field.Root required>
        <Field.Label>Title</Field.Label>
        <Input value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={200} />
      </Field.Root>
      <Field.Root>
        <Field.Label>Description</Field.Label>
        <Textarea
          rows={3}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          maxLength={2000}
        />
      </Field.Root>
      {error ? <FormError>{error}</FormError> : null}
    </OverlayForm>
  );
}
