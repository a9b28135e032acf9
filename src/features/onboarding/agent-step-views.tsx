// The EDIT_AGENT and TEST_AGENT steps' views, as a slot. The agent editor is another feature, which
// this one may not import, so the app (src/app/providers.tsx) provides views built from the
// editor's pieces (src/app/onboarding).
// This module stays small: the app imports it in its first chunk.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** The step's frame: its heading, explanation and Back; the view adds its body and forward actions. */
export interface AgentStepFrameProps {
  children?: ReactNode;
  /** The forward action(s), shown after Back. */
  actions?: ReactNode;
}

export interface AgentStepViewProps {
  /** The account acted on (undefined: the session's own). */
  targetAccountId: number | undefined;
  /** The agent's username (the test chat's `targetAgent`). */
  username: string | undefined;
  /** Renders the step around the view's content. */
  Frame: ComponentType<AgentStepFrameProps>;
  /** Moves to the next step; EDIT_AGENT calls it once the instructions are saved. */
  onContinue: () => void;
}

export interface AgentStepViews {
  EditAgent: ComponentType<AgentStepViewProps>;
  TestAgent: ComponentType<AgentStepViewProps>;
}

const AgentStepViewsContext = createContext<Partial<AgentStepViews> | null>(null);

export function AgentStepViewsProvider({ views, children }: { views: Partial<AgentStepViews>; children: ReactNode }) {
  return <AgentStepViewsContext.Provider value={views}>{children}</AgentStepViewsContext.Provider>;
}

/** The provided views (null without a provider). */
export function useAgentStepViews(): Partial<AgentStepViews> | null {
  return useContext(AgentStepViewsContext);
}
