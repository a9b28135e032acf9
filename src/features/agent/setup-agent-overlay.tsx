// setupAgent: build the agent from a template (createAgentFromTemplate) after filling its fields.
// The flag's value names the template (`?setupAgent=tpl_dental_v3`); without one, pick it here.
import { useState } from 'react';
import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@/components/feedback';
import { FormError } from '@/components/form-actions';
import { sanitizeTemplateFields, templateDisplayName, type TemplateField } from '@/lib/template';
import { failureMessage, templateQueryOptions, templatesQueryOptions, useCreateAgentFromTemplate } from './api';
import { TemplateFieldsForm } from './template-fields-form';
import { useActingAgent } from './use-acting-agent';
import type { OverlayProps } from '@/overlays';

export const SETUP_FAILED = 'Failed to build the agent from the template';

function SetupForm({ templateId, close, onBack }: { templateId: string; close: () => void; onBack?: () => void }) {
  const acting = useActingAgent();
  const t = acting.targetAccountId;
  const template = useQuery(templateQueryOptions(templateId, t));
  const build = useCreateAgentFromTemplate(t);
  const [fields, setFields] = useState<TemplateField[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (template.isPending) return <Spinner aria-label="Loading the template" />;
  if (template.isError)
    return (
      <Stack gap="2">
        <Text color="fg.error" role="alert">
          {failureMessage(template.error, 'The template could not be loaded.')}
        </Text>
        <Button size="sm" alignSelf="start" onClick={() => void template.refetch()}>
          Retry
        </Button>
      </Stack>
    );
  const current = fields ?? sanitizeTemplateFields(template.data.template.templateFields);
  const submit = async () => {
    setError(null);
    try {
      await build.mutateAsync({ templateId, templateFields: current });
      toast('Agent set up from the template', { type: 'success' });
      close();
    } catch (e) {
      setError(failureMessage(e, SETUP_FAILED));
    }
  };
  return (
    <Stack gap="4">
      <Text fontWeight="semibold">{templateDisplayName(template.data.template)}</Text>
      <TemplateFieldsForm fields={current} onChange={setFields} />
      {error ? <FormError>{error}</FormError> : null}
      <HStack justify="end">
        {onBack ? (
          <Button variant="ghost" onClick={onBack}>
            Back
          </Button>
        ) : null}
        <Button colorPalette="blue" onClick={() => void submit()} loading={build.isPending}>
          Set up the agent
        </Button>
      </HStack>
    </Stack>
  );
}

export default function SetupAgentOverlay({ value, close }: OverlayProps<string | null>) {
  const acting = useActingAgent();
  const [chosen, setChosen] = useState<string | null>(null);
  const templates = useQuery({ ...templatesQueryOptions(acting.targetAccountId, false), enabled: !value });
  const id = value ?? chosen;
  if (id) return <SetupForm templateId={id} close={close} onBack={value ? undefined : () => setChosen(null)} />;
  if (templates.isPending) return <Spinner aria-label="Loading the templates" />;
  if (templates.isError)
    return (
      <Text color="fg.error" role="alert">
        {failureMessage(templates.error, 'The templates could not be loaded.')}
      </Text>
    );
  const list = templates.data.templates;
  if (!list.length) return <Text color="fg.muted">No templates are available.</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label="Templates">
      {list.map((t) => (
        <Box as="li" key={t.id}>
          <Button
            variant="outline"
            w="full"
            h="auto"
            py="3"
            justifyContent="start"
            textAlign="start"
            onClick={() => setChosen(t.id)}
          >
            <Stack gap="0" align="start">
              <Text fontWeight="semibold">{t.title ?? t.id}</Text>
              {t.description ? (
                <Text textStyle="xs" color="fg.muted" whiteSpace="normal">
                  {t.description}
                </Text>
              ) : null}
            </Stack>
          </Button>
        </Box>
      ))}
    </Stack>
  );
}
