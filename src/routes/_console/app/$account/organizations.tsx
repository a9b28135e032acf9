import { createFileRoute } from '@tanstack/react-router';
import { AccountsList } from '@/features/accounts-list';

/** `/app/<account path>/organizations`: the organizations under the acting account, each a link into it. */
export const Route = createFileRoute('/_console/app/$account/organizations')({
  component: () => <AccountsList kind="organizations" />,
});
