// Apps (the catalogue, installed or not, with their settings), agent templates, and the SIP
// whitelist and outbound routes.
import { clone, nextId, notFound, refuse, refuseWhenFull, seconds } from './util.js';

/** The template fields an agent takes over when it is made from a template. */
const AGENT_FIELDS = [
  'agentInstructions',
  'welcomeMessage',
  'timezone',
  'agentLang',
  'actions',
  'apps',
  'enabledFunctions',
];

/** An app by id and version. Not a handler of its own: handlers-developer.js's getApp builds on it. */
export const appRecords = {
  getApp(ctx) {
    const app = ctx.state.apps.find((a) => a.appId === ctx.params.appId && a.appVersion === ctx.params.appVersion);
    return app ? { body: { success: true, app } } : notFound('App not found');
  },
};

export const toolHandlers = {
  // --- apps -------------------------------------------------------------------------------
  listApps: (ctx) => ({
    body: { success: true, apps: ctx.state.apps.map(({ appData: _d, dependencies: _p, ...app }) => app) },
  }),
  addApp(ctx) {
    const app = ctx.state.apps.find((a) => a.appId === ctx.params.appId && a.appVersion === ctx.params.appVersion);
    if (!app) return notFound('App not found');
    app.installed = true;
    app.appData = { ...(ctx.body?.appData ?? {}) };
    return {
      body: { success: true, message: 'App added', appId: app.appId, appVersion: app.appVersion, appData: app.appData },
    };
  },
  updateApp(ctx) {
    const app = ctx.state.apps.find((a) => a.appId === ctx.params.appId && a.appVersion === ctx.params.appVersion);
    if (!app || !app.installed) return notFound('App not installed');
    app.appData = { ...(app.appData ?? {}), ...(ctx.body?.appData ?? {}) };
    return {
      body: {
        success: true,
        message: 'App updated',
        appId: app.appId,
        appVersion: app.appVersion,
        appData: app.appData,
      },
    };
  },
  removeApp(ctx) {
    const app = ctx.state.apps.find((a) => a.appId === ctx.params.appId && a.appVersion === ctx.params.appVersion);
    if (!app || !app.installed) return notFound('App not installed');
    app.installed = false;
    delete app.appData;
    return { body: { success: true, message: 'App removed' } };
  },

  // --- templates --------------------------------------------------------------------------
  listTemplates(ctx) {
    const withDisabled = ['true', '1'].includes(String(ctx.query.disabled));
    const templates = ctx.state.templates.filter((t) => withDisabled || !t.disabled);
    return { body: { success: true, templates } };
  },
  getTemplate(ctx) {
    const template = ctx.state.templates.find((t) => t.id === ctx.params.templateId);
    return template ? { body: { success: true, template } } : notFound('Template not found');
  },
  createTemplate(ctx) {
    // The server assigns the id, as the real product does: an id in the body is ignored.
    const { id: _ignored, ...given } = ctx.body.template;
    const full = refuseWhenFull(ctx, ctx.state.templates.length, 1000, 'templates');
    if (full) return full;
    const id = nextId(ctx, 'tpl_');
    const template = { disabled: false, ...clone(given), id };
    if (ctx.body.published !== undefined) template.published = ctx.body.published;
    ctx.state.templates.push(template);
    return { body: { success: true, message: 'Template created', templateId: id } };
  },
  saveTemplate(ctx) {
    // The path names the template; the body need not repeat its id, and may not name another.
    const { templateId } = ctx.params;
    const i = ctx.state.templates.findIndex((t) => t.id === templateId);
    if (i < 0) return notFound('Template not found');
    const given = ctx.body.template;
    if (given.id !== undefined && given.id !== templateId)
      return refuse(ctx, `The body names template ${given.id}, the path ${templateId}`, [400]);
    const template = { ...ctx.state.templates[i], ...clone(given), id: templateId };
    if (ctx.body.published !== undefined) template.published = ctx.body.published;
    ctx.state.templates[i] = template;
    return { body: { success: true, message: 'Template saved', templateId } };
  },
  deleteTemplate(ctx) {
    const before = ctx.state.templates.length;
    ctx.state.templates = ctx.state.templates.filter((t) => t.id !== ctx.params.templateId);
    return ctx.state.templates.length < before
      ? { body: { success: true, message: 'Template deleted' } }
      : notFound('Template not found');
  },
  migrateTemplate(ctx) {
    // The answer is the contract's example; only an unknown template differs.
    return ctx.state.templates.some((t) => t.id === ctx.params.templateId) ? undefined : notFound('Template not found');
  },
  createAgentFromTemplate(ctx) {
    const template = ctx.state.templates.find((t) => t.id === ctx.body.templateId);
    if (!template) return notFound('Template not found');
    const { agent } = ctx.state;
    const taken = {};
    for (const key of AGENT_FIELDS) if (template[key] !== undefined) taken[key] = clone(template[key]);
    agent.staging = { ...agent.staging, ...taken, published: false };
    return {
      body: {
        success: true,
        message: 'Agent created from template',
        campaignId: agent.staging.campaignId ?? 'default',
      },
    };
  },

  // --- SIP whitelist and outbound routes ----------------------------------------------------
  addSipIpWhitelistEntry(ctx) {
    const { ip, label } = ctx.body;
    const replaces = ctx.state.sipWhitelist.some((e) => e.ip === ip);
    const full = replaces ? undefined : refuseWhenFull(ctx, ctx.state.sipWhitelist.length, 500, 'allowed addresses');
    if (full) return full;
    const entry = { ip, label, userId: ctx.state.account.id, timestamp: seconds(ctx.now()) };
    ctx.state.sipWhitelist = [...ctx.state.sipWhitelist.filter((e) => e.ip !== ip), entry];
    return { body: { success: true, message: 'IP entry created successfully', whitelist: ctx.state.sipWhitelist } };
  },
  removeSipIpWhitelistEntry(ctx) {
    const before = ctx.state.sipWhitelist.length;
    ctx.state.sipWhitelist = ctx.state.sipWhitelist.filter((e) => e.ip !== ctx.body.ip);
    return ctx.state.sipWhitelist.length < before
      ? { body: { success: true, message: 'IP entry deleted successfully' } }
      : refuse(ctx, 'IP entry not found', [404, 400]);
  },
  addSipOutboundRoute(ctx) {
    const { route } = ctx.body;
    if (!ctx.state.sipRoutes.includes(route)) ctx.state.sipRoutes = [route, ...ctx.state.sipRoutes];
    return { body: { success: true, message: 'Route added successfully', routes: ctx.state.sipRoutes } };
  },
  removeSipOutboundRoute(ctx) {
    const before = ctx.state.sipRoutes.length;
    ctx.state.sipRoutes = ctx.state.sipRoutes.filter((r) => r !== ctx.body.route);
    return ctx.state.sipRoutes.length < before
      ? { body: { success: true, message: 'Route removed successfully' } }
      : refuse(ctx, 'Route not found', [404, 400]);
  },
};
