import { createFileRoute } from '@tanstack/react-router';
import { PayBySlug, type PaymentSession } from '@/features/billing';
import { useAnonymousSession } from '@/features/session';

/** `/pay/{slug}`: invoice payment by slug, outside /app and its wrapper; no sign-in needed.
 * The payment page shows at once (its call is public); requesting the invoice waits for the
 * visitor's anonymous session, allocated meanwhile. */
export const Route = createFileRoute('/pay/$slug')({
  component: PayBySlugPage,
});

function PayBySlugPage() {
  const { slug } = Route.useParams();
  const state = useAnonymousSession();
  const session: PaymentSession =
    state.status === 'error'
      ? { ready: false, error: { message: state.message, retry: state.retry } }
      : { ready: state.status === 'ready' };
  const { frames } = Route.useRouteContext();
  return (
    <frames.Public>
      <PayBySlug slug={slug} session={session} />
    </frames.Public>
  );
}
