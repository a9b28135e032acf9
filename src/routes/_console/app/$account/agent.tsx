import { createFileRoute } from '@tanstack/react-router';
import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { AgentSection, agentFunctionsQueryOptions, type AgentSectionSearch } from '@/features/agent';
import { WalkthroughCard } from '@/features/onboarding';

/** The agent editor: the `agent` section of an agent account (its default page). */
export const Route = createFileRoute('/_console/app/$account/agent')({
  validateSearch: (raw: Record<string, unknown>): AgentSectionSearch => ({
    ...(typeof raw.templateId === 'string' && raw.templateId ? { templateId: raw.templateId } : {}),
    ...(typeof raw.targetTemplateId === 'string' && raw.targetTemplateId
      ? { targetTemplateId: raw.targetTemplateId }
      : {}),
    ...(raw.forceReplaceTemplateVars === true || raw.forceReplaceTemplateVars === 'true'
      ? { forceReplaceTemplateVars: true }
      : raw.forceReplaceTemplateVars === false || raw.forceReplaceTemplateVars === 'false'
        ? { forceReplaceTemplateVars: false }
        : {}),
  }),
  // The staging and live answers depend on the viewer's level (template variables), which the
  // page resolves; the function list does not, so it loads alongside.
  loader: ({ context }) =>
    context.queryClient.prefetchQuery(agentFunctionsQueryOptions(context.acting.targetAccountId)),
  pendingComponent: () => (
    <Stack align="center" py="16" role="status" aria-label="Loading the agent">
      <Spinner />
    </Stack>
  ),
  errorComponent: ({ reset }) => (
    <Stack align="center" py="16" gap="3" role="alert">
      <Text>The agent editor could not be opened.</Text>
      <Button size="sm" onClick={reset}>
        Retry
      </Button>
    </Stack>
  ),
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
