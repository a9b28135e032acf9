import { createFileRoute } from '@tanstack/react-router';
import { Plug } from 'lucide-react';
import { SectionIntro, SectionLink } from '@/components/section-intro';

/** `/app/<account path>/integrations`: integrations. Its own screen comes with its area's issue;
 * until then the section's empty state says what it is for and what can be done now. */
export const Route = createFileRoute('/_console/app/$account/integrations')({
  component: IntegrationsPage,
});

function IntegrationsPage() {
  return (
    <SectionIntro
      title="Integrations"
      icon={<Plug size={20} />}
      description="Connect your calendar, CRM and the other apps your business uses, so your agent can book appointments, look up customers and update records."
      actions={
        <>
          <SectionLink section="developer">Developer tools</SectionLink>
          <SectionLink section="settings">Settings</SectionLink>
        </>
      }
    />
  );
}
