// The views the app gives the onboarding wizard's agent steps, loaded only when a step renders
// (the wizard's step wraps them in Suspense), so the agent editor stays out of the first chunk.
import { lazy } from 'react';
import type { AgentStepViews } from '@/features/onboarding/agent-step-views';

const views = () => import('./agent-step-views');

export const appAgentStepViews: AgentStepViews = {
  EditAgent: lazy(() => views().then((m) => ({ default: m.EditAgentView }))),
  TestAgent: lazy(() => views().then((m) => ({ default: m.TestAgentView }))),
};
