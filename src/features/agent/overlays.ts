// The agent feature's overlays, merged into the app's registry (src/app/overlays/registry.ts).
import { defineOverlay, type OverlayFlagValue } from '@/overlays';
// The manifest loads with the app: its API module is imported only when a prefetch runs.
const api = () => import('./api');

/** A template id (`?renameTemplate=tpl_dental_v3`), or null for a bare flag or anything else. */
export const templateIdValue = (raw: OverlayFlagValue): string | null =>
  typeof raw === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : null;

export const agentOverlays = [
  defineOverlay({ name: 'testAgent', title: 'Test agent', load: () => import('./test-agent-overlay') }),
  defineOverlay({
    name: 'compareChanges',
    title: 'Compare changes',
    load: () => import('./compare-changes-overlay'),
    prefetch: async (queryClient, _value, acting) => {
      const { stagingAgentQueryOptions, liveAgentQueryOptions } = await api();
      return Promise.all([
        queryClient.prefetchQuery(stagingAgentQueryOptions(acting.targetAccountId)),
        queryClient.prefetchQuery(liveAgentQueryOptions(acting.targetAccountId)),
      ]);
    },
  }),
  defineOverlay({ name: 'saveConflict', title: 'Save conflict', load: () => import('./save-conflict-overlay') }),
  defineOverlay({ name: 'debug', title: 'Debug', load: () => import('./debug-overlay') }),
  defineOverlay({
    name: 'agentSettings',
    title: 'Agent settings',
    load: () => import('./agent-settings-overlay'),
    prefetch: async (queryClient, _value, acting) =>
      queryClient.prefetchQuery((await api()).agentFunctionsQueryOptions(acting.targetAccountId)),
  }),
  defineOverlay({ name: 'editAgent', title: 'Edit agent', load: () => import('./edit-agent-overlay') }),
  defineOverlay({ name: 'agentInfo', title: 'Agent info', load: () => import('./agent-info-overlay') }),
  defineOverlay({ name: 'deleteAgent', title: 'Delete agent', load: () => import('./delete-agent-overlay') }),
  defineOverlay({
    name: 'setupAgent',
    title: 'Set up agent',
    load: () => import('./setup-agent-overlay'),
    parseValue: templateIdValue,
    prefetch: async (queryClient, value, acting) => {
      const { templateQueryOptions, templatesQueryOptions } = await api();
      return value
        ? queryClient.prefetchQuery(templateQueryOptions(value, acting.targetAccountId))
        : queryClient.prefetchQuery(templatesQueryOptions(acting.targetAccountId, false));
    },
  }),
  defineOverlay({ name: 'createTemplate', title: 'Create template', load: () => import('./create-template-overlay') }),
  defineOverlay({
    name: 'renameTemplate',
    title: 'Rename template',
    load: () => import('./rename-template-overlay'),
    parseValue: templateIdValue,
    prefetch: async (queryClient, value, acting) =>
      value ? queryClient.prefetchQuery((await api()).templateQueryOptions(value, acting.targetAccountId)) : undefined,
  }),
];
