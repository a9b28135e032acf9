import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { KnowledgeScreen, knowledgeBasesQueryOptions } from '@/features/knowledge';
import { searchText } from '@/lib/search/schema';

/** The page's own query parameter: the chosen knowledge base. */
const knowledgeSearch = v.object({ kb: searchText(100) });

/** `/app/<account path>/knowledge`: knowledge bases, their pages, and a question box. */
export const Route = createFileRoute('/_console/app/$account/knowledge')({
  validateSearch: knowledgeSearch,
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(knowledgeBasesQueryOptions(context.acting.targetAccountId)),
  component: KnowledgePage,
});

function KnowledgePage() {
  const { kb } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { acting } = Route.useRouteContext();
  return (
    <KnowledgeScreen
      targetAccountId={acting.targetAccountId}
      kbId={kb}
      onSelect={(id) => void navigate({ search: (prev) => ({ ...prev, kb: id }) })}
    />
  );
}
