import { createFileRoute } from '@tanstack/react-router';
import { AccountsList } from '@/features/accounts-list';

/** `/app/<account path>/agents`: the agents under the acting account, each a link into it. */
export const Route = createFileRoute('/_console/app/$account/agents')({
  component: () => <AccountsList kind="agents" />,
});
