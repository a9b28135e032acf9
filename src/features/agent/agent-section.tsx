// The `agent` section of an agent account: the editor, or a template when the query names one.
import { AgentEditorPage } from './agent-editor-page';
import { TemplateEditorPage } from './template-editor-page';
import { isTemplateManager, replaceTemplateVarsParam, useActingAgent } from './use-acting-agent';

export interface AgentSectionSearch {
  templateId?: string;
  targetTemplateId?: string;
  forceReplaceTemplateVars?: boolean;
}

export function AgentSection({ search }: { search: AgentSectionSearch }) {
  const acting = useActingAgent();
  // Templates load when templateId or targetTemplateId is in the query (spec 000 §4).
  const templateId = search.templateId || search.targetTemplateId;
  if (templateId)
    return <TemplateEditorPage key={templateId} templateId={templateId} targetAccountId={acting.targetAccountId} />;
  return (
    <AgentEditorPage
      key={acting.targetAccountId ?? 'own'}
      targetAccountId={acting.targetAccountId}
      account={acting.account}
      permissions={acting.permissions}
      manageTemplates={isTemplateManager(acting.level)}
      replaceTemplateVars={replaceTemplateVarsParam(acting.level, search.forceReplaceTemplateVars)}
    />
  );
}
