import { createFileRoute } from '@tanstack/react-router';
import { Settings } from 'lucide-react';
import { SectionIntro, SectionLink } from '@/components/section-intro';

/** `/app/<account path>/settings`: settings. Its own screen comes with its area's issue;
 * until then the section's empty state says what it is for and what can be done now. */
export const Route = createFileRoute('/_console/app/$account/settings')({
  component: SettingsPage,
});

function SettingsPage() {
  return (
    <SectionIntro
      title="Settings"
      icon={<Settings size={20} />}
      description="Your account's details, notifications and the defaults your agent uses will be managed here."
      actions={
        <>
          <SectionLink section="team">Team</SectionLink>
          <SectionLink section="integrations">Integrations</SectionLink>
          <SectionLink section="developer">Developer tools</SectionLink>
        </>
      }
    />
  );
}
