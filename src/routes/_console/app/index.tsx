import { createFileRoute } from '@tanstack/react-router';
import { AccountOverview } from '@/features/account';

/** `/app`: the page of the session's own account. */
export const Route = createFileRoute('/_console/app/')({
  component: AccountOverview,
});
