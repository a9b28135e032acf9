import { createFileRoute } from '@tanstack/react-router';
import { AppFrame } from '@/app/app-frame';
import { AGENT_OVERLAY_NAMES, AgentDevOverlayHost, AgentSection } from '@/features/agent';

/** TEMPORARY route of the agent editor until the console architecture (issue 9) lands; then the
 * editor is the `agent` section, `src/routes/_console/app/$account/agent.tsx`. */
export const Route = createFileRoute('/agent-editor')({
  component: AgentEditorRoute,
});

function AgentEditorRoute() {
  const search = Route.useSearch();
  return (
    <AppFrame ignoreOverlays={AGENT_OVERLAY_NAMES}>
      <AgentSection search={search} />
      <AgentDevOverlayHost />
    </AppFrame>
  );
}
