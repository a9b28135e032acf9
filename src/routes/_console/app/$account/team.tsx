import { createFileRoute } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import { SectionIntro, SectionLink } from '@/components/section-intro';

/** `/app/<account path>/team`: team. Its own screen comes with its area's issue;
 * until then the section's empty state says what it is for and what can be done now. */
export const Route = createFileRoute('/_console/app/$account/team')({
  component: TeamPage,
});

function TeamPage() {
  return (
    <SectionIntro
      title="Team"
      icon={<Users size={20} />}
      description="Invite the people who work with you, choose who is an owner and remove access when someone leaves."
      actions={
        <>
          <SectionLink section="settings">Settings</SectionLink>
        </>
      }
    />
  );
}
