// The tasks area's stateful handlers, keyed by operationId (see handlers.js). Merged into
// `handlers` with every other area's: each operation has exactly one handler (a second throws).
//
// Tasks: create refuses a call or text without a usable target (and a text without its message);
// a CSV upload queues one task per valid row and names the rest; limits round-trip and a reset is
// a save of the defaults. Knowledge bases: a sitemap lists the site's pages (those already in the
// base left out), added documents are indexed on the next read, and a query answers from the
// base's indexed documents.
import { multipartPart, nextId, refuse, seconds } from './util.js';

const TASK_TYPES = new Set(['call', 'text']);
const CSV_COLUMNS = new Set([
  'type',
  'target',
  'context',
  'taskContext',
  'greeting',
  'waitToGreet',
  'accountId',
  'scheduledFor',
  'message',
  'externalTaskId',
]);

/** Why a target is not a phone number (10 to 15 digits), or null. */
function targetProblem(target) {
  const value = String(target ?? '').trim();
  if (!value) return 'target is required for call and text tasks';
  if (!/^\+?[\d\s().-]+$/.test(value)) return `target ${value.slice(0, 40)} is not a phone number`;
  const digits = value.replace(/\D/g, '').length;
  return digits < 10 || digits > 15 ? `target ${value.slice(0, 40)} is not a phone number` : null;
}

const e164 = (target) => {
  const digits = String(target).replace(/\D/g, '');
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
};

/** Why a task cannot be queued, or null. */
function taskProblem(task) {
  if (!TASK_TYPES.has(task.type)) return 'type must be call or text';
  const t = targetProblem(task.target);
  if (t) return t;
  if (task.type === 'text' && !String(task.message ?? '').trim()) return 'message is required for text tasks';
  return null;
}

// --- CSV (RFC 4180: quoted fields, doubled quotes, CRLF or LF) ---------------------------------

/** The rows of a CSV text, each an array of fields. */
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

/** The `csv` part of a multipart/form-data body (text), or undefined. */
export function multipartField(raw, contentType, name) {
  const value = multipartPart(raw, contentType, name)?.value;
  if (value === undefined) return undefined;
  // The Node server reads the bytes as Latin-1 and the file is UTF-8; text that already has a
  // character past Latin-1 was decoded as UTF-8 on the way (MSW, the browser demo).
  if ([...value].some((ch) => ch.charCodeAt(0) > 0xff)) return value;
  try {
    return new TextDecoder('utf-8').decode(Uint8Array.from(value, (ch) => ch.charCodeAt(0) & 0xff));
  } catch {
    return value;
  }
}

/** Queues one task per valid row of a CSV text; the rest are named by row (1 = first after the header). */
export function queueCsv(ctx, text, dryRun = false) {
  const rows = parseCsv(text.replace(/^\uFEFF/, ''));
  const header = (rows.shift() ?? []).map((h) => h.trim());
  if (!header.includes('type') || !header.includes('target')) return null;
  const now = seconds(ctx.now());
  const errors = [];
  const queued = [];
  rows.forEach((fields, i) => {
    const row = {};
    header.forEach((h, j) => {
      if (CSV_COLUMNS.has(h) && fields[j] !== undefined && fields[j].trim() !== '') row[h] = fields[j].trim();
    });
    const task = { ...row, type: String(row.type ?? '').toLowerCase() };
    const problem = fields.length !== header.length ? 'has the wrong number of fields' : taskProblem(task);
    if (problem) {
      errors.push({ row: i + 1, message: problem });
      return;
    }
    const out = {
      id: '',
      type: task.type,
      state: 'pending',
      target: e164(task.target),
      createdAt: now,
      updatedAt: now,
    };
    const context = row.context ?? row.taskContext;
    if (context) out.context = context;
    for (const k of ['greeting', 'message', 'externalTaskId']) if (row[k]) out[k] = row[k];
    if (row.waitToGreet) out.waitToGreet = /^(true|1|yes)$/i.test(row.waitToGreet);
    out.accountId = /^\d+$/.test(row.accountId ?? '') ? Number(row.accountId) : ctx.state.account.id;
    if (/^\d{9,10}$/.test(row.scheduledFor ?? '')) out.scheduledFor = Number(row.scheduledFor);
    else if (row.scheduledFor && !Number.isNaN(Date.parse(row.scheduledFor)))
      out.scheduledFor = seconds(Date.parse(row.scheduledFor));
    queued.push(out);
  });
  if (!dryRun) {
    for (const t of queued) t.id = nextId(ctx, 'task_');
    ctx.state.tasks.unshift(...queued.reverse());
  }
  return { inserted: dryRun ? 0 : queued.length, errors };
}

// --- knowledge bases ---------------------------------------------------------------------------

/** Documents added or refreshed are indexed by the next read (a failed page stays failed). */
function indexPending(docs, now) {
  for (const d of docs ?? []) {
    if (d.status === 'pending' && now - (d.updatedAt ?? 0) >= 0) {
      d.status = /fail|broken|404/i.test(d.url) ? 'failed' : 'indexed';
      d.title ??= titleOf(d.url);
    }
  }
}

function titleOf(url) {
  try {
    const u = new URL(url);
    const last = u.pathname.split('/').filter(Boolean).pop();
    const page = last ? last.replace(/[-_]+/g, ' ').replace(/\.\w+$/, '') : 'Home';
    return `${page.charAt(0).toUpperCase()}${page.slice(1)} | ${u.hostname.replace(/^www\./, '')}`;
  } catch {
    return url;
  }
}

/** The pages a site's sitemap lists: a fixed set of paths under the site's origin. */
const SITEMAP_PATHS = [
  '/',
  '/about',
  '/services/cleanings',
  '/services/invisalign',
  '/services/whitening',
  '/insurance',
  '/new-patients',
  '/contact',
];

const words = (s) =>
  String(s ?? '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2);

export const tasksHandlers = {
  createTask(ctx) {
    const problem = taskProblem(ctx.body);
    if (problem) return refuse(ctx, problem, [422, 400]);
    const now = seconds(ctx.now());
    const task = {
      id: nextId(ctx, 'task_'),
      state: 'pending',
      accountId: ctx.state.account.id,
      ...ctx.body,
      target: e164(ctx.body.target),
      createdAt: now,
      updatedAt: now,
    };
    ctx.state.tasks.unshift(task);
    return { status: 201, body: { success: true, message: 'Task created successfully', task } };
  },

  uploadTasksCsv(ctx) {
    // The engine hands the raw body of a non-JSON request to handlers as `rawBody` (with its
    // `contentType`); without it the contract's example answers.
    const raw = ctx.rawBody;
    if (raw === undefined) return undefined;
    const text = multipartField(raw, ctx.contentType, 'csv');
    if (text === undefined) return refuse(ctx, 'The upload has no csv file', [400, 422]);
    const dryRun = /^true$/i.test(multipartField(raw, ctx.contentType, 'dryRun') ?? '');
    const result = queueCsv(ctx, text, dryRun);
    if (!result) return refuse(ctx, 'The CSV file needs a header row with type and target columns', [422, 400]);
    const { inserted, errors } = result;
    return {
      body: {
        success: true,
        message: dryRun ? 'File checked' : `${inserted} tasks queued`,
        inserted,
        errors: errors.slice(0, 1000),
      },
    };
  },

  getKnowledgeBase(ctx) {
    const kb = ctx.state.knowledgeBases.find((k) => k.id === ctx.params.kbId);
    if (!kb) return { status: 404, body: { success: false, message: 'Knowledge base not found' } };
    const docs = ctx.state.kbDocuments[kb.id] ?? [];
    indexPending(docs, ctx.now());
    return { body: { success: true, kb: { ...kb, documents: docs } } };
  },
  listKnowledgeBaseDocuments(ctx) {
    const docs = ctx.state.kbDocuments[ctx.params.kbId];
    if (!docs) return { status: 404, body: { success: false, message: 'Knowledge base not found' } };
    indexPending(docs, ctx.now());
    return { body: { success: true, documents: docs } };
  },
  addKnowledgeBaseDocuments(ctx) {
    const docs = ctx.state.kbDocuments[ctx.params.kbId];
    if (!docs) return { status: 404, body: { success: false, message: 'Knowledge base not found' } };
    const have = new Set(docs.map((d) => d.url));
    const added = [];
    for (const url of ctx.body.urls) {
      if (have.has(url)) continue;
      have.add(url);
      added.push({ id: nextId(ctx, 'doc_'), url, status: 'pending', updatedAt: ctx.now() });
    }
    docs.push(...added);
    return { body: { success: true, documents: added } };
  },
  getSitemapLinks(ctx) {
    let origin;
    try {
      origin = new URL(ctx.body.url).origin;
    } catch {
      return refuse(ctx, 'url is not a web address', [400, 422]);
    }
    if (/unreachable|nositemap/i.test(origin))
      return { status: 404, body: { success: false, message: 'No sitemap found' } };
    const have = new Set((ctx.state.kbDocuments[ctx.body.knowledgeBaseId] ?? []).map((d) => d.url));
    const links = SITEMAP_PATHS.map((p) => `${origin}${p}`).filter((l) => !have.has(l));
    return { body: { success: true, links } };
  },
  queryKnowledgeBase(ctx) {
    const docs = ctx.state.kbDocuments[ctx.params.kbId];
    if (!docs) return { status: 404, body: { success: false, message: 'Knowledge base not found' } };
    indexPending(docs, ctx.now());
    const query = String(ctx.body.query).trim();
    const processed = ctx.body.processQuery === false ? query : words(query).join(' ');
    const terms = new Set(words(query));
    const results = docs
      .filter((d) => d.status === 'indexed')
      .map((d) => {
        const text = `${d.title ?? ''} ${d.url}`;
        const hits = words(text).filter((w) => terms.has(w)).length;
        return { d, score: terms.size ? Math.min(1, hits / terms.size) : 0 };
      })
      .filter((r) => r.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, 5)
      .map(({ d, score }) => ({
        documentId: d.id,
        url: d.url,
        content: `${d.title ?? titleOf(d.url)}: what this page says about ${processed || query}.`,
        score: Math.round(score * 100) / 100,
      }));
    return { body: { success: true, response: { query: processed || query, results } } };
  },
};
