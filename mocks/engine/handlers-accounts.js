// The account hierarchy: the session's own account, organizations, resellers, agent accounts and
// the admin users of each account. Lists are seeded from the contract's examples (seed.js);
// `GET /api/v1/account?targetAccountId=…` answers the record of an account the mock knows.
import { flag, merge, nextNumericId, notFound, pageOf, refuse, seconds, slug } from './util.js';
import { setOrganizationPlan } from './handlers-billing.js';
import { EXAMPLE_IMAGE_HOST } from './assets.js';

const numberOf = (raw) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The partners the mock knows (the contract's examples name partner 1001 only by id): added to a
 * token's state on first use. Account 1000 is the super administrator (a partner account whose
 * `superAdmin` is true); a session whose token is `tok_1000_…` is that administrator. */
function partnersOf(state) {
  state.partners ??= [
    {
      id: 1000,
      username: 'vidaops',
      accountType: 'partner',
      partnerName: 'Vida Operations',
      email: 'ops@vida.example',
      superAdmin: true,
      active: true,
      timestamp: 1690000000,
    },
    {
      id: 1001,
      username: 'northwind',
      accountType: 'partner',
      partnerName: 'Northwind Voice Partners',
      email: 'hello@northwindvoice.example',
      active: true,
      timestamp: 1700000000,
    },
  ];
  return state.partners;
}

const KINDS = ['organizations', 'resellers', 'agentAccounts', 'partners'];
const listOf = (state, kind) => (kind === 'partners' ? partnersOf(state) : state[kind]);

/** Every account the mock knows, as `{ kind, entry }`: `kind` is the list it sits in. */
function findAccount(state, id) {
  for (const kind of KINDS) {
    const entry = listOf(state, kind).find((a) => a.id === id);
    if (entry) return { kind, entry };
  }
  return undefined;
}

function findByUsername(state, username) {
  if (state.account.username === username) return { kind: 'account', entry: state.account };
  for (const kind of KINDS) {
    const entry = listOf(state, kind).find((a) => a.username === username);
    if (entry) return { kind, entry };
  }
  return undefined;
}

/** A list entry as the `Account` the account call answers (no token: the caller does not own it). */
const TYPE_OF_KIND = {
  organizations: 'organization',
  resellers: 'reseller',
  agentAccounts: 'agent',
  partners: 'partner',
};

function accountRecord({ kind, entry }) {
  const name =
    kind === 'organizations'
      ? entry.orgName
      : kind === 'resellers'
        ? entry.resellerName
        : kind === 'partners'
          ? entry.partnerName
          : entry.accountName;
  const details = {
    accountName: name,
    ...(kind === 'partners' ? { partnerName: entry.partnerName } : {}),
    ...(kind === 'organizations' ? { orgName: entry.orgName } : {}),
    ...(kind === 'resellers' ? { resellerName: entry.resellerName } : {}),
    ...(kind === 'agentAccounts' ? { agentName: entry.agentName ?? entry.accountName, name: entry.name } : {}),
  };
  const record = {
    success: true,
    id: entry.id,
    username: entry.username ?? `account${entry.id}`,
    accountType: TYPE_OF_KIND[kind],
    accountName: name,
    name: entry.name ?? name,
    settings: entry.settings ?? {},
    details,
  };
  for (const key of [
    'email',
    'agentName',
    'timestamp',
    'organizationId',
    'resellerId',
    'partnerId',
    'vidaPremium',
    'vidaPhoneNumber',
    'smsEnabled',
  ])
    if (entry[key] !== undefined && entry[key] !== null) record[key] = entry[key];
  if (typeof entry.subscription === 'string') record.subscription = entry.subscription;
  if (entry.superAdmin === true) record.superAdmin = true;
  if (entry.active === false) record.settings = { ...record.settings, disabled: true };
  return record;
}

// --- sessions as an account: the signed-in account of a token --------------------------------
// A token `tok_<id>_…` is a session of account <id> (the contract's own example token has this
// form). A takeover hands out such a token; the record it acts as is remembered here, so an
// account created in the administrator's state can be taken over too (this process only).
const issued = new Map();

/** Makes the token's own account the one its form names, once per token state. */
function applyPersona(ctx) {
  const { state, token } = ctx;
  const m = /^tok_(\d+)_/.exec(token ?? '');
  if (!m || state.personaApplied === token) return;
  const id = Number(m[1]);
  if (id === state.account.id) return;
  const found = findAccount(state, id);
  const record = issued.get(token) ?? (found ? accountRecord(found) : undefined);
  if (!record) return;
  const { success: _s, ...account } = record;
  state.account = { ...account, token };
  state.personaApplied = token;
}

/** The caller may take over other accounts (and so sees their tokens): the super administrator. */
const callerIsSuperAdmin = (ctx) => ctx.state.account.superAdmin === true;

function takeoverToken(ctx, record) {
  const token = `tok_${record.id}_${ctx.randomHex(8)}`;
  issued.set(token, record);
  return token;
}

/** Whether `entry` (of `kind`) sits below the account `ancestorId` (or is it). */
function isBelow(state, kind, entry, ancestorId) {
  if (ancestorId === undefined || entry.id === ancestorId) return true;
  if (kind === 'agentAccounts')
    return (
      [entry.organizationId, entry.resellerId, entry.partnerId].includes(ancestorId) ||
      isBelowOrg(state, entry.organizationId, ancestorId)
    );
  if (kind === 'organizations') {
    if (entry.resellerId === ancestorId) return true;
    const reseller = state.resellers.find((r) => r.id === entry.resellerId);
    return reseller?.partnerId === ancestorId;
  }
  if (kind === 'resellers') return entry.partnerId === ancestorId;
  return false;
}
function isBelowOrg(state, orgId, ancestorId) {
  const org = state.organizations.find((o) => o.id === orgId);
  return org ? isBelow(state, 'organizations', org, ancestorId) : false;
}

/** Figures of an organization the search filters read (usage and billing), made once per id:
 * figures derived from the id for the seeded ones, none yet for one created here. */
function orgFacts(state, org, fresh = false) {
  state.orgFacts ??= {};
  if (!state.orgFacts[org.id]) {
    const n = fresh ? 0 : org.id;
    state.orgFacts[org.id] = {
      currentBillingPeriodVoiceMinutes: (n * 37) % 900,
      previousBillingPeriodVoiceMinutes: (n * 53) % 1200,
      allTimeVoiceMinutes: (n * 211) % 20000,
      currentBillingPeriodMessages: (n * 17) % 400,
      previousBillingPeriodMessages: (n * 29) % 600,
      allTimeMessages: (n * 97) % 9000,
      onboardingComplete: !fresh,
      subscribed: typeof org.subscription === 'string',
      canceledAt: null,
      productPlanTerm: 'month',
      billingSubscriptionId: fresh ? null : `sub_${n}`,
      billingId: fresh ? null : `cus_${n}`,
    };
  }
  return state.orgFacts[org.id];
}

const RANGE_FIELDS = [
  'currentBillingPeriodVoiceMinutes',
  'previousBillingPeriodVoiceMinutes',
  'allTimeVoiceMinutes',
  'currentBillingPeriodMessages',
  'previousBillingPeriodMessages',
  'allTimeMessages',
];

/** Whether an organization passes every filter of a `searchOrganizations` query. */
function passesOrgFilters(state, org, q) {
  const facts = orgFacts(state, org);
  for (const field of RANGE_FIELDS) {
    const min = q[`${field}Min`];
    const max = q[`${field}Max`];
    if (min !== undefined && !(facts[field] >= Number(min))) return false;
    if (max !== undefined && !(facts[field] <= Number(max))) return false;
  }
  const yes = (raw, value) => raw === undefined || flag(raw) === value;
  if (!yes(q.onboardingComplete, facts.onboardingComplete)) return false;
  if (!yes(q.subscribed, facts.subscribed)) return false;
  if (!yes(q.canceled, facts.canceledAt !== null)) return false;
  if (q.productPlanId !== undefined && org.productPlanId !== q.productPlanId) return false;
  if (q.productPlanTerm !== undefined && facts.productPlanTerm !== q.productPlanTerm) return false;
  if (q.billingSubscriptionId !== undefined && facts.billingSubscriptionId !== q.billingSubscriptionId) return false;
  if (q.billingId !== undefined && facts.billingId !== q.billingId) return false;
  if (q.externalAccountId !== undefined && org.externalAccountId !== q.externalAccountId) return false;
  const at = (raw) => (raw === undefined ? undefined : Number(raw));
  if (at(q.createdStart) !== undefined && !((org.timestamp ?? 0) >= at(q.createdStart))) return false;
  if (at(q.createdEnd) !== undefined && !((org.timestamp ?? 0) <= at(q.createdEnd))) return false;
  if (at(q.canceledStart) !== undefined && !(facts.canceledAt !== null && facts.canceledAt >= at(q.canceledStart)))
    return false;
  if (at(q.canceledEnd) !== undefined && !(facts.canceledAt !== null && facts.canceledAt <= at(q.canceledEnd)))
    return false;
  return true;
}

/** Accounts whose name, username, email or number holds every word of the phrase. */
function searchAll(ctx, phrase, everyWord) {
  const { state } = ctx;
  const words = String(phrase ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
  const whole = words.join(' ');
  const scope = numberOf(ctx.query.targetAccountId);
  const out = [];
  for (const kind of KINDS) {
    for (const entry of listOf(state, kind)) {
      if (kind === 'partners' && entry.superAdmin) continue;
      if (!isBelow(state, kind, entry, scope)) continue;
      const hay = [
        entry.orgName,
        entry.resellerName,
        entry.partnerName,
        entry.accountName,
        entry.agentName,
        entry.name,
        entry.username,
        entry.email,
        entry.vidaPhoneNumber,
        entry.phoneNumber,
      ]
        .filter((v) => typeof v === 'string')
        .join(' ')
        .toLowerCase();
      const hit = everyWord
        ? words.length > 0 && words.every((w) => hay.includes(w))
        : whole !== '' && hay.includes(whole);
      if (hit) {
        const { success: _s, ...record } = accountRecord({ kind, entry });
        out.push(record);
      }
    }
  }
  return out;
}

/** The admin users of the account a call acts on (each account starts with the seeded users). */
function adminUsersOf(ctx) {
  const key = String(ctx.query.targetAccountId ?? ctx.state.account.id);
  ctx.state.adminUsers[key] ??= structuredCloneJson(ctx.state.adminUsersSeed);
  return ctx.state.adminUsers[key];
}
const structuredCloneJson = (v) => JSON.parse(JSON.stringify(v ?? []));

function setActive(ctx, active) {
  const found = findByUsername(ctx.state, ctx.body.username);
  if (!found) return notFound('Account not found');
  found.entry.active = active;
  if (!active) found.entry.disabledReason = ctx.body.reason;
  return undefined;
}

/** People (agent accounts and organizations) matching `search/{target}`: username, name or number. */
function usersMatching(ctx, everyWord) {
  const found = searchAll({ ...ctx, query: {} }, ctx.params.target, everyWord);
  return found
    .filter((a) => a.accountType === 'agent' || a.accountType === 'organization')
    .map((a) => ({
      id: a.id,
      username: a.username,
      name: a.agentName ?? a.details?.accountName ?? a.name ?? a.username,
      ...(a.vidaPhoneNumber ? { vidaPhoneNumber: a.vidaPhoneNumber } : {}),
      accountType: a.accountType,
    }));
}

/**
 * The own account and the record of any account the mock knows: read, update, delete an agent
 * account. Not handlers of their own: handlers-team.js's getAccount, updateAccount and
 * deleteAgentAccount build on them (inheritance, the session's own deleted account).
 */
export const accountRecords = {
  getAccount(ctx) {
    applyPersona(ctx);
    const target = numberOf(ctx.query.targetAccountId);
    if (target === undefined || target === ctx.state.account.id) return { body: ctx.state.account };
    const found = findAccount(ctx.state, target);
    // An account the mock does not know cannot be read (never the session's own in its place).
    if (!found) return refuse(ctx, `Account ${target} not found`, [404, 403]);
    const record = accountRecord(found);
    // The super administrator is handed the account's token: a takeover acts with it.
    if (callerIsSuperAdmin(ctx) && !(found.kind === 'partners' && found.entry.superAdmin))
      record.token = takeoverToken(ctx, record);
    return { body: record };
  },
  updateAccount(ctx) {
    const target = numberOf(ctx.query.targetAccountId);
    const found = target !== undefined && target !== ctx.state.account.id ? findAccount(ctx.state, target) : undefined;
    if (found) {
      Object.assign(found.entry, merge(found.entry, ctx.body));
      return { body: accountRecord(found) };
    }
    ctx.state.account = merge(ctx.state.account, ctx.body);
    return { body: ctx.state.account };
  },
  deleteAgentAccount(ctx) {
    const id = numberOf(ctx.body?.targetAccountId ?? ctx.query.targetAccountId);
    const before = ctx.state.agentAccounts.length;
    ctx.state.agentAccounts = ctx.state.agentAccounts.filter((a) => a.id !== id);
    return ctx.state.agentAccounts.length < before
      ? { body: { success: true, message: 'Account deleted' } }
      : notFound('Account not found');
  },
};

export const accountHandlers = {
  // --- the public payment page of an account: its slug is the account's username ------------
  getPaymentSlug(ctx) {
    const wanted = String(ctx.body.slug ?? '')
      .trim()
      .toLowerCase();
    const found = wanted ? findByUsername(ctx.state, wanted) : undefined;
    if (!found) return refuse(ctx, 'Payment page not found', [404]);
    const record = found.kind === 'account' ? found.entry : accountRecord(found);
    const { username } = record;
    const paymentSlug = {
      slug: username,
      username,
      name: record.accountName ?? record.name ?? username,
      // The account's picture where the product keeps avatars (served as the examples' are).
      image: ctx.assetUrl(`${EXAMPLE_IMAGE_HOST}avatars/${username}.png`),
      amount: null,
      unit: 'USD',
    };
    return { body: { success: true, paymentSlug } };
  },

  // --- organizations ----------------------------------------------------------------------
  listOrganizations(ctx) {
    const reseller = numberOf(ctx.query.targetResellerId);
    const active = flag(ctx.query.active) ?? true; // the contract: `active` defaults to true
    const list = ctx.state.organizations.filter(
      (o) =>
        (reseller === undefined || o.resellerId === reseller) &&
        (active === undefined || (o.active ?? true) === active),
    );
    return { body: { success: true, ...pageOf(list, ctx.query) } };
  },
  searchOrganizations(ctx) {
    // Scoped to the reseller (or partner) named by targetAccountId.
    const scope = numberOf(ctx.query.targetAccountId);
    const list = ctx.state.organizations.filter(
      (o) => isBelow(ctx.state, 'organizations', o, scope) && passesOrgFilters(ctx.state, o, ctx.query),
    );
    return { body: { success: true, ...pageOf(list, ctx.query) } };
  },
  searchAccounts: (ctx) => {
    const accounts = searchAll(ctx, ctx.body.phrase, false);
    return { body: { success: true, accounts, totalAccounts: accounts.length } };
  },
  searchAccountsEnhanced: (ctx) => {
    const accounts = searchAll(ctx, ctx.body.phrase, true);
    return { body: { success: true, accounts, totalAccounts: accounts.length } };
  },
  searchUsers: (ctx) => ({ body: { success: true, results: usersMatching(ctx, false) } }),
  searchUsersEnhanced: (ctx) => ({ body: { success: true, results: usersMatching(ctx, true) } }),
  createOrganization(ctx) {
    const { state, body } = ctx;
    const id = nextNumericId(state.organizations, state.resellers, state.agentAccounts, [state.account]);
    const organization = {
      id,
      username: `${slug(body.orgName ?? body.accountName)}${id}`,
      accountType: 'organization',
      orgName: body.orgName ?? body.accountName ?? `Organization ${id}`,
      ...(body.email ? { email: body.email } : {}),
      subscription: null,
      productPlanId: body.productPlanId ?? null,
      active: true,
      resellerId: numberOf(ctx.query.targetResellerId) ?? state.account.resellerId ?? state.resellers[0]?.id ?? 1,
      externalAccountId: body.externalAccountId ?? null,
      timestamp: seconds(ctx.now()),
    };
    state.organizations.push(organization);
    orgFacts(state, organization, true);
    return { body: { success: true, message: 'Organization created', organization } };
  },
  updateOrganization(ctx) {
    const id = numberOf(ctx.body.targetOrganizationId ?? ctx.query.targetOrganizationId ?? ctx.query.targetAccountId);
    const org = ctx.state.organizations.find((o) => o.id === id);
    if (!org) return notFound('Organization not found');
    const { targetOrganizationId: _t, ...changes } = ctx.body;
    // A plan change (editPlan) must name a plan there is, and it becomes the current plan.
    if (changes.productPlanId !== undefined && !setOrganizationPlan(ctx, changes.productPlanId))
      return refuse(ctx, `There is no plan ${changes.productPlanId}.`, [422, 400]);
    Object.assign(org, merge(org, changes));
    return { body: { success: true, message: 'Organization settings updated', updatedSettings: Object.keys(changes) } };
  },
  deleteOrganization(ctx) {
    const id = numberOf(ctx.body.targetOrganizationId);
    const before = ctx.state.organizations.length;
    ctx.state.organizations = ctx.state.organizations.filter((o) => o.id !== id);
    if (ctx.state.organizations.length === before) return notFound('Organization not found');
    // Its agent accounts go with it.
    ctx.state.agentAccounts = ctx.state.agentAccounts.filter((a) => a.organizationId !== id);
    return { body: { success: true, message: 'Organization deleted' } };
  },

  // --- resellers --------------------------------------------------------------------------
  listResellers(ctx) {
    const partner = numberOf(ctx.query.targetPartnerId);
    const active = flag(ctx.query.active) ?? true; // the contract: `active` defaults to true
    const list = ctx.state.resellers.filter(
      (r) =>
        (partner === undefined || r.partnerId === partner) && (active === undefined || (r.active ?? true) === active),
    );
    return { body: { success: true, ...pageOf(list, ctx.query) } };
  },
  createReseller(ctx) {
    const { state, body } = ctx;
    const id = nextNumericId(state.organizations, state.resellers, state.agentAccounts, [state.account]);
    const reseller = {
      id,
      username: `${slug(body.resellerName)}${id}`,
      accountType: 'reseller',
      resellerName: body.resellerName ?? `Reseller ${id}`,
      ...(body.email ? { email: body.email } : {}),
      partnerId: numberOf(ctx.query.targetPartnerId) ?? state.account.partnerId ?? 1,
      productPlanId: body.productPlanId ?? null,
      active: body.resellerStatus !== 'disabled',
      timestamp: seconds(ctx.now()),
    };
    state.resellers.push(reseller);
    return { body: { success: true, message: 'Reseller created', organization: reseller } };
  },

  // --- agent accounts ---------------------------------------------------------------------
  listAgentAccounts(ctx) {
    const org = numberOf(ctx.query.targetOrganizationId);
    const active = flag(ctx.query.active) ?? true; // the contract: `active` defaults to true
    const list = ctx.state.agentAccounts.filter(
      (a) => (org === undefined || a.organizationId === org) && (active === undefined || (a.active ?? true) === active),
    );
    return { body: { success: true, ...pageOf(list, ctx.query) } };
  },
  createAgentAccount(ctx) {
    const { state, body } = ctx;
    const orgId = numberOf(ctx.query.targetOrganizationId ?? ctx.query.targetAccountId) ?? state.account.organizationId;
    const org = state.organizations.find((o) => o.id === orgId);
    const id = nextNumericId(state.organizations, state.resellers, state.agentAccounts, [state.account]);
    const name = body.accountName ?? body.name ?? `Agent ${id}`;
    const account = {
      id,
      username: `${slug(name)}${id}`,
      ...(body.name ? { name: body.name } : {}),
      accountName: name,
      agentName: name,
      ...(body.email ? { email: body.email } : {}),
      accountType: 'agent',
      ...(orgId ? { organizationId: orgId } : {}),
      ...((org?.resellerId ?? state.account.resellerId)
        ? { resellerId: org?.resellerId ?? state.account.resellerId }
        : {}),
      ...(state.account.partnerId ? { partnerId: state.account.partnerId } : {}),
      timestamp: seconds(ctx.now()),
    };
    state.agentAccounts.push(account);
    return { body: { success: true, message: 'Account created', account } };
  },
  enableAccount(ctx) {
    return setActive(ctx, true) ?? { body: { success: true, message: 'Account enabled' } };
  },
  disableAccount(ctx) {
    const found = findByUsername(ctx.state, ctx.body.username);
    const kind = found?.kind === 'organizations' ? 'Organization' : 'Account';
    return setActive(ctx, false) ?? { body: { success: true, message: `${kind} disabled` } };
  },

  // --- admin users ------------------------------------------------------------------------
  listAdminUsers: (ctx) => ({ body: { success: true, users: adminUsersOf(ctx) } }),
  deleteAdminUser(ctx) {
    const users = adminUsersOf(ctx);
    const i = users.findIndex((u) => u.id === ctx.body.targetUserId);
    if (i < 0) return notFound('User not found');
    if (users[i].isOwner && users.filter((u) => u.isOwner).length === 1)
      return refuse(ctx, 'The last owner cannot be removed', [400, 403, 422]);
    users.splice(i, 1);
    return { body: { success: true, message: 'User deleted' } };
  },
};
