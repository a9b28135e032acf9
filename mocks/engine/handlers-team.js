// The team, settings and profile area's stateful handlers, keyed by operationId (see
// handlers.js; each operation has exactly one handler). What they keep, per token:
// - members: an invitation joins the list without a name (not accepted yet); inviting someone
//   already on the team is refused; removing follows handlers-accounts.js (the last owner stays);
// - settings: `accountSetting` (updateAccountSettings, answered by handlers-numbers.js) with a
//   `targetAccountId` of a known organization or reseller saves on that account; an organization's (or agent account's) record carries the partner settings
//   it inherits from its reseller (`settings.defaultOrgSettings`), so a reseller's change shows
//   in the permissions of the accounts below on their next read;
// - the profile: username (a taken one is refused with 422), name, email (verified with a code),
//   phone (verified with a code), image, links and social links; `account/{username}` answers the
//   account that has that username now (the old one is a 404);
// - deleting the own account (`deleteAccount` naming it): the session's account then answers
//   `success: false`, as a deleted account's token does.
import { accountRecords } from './handlers-accounts.js';
import { nextNumericId, notFound, refuse, refuseWhenFull, seconds } from './util.js';

/** The code the mock "sends" by email and by text (the contract's examples use it). */
export const MOCK_EMAIL_CODE = 482915;
export const MOCK_PHONE_CODE = '482913';

const numberOf = (raw) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
const LISTS = ['organizations', 'resellers', 'agentAccounts'];

/** Every username in use, with the account that holds it. */
function usernameOwner(state, username) {
  const u = String(username).toLowerCase();
  if (String(state.account.username).toLowerCase() === u) return { kind: 'account', entry: state.account };
  for (const kind of LISTS) {
    // The session's own account may sit in a list too: its record is the account itself.
    const entry = state[kind].find(
      (a) => a.id !== state.account.id && String(a.username ?? `account${a.id}`).toLowerCase() === u,
    );
    if (entry) return { kind, entry };
  }
  return undefined;
}

/** The admin users of the account a call acts on (shared with handlers-accounts.js's state). */
function adminUsersOf(ctx) {
  const key = String(ctx.query.targetAccountId ?? ctx.state.account.id);
  ctx.state.adminUsers[key] ??= JSON.parse(JSON.stringify(ctx.state.adminUsersSeed ?? []));
  return ctx.state.adminUsers[key];
}

/** The partner settings an account inherits: its reseller's, under its organization's own. */
function inheritedOrgSettings(state, record) {
  const orgId = record.accountType === 'organization' ? record.id : record.organizationId;
  const org = state.organizations.find((o) => o.id === orgId);
  const resellerId = org?.resellerId ?? record.resellerId;
  const reseller = state.resellers.find((r) => r.id === resellerId);
  const fromReseller = reseller?.settings?.defaultOrgSettings;
  const fromOrg = org && org.id !== record.id ? org.settings?.defaultOrgSettings : undefined;
  if (!fromReseller && !fromOrg) return undefined;
  return { ...(fromReseller ?? {}), ...(fromOrg ?? {}) };
}

function withInheritance(state, body) {
  if (!body || body.success === false || body.accountType === 'reseller' || body.accountType === 'partner') return body;
  const inherited = inheritedOrgSettings(state, body);
  if (!inherited) return body;
  return {
    ...body,
    settings: { ...body.settings, defaultOrgSettings: { ...inherited, ...body.settings?.defaultOrgSettings } },
  };
}

/** The profile fields of the session's account, seeded once from the public profile example. */
function ensureProfile(state, example) {
  if (state.profileSeeded) return;
  state.profileSeeded = true;
  const ex = example?.body;
  if (!ex || typeof ex !== 'object' || ex.username !== state.account.username) return;
  for (const key of ['links', 'socialLinks', 'socialLinksPosition'])
    if (state.account[key] === undefined && ex[key] !== undefined)
      state.account[key] = JSON.parse(JSON.stringify(ex[key]));
}

/** The public profile of an account (no token, no email, no settings). */
function publicProfile(found) {
  const e = found.entry;
  const name =
    found.kind === 'organizations'
      ? e.orgName
      : found.kind === 'resellers'
        ? e.resellerName
        : (e.accountName ?? e.name);
  const out = {
    success: true,
    id: e.id,
    username: e.username ?? `account${e.id}`,
    accountType:
      found.kind === 'account'
        ? e.accountType
        : found.kind === 'organizations'
          ? 'organization'
          : found.kind === 'resellers'
            ? 'reseller'
            : 'agent',
  };
  for (const key of [
    'name',
    'accountName',
    'agentName',
    'vidaPhoneNumber',
    'socialLinks',
    'socialLinksPosition',
    'links',
    'linksConfig',
  ])
    if (e[key] !== undefined && e[key] !== null) out[key] = e[key];
  if (!out.accountName && name) out.accountName = name;
  const d = e.details ?? {};
  const details = {};
  for (const key of ['agentName', 'accountName', 'fullName', 'name', 'image']) if (d[key]) details[key] = d[key];
  if (Object.keys(details).length) out.details = details;
  return out;
}

export const teamHandlers = {
  // --- members ------------------------------------------------------------------------------
  inviteAdminUser(ctx) {
    const users = adminUsersOf(ctx);
    const email = String(ctx.body.email).trim();
    if (users.some((u) => u.email.toLowerCase() === email.toLowerCase()))
      return refuse(ctx, 'This person is already on the team.', [422, 400]);
    const full = refuseWhenFull(ctx, users.length, 1000, 'team members');
    if (full) return full;
    const all = Object.values(ctx.state.adminUsers).flat();
    users.push({
      id: Math.max(6000, nextNumericId(all)),
      email,
      isOwner: ctx.body.isOwner ?? false,
      timestamp: seconds(ctx.now()),
    });
    return { status: 201, body: { success: true, message: 'Invitation sent' } };
  },

  // --- the account and its settings ---------------------------------------------------------
  getAccount(ctx, example) {
    if (ctx.state.accountDeleted) {
      const target = numberOf(ctx.query.targetAccountId);
      if (target === undefined || target === ctx.state.account.id)
        return { body: { success: false, message: 'Invalid token' } };
    }
    const answer = accountRecords.getAccount(ctx, example);
    return answer && { ...answer, body: withInheritance(ctx.state, answer.body) };
  },
  // updateAccountSettings: handlers-numbers.js (the own account, or a known account by targetAccountId)

  // --- the profile --------------------------------------------------------------------------
  getProfileByUsername(ctx, example) {
    ensureProfile(ctx.state, example);
    const found = usernameOwner(ctx.state, ctx.params.username);
    if (!found || (found.kind === 'account' && ctx.state.accountDeleted)) return notFound('Profile not found');
    return { body: publicProfile(found) };
  },
  updateUsername(ctx) {
    const next = String(ctx.body.targetUsername).trim().toLowerCase();
    if (!/^[a-z0-9][a-z0-9._-]{2,29}$/.test(next))
      return refuse(ctx, 'Use 3 to 30 lowercase letters, digits, dots, dashes and underscores.', [422, 400]);
    const owner = usernameOwner(ctx.state, next);
    if (owner && owner.entry !== ctx.state.account) return refuse(ctx, 'This username is taken.', [422, 400]);
    ctx.state.account.username = next;
    for (const kind of LISTS) for (const a of ctx.state[kind]) if (a.id === ctx.state.account.id) a.username = next;
    return { body: { success: true, username: next } };
  },
  updateAccount(ctx, example) {
    const answer = accountRecords.updateAccount(ctx, example);
    // A name change is the person's full name too (editFullName sends both).
    return answer && { ...answer, body: withInheritance(ctx.state, answer.body) };
  },
  uploadProfileImage(ctx) {
    const n = (ctx.state.avatarSeq = (ctx.state.avatarSeq ?? 0) + 1);
    // The example image host: the mock answers it as one of its own generated pictures.
    const image = `https://cdn.vida.example/avatars/${ctx.state.account.username}-${n}.png`;
    ctx.state.account.details = { ...ctx.state.account.details, image };
    return { body: { success: true, image } };
  },
  updateSocialLinks(ctx, example) {
    ensureProfile(ctx.state, example);
    ctx.state.profileSeeded = true;
    ctx.state.account.socialLinks = ctx.body.socialLinks;
    if (ctx.body.socialLinksPosition !== undefined)
      ctx.state.account.socialLinksPosition = ctx.body.socialLinksPosition;
    return { body: { success: true, message: 'Social links saved' } };
  },
  saveAccountLinks(ctx) {
    ctx.state.profileSeeded = true;
    ctx.state.account.links = ctx.body.links;
    if (ctx.body.linksConfig !== undefined) ctx.state.account.linksConfig = ctx.body.linksConfig;
    return { body: { success: true, links: ctx.body.links } };
  },

  // --- verification -------------------------------------------------------------------------
  requestEmailVerificationCode(ctx) {
    ctx.state.pendingEmail = String(ctx.body.email).trim();
    return { body: { success: true, message: 'Verification code sent' } };
  },
  validateEmailVerificationCode(ctx) {
    const email = String(ctx.body.email).trim();
    if (ctx.state.pendingEmail?.toLowerCase() !== email.toLowerCase())
      return refuse(ctx, 'Request a code for this address first.', [422, 400]);
    if (ctx.body.code !== MOCK_EMAIL_CODE) return refuse(ctx, 'Could not verify code.', [422, 400]);
    ctx.state.account.email = email;
    delete ctx.state.pendingEmail;
    return { body: { success: true, message: 'Email verified' } };
  },
  requestPhoneVerificationCode(ctx) {
    ctx.state.pendingPhone = String(ctx.body.phoneNumber).replace(/\D/g, '');
    return { body: { success: true, message: 'Verification code sent' } };
  },
  validatePhoneVerificationCode(ctx) {
    const phone = String(ctx.body.phoneNumber).replace(/\D/g, '');
    if (ctx.state.pendingPhone !== phone) return refuse(ctx, 'Request a code for this number first.', [422, 400]);
    if (ctx.body.verificationCode !== MOCK_PHONE_CODE) return refuse(ctx, 'Could not verify code.', [422, 400]);
    ctx.state.account.phoneNumber = phone;
    delete ctx.state.pendingPhone;
    return { body: { success: true } };
  },

  // --- delete my account --------------------------------------------------------------------
  deleteAgentAccount(ctx, example) {
    const id = numberOf(ctx.body?.targetAccountId ?? ctx.query.targetAccountId);
    if (id === ctx.state.account.id) {
      ctx.state.accountDeleted = true;
      return { body: { success: true, message: 'Account deleted' } };
    }
    return accountRecords.deleteAgentAccount(ctx, example);
  },
};
