import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { WalletScreen, transactionsQueryOptions } from '@/features/wallet';

/** The page has no parameters of its own (its overlays are flags the frame reads). */
const walletSearch = v.object({});

/** `/app/<account path>/wallet`: the balance, funds in and out, rewards and recent transactions. */
export const Route = createFileRoute('/_console/app/$account/wallet')({
  validateSearch: walletSearch,
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(transactionsQueryOptions(context.acting.targetAccountId)),
  component: WalletPage,
});

function WalletPage() {
  const { acting } = Route.useRouteContext();
  return <WalletScreen targetAccountId={acting.targetAccountId} />;
}
