import { createFileRoute, redirect } from '@tanstack/react-router';
import { toast } from '@/components/feedback';
import { parseAccountParam } from '@/lib/search';

/** An account's pages (`/app/<account path>/<section>`). The segment holds the account path in
 * the router's internal form; anything that is not one falls back to /app with a toast. */
export const Route = createFileRoute('/_console/app/$account')({
  beforeLoad: ({ params }) => {
    if (!parseAccountParam(params.account)) {
      toast('That address does not point to an account.', { type: 'error' });
      throw redirect({ to: '/app', replace: true });
    }
  },
});
