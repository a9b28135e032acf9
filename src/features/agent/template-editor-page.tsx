// A template in the editor (`?templateId=` or `?targetTemplateId=`): its instructions, welcome
// message, actions and apps, with a preview filled from its fields through src/lib/template.
// Saving sends it with published true; the prompt is required as for publishing.
import { useState } from 'react';
import { Box, Button, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { confirmDialog, toast } from '@/components/feedback';
import * as MESSAGES from '@/lib/message-catalogue';
import { hasChanges, normalizeCampaign, promptError, type Campaign } from '@/lib/campaign';
import { fieldValues, renderTemplate, sanitizeTemplateFields, type TemplateField } from '@/lib/template';
import type { Template } from '@/api/generated/model';
import { Alert } from './alert';
import { failureMessage, templateQueryOptions, useSaveTemplate, type TargetAccountId } from './api';
import {
  ActionsEditor,
  AppsEditor,
  focusInstructions,
  InstructionsField,
  Section,
  WelcomeField,
} from './editor-fields';
import { TemplateFieldsForm } from './template-fields-form';

function useBackToAgent() {
  // The template editor is shown by the agent route only (its `templateId` parameter).
  const navigate = useNavigate({ from: '/app/$account/agent' });
  return () =>
    void navigate({
      to: '.',
      search: (prev) => ({ ...prev, templateId: undefined, targetTemplateId: undefined }),
    });
}

export function TemplateEditorPage({
  templateId,
  targetAccountId,
}: {
  templateId: string;
  targetAccountId: TargetAccountId;
}) {
  const template = useQuery(templateQueryOptions(templateId, targetAccountId));
  const back = useBackToAgent();
  if (template.isPending)
    return (
      <Stack align="center" py="16" role="status" aria-label="Loading the template">
        <Spinner />
      </Stack>
    );
  if (template.isError)
    return (
      <Box maxW="3xl" mx="auto" p="4">
        <Alert status="error" title="The template could not be loaded">
          <Text>{failureMessage(template.error, 'Try again in a moment.')}</Text>
          <HStack mt="2">
            <Button size="sm" onClick={() => void template.refetch()}>
              Retry
            </Button>
            <Button size="sm" variant="ghost" onClick={back}>
              Back to the agent
            </Button>
          </HStack>
        </Alert>
      </Box>
    );
  return (
    <TemplateEditorForm template={template.data.template} templateId={templateId} targetAccountId={targetAccountId} />
  );
}

function TemplateEditorForm({
  template,
  templateId,
  targetAccountId,
}: {
  template: Template;
  templateId: string;
  targetAccountId: TargetAccountId;
}) {
  const save = useSaveTemplate(targetAccountId);
  const back = useBackToAgent();
  const [draft, setDraft] = useState<Campaign>(() => normalizeCampaign(template));
  const [base, setBase] = useState<Campaign>(() => normalizeCampaign(template));
  const [fields, setFields] = useState<TemplateField[]>(() => sanitizeTemplateFields(template.templateFields));
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const dirty = hasChanges(base, draft);

  useBlocker({
    shouldBlockFn: async ({ current, next }) => {
      const search = next.search as Record<string, unknown>;
      const staying =
        current.pathname === next.pathname &&
        (search.templateId === templateId || search.targetTemplateId === templateId);
      if (!dirty || staying) return false;
      const outcome = await confirmDialog({
        title: 'Leave without saving the template?',
        details: 'Your edits to the template have not been saved.',
        confirmText: 'Leave',
        cancelText: 'Stay',
        confirmColor: 'red',
      });
      return outcome !== 'confirm';
    },
    enableBeforeUnload: () => dirty,
  });

  const update = (patch: Partial<Campaign> | ((c: Campaign) => Campaign)) =>
    setDraft((c) => {
      const next = typeof patch === 'function' ? patch(c) : ({ ...c, ...patch } as Campaign);
      if (promptError(next.agentInstructions) === null) setProblem(null);
      return next;
    });

  const onSave = async () => {
    const missing = promptError(draft.agentInstructions);
    if (missing) {
      setProblem(missing);
      focusInstructions();
      return;
    }
    setError(null);
    // The field values tried in the preview are not saved into the template.
    const sent = { ...template, ...draft, id: templateId, published: true };
    try {
      await save.mutateAsync({ template: sent, isNew: false });
      setBase(draft);
      toast('Template saved', { type: 'success' });
    } catch (e) {
      const message = failureMessage(e, MESSAGES.saveTemplateFailed);
      setError(message);
      toast(message, { type: 'error' });
    }
  };

  const title = template.title ?? templateId;
  const preview = renderTemplate(draft.agentInstructions, fieldValues(fields));
  return (
    <Stack gap="5" maxW="7xl" mx="auto" w="full" px={{ base: '3', md: '6' }} pb="16">
      <HStack
        as="header"
        justify="space-between"
        wrap="wrap"
        gap="3"
        py="3"
        borderBottomWidth="1px"
        borderColor="border.muted"
      >
        <Stack gap="0">
          <Text textStyle="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            Template
          </Text>
          <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
            {title}
          </Heading>
          <Text textStyle="sm" color="fg.muted" role="status" aria-label="Save status">
            {dirty ? 'Unsaved edits' : 'All changes saved'}
          </Text>
        </Stack>
        <HStack gap="2">
          <Button size="sm" variant="ghost" onClick={back}>
            Back to the agent
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            onClick={() => void onSave()}
            loading={save.isPending}
            disabled={!dirty && !problem}
          >
            Save template
          </Button>
        </HStack>
      </HStack>
      {error ? <Alert status="error" title={error} onDismiss={() => setError(null)} /> : null}
      <Stack direction={{ base: 'column', lg: 'row' }} gap="5" align="start">
        <Stack gap="5" flex="1" minW="0" w="full">
          <Section
            title="Prompt"
            description="Use {field} for a field's value and {#field=value}…{/field} for text shown only for that value."
          >
            <Stack gap="5">
              <InstructionsField
                value={draft.agentInstructions}
                onChange={(agentInstructions) => update({ agentInstructions })}
                error={problem}
              />
              <WelcomeField value={draft.welcomeMessage} onChange={(welcomeMessage) => update({ welcomeMessage })} />
            </Stack>
          </Section>
          <Section title="Actions">
            <ActionsEditor draft={draft} update={update} />
          </Section>
          <Section title="Apps">
            <AppsEditor draft={draft} update={update} functions={[]} functionsState={null} />
          </Section>
        </Stack>
        <Stack gap="5" w={{ base: 'full', lg: '22rem' }} flexShrink={0}>
          <Section title="Try the fields" description="Values here only fill the preview.">
            <TemplateFieldsForm fields={fields} onChange={setFields} />
          </Section>
          <Section title="Preview">
            <Text textStyle="sm" whiteSpace="pre-wrap" wordBreak="break-word">
              {preview || '—'}
            </Text>
          </Section>
        </Stack>
      </Stack>
    </Stack>
  );
}
