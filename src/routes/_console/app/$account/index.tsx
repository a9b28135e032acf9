import { createFileRoute, redirect } from '@tanstack/react-router';
import { HomePage } from '@/features/home';
import * as v from 'valibot';
import { parseAccountParam } from '@/lib/search';

/** The account's home when its path names no section: today's conversations, the agent, this
 * period's usage against the plan, the setup checklist and the accounts below, each card loading
 * and failing on its own (issue 28 §3). */
export const Route = createFileRoute('/_console/app/$account/')({
  // No parameters of its own (the overlays' are the root's).
  validateSearch: v.object({}),
  // An agent account opens on its editor (DEFAULT_SECTION.agent).
  beforeLoad: ({ params, search }) => {
    if (parseAccountParam(params.account)?.at(-1)?.type === 'agent')
      throw redirect({ to: '/app/$account/agent', params: { account: params.account }, search, replace: true });
  },
  component: HomePage,
});
