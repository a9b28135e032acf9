export { AgentEditorPage, type AgentEditorPageProps } from './agent-editor-page';
export { AgentSection } from './agent-section';
export { agentOverlays, AGENT_OVERLAY_NAMES } from './overlays';
export { AgentDevOverlayHost } from './dev-overlay-host';
export {
  stagingAgentQueryOptions,
  liveAgentQueryOptions,
  agentFunctionsQueryOptions,
  templatesQueryOptions,
  templateQueryOptions,
  versionsQueryOptions,
} from './api';
