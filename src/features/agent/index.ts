export { AgentEditorPage, type AgentEditorPageProps } from './agent-editor-page';
export { AgentSection, type AgentSectionSearch } from './agent-section';
export { agentOverlays } from './overlays';
export {
  stagingAgentQueryOptions,
  liveAgentQueryOptions,
  agentFunctionsQueryOptions,
  templatesQueryOptions,
  templateQueryOptions,
  versionsQueryOptions,
} from './api';
