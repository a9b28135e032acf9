import { createFileRoute, redirect } from '@tanstack/react-router';
import { AccountOverview } from '@/features/account';
import { parseAccountPath, targetOfAccountPath } from '@/lib/search';
import { toast } from '@/components/feedback';

/** `/app/[...path]`: partner, reseller, org and agent segments with numeric ids choose the
 * account acted on; anything else falls back to /app with a toast. */
export const Route = createFileRoute('/app/$')({
  beforeLoad: ({ params }) => {
    const entries = parseAccountPath(params._splat);
    if (!entries) {
      toast('That address does not point to an account.', { type: 'error' });
      throw redirect({ to: '/app', replace: true });
    }
    return { accountPath: entries };
  },
  component: AccountPathPage,
});

function AccountPathPage() {
  const { accountPath } = Route.useRouteContext();
  const target = targetOfAccountPath(accountPath);
  return target ? <AccountOverview targetAccountId={target.id} /> : null;
}
