import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PUBLIC_PAYMENT_OUTCOMES } from '@/lib/billing/public-payment';
import { searchEnum } from '@/lib/search/schema';
import { PayBySlug, type PaymentSession } from '@/features/billing';
import { useAnonymousSession } from '@/features/session';

/** `/pay/{slug}`: invoice payment by slug, outside /app and its wrapper; no sign-in needed.
 * The payment page shows at once (its call is public); requesting the invoice waits for the
 * visitor's anonymous session, allocated meanwhile. */
export const Route = createFileRoute('/pay/$slug')({
  // How a card payment made here ended: the provider returns to this page.
  validateSearch: v.object({ payment: searchEnum(PUBLIC_PAYMENT_OUTCOMES) }),
  component: PayBySlugPage,
});

function PayBySlugPage() {
  const { slug } = Route.useParams();
  const { payment } = Route.useSearch();
  const state = useAnonymousSession();
  const session: PaymentSession =
    state.status === 'error'
      ? { ready: false, error: { message: state.message, retry: state.retry } }
      : { ready: state.status === 'ready' };
  const { frames } = Route.useRouteContext();
  return (
    <frames.Public>
      <PayBySlug slug={slug} session={session} cardOutcome={payment} />
    </frames.Public>
  );
}
