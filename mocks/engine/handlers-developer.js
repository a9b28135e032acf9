// The developer area's stateful handlers, keyed by operationId (see handlers.js). Merged into
// `handlers` with every other area's: each operation has exactly one handler (a second throws).
//
// - API tokens: a created token's value is answered once, by the create call; the list answers
//   each token masked (`vida_4001_…e6a3`), and revoking takes the masked or the full value.
// - Domains: the default domain cannot be deleted (400); the lookup answers the branding profile
//   of a domain the caller has added (the contract's example profile, on that domain), the
//   example's own domain and the app's own host (localhost or an IP address: the visiting host in
//   development and the e2e suite), and 404 for any other host (the client then shows "not found").
// - Integrations: data per slug (`integration/{slug}`), seeded with the contract's JobNimbus data.
// - JobNimbus: an API key of the form `jn_…` (10+ characters) is accepted; any other answers
//   `valid: false` with the status JobNimbus would give (401).
// - Apps: the Zendesk app declares the auth parameters an API-key app has (required fields, an
//   enum, an email and a secret), so the console's JSON-Schema form has a real case to fill.
import { clone, notFound, refuse } from './util.js';
import { appRecords } from './handlers-tools.js';
import { calendarIntegrations } from './handlers-numbers.js';

const MASK = '…';

/** `vida_4001_8c1f…e6a3` → `vida_4001_…e6a3` (the console's maskToken, kept equal by a test). */
export function maskToken(token) {
  if (token.includes(MASK)) return token;
  const cut = token.lastIndexOf('_') + 1;
  const prefix = cut > 0 && cut < token.length - 4 ? token.slice(0, cut) : '';
  return token.length <= 8 ? MASK : `${prefix}${MASK}${token.slice(-4)}`;
}

/** The auth parameters the mock gives the Zendesk app (the contract's app list has none for it). */
export const ZENDESK_AUTH = {
  type: 'apiKey',
  parameters: {
    required: ['subdomain', 'email', 'apiToken'],
    properties: {
      subdomain: {
        type: 'string',
        title: 'Zendesk subdomain',
        description: 'The part before .zendesk.com.',
        pattern: '^[a-z0-9][a-z0-9-]{0,62}$',
        maxLength: 63,
      },
      email: { type: 'string', format: 'email', title: 'Agent email', maxLength: 254 },
      apiToken: { type: 'string', format: 'password', title: 'API token', minLength: 8, maxLength: 200 },
      defaultPriority: {
        type: 'string',
        title: 'Default ticket priority',
        enum: ['low', 'normal', 'high', 'urgent'],
        default: 'normal',
      },
      assignToGroup: { type: 'boolean', title: 'Assign new tickets to a group', default: false },
    },
  },
};

function appsWithAuth(ctx) {
  for (const app of ctx.state.apps) {
    if (app.appId === 'zendesk' && !app.dependencies) app.dependencies = { providers: { auth: clone(ZENDESK_AUTH) } };
  }
  return ctx.state.apps;
}

const EXAMPLE_DOMAIN = 'app.bluebirdtelecom.example';
const isOwnHost = (host) => host === 'localhost' || /^[\d.]+$/.test(host) || host.includes(':');

/** Integration data per slug, seeded on first use from the operation's example (JobNimbus). */
function integrations(ctx, example) {
  if (!ctx.state.integrations) {
    const { success: _s, message: _m, ...data } = example?.body ?? {};
    ctx.state.integrations = data.slug ? { [data.slug]: data } : {};
  }
  return ctx.state.integrations;
}

const acceptedJobNimbusKey = (key) => typeof key === 'string' && /^jn_[A-Za-z0-9_]{7,}$/.test(key);

export const developerHandlers = {
  // --- API tokens -----------------------------------------------------------------------
  listApiTokens: (ctx) => ({
    body: {
      success: true,
      message: 'Success',
      tokens: ctx.state.apiTokens.map((t) => ({ ...t, token: maskToken(t.token) })),
    },
  }),
  deleteApiToken(ctx) {
    const given = ctx.body.token;
    const before = ctx.state.apiTokens.length;
    const matching = ctx.state.apiTokens.filter((t) => t.token === given || maskToken(t.token) === given);
    // A masked value that names two tokens names neither.
    if (matching.length !== 1)
      return matching.length ? refuse(ctx, 'Token is ambiguous', [400]) : notFound('Token not found');
    ctx.state.apiTokens = ctx.state.apiTokens.filter((t) => t !== matching[0]);
    return ctx.state.apiTokens.length < before
      ? { body: { success: true, message: 'Token deleted successfully' } }
      : notFound('Token not found');
  },

  // --- domains --------------------------------------------------------------------------
  removeDomain(ctx) {
    const domain = ctx.state.domains.find((d) => d.domain === ctx.body.domain);
    if (!domain) return notFound('Domain not found');
    if (domain.default) return refuse(ctx, 'The default domain cannot be deleted', [400, 422]);
    ctx.state.domains = ctx.state.domains.filter((d) => d !== domain);
    return { body: { success: true, message: 'Domain removed' } };
  },
  lookupDomain(ctx, example) {
    const host = String(ctx.body.domain).toLowerCase();
    const profile = example?.body;
    if (!profile) return undefined;
    if (host === EXAMPLE_DOMAIN || isOwnHost(host)) return undefined;
    if (ctx.state.domains.some((d) => d.domain.toLowerCase() === host)) return { body: { ...profile, domain: host } };
    return notFound('Domain not found');
  },

  // --- apps and integrations -------------------------------------------------------------
  getApp(ctx, example) {
    appsWithAuth(ctx);
    return appRecords.getApp(ctx, example);
  },
  // Google Calendar and Calendly keep their own state (handlers-numbers.js); every other slug is
  // the record kept here.
  getIntegration(ctx, example) {
    const calendar = calendarIntegrations.getIntegration(ctx, example);
    if (calendar) return calendar;
    const data = integrations(ctx, example)[ctx.params.slug];
    return data ? { body: { success: true, ...data } } : notFound('No data for this integration');
  },
  saveIntegration(ctx, example) {
    const calendar = calendarIntegrations.saveIntegration(ctx, example);
    if (calendar) return calendar;
    const all = integrations(ctx, example);
    const slug = ctx.params.slug;
    const data = { slug, ...(all[slug] ?? {}), appData: clone(ctx.body.appData) };
    all[slug] = data;
    return { body: { success: true, message: 'Integration data updated successfully', ...data } };
  },
  fetchJobNimbusSettings(ctx, example) {
    if (!acceptedJobNimbusKey(ctx.body.bearerToken)) return { body: { valid: false, status: 401 } };
    return example ? { body: example.body } : undefined;
  },
  fetchJobNimbusTeam(ctx, example) {
    if (!acceptedJobNimbusKey(ctx.body.bearerToken)) return { body: { valid: false, status: 401 } };
    return example ? { body: example.body } : undefined;
  },
};
