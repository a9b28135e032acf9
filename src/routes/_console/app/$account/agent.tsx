import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { AgentSection, agentFunctionsQueryOptions } from '@/features/agent';
import { WalkthroughCard } from '@/features/onboarding';
import { searchBool, searchText } from '@/lib/search/schema';

/** The editor's own parameters (spec 000 §4): a template to edit instead of the agent. */
const agentSearch = v.object({
  templateId: searchText(200),
  targetTemplateId: searchText(200),
  forceReplaceTemplateVars: searchBool(),
});

/** The agent editor: the `agent` section of an agent account (its default page). */
export const Route = createFileRoute('/_console/app/$account/agent')({
  validateSearch: agentSearch,
  // The staging and live answers depend on the viewer's level (template variables), which the
  // page resolves from the acting account; the function list does not, so the loader ensures it.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(agentFunctionsQueryOptions(context.acting.targetAccountId)),
  component: AgentRoute,
});

function AgentRoute() {
  const search = Route.useSearch();
  return (
    <>
      {/* The walkthrough checklist (onboarding feature), above the editor. */}
      <WalkthroughCard />
      <AgentSection search={search} />
    </>
  );
}
