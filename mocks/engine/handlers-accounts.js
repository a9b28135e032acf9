// The account hierarchy: the session's own account, organizations, resellers, agent accounts and
// the admin users of each account. Lists are seeded from the contract's examples (seed.js);
// `GET /api/v1/account?targetAccountId=…` answers the record of an account the mock knows.
import { flag, merge, nextNumericId, notFound, pageOf, refuse, seconds, slug } from './util.js';

const numberOf = (raw) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Every account the mock knows, as `{ kind, entry }`: `kind` is the list it sits in. */
function findAccount(state, id) {
  for (const kind of ['organizations', 'resellers', 'agentAccounts']) {
    const entry = state[kind].find((a) => a.id === id);
    if (entry) return { kind, entry };
  }
  return undefined;
}

function findByUsername(state, username) {
  if (state.account.username === username) return { kind: 'account', entry: state.account };
  for (const kind of ['organizations', 'resellers', 'agentAccounts']) {
    const entry = state[kind].find((a) => a.username === username);
    if (entry) return { kind, entry };
  }
  return undefined;
}

/** A list entry as the `Account` the account call answers (no token: the caller does not own it). */
function accountRecord({ kind, entry }) {
  const name = kind === 'organizations' ? entry.orgName : kind === 'resellers' ? entry.resellerName : entry.accountName;
  const details = {
    accountName: name,
    ...(kind === 'organizations' ? { orgName: entry.orgName } : {}),
    ...(kind === 'resellers' ? { resellerName: entry.resellerName } : {}),
    ...(kind === 'agentAccounts' ? { agentName: entry.agentName ?? entry.accountName, name: entry.name } : {}),
  };
  const record = {
    success: true,
    id: entry.id,
    username: entry.username ?? `account${entry.id}`,
    accountType: kind === 'organizations' ? 'organization' : kind === 'resellers' ? 'reseller' : 'agent',
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
  return record;
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

export const accountHandlers = {
  // --- the own account, and the record of any account the mock knows -----------------------
  getAccount(ctx) {
    const target = numberOf(ctx.query.targetAccountId);
    if (target === undefined || target === ctx.state.account.id) return { body: ctx.state.account };
    const found = findAccount(ctx.state, target);
    // An account the mock does not know answers the session's own (the contract's example).
    return { body: found ? accountRecord(found) : ctx.state.account };
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

  // --- organizations ----------------------------------------------------------------------
  listOrganizations(ctx) {
    const reseller = numberOf(ctx.query.targetResellerId);
    const active = flag(ctx.query.active);
    const list = ctx.state.organizations.filter(
      (o) =>
        (reseller === undefined || o.resellerId === reseller) &&
        (active === undefined || (o.active ?? true) === active),
    );
    return { body: { success: true, ...pageOf(list, ctx.query) } };
  },
  searchOrganizations(ctx) {
    const { productPlanId, externalAccountId } = ctx.query;
    const list = ctx.state.organizations.filter(
      (o) =>
        (productPlanId === undefined || o.productPlanId === productPlanId) &&
        (externalAccountId === undefined || o.externalAccountId === externalAccountId),
    );
    return { body: { success: true, ...pageOf(list, ctx.query) } };
  },
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
    return { body: { success: true, message: 'Organization created', organization } };
  },
  updateOrganization(ctx) {
    const id = numberOf(ctx.body.targetOrganizationId ?? ctx.query.targetOrganizationId ?? ctx.query.targetAccountId);
    const org = ctx.state.organizations.find((o) => o.id === id);
    if (!org) return notFound('Organization not found');
    const { targetOrganizationId: _t, ...changes } = ctx.body;
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
    const active = flag(ctx.query.active);
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
    const active = flag(ctx.query.active);
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
  deleteAgentAccount(ctx) {
    const id = numberOf(ctx.body?.targetAccountId ?? ctx.query.targetAccountId);
    const before = ctx.state.agentAccounts.length;
    ctx.state.agentAccounts = ctx.state.agentAccounts.filter((a) => a.id !== id);
    return ctx.state.agentAccounts.length < before
      ? { body: { success: true, message: 'Account deleted' } }
      : notFound('Account not found');
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
  inviteAdminUser(ctx) {
    const users = adminUsersOf(ctx);
    const email = ctx.body.email;
    const existing = users.find((u) => u.email?.toLowerCase() === email.toLowerCase());
    if (existing) {
      if (ctx.body.isOwner !== undefined) existing.isOwner = ctx.body.isOwner;
    } else {
      const all = Object.values(ctx.state.adminUsers).flat();
      users.push({
        id: Math.max(6000, nextNumericId(all)),
        email,
        name: email.split('@')[0],
        isOwner: ctx.body.isOwner ?? false,
        timestamp: seconds(ctx.now()),
      });
    }
    return { body: { success: true, message: 'Invitation sent' } };
  },
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
