import { createFileRoute } from '@tanstack/react-router';
import { AccountOverview } from '@/features/account';
import { RouteError } from '@/components/route-error';

/** The account's own page when its path names no section. Until the account type's default
 * section (DEFAULT_SECTION in lib/search) has landed, that is the account overview. */
export const Route = createFileRoute('/_console/app/$account/')({
  errorComponent: RouteError,
  component: AccountOverview,
});
