import { createFileRoute } from '@tanstack/react-router';
import { Phone } from 'lucide-react';
import { SectionIntro, SectionLink } from '@/components/section-intro';

/** `/app/<account path>/numbers`: phone numbers. Its own screen comes with its area's issue;
 * until then the section's empty state says what it is for and what can be done now. */
export const Route = createFileRoute('/_console/app/$account/numbers')({
  component: PhonenumbersPage,
});

function PhonenumbersPage() {
  return (
    <SectionIntro
      title="Phone numbers"
      icon={<Phone size={20} />}
      description="The phone numbers your agent answers and calls from will be listed here: choose a local number, or bring your own."
      actions={
        <>
          <SectionLink section="usage">See usage</SectionLink>
          <SectionLink section="logs">Review calls</SectionLink>
        </>
      }
    />
  );
}
