import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Badge,
  Button,
  Checkbox,
  Field,
  HStack,
  IconButton,
  Input,
  Link,
  Stack,
  Table,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import type { KnowledgeBaseDocument } from '@/api/generated/model';
import { toast } from '@/components/feedback';
import { DeleteButton, confirmDelete } from '@/components/delete-action';
import { QueryState } from '@/components/query-state';
import { humanMessage } from '@/lib/errors';
import {
  KB_DOCUMENT_STATE_LABELS,
  KB_MAX_URLS_PER_ADD,
  KB_URL_MESSAGES,
  kbDocumentState,
  kbUrlProblem,
  newSitemapLinks,
  parseUrlList,
  urlHostPath,
} from '@/lib/knowledge';
import { sanitizeUrl } from '@/lib/url';
import {
  kbDocumentsQueryOptions,
  useAddDocuments,
  useDeleteDocument,
  useRefreshDocument,
  useSitemapLinks,
} from './api';
import { KbFailure } from './failure';
import { KbForm, KbSection } from './section';

const STATE_PALETTE = { pending: 'blue', indexed: 'green', failed: 'red', unknown: 'gray' } as const;

function DocumentRow({
  doc,
  kbId,
  targetAccountId,
}: {
  doc: KnowledgeBaseDocument;
  kbId: string;
  targetAccountId: number | undefined;
}) {
  const refresh = useRefreshDocument(kbId, targetAccountId);
  const remove = useDeleteDocument(kbId, targetAccountId);
  const state = kbDocumentState(doc);
  const href = sanitizeUrl(doc.url);
  const where = urlHostPath(doc.url);
  const askDelete = async () => {
    const confirmed = await confirmDelete({
      title: `Remove ${where}?`,
      details: 'The page is removed from this knowledge base.',
      confirmText: 'Remove page',
      cancelText: 'Keep page',
    });
    if (confirmed) remove.mutate(doc.id, { onSuccess: () => toast('Page removed', { type: 'success' }) });
  };
  return (
    <Table.Row>
      <Table.Cell maxW={{ base: '52', md: 'sm' }}>
        <Stack gap="0">
          {href ? (
            <Link href={href} target="_blank" rel="noopener noreferrer" truncate>
              {where}
            </Link>
          ) : (
            <Text truncate>{where}</Text>
          )}
          {doc.title ? (
            <Text fontSize="xs" color="fg.muted" truncate>
              {doc.title}
            </Text>
          ) : null}
          <KbFailure what="refreshDocument" error={refresh.error} />
          <KbFailure what="deleteDocument" error={remove.error} />
        </Stack>
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={STATE_PALETTE[state]}>{KB_DOCUMENT_STATE_LABELS[state]}</Badge>
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={`Refresh ${where}`}
          loading={refresh.isPending}
          onClick={() => refresh.mutate(doc.id)}
        >
          <RefreshCw />
        </IconButton>
        <DeleteButton label={`Remove ${where}`} loading={remove.isPending} onClick={() => void askDelete()} />
      </Table.Cell>
    </Table.Row>
  );
}

/** At most this many lines are quoted in the problem of a pasted list. */
const QUOTED_LINES = 3;

/** The problem of a pasted list with text that is not an address, as sentences: what to enter,
 * then the lines that hold it, each quoted whole (a line is never split into its words). */
function urlListProblem(text: string, firstInvalid: string): string {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && parseUrlList(line).invalid.length > 0);
  const first = lines[0] ?? firstInvalid;
  const advice = KB_URL_MESSAGES[kbUrlProblem(parseUrlList(first).invalid[0] ?? firstInvalid) ?? 'invalid'];
  const quoted = (lines.length > 0 ? lines : [firstInvalid]).slice(0, QUOTED_LINES).map((line) => `“${line}”`);
  return quoted.length === 1
    ? `${advice} This line is not a web address: ${quoted[0]}.`
    : `${advice} These lines are not web addresses: ${quoted.join(', ')}.`;
}

function AddUrls({ kbId, targetAccountId }: { kbId: string; targetAccountId: number | undefined }) {
  const add = useAddDocuments(kbId, targetAccountId);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const { urls, invalid } = parseUrlList(text);
    if (invalid.length) return setProblem(urlListProblem(text, invalid[0] ?? ''));
    if (urls.length === 0) return setProblem('Enter at least one web address.');
    if (urls.length > KB_MAX_URLS_PER_ADD) return setProblem(`Add at most ${KB_MAX_URLS_PER_ADD} pages at a time.`);
    setProblem(null);
    add.mutate(urls, {
      onSuccess: (answer) => {
        setText('');
        toast(`${answer.documents.length} page(s) added`, { type: 'success' });
      },
    });
  };
  return (
    <KbForm label="Add pages" onSubmit={submit}>
      <Stack gap="2">
        <Field.Root invalid={!!problem}>
          <Field.Label>Add pages by address</Field.Label>
          <Textarea
            rows={2}
            placeholder="https://www.example.com/faq"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          {problem ? (
            <Field.ErrorText>{problem}</Field.ErrorText>
          ) : (
            <Field.HelperText>One address per line.</Field.HelperText>
          )}
        </Field.Root>
        <Button type="submit" size="sm" alignSelf="start" loading={add.isPending} loadingText="Adding…">
          Add pages
        </Button>
        <KbFailure what="addDocuments" error={add.error} />
      </Stack>
    </KbForm>
  );
}

function SitemapImport({
  kbId,
  documents,
  targetAccountId,
}: {
  kbId: string;
  documents: KnowledgeBaseDocument[];
  targetAccountId: number | undefined;
}) {
  const sitemap = useSitemapLinks(kbId, targetAccountId);
  const add = useAddDocuments(kbId, targetAccountId);
  const [site, setSite] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [links, setLinks] = useState<string[] | null>(null);
  const [picked, setPicked] = useState<Set<string>>(new Set());

  const fetchLinks = () => {
    const p = kbUrlProblem(site);
    if (p) return setProblem(KB_URL_MESSAGES[p]);
    setProblem(null);
    sitemap.mutate(site.trim(), {
      onSuccess: (answer) => {
        const fresh = newSitemapLinks(answer.links, documents);
        setLinks(fresh);
        setPicked(new Set(fresh));
      },
    });
  };
  const toggle = (link: string, on: boolean) =>
    setPicked((old) => {
      const next = new Set(old);
      if (on) next.add(link);
      else next.delete(link);
      return next;
    });
  const addPicked = () =>
    add.mutate([...picked], {
      onSuccess: (answer) => {
        toast(`${answer.documents.length} page(s) added from the sitemap`, { type: 'success' });
        setLinks(null);
        setPicked(new Set());
      },
    });

  return (
    <KbSection id="kb-sitemap-heading" title="Import from a sitemap" gap="2" part>
      <KbForm label="Read a sitemap" onSubmit={fetchLinks}>
        <HStack gap="2" align="start" wrap="wrap">
          <Field.Root invalid={!!problem} flex="1" minW="48">
            <Field.Label srOnly>Website address</Field.Label>
            <Input
              size="sm"
              placeholder="https://www.example.com"
              value={site}
              onChange={(e) => setSite(e.target.value)}
            />
            <Field.ErrorText>{problem}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" size="sm" variant="outline" loading={sitemap.isPending} loadingText="Reading…">
            Read sitemap
          </Button>
        </HStack>
      </KbForm>
      <KbFailure what="sitemap" error={sitemap.error} />
      {links ? (
        links.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            Every page of this sitemap is already in the knowledge base.
          </Text>
        ) : (
          <Stack gap="2">
            <HStack justify="space-between" wrap="wrap">
              <Text fontSize="sm">
                {picked.size} of {links.length} pages chosen
              </Text>
              <HStack gap="2">
                <Button size="xs" variant="ghost" onClick={() => setPicked(new Set(links))}>
                  Choose all
                </Button>
                <Button size="xs" variant="ghost" onClick={() => setPicked(new Set())}>
                  Choose none
                </Button>
              </HStack>
            </HStack>
            <Stack gap="1" maxH="48" overflowY="auto" role="group" aria-label="Sitemap pages">
              {links.map((link) => (
                <Checkbox.Root
                  key={link}
                  size="sm"
                  checked={picked.has(link)}
                  onCheckedChange={(e) => toggle(link, e.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{urlHostPath(link)}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
            <Button
              size="sm"
              alignSelf="start"
              disabled={picked.size === 0}
              loading={add.isPending}
              loadingText="Adding…"
              onClick={addPicked}
            >
              Add {picked.size} page(s)
            </Button>
            <KbFailure what="addDocuments" error={add.error} />
          </Stack>
        )
      ) : null}
    </KbSection>
  );
}

/** A base's documents with their states, and the ways to add more. */
export function DocumentsPanel({ kbId, targetAccountId }: { kbId: string; targetAccountId: number | undefined }) {
  const docs = useQuery(kbDocumentsQueryOptions(kbId, targetAccountId));
  return (
    <KbSection id="kb-docs-heading" title="Pages" gap="4">
      <QueryState
        query={docs}
        pendingLabel="Loading the pages"
        errorMessage={(e) => `The pages could not be loaded. ${humanMessage(e)}`}
      >
        {(data) => (
          <Stack gap="4">
            {data.documents.length === 0 ? (
              <Text color="fg.muted">No pages yet. Add addresses or import them from the site’s sitemap.</Text>
            ) : (
              <Table.ScrollArea borderWidth="1px" rounded="l2">
                <Table.Root size="sm" aria-label="Pages">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Page</Table.ColumnHeader>
                      <Table.ColumnHeader>State</Table.ColumnHeader>
                      <Table.ColumnHeader>
                        <chakra.span srOnly>Actions</chakra.span>
                      </Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {data.documents.map((doc) => (
                      <DocumentRow key={doc.id} doc={doc} kbId={kbId} targetAccountId={targetAccountId} />
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )}
            <AddUrls kbId={kbId} targetAccountId={targetAccountId} />
            <SitemapImport kbId={kbId} documents={data.documents} targetAccountId={targetAccountId} />
          </Stack>
        )}
      </QueryState>
    </KbSection>
  );
}
