import { createFileRoute } from '@tanstack/react-router';
import { Calendar } from 'lucide-react';
import { InboxLink, OverlayLink, SectionIntro, SectionLink } from '@/components/section-intro';

/** `/app/<account path>/calendar`: calendar. Its own screen comes with its area's issue;
 * until then the section's empty state says what it is for and what can be done now. */
export const Route = createFileRoute('/_console/app/$account/calendar')({
  component: CalendarPage,
});

function CalendarPage() {
  return (
    <SectionIntro
      title="Calendar"
      icon={<Calendar size={20} />}
      description="Appointments your agent books by phone or chat will show here, with who booked them and when. Connect a calendar to let your agent check your availability."
      actions={
        <>
          <OverlayLink overlay="contacts">Open contacts</OverlayLink>
          <InboxLink>Go to the inbox</InboxLink>
          <SectionLink section="integrations">Connect a calendar</SectionLink>
        </>
      }
    />
  );
}
