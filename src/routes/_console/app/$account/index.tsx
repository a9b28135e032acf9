import { createFileRoute, redirect } from '@tanstack/react-router';
import { AccountOverview } from '@/features/account';
import * as v from 'valibot';
import { parseAccountParam } from '@/lib/search';

/** The account's own page when its path names no section. Until the account type's default
 * section (DEFAULT_SECTION in lib/search) has landed, that is the account overview. */
export const Route = createFileRoute('/_console/app/$account/')({
  // No parameters of its own (the overlays' are the root's).
  validateSearch: v.object({}),
  // An agent account opens on its editor (DEFAULT_SECTION.agent).
  beforeLoad: ({ params, search }) => {
    if (parseAccountParam(params.account)?.at(-1)?.type === 'agent')
      throw redirect({ to: '/app/$account/agent', params: { account: params.account }, search, replace: true });
  },
  component: AccountOverview,
});
