export { WalkthroughCard } from './walkthrough-card';
export { onboardingOverlays } from './overlays';
export {
  AgentStepViewsProvider,
  type AgentStepFrameProps,
  type AgentStepViewProps,
  type AgentStepViews,
} from './agent-step-views';
