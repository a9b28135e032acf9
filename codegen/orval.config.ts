// orval reads the bundled contract (split $refs confuse it) and writes react-query hooks,
// one folder per tag, whose requests all go through src/api/mutator.ts.
import { defineConfig } from 'orval';

/** Paged lists: an infinite-query hook beside the plain one, paging by the named parameter. */
const INFINITE_LISTS: Record<string, 'page' | 'offset'> = {
  listConversations: 'page',
  listAgentConversations: 'page',
  listOrganizations: 'page',
  listResellers: 'page',
  listAgentAccounts: 'page',
  searchOrganizations: 'page',
  listLogs: 'page',
  listTasks: 'offset',
};

/** POST calls that only read (lookups, searches, stats): query hooks with generated keys
 * (the body is part of the key) instead of mutation hooks. */
const READING_POSTS = [
  'lookupDomain',
  'getPaymentSlug',
  'searchAccounts',
  'searchAccountsEnhanced',
  'searchPhoneNumbersByPrefix',
  'searchPhoneNumbersByLocality',
  'searchPhoneNumbersByPhrase',
  'queryKnowledgeBase',
  'queryCampaignStats',
  'getLinkStats',
];

const operations = {
  ...Object.fromEntries(
    Object.entries(INFINITE_LISTS).map(([id, param]) => [
      id,
      { query: { useQuery: true, useInfinite: true, useInfiniteQueryParam: param } },
    ]),
  ),
  ...Object.fromEntries(READING_POSTS.map((id) => [id, { query: { useQuery: true, useMutation: false } }])),
};

export default defineConfig({
  vida: {
    input: { target: '../openapi/dist/openapi.json' },
    output: {
      mode: 'tags-split',
      target: '../src/api/generated/hooks',
      schemas: '../src/api/generated/model',
      client: 'react-query',
      clean: true,
      // Every path value is written as encodeURIComponent(String(value)); the transport
      // (src/api/mutator.ts) refuses the dot segments that encoding leaves as they are.
      urlEncodeParameters: true,
      override: {
        mutator: { path: '../src/api/mutator.ts', name: 'apiRequest' },
        // Suspense options beside the plain ones: route loaders ensure them and pages read them with
        // useSuspenseQuery (the same query key as the plain hook, so one cache entry serves both).
        query: { useQuery: true, useSuspenseQuery: true, signal: true },
        operations,
      },
    },
  },
});
