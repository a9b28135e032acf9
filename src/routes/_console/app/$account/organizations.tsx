import { createFileRoute } from '@tanstack/react-router';
import { organizationListSearchSchema } from '@/lib/accounts';
import { accountListRouteOptions } from './-account-list';
import { AccountListPage, accountListLoader } from './-account-list-page';

/** `/app/<account path>/organizations`: a reseller's organizations, 20 a page, searched and filtered. */
export const Route = createFileRoute('/_console/app/$account/organizations')({
  validateSearch: organizationListSearchSchema,
  ...accountListRouteOptions('organizations'),
  loader: accountListLoader('organizations'),
  component: () => <AccountListPage kind="organizations" route={Route} />,
});
