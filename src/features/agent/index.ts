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
// Composable pieces, for screens that reuse parts of the editor (onboarding).
export { SaveIndicator } from './agent-editor-page';
export { InstructionsField, WelcomeField, focusInstructions } from './editor-fields';
export { TemplateFieldsForm } from './template-fields-form';
export { TestAgentChat, type TestAgentChatProps } from './test-agent-chat';
export { useAgentEditor, type AgentEditor, type AgentEditorOptions } from './use-agent-editor';
