import { createFileRoute } from '@tanstack/react-router';
import { BookOpen } from 'lucide-react';
import { InboxLink, SectionIntro, SectionLink } from '@/components/section-intro';

/** `/app/<account path>/knowledge`: the knowledge base. Its own screen comes with its area's issue;
 * until then the section's empty state says what it is for and what can be done now. */
export const Route = createFileRoute('/_console/app/$account/knowledge')({
  component: KnowledgebasePage,
});

function KnowledgebasePage() {
  return (
    <SectionIntro
      title="Knowledge base"
      icon={<BookOpen size={20} />}
      description="The documents, web pages and answers your agent draws on when it talks to callers and customers will be listed here."
      actions={
        <>
          <SectionLink section="logs">Review conversations</SectionLink>
          <InboxLink>Go to the inbox</InboxLink>
        </>
      }
    />
  );
}
