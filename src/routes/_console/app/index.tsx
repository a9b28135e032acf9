import { createFileRoute } from '@tanstack/react-router';
import { AccountOverview } from '@/features/account';
import { RouteError } from '@/components/route-error';

/** `/app`: the page of the session's own account. */
export const Route = createFileRoute('/_console/app/')({
  errorComponent: RouteError,
  component: AccountOverview,
});
