import { createFileRoute } from '@tanstack/react-router';
import { CreditCard } from 'lucide-react';
import { SectionIntro, SectionLink } from '@/components/section-intro';

/** `/app/<account path>/billing`: billing. Its own screen comes with its area's issue;
 * until then the section's empty state says what it is for and what can be done now. */
export const Route = createFileRoute('/_console/app/$account/billing')({
  component: BillingPage,
});

function BillingPage() {
  return (
    <SectionIntro
      title="Billing"
      icon={<CreditCard size={20} />}
      description="Your plan, payment method and invoices will be shown here."
      actions={
        <>
          <SectionLink section="usage">See usage</SectionLink>
          <SectionLink section="wallet">Open the wallet</SectionLink>
        </>
      }
    />
  );
}
