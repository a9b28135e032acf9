import { Suspense } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Badge, Button, Card, HStack, Image, SimpleGrid, Text } from '@chakra-ui/react';
import { Plug } from 'lucide-react';
import { EmptyState, PendingState } from '@/components/query-state';
import { useOverlays } from '@/overlays';
import { sanitizeUrl } from '@/lib/url';
import { catalogueOf, formatAppRef, nameOf, type AppState } from '@/lib/integrations';
import { appsQueryOptions } from './api';

const STATE: Record<AppState, { label: string; palette: string }> = {
  installed: { label: 'Installed', palette: 'green' },
  updateAvailable: { label: 'Update available', palette: 'orange' },
  available: { label: 'Available', palette: 'gray' },
};

function Cards({ targetAccountId }: { targetAccountId: number | undefined }) {
  const { data } = useSuspenseQuery(appsQueryOptions(targetAccountId));
  const { open } = useOverlays();
  const entries = catalogueOf(data.apps);
  if (entries.length === 0) return <EmptyState icon={<Plug />} title="No apps available" />;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" as="ul" listStyleType="none" aria-label="Apps">
      {entries.map(({ app, state, latest }) => {
        const icon = sanitizeUrl(app.icon);
        return (
          <Card.Root as="li" key={app.appId} variant="outline" bg="bg" size="sm">
            <Card.Body gap="2">
              <HStack gap="3">
                {icon ? <Image src={icon} alt="" boxSize="8" rounded="sm" /> : null}
                <Card.Title as="h3" fontSize="md">
                  {nameOf(app)}
                </Card.Title>
                <Badge colorPalette={STATE[state].palette}>{STATE[state].label}</Badge>
              </HStack>
              {app.description ? (
                <Text color="fg.muted" fontSize="sm">
                  {app.description}
                </Text>
              ) : null}
              <HStack>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`${state === 'available' ? 'Install' : 'Open'} ${nameOf(app)}`}
                  onClick={() => open('integrations', formatAppRef(latest ?? app))}
                >
                  {state === 'available' ? 'Install' : state === 'updateAvailable' ? 'Update' : 'Settings'}
                </Button>
              </HStack>
            </Card.Body>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}

export function IntegrationsCatalogue({ targetAccountId }: { targetAccountId: number | undefined }) {
  return (
    <Suspense fallback={<PendingState label="Loading apps" />}>
      <Cards targetAccountId={targetAccountId} />
    </Suspense>
  );
}
