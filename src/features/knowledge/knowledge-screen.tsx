import { useSuspenseQuery } from '@tanstack/react-query';
import { Box, Grid, Heading, Stack } from '@chakra-ui/react';
import { BookOpen } from 'lucide-react';
import { EmptyState } from '@/components/query-state';
import { knowledgeBasesQueryOptions } from './api';
import { BasesPanel } from './bases-panel';
import { DocumentsPanel } from './documents-panel';
import { QueryPanel } from './query-panel';
import { PageHeader } from '@/components/page-header';

export interface KnowledgeScreenProps {
  targetAccountId: number | undefined;
  /** The chosen base (`?kb=<id>`); the first base when none is chosen. */
  kbId: string | undefined;
  onSelect: (kbId: string | undefined) => void;
}

/** The knowledge section: the bases, the chosen base's pages, and a question box. */
export function KnowledgeScreen({ targetAccountId, kbId, onSelect }: KnowledgeScreenProps) {
  const { data } = useSuspenseQuery(knowledgeBasesQueryOptions(targetAccountId));
  const bases = data.items;
  const current = bases.find((b) => b.id === kbId) ?? bases[0];
  return (
    <Stack gap="5">
      <PageHeader
        title="Knowledge base"
        description="The web pages your agent draws on when it answers callers and customers."
      />
      <Grid templateColumns={{ base: '1fr', md: '16rem 1fr' }} gap="6" alignItems="start">
        <BasesPanel bases={bases} selected={current?.id} onSelect={onSelect} targetAccountId={targetAccountId} />
        {current ? (
          <Stack gap="6" key={current.id} minW="0">
            <Heading as="h2" size="md">
              {current.title}
            </Heading>
            <DocumentsPanel kbId={current.id} targetAccountId={targetAccountId} />
            <QueryPanel kbId={current.id} targetAccountId={targetAccountId} />
          </Stack>
        ) : (
          <Box>
            <EmptyState
              icon={<BookOpen />}
              title="No knowledge base yet"
              description="Create one, then add your website’s pages to it."
            />
          </Box>
        )}
      </Grid>
    </Stack>
  );
}
