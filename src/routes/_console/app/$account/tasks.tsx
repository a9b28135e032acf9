import { createFileRoute } from '@tanstack/react-router';
import { ListChecks } from 'lucide-react';
import { OverlayLink, SectionIntro, SectionLink } from '@/components/section-intro';

/** `/app/<account path>/tasks`: tasks. Its own screen comes with its area's issue;
 * until then the section's empty state says what it is for and what can be done now. */
export const Route = createFileRoute('/_console/app/$account/tasks')({
  component: TasksPage,
});

function TasksPage() {
  return (
    <SectionIntro
      title="Tasks"
      icon={<ListChecks size={20} />}
      description="Lists of calls and messages for your agent to work through, such as contacts to call back, with their progress and results, will show here."
      actions={
        <>
          <OverlayLink overlay="contacts">Open contacts</OverlayLink>
          <SectionLink section="logs">Review conversations</SectionLink>
        </>
      }
    />
  );
}
