// The team area's rules (spec 000 §2.2 members, memberInvite, memberDelete; §6 canManageUsers,
// canInviteUsers; doc 001 "Accounts": listAdminUsers, inviteAdminUser, deleteAdminUser). Pure.
import * as v from 'valibot';
import type { AdminUser } from '@/api/generated/model';
import * as MESSAGES from '../message-catalogue';

export const MEMBER_ROLES = ['admin', 'owner'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const TEAM_MESSAGES = {
  email: 'Enter a valid email address, like name@example.com.',
  emailTooLong: 'Use at most 320 characters.',
  alreadyMember: 'This person is already on the team.',
  lastOwner: 'The last owner cannot be removed. Make someone else an owner first.',
} as const;

/** The contract's email limit (AdminUser.email). */
export const EMAIL_MAX_LENGTH = 320;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The invite form: an email (required, valid, not already on the team) and a role. */
export const inviteSchema = (members: readonly Pick<AdminUser, 'email'>[] = []) =>
  v.object({
    email: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(MESSAGES.fieldRequired),
      v.maxLength(EMAIL_MAX_LENGTH, TEAM_MESSAGES.emailTooLong),
      v.check((e) => EMAIL.test(e), TEAM_MESSAGES.email),
      v.check((e) => !members.some((m) => m.email.toLowerCase() === e.toLowerCase()), TEAM_MESSAGES.alreadyMember),
    ),
    role: v.picklist(MEMBER_ROLES),
  });
export type InviteValues = v.InferOutput<ReturnType<typeof inviteSchema>>;

export const roleOf = (user: Pick<AdminUser, 'isOwner'>): MemberRole => (user.isOwner ? 'owner' : 'admin');
export const ROLE_LABELS: Record<MemberRole, string> = { owner: 'Owner', admin: 'Admin' };
export const ROLE_DESCRIPTIONS: Record<MemberRole, string> = {
  owner: 'Everything an admin can do, plus billing and managing the team.',
  admin: 'Works in the console: agents, inbox, contacts and settings.',
};

/** An invitation not yet accepted has no name (the name comes with sign-up). */
export type MemberStatus = 'active' | 'invited';
export const statusOf = (user: Pick<AdminUser, 'name'>): MemberStatus => (user.name?.trim() ? 'active' : 'invited');
export const STATUS_LABELS: Record<MemberStatus, string> = { active: 'Active', invited: 'Invited' };

/** What a person is called in the list and in confirmations: the name, else the email. */
export const memberName = (user: Pick<AdminUser, 'name' | 'email'>): string => user.name?.trim() || user.email;

/** Owners first, then by name (case-insensitive), then id: a stable order. */
export function sortMembers<T extends Pick<AdminUser, 'id' | 'name' | 'email' | 'isOwner'>>(users: readonly T[]): T[] {
  return [...users].sort(
    (a, b) =>
      Number(!!b.isOwner) - Number(!!a.isOwner) ||
      memberName(a).localeCompare(memberName(b), undefined, { sensitivity: 'base' }) ||
      a.id - b.id,
  );
}

/** Why a member cannot be removed, or null when they can: the last owner always stays. */
export function removalProblem(
  users: readonly Pick<AdminUser, 'id' | 'isOwner'>[],
  id: number,
): 'notFound' | 'lastOwner' | null {
  const user = users.find((u) => u.id === id);
  if (!user) return 'notFound';
  if (user.isOwner && users.filter((u) => u.isOwner).length <= 1) return 'lastOwner';
  return null;
}

/** A member id from an overlay flag (`?memberDelete=6001`), or null. */
export function memberIdFromFlag(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^[1-9][0-9]{0,15}$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return Number.isSafeInteger(n) ? n : null;
}

/** Where the invitation's link leads after sign-in: the console's team page of the account. */
export function inviteRedirectUrl(origin: string, publicAccountPath: string): string {
  const path = publicAccountPath.replace(/\/+$/, '');
  return `${origin.replace(/\/+$/, '')}${path || '/app'}/team`;
}

/** Who may do what on the team page (spec 000 §6). */
export interface TeamAbilities {
  /** The members list is shown at all. */
  canSee: boolean;
  canInvite: boolean;
  canRemove: boolean;
}
export const teamAbilities = (flags: { canManageUsers: boolean; canInviteUsers: boolean }): TeamAbilities => ({
  canSee: flags.canManageUsers || flags.canInviteUsers,
  canInvite: flags.canInviteUsers,
  canRemove: flags.canManageUsers,
});
