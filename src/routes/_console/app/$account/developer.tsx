import { createFileRoute } from '@tanstack/react-router';
import { Card, SimpleGrid, Text } from '@chakra-ui/react';
import { CodeXml } from 'lucide-react';
import { SectionIntro, SectionLink } from '@/components/section-intro';

const TOOLS = [
  { title: 'Webhooks', text: 'Send conversation, call and contact events to your own server as they happen.' },
  { title: 'API tokens', text: 'Create tokens for your own code to call the platform’s API, and revoke them.' },
  { title: 'SIP', text: 'Connect your phone system or carrier to your agent over SIP registration.' },
  { title: 'Domains', text: 'Serve your console and public pages from your own domain.' },
] as const;

/** `/app/<account path>/developer`: webhooks, API tokens, SIP and domains. Their screens come
 * with their area's issue; until then the section says what each is for. */
export const Route = createFileRoute('/_console/app/$account/developer')({
  component: DeveloperPage,
});

function DeveloperPage() {
  return (
    <SectionIntro
      title="Developer"
      icon={<CodeXml size={20} />}
      description="Tools to connect the platform to your own systems. None is set up for this account yet."
      actions={
        <>
          <SectionLink section="logs">Review conversations</SectionLink>
          <SectionLink section="integrations">Integrations</SectionLink>
        </>
      }
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" as="ul" listStyleType="none" aria-label="Developer tools">
        {TOOLS.map((tool) => (
          <Card.Root as="li" key={tool.title} variant="outline" bg="bg" size="sm">
            <Card.Body gap="1">
              <Card.Title as="h2" fontSize="md">
                {tool.title}
              </Card.Title>
              <Text color="fg.muted" fontSize="sm">
                {tool.text}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </SectionIntro>
  );
}
