import { createFileRoute } from '@tanstack/react-router';
import { accountListSearchSchema } from '@/lib/accounts';
import { accountListRouteOptions } from './-account-list';
import { AccountListPage, accountListLoader } from './-account-list-page';

/** `/app/<account path>/resellers`: a partner's resellers, 20 a page, searched and sorted. */
export const Route = createFileRoute('/_console/app/$account/resellers')({
  validateSearch: accountListSearchSchema,
  ...accountListRouteOptions('resellers'),
  loader: accountListLoader('resellers'),
  component: () => <AccountListPage kind="resellers" route={Route} />,
});
