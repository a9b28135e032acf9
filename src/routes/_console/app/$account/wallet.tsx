import { createFileRoute } from '@tanstack/react-router';
import { Wallet } from 'lucide-react';
import { SectionIntro, SectionLink } from '@/components/section-intro';

/** `/app/<account path>/wallet`: wallet. Its own screen comes with its area's issue;
 * until then the section's empty state says what it is for and what can be done now. */
export const Route = createFileRoute('/_console/app/$account/wallet')({
  component: WalletPage,
});

function WalletPage() {
  return (
    <SectionIntro
      title="Wallet"
      icon={<Wallet size={20} />}
      description="Your prepaid credit balance, its top-ups and the transactions that used it will be shown here."
      actions={
        <>
          <SectionLink section="usage">See usage</SectionLink>
          <SectionLink section="billing">Billing</SectionLink>
        </>
      }
    />
  );
}
