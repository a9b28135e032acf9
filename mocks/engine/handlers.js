// The stateful handlers: plain functions of (context) → answer, keyed by operationId. An
// operation without a handler answers its contract example. A handler answers
// `{ status?, body }` (status defaults to the operation's first 2xx) or `undefined` to fall back
// to the example. `ctx.state` is the caller's own state (per token); mutate it in place.

import { clone, MAX_LIST_ITEMS, merge, mergeHandlers, nextId, notFound, refuseWhenFull, seconds } from './util.js';
import { accountHandlers } from './handlers-accounts.js';
import { walletHandlers } from './handlers-wallet.js';
import { toolHandlers } from './handlers-tools.js';
import { billingHandlers } from './handlers-billing.js';
import { teamHandlers } from './handlers-team.js';
import { numbersHandlers } from './handlers-numbers.js';
import { tasksHandlers } from './handlers-tasks.js';
import { developerHandlers } from './handlers-developer.js';
import { inboxHandlers } from './handlers-inbox.js';

const text = (v) => (v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** Parses a JSON query parameter; malformed JSON is treated as absent. */
function jsonParam(raw) {
  if (typeof raw !== 'string' || raw === '') return undefined;
  try {
    const v = JSON.parse(raw);
    return v && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

/** The general handlers: the operations no area's own file (handlers-*.js) answers. */
const generalHandlers = {
  // --- sessions ---------------------------------------------------------------------------
  allocateTempUserSession(ctx) {
    // Every visitor gets its own token, so two sessions (or two parallel tests) never share state.
    return { body: { id: 90000 + Math.floor(ctx.random() * 9999), token: `tmp_${ctx.randomHex(16)}` } };
  },

  // --- account ----------------------------------------------------------------------------
  // getAccount and updateAccount: handlers-accounts.js; updateAccountSettings: handlers-numbers.js

  // --- contacts ---------------------------------------------------------------------------
  listContacts(ctx) {
    const q = (ctx.query.q ?? '').trim().toLowerCase();
    const contacts = q
      ? ctx.state.contacts.filter((c) => Object.values(c.contact ?? {}).some((v) => text(v).toLowerCase().includes(q)))
      : ctx.state.contacts;
    // The contract has no pages for contacts: the list is at most its 1,000 maxItems, `total` counts all.
    return { body: { success: true, total: contacts.length, contacts: contacts.slice(0, MAX_LIST_ITEMS) } };
  },
  getContact(ctx) {
    const contact = ctx.state.contacts.find((c) => c.id === ctx.params.id);
    return contact ? { body: { success: true, contact } } : notFound('Contact not found');
  },
  saveContact(ctx) {
    const { id, data } = ctx.body;
    const now = ctx.now();
    if (id !== undefined) {
      const i = ctx.state.contacts.findIndex((c) => c.id === id);
      if (i < 0) return notFound('Contact not found');
      const contact = {
        ...ctx.state.contacts[i],
        contact: { ...ctx.state.contacts[i].contact, ...data },
        updatedAt: now,
      };
      ctx.state.contacts[i] = contact;
      return { body: { success: true, message: 'Contact updated', contact } };
    }
    const contact = { id: nextId(ctx, 'ct_'), contact: { ...data }, createdAt: now, updatedAt: now };
    ctx.state.contacts.push(contact);
    return { body: { success: true, message: 'Contact created', contact } };
  },
  deleteContact(ctx) {
    const before = ctx.state.contacts.length;
    ctx.state.contacts = ctx.state.contacts.filter((c) => c.id !== ctx.body.id);
    return ctx.state.contacts.length < before
      ? { body: { success: true, message: 'Contact deleted' } }
      : notFound('Contact not found');
  },

  // --- tasks ------------------------------------------------------------------------------
  listTasks(ctx) {
    const { query } = ctx;
    const filters = jsonParam(query.filters) ?? {};
    let tasks = ctx.state.tasks.filter((t) =>
      Object.entries(filters).every(([k, v]) => v === undefined || v === null || text(t[k]) === text(v)),
    );
    if (query.state) tasks = tasks.filter((t) => t.state === query.state);
    if (query.since) tasks = tasks.filter((t) => (t.updatedAt ?? 0) >= Number(query.since));
    if (query.until) tasks = tasks.filter((t) => (t.updatedAt ?? 0) <= Number(query.until));
    const sort = query.sort ?? 'createdAt';
    const dir = query.order === 'asc' ? 1 : -1;
    tasks = [...tasks].sort((a, b) => dir * ((a[sort] ?? 0) - (b[sort] ?? 0)));
    const offset = Number(query.offset ?? 0);
    const limit = Number(query.limit ?? 10);
    return { body: { success: true, total: tasks.length, tasks: tasks.slice(offset, offset + limit) } };
  },
  getTask(ctx) {
    const task = ctx.state.tasks.find((t) => t.id === ctx.params.taskId);
    return task ? { body: { success: true, task } } : notFound('Task not found');
  },
  updateTask(ctx) {
    const i = ctx.state.tasks.findIndex((t) => t.id === ctx.params.taskId);
    if (i < 0) return notFound('Task not found');
    const task = { ...ctx.state.tasks[i], ...ctx.body, updatedAt: seconds(ctx.now()) };
    ctx.state.tasks[i] = task;
    return { body: { success: true, message: 'Task updated successfully', task } };
  },
  deleteTask(ctx) {
    const before = ctx.state.tasks.length;
    ctx.state.tasks = ctx.state.tasks.filter((t) => t.id !== ctx.params.taskId);
    return ctx.state.tasks.length < before
      ? { body: { success: true, message: 'Task deleted successfully' } }
      : notFound('Task not found');
  },
  getTaskStats(ctx) {
    const byState = { pending: 0, running: 0, finished: 0, errored: 0, canceled: 0 };
    for (const t of ctx.state.tasks) byState[t.state] = (byState[t.state] ?? 0) + 1;
    return { body: { success: true, stats: { total: ctx.state.tasks.length, byState } } };
  },
  getTaskLimits: (ctx) => ({ body: { success: true, limits: ctx.state.taskLimits } }),
  updateTaskLimits(ctx) {
    ctx.state.taskLimits = merge(ctx.state.taskLimits, ctx.body);
    return { body: { success: true, limits: ctx.state.taskLimits } };
  },

  // --- webhooks ---------------------------------------------------------------------------
  // Both forms the contract allows: the bare array, or (`Prefer: example=envelope`) the envelope.
  listWebhooks: (ctx, example) => ({
    body: Array.isArray(example?.body ?? [])
      ? ctx.state.webhooks
      : { success: true, message: 'Webhooks fetched successfully', webhooks: ctx.state.webhooks },
  }),
  createWebhook(ctx) {
    const { url, label, type } = ctx.body;
    const replaces = ctx.state.webhooks.some((w) => w.url === url && w.type === type);
    const full = replaces ? undefined : refuseWhenFull(ctx, ctx.state.webhooks.length, 100, 'webhooks');
    if (full) return full;
    const webhook = { url, label, type, userId: ctx.state.account.id, timestamp: seconds(ctx.now()) };
    ctx.state.webhooks = [...ctx.state.webhooks.filter((w) => !(w.url === url && w.type === type)), webhook];
    return { body: { success: true, message: 'Webhook created successfully', webhooks: ctx.state.webhooks } };
  },
  deleteWebhook(ctx) {
    const before = ctx.state.webhooks.length;
    ctx.state.webhooks = ctx.state.webhooks.filter((w) => w.url !== ctx.body.url);
    return ctx.state.webhooks.length < before
      ? { body: { success: true, message: 'Webhook deleted successfully' } }
      : notFound('Webhook not found');
  },

  // --- API tokens -------------------------------------------------------------------------
  // listApiTokens and deleteApiToken: handlers-developer.js (tokens answered masked)
  createApiToken(ctx) {
    const full = refuseWhenFull(ctx, ctx.state.apiTokens.length, 100, 'API tokens');
    if (full) return full;
    const token = {
      token: `vida_${ctx.state.account.id}_${ctx.randomHex(16)}`,
      description: ctx.body.description,
      type: ctx.body.type,
      timestamp: String(seconds(ctx.now())),
      userId: ctx.state.account.id,
    };
    ctx.state.apiTokens.push(token);
    return { body: { success: true, message: 'Token created successfully', token } };
  },

  // --- knowledge bases --------------------------------------------------------------------
  listKnowledgeBases: (ctx) => ({ body: { success: true, items: ctx.state.knowledgeBases } }),
  createKnowledgeBase(ctx) {
    const kb = { id: nextId(ctx, 'kb_'), title: ctx.body.title, createdAt: ctx.now() };
    ctx.state.knowledgeBases.push(kb);
    ctx.state.kbDocuments[kb.id] = [];
    return { body: { success: true, kb: { ...kb, documents: [] } } };
  },
  deleteKnowledgeBase(ctx) {
    const before = ctx.state.knowledgeBases.length;
    ctx.state.knowledgeBases = ctx.state.knowledgeBases.filter((k) => k.id !== ctx.params.kbId);
    if (ctx.state.knowledgeBases.length === before) return notFound('Knowledge base not found');
    delete ctx.state.kbDocuments[ctx.params.kbId];
    return { body: { success: true, message: 'Knowledge base deleted' } };
  },
  refreshKnowledgeBaseDocument(ctx) {
    const doc = ctx.state.kbDocuments[ctx.params.kbId]?.find((d) => d.id === ctx.params.documentId);
    if (!doc) return notFound('Document not found');
    Object.assign(doc, { status: 'pending', updatedAt: ctx.now() });
    return { body: { success: true, document: doc } };
  },
  deleteKnowledgeBaseDocument(ctx) {
    const docs = ctx.state.kbDocuments[ctx.params.kbId];
    const i = docs?.findIndex((d) => d.id === ctx.params.documentId) ?? -1;
    if (i < 0) return notFound('Document not found');
    docs.splice(i, 1);
    return { body: { success: true, message: 'Document deleted' } };
  },

  // --- the agent: staging and live, publish and revert, versions ---------------------------
  getStagingAgent: (ctx) => ({ body: { success: true, ...ctx.state.agent.staging } }),
  getDefaultAgent: (ctx) => ({ body: { success: true, ...ctx.state.agent.live } }),
  listCampaigns: (ctx) => ({ body: { success: true, campaigns: [ctx.state.agent.live] } }),
  saveCampaign(ctx) {
    const { agent } = ctx.state;
    agent.staging = { ...agent.staging, ...ctx.body.campaign, published: false };
    return { body: { success: true, message: 'Staging campaign saved', campaignId: agent.staging.campaignId } };
  },
  publishAgent(ctx) {
    const { agent } = ctx.state;
    // The real product keeps the replaced live configuration as an automatic version.
    const at = ctx.now();
    const list = versionsOf(ctx, String(agent.live.campaignId ?? 'default'));
    list.unshift({ versionId: at, title: `Auto-${at}`, source: 'default', snapshot: clone(agent.live) });
    agent.live = { ...clone(agent.staging), published: true };
    agent.staging = { ...agent.staging, published: true };
    return { body: { success: true, message: `Agent ${agent.live.campaignId ?? ''} published`.replace('  ', ' ') } };
  },
  revertAgent(ctx) {
    const { agent } = ctx.state;
    agent.staging = clone(agent.live);
    return { body: { success: true, message: `Agent ${agent.live.campaignId ?? ''} reverted`.replace('  ', ' ') } };
  },
  listAgentVersions(ctx) {
    const include = ['true', '1'].includes(String(ctx.query.includeData));
    const versions = versionsOf(ctx, ctx.params.agentId).map(({ snapshot, ...v }) =>
      include ? { ...v, snapshot } : v,
    );
    return { body: { success: true, versions } };
  },
  createAgentVersion(ctx) {
    const source = ctx.body.source ?? 'staging';
    const versionId = ctx.now();
    const snapshot = clone(source === 'default' ? ctx.state.agent.live : ctx.state.agent.staging);
    versionsOf(ctx, ctx.params.agentId).unshift({ versionId, title: ctx.body.title, source, snapshot });
    return { body: { success: true, createdVersion: { title: ctx.body.title, versionId } } };
  },
  replaceAgentVersion(ctx) {
    const version = findVersion(ctx);
    if (!version) return notFound('Version not found');
    version.snapshot = clone(ctx.body.snapshot);
    return { body: { success: true, versionId: version.versionId } };
  },
  restoreAgentVersion(ctx) {
    const version = findVersion(ctx);
    if (!version) return notFound('Version not found');
    const target = ctx.body?.target ?? 'staging';
    const restored = { ...clone(version.snapshot ?? {}), published: target === 'default' };
    if (target === 'default') ctx.state.agent.live = restored;
    else ctx.state.agent.staging = restored;
    return { body: { success: true, restored } };
  },
  renameAgentVersion(ctx) {
    const version = findVersion(ctx);
    if (!version) return notFound('Version not found');
    version.title = ctx.body.title;
    return { body: { success: true, versionId: version.versionId, newTitle: version.title } };
  },

  // --- conversations and their flags ------------------------------------------------------
  getConversationAiAgentEnabled(ctx) {
    const value = ctx.state.aiAgentEnabled[ctx.params.roomId];
    return value === undefined ? undefined : { body: { success: true, aiAgentEnabled: value } };
  },
  toggleConversationAiAgent(ctx) {
    const current = ctx.state.aiAgentEnabled[ctx.params.roomId] ?? true;
    const next = typeof ctx.body?.aiAgentEnabled === 'boolean' ? ctx.body.aiAgentEnabled : !current;
    ctx.state.aiAgentEnabled[ctx.params.roomId] = next;
    return { body: { success: true, aiAgentEnabled: next } };
  },
  // listConversations and getConversation: handlers-inbox.js (read state and the AI flag applied)
  getBlockStatus: (ctx) => ({ body: { success: true, blocked: ctx.state.blocked[ctx.params.id] === true } }),
  updateBlockStatus(ctx) {
    ctx.state.blocked[ctx.body.id] = ctx.body.block;
    return { body: { success: true, blocked: ctx.body.block } };
  },
  closeConversation(ctx) {
    ctx.state.archivedRooms[ctx.body.room] = true;
    return { body: { success: true, message: 'Conversation closed' } };
  },
  unarchiveConversation(ctx) {
    delete ctx.state.archivedRooms[ctx.body.room];
    return { body: { success: true, message: 'Conversation unarchived' } };
  },
  rateConversation(ctx) {
    ctx.state.ratings.push({ ...ctx.body, timestamp: seconds(ctx.now()) });
    return { body: { success: true, message: 'Thanks for the rating' } };
  },
  addReaction(ctx) {
    const reaction = {
      reaction: ctx.body.reaction,
      username: ctx.state.account.username,
      messageId: ctx.body.messageId,
      timestamp: seconds(ctx.now()),
    };
    ctx.state.reactions = ctx.state.reactions.filter(
      (r) => !(r.messageId === reaction.messageId && r.reaction === reaction.reaction),
    );
    ctx.state.reactions.push(reaction);
    return { body: { success: true, reaction } };
  },
  removeReaction(ctx) {
    ctx.state.reactions = ctx.state.reactions.filter(
      (r) => !(r.messageId === ctx.body.messageId && r.reaction === ctx.body.reaction),
    );
    return { body: { success: true } };
  },

  // --- schedule, SIP, domains -------------------------------------------------------------
  getSchedule: (ctx) => ({ body: { success: true, schedule: ctx.state.schedule } }),
  // saveSchedule: handlers-numbers.js
  getSipRegistration(ctx) {
    return ctx.state.sipRegistration
      ? { body: { success: true, registration: ctx.state.sipRegistration } }
      : notFound('No SIP registration');
  },
  saveSipRegistration(ctx) {
    // The password is write-only: it is stored but never answered. An update changes only the
    // fields given (the real product takes partial updates); creating one needs the three below.
    const { password: _password, ...given } = ctx.body;
    const created = !ctx.state.sipRegistration;
    const missing = ['aor', 'username', 'password'].filter((k) => created && !ctx.body[k]);
    if (missing.length) return { status: 400, body: { success: false, message: `Missing ${missing.join(', ')}` } };
    ctx.state.sipRegistration = { ...(ctx.state.sipRegistration ?? {}), ...given };
    return created
      ? { status: 201, body: { success: true, message: 'Registration created successfully' } }
      : { status: 200, body: { success: true, message: 'Registration updated successfully' } };
  },
  deleteSipRegistration(ctx) {
    if (!ctx.state.sipRegistration) return notFound('No SIP registration');
    ctx.state.sipRegistration = null;
    return { body: { success: true, message: 'Registration deleted successfully' } };
  },
  listDomains: (ctx) => ({ body: { success: true, domains: ctx.state.domains } }),
  addDomain(ctx) {
    const existing = ctx.state.domains.find((d) => d.domain === ctx.body.domain);
    const full = existing ? undefined : refuseWhenFull(ctx, ctx.state.domains.length, 100, 'domains');
    if (full) return full;
    const domain = existing ?? {
      domain: ctx.body.domain,
      default: false,
      verified: false,
      createdAt: seconds(ctx.now()),
    };
    if (!existing) ctx.state.domains.push(domain);
    return { body: { success: true, message: 'Domain added', domain } };
  },
  // removeDomain: handlers-developer.js
  setDefaultDomain(ctx) {
    if (!ctx.state.domains.some((d) => d.domain === ctx.body.domain)) return notFound('Domain not found');
    ctx.state.domains = ctx.state.domains.map((d) => ({ ...d, default: d.domain === ctx.body.domain }));
    return { body: { success: true, message: 'Default domain updated' } };
  },
};

/** Every handler, keyed by operationId: one handler per operation (a name two files define
 * throws at start-up, naming both). */
export const handlers = mergeHandlers({
  'handlers-accounts.js': accountHandlers,
  'handlers-wallet.js': walletHandlers,
  'handlers-tools.js': toolHandlers,
  'handlers.js': generalHandlers,
  'handlers-billing.js': billingHandlers,
  'handlers-team.js': teamHandlers,
  'handlers-numbers.js': numbersHandlers,
  'handlers-tasks.js': tasksHandlers,
  'handlers-developer.js': developerHandlers,
  'handlers-inbox.js': inboxHandlers,
});

function versionsOf(ctx, agentId) {
  const all = ctx.state.versions;
  // Every agent of the account starts with the seeded versions of the contract's example agent.
  if (!all[agentId]) all[agentId] = clone(Object.values(all)[0] ?? []);
  return all[agentId];
}

function findVersion(ctx) {
  return versionsOf(ctx, ctx.params.agentId).find((v) => String(v.versionId) === String(ctx.params.versionId));
}
