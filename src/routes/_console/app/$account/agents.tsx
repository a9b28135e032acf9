import { createFileRoute } from '@tanstack/react-router';
import { accountListSearchSchema } from '@/lib/accounts';
import { accountListRouteOptions } from './-account-list';
import { AccountListPage, accountListLoader } from './-account-list-page';

/** `/app/<account path>/agents`: an organization's agents, 20 a page, searched and sorted. */
export const Route = createFileRoute('/_console/app/$account/agents')({
  validateSearch: accountListSearchSchema,
  ...accountListRouteOptions('agents'),
  loader: accountListLoader('agents'),
  component: () => <AccountListPage kind="agents" route={Route} />,
});
