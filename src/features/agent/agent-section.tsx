// The `agent` section of an agent account: the editor, or a template when the query names one.
import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { AgentEditorPage } from './agent-editor-page';
import { TemplateEditorPage } from './template-editor-page';
import { Alert } from './alert';
import { failureMessage } from './api';
import { isTemplateManager, replaceTemplateVarsParam, useActingAgent } from './use-acting-agent';

export interface AgentSectionSearch {
  templateId?: string;
  targetTemplateId?: string;
  forceReplaceTemplateVars?: boolean;
}

export function AgentSection({ search }: { search: AgentSectionSearch }) {
  const { acting, query } = useActingAgent();
  if (!acting) {
    if (query.isError)
      return (
        <Alert status="error" title="The account could not be loaded">
          <Text>{failureMessage(query.error, 'Try again in a moment.')}</Text>
          <Button size="sm" mt="2" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Alert>
      );
    return (
      <Stack align="center" py="16" role="status" aria-label="Loading the account">
        <Spinner />
      </Stack>
    );
  }
  // Templates load when templateId or targetTemplateId is in the query (spec 000 §4).
  const templateId = search.templateId || search.targetTemplateId;
  if (templateId)
    return <TemplateEditorPage key={templateId} templateId={templateId} targetAccountId={acting.targetAccountId} />;
  return (
    <AgentEditorPage
      targetAccountId={acting.targetAccountId}
      account={acting.account}
      permissions={acting.permissions}
      manageTemplates={isTemplateManager(acting.level)}
      replaceTemplateVars={replaceTemplateVarsParam(acting.level, search.forceReplaceTemplateVars)}
    />
  );
}
