// The agent feature's overlays, merged into the app's registry (architecture issue 9).
import { defineOverlay } from './overlay-kit';
import { agentFunctionsQueryOptions, liveAgentQueryOptions, stagingAgentQueryOptions } from './api';

/** A bare flag (`?testAgent`) carries no value. */
const noValue = (raw: string | true) => (raw === true || raw === 'true' ? null : raw);
/** A template id, e.g. `?renameTemplate=tpl_dental_v3`. */
const templateIdValue = (raw: string | true) =>
  typeof raw === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : undefined;

export const agentOverlays = [
  defineOverlay({
    name: 'testAgent',
    load: () => import('./test-agent-overlay'),
    parseValue: noValue,
  }),
  defineOverlay({
    name: 'compareChanges',
    load: () => import('./compare-changes-overlay'),
    parseValue: noValue,
    prefetch: (queryClient, _value, acting) =>
      Promise.all([
        queryClient.prefetchQuery(stagingAgentQueryOptions(acting.targetAccountId)),
        queryClient.prefetchQuery(liveAgentQueryOptions(acting.targetAccountId)),
      ]),
  }),
  defineOverlay({
    name: 'saveConflict',
    load: () => import('./save-conflict-overlay'),
    parseValue: noValue,
  }),
  defineOverlay({
    name: 'debug',
    load: () => import('./debug-overlay'),
    parseValue: noValue,
  }),
  defineOverlay({
    name: 'agentSettings',
    load: () => import('./agent-settings-overlay'),
    parseValue: noValue,
    prefetch: (queryClient, _value, acting) =>
      queryClient.prefetchQuery(agentFunctionsQueryOptions(acting.targetAccountId)),
  }),
  defineOverlay({
    name: 'editAgent',
    load: () => import('./edit-agent-overlay'),
    parseValue: noValue,
  }),
  defineOverlay({
    name: 'agentInfo',
    load: () => import('./agent-info-overlay'),
    parseValue: noValue,
  }),
  defineOverlay({
    name: 'deleteAgent',
    load: () => import('./delete-agent-overlay'),
    parseValue: noValue,
  }),
  defineOverlay({
    name: 'setupAgent',
    load: () => import('./setup-agent-overlay'),
    parseValue: (raw) => (raw === true || raw === 'true' ? null : templateIdValue(raw)),
  }),
  defineOverlay({
    name: 'createTemplate',
    load: () => import('./create-template-overlay'),
    parseValue: noValue,
  }),
  defineOverlay({
    name: 'renameTemplate',
    load: () => import('./rename-template-overlay'),
    parseValue: templateIdValue,
  }),
];

export const AGENT_OVERLAY_NAMES = agentOverlays.map((o) => o.name);
