// The knowledge area's calls: query factories on orval's generated options and mutations with
// their cache updates. The ONLY module of the area that imports generated hooks.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addKnowledgeBaseDocuments,
  createKnowledgeBase,
  deleteKnowledgeBase,
  deleteKnowledgeBaseDocument,
  getListKnowledgeBaseDocumentsQueryKey,
  getListKnowledgeBaseDocumentsQueryOptions,
  getListKnowledgeBasesQueryKey,
  getListKnowledgeBasesSuspenseQueryOptions,
  getSitemapLinks,
  queryKnowledgeBase,
  refreshKnowledgeBaseDocument,
} from '@/api/generated/hooks/knowledge-base/knowledge-base';
import type {
  KnowledgeBaseDocument,
  KnowledgeBaseDocumentList,
  ListKnowledgeBasesResponse,
} from '@/api/generated/model';
import { withTarget } from '@/lib/accounts';

/** The account's knowledge bases: the page's data (loader + useSuspenseQuery). */
export const knowledgeBasesQueryOptions = (targetAccountId: number | undefined) =>
  getListKnowledgeBasesSuspenseQueryOptions(withTarget({}, targetAccountId), { query: { staleTime: 30_000 } });

/** A base's documents with their states; refetched every few seconds while one is being indexed. */
export const kbDocumentsQueryOptions = (kbId: string, targetAccountId: number | undefined) =>
  getListKnowledgeBaseDocumentsQueryOptions(kbId, withTarget({}, targetAccountId), {
    query: {
      staleTime: 10_000,
      refetchInterval: (query) => (query.state.data?.documents.some((d) => d.status === 'pending') ? 3_000 : false),
    },
  });

function useKbCache(targetAccountId: number | undefined) {
  const queryClient = useQueryClient();
  const basesKey = getListKnowledgeBasesQueryKey(withTarget({}, targetAccountId));
  const docsKey = (kbId: string) => getListKnowledgeBaseDocumentsQueryKey(kbId, withTarget({}, targetAccountId));
  return {
    setBases: (update: (old: ListKnowledgeBasesResponse) => ListKnowledgeBasesResponse) =>
      queryClient.setQueryData<ListKnowledgeBasesResponse>(basesKey, (old) => (old ? update(old) : old)),
    setDocuments: (kbId: string, update: (docs: KnowledgeBaseDocument[]) => KnowledgeBaseDocument[]) =>
      queryClient.setQueryData<KnowledgeBaseDocumentList>(docsKey(kbId), (old) =>
        old ? { ...old, documents: update(old.documents) } : old,
      ),
    refreshBases: () => queryClient.invalidateQueries({ queryKey: basesKey }),
    refreshDocuments: (kbId: string) => queryClient.invalidateQueries({ queryKey: docsKey(kbId) }),
    dropDocuments: (kbId: string) => queryClient.removeQueries({ queryKey: docsKey(kbId) }),
  };
}

export function useCreateKnowledgeBase(targetAccountId: number | undefined) {
  const cache = useKbCache(targetAccountId);
  return useMutation({
    mutationFn: (title: string) => createKnowledgeBase({ title }, withTarget({}, targetAccountId)),
    onSuccess: async (answer) => {
      const { documents: _documents, ...kb } = answer.kb;
      cache.setBases((old) => ({ ...old, items: [...old.items.filter((k) => k.id !== kb.id), kb] }));
      await cache.refreshBases();
    },
  });
}

export function useDeleteKnowledgeBase(targetAccountId: number | undefined) {
  const cache = useKbCache(targetAccountId);
  return useMutation({
    mutationFn: (kbId: string) => deleteKnowledgeBase(kbId, withTarget({}, targetAccountId)),
    onSuccess: async (_answer, kbId) => {
      cache.setBases((old) => ({ ...old, items: old.items.filter((k) => k.id !== kbId) }));
      cache.dropDocuments(kbId);
      await cache.refreshBases();
    },
  });
}

export function useAddDocuments(kbId: string, targetAccountId: number | undefined) {
  const cache = useKbCache(targetAccountId);
  return useMutation({
    mutationFn: (urls: string[]) => addKnowledgeBaseDocuments(kbId, { urls }, withTarget({}, targetAccountId)),
    onSuccess: async (answer) => {
      cache.setDocuments(kbId, (docs) => [
        ...docs,
        ...answer.documents.filter((d) => !docs.some((x) => x.id === d.id)),
      ]);
      await cache.refreshDocuments(kbId);
    },
  });
}

export function useRefreshDocument(kbId: string, targetAccountId: number | undefined) {
  const cache = useKbCache(targetAccountId);
  return useMutation({
    mutationFn: (documentId: string) => refreshKnowledgeBaseDocument(kbId, documentId, withTarget({}, targetAccountId)),
    onSuccess: async (answer, documentId) => {
      cache.setDocuments(kbId, (docs) =>
        docs.map((d) =>
          d.id === documentId ? { ...d, ...(answer.document ?? {}), status: answer.document?.status ?? 'pending' } : d,
        ),
      );
      await cache.refreshDocuments(kbId);
    },
  });
}

export function useDeleteDocument(kbId: string, targetAccountId: number | undefined) {
  const cache = useKbCache(targetAccountId);
  return useMutation({
    mutationFn: (documentId: string) => deleteKnowledgeBaseDocument(kbId, documentId, withTarget({}, targetAccountId)),
    onSuccess: async (_answer, documentId) => {
      cache.setDocuments(kbId, (docs) => docs.filter((d) => d.id !== documentId));
      await cache.refreshDocuments(kbId);
    },
  });
}

/** A site's sitemap links (pages already in the base left out). */
export function useSitemapLinks(kbId: string, targetAccountId: number | undefined) {
  return useMutation({
    mutationFn: (url: string) => getSitemapLinks({ url, knowledgeBaseId: kbId }, withTarget({}, targetAccountId)),
  });
}

/** Asks the base a question (processQuery defaults to true). */
export function useQueryKnowledgeBase(kbId: string, targetAccountId: number | undefined) {
  return useMutation({
    mutationFn: ({ query, processQuery = true }: { query: string; processQuery?: boolean }) =>
      queryKnowledgeBase(kbId, { query, processQuery }, withTarget({}, targetAccountId)),
  });
}
