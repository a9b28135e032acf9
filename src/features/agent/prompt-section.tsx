// The agent editor's prompt: an agent built from a template holds the template's text
// ({practiceName}, {#offersWhitening=yes}…{/offersWhitening}); the person sees it filled in with
// the answers the template engine computes (spec 000 §5 "Template values"), and the raw template
// one toggle away, where it is edited.
import { useMemo, useState } from 'react';
import { Box, Button, Group, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { Account } from '@/api/generated/model';
import type { Campaign } from '@/lib/campaign';
import { restoreOnboardingState } from '@/lib/onboarding';
import { hasTemplateSyntax, renderTemplate, sanitizeTemplateFields, templatePreviewValues } from '@/lib/template';
import { templateQueryOptions, type TargetAccountId } from './api';
import { InstructionsField, Section, WelcomeField } from './editor-fields';

type PromptView = 'filled' | 'template';

export interface PromptSectionProps {
  draft: Campaign;
  account: Account;
  targetAccountId: TargetAccountId;
  update: (patch: Partial<Campaign>) => void;
  promptProblem: string | null;
}

export function PromptSection({ draft, account, targetAccountId, update, promptProblem }: PromptSectionProps) {
  const templated = hasTemplateSyntax(draft.agentInstructions) || hasTemplateSyntax(draft.welcomeMessage);
  // Opens filled in when the agent came with template text; a prompt being written stays in
  // its text box even when the person types a {placeholder}.
  const [openedTemplated] = useState(templated);
  const [chosenView, setView] = useState<PromptView | null>(null);
  // A prompt problem is fixed in the text itself: the editable template shows while there is one.
  const view: PromptView = promptProblem ? 'template' : (chosenView ?? (openedTemplated ? 'filled' : 'template'));

  // The answers given in onboarding (saved in the account's settings) for the agent's template.
  const onboardingSettings = account.settings?.onboarding;
  const saved = useMemo(() => restoreOnboardingState(onboardingSettings), [onboardingSettings]);
  const templateId =
    typeof draft.templateId === 'string' && draft.templateId !== '' ? draft.templateId : saved.templateId;
  const template = useQuery({
    ...templateQueryOptions(templateId ?? '', targetAccountId),
    enabled: templated && !!templateId,
  });
  const values = useMemo(
    () =>
      templatePreviewValues(
        sanitizeTemplateFields(template.data?.template?.templateFields),
        saved.templateId === templateId ? saved.templateFields : [],
      ),
    [template.data, saved, templateId],
  );

  const editable = (
    <Stack gap="5">
      <InstructionsField
        value={draft.agentInstructions}
        onChange={(agentInstructions) => update({ agentInstructions })}
        error={promptProblem}
      />
      <WelcomeField value={draft.welcomeMessage} onChange={(welcomeMessage) => update({ welcomeMessage })} />
    </Stack>
  );

  if (!templated)
    return (
      <Section title="Prompt" description="What the agent knows and how it behaves on calls and messages.">
        {editable}
      </Section>
    );

  return (
    <Section title="Prompt" description="What the agent knows and how it behaves on calls and messages.">
      <Stack gap="4">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text textStyle="sm" color="fg.muted">
            {view === 'filled'
              ? 'Filled in with your answers. Edit the template to change it.'
              : 'The template: {field} is replaced by your answer for that field.'}
          </Text>
          <Group attached role="group" aria-label="Prompt view">
            <Button
              size="xs"
              variant={view === 'filled' ? 'solid' : 'outline'}
              aria-pressed={view === 'filled'}
              onClick={() => setView('filled')}
            >
              Filled in
            </Button>
            <Button
              size="xs"
              variant={view === 'template' ? 'solid' : 'outline'}
              aria-pressed={view === 'template'}
              onClick={() => setView('template')}
            >
              Edit template
            </Button>
          </Group>
        </HStack>
        {view === 'template' ? (
          editable
        ) : (
          <Stack gap="4">
            <FilledText
              label="Instructions"
              text={renderTemplate(draft.agentInstructions, values)}
              pending={template.isPending && !!templateId}
            />
            <FilledText
              label="Welcome message"
              text={renderTemplate(draft.welcomeMessage, values)}
              pending={template.isPending && !!templateId}
            />
          </Stack>
        )}
      </Stack>
    </Section>
  );
}

/** A filled-in text, read-only (never HTML: React renders it as text). */
function FilledText({ label, text, pending }: { label: string; text: string; pending: boolean }) {
  const id = `filled-${label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Stack gap="1.5">
      <Text id={id} textStyle="sm" fontWeight="medium">
        {label}
      </Text>
      <Box
        role="region"
        aria-labelledby={id}
        aria-busy={pending || undefined}
        borderWidth="1px"
        borderColor="border.muted"
        rounded="l2"
        px="3"
        py="2"
        bg="bg.muted"
        textStyle="sm"
        lineHeight="1.6"
        whiteSpace="pre-wrap"
        wordBreak="break-word"
      >
        {text.trim() === '' ? <Text color="fg.muted">Empty</Text> : text}
      </Box>
    </Stack>
  );
}
