import { createFileRoute } from '@tanstack/react-router';
import { AccountsList } from '@/features/accounts-list';

/** `/app/<account path>/resellers`: the resellers under the acting account, each a link into it. */
export const Route = createFileRoute('/_console/app/$account/resellers')({
  component: () => <AccountsList kind="resellers" />,
});
