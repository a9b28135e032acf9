// renameTemplate: `?renameTemplate=<template id>` changes the template's title (saveTemplate).
import { useState } from 'react';
import { Field, Input, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@/components/feedback';
import * as MESSAGES from '@/lib/message-catalogue';
import { failureMessage, templateQueryOptions, useSaveTemplate } from './api';
import { OverlayForm } from './overlay-form';
import { useActingAgent } from './use-acting-agent';
import type { OverlayProps } from '@/overlays';

export default function RenameTemplateOverlay({ value, close }: OverlayProps<string | null>) {
  const acting = useActingAgent();
  const t = acting.targetAccountId;
  const template = useQuery({ ...templateQueryOptions(value ?? '', t), enabled: !!value });
  const save = useSaveTemplate(t);
  const [title, setTitle] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!value) return <Text role="alert">Choose a template to rename from the template list.</Text>;
  if (template.isPending) return <Spinner aria-label="Loading the template" />;
  if (template.isError)
    return (
      <Text color="fg.error" role="alert">
        {failureMessage(template.error, 'The template could not be loaded.')}
      </Text>
    );
  const current = title ?? template.data.template.title ?? '';
  const submit = async () => {
    const clean = current.trim();
    if (!clean) return setError('Give the template a title.');
    try {
      await save.mutateAsync({ template: { ...template.data.template, title: clean }, isNew: false });
      toast('Template renamed', { type: 'success' });
      close();
    } catch (e) {
      setError(failureMessage(e, MESSAGES.saveTemplateFailed));
    }
  };
  return (
    <OverlayForm onSubmit={() => void submit()} onCancel={close} submitText="Rename" pending={save.isPending}>
      <Field.Root invalid={!!error} required>
        <Field.Label>Template title</Field.Label>
        <Input value={current} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={200} />
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
    </OverlayForm>
  );
}
