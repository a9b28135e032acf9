// The profile area's rules (spec 000 §2.2 editUserAccount, editFullName, editEmail, editSlug,
// editAvatar, editPage, editPageProfile, editSocial, shareProfile; §5 the 6-digit email code,
// website URLs normalised to their host, phone display). Pure.
import * as v from 'valibot';
import type { Account } from '@/api/generated/model';
import * as MESSAGES from '../message-catalogue';
import { sanitizeUrl } from '../url';
import { normalizeWebsite } from '../validate/website';
import { isValidVerificationCode } from '../validate/verification-code';
import { VERIFICATION_CODE_LENGTH } from '../constants';

export const PROFILE_MESSAGES = {
  email: 'Enter a valid email address, like name@example.com.',
  sameEmail: 'This is already your email address.',
  code: `Enter the ${VERIFICATION_CODE_LENGTH}-digit code.`,
  tooLong: (max: number) => `Use at most ${max} characters.`,
  nameDigits: 'A name has no digits.',
  slugShort: 'Use at least 3 characters.',
  slugLong: 'Use at most 30 characters.',
  slugChars: 'Use lowercase letters, digits, dots, dashes and underscores.',
  slugStart: 'Start with a letter or a digit.',
  slugTaken: 'This address is taken. Try another one.',
  slugSame: 'This is your address now.',
  url: 'Enter a web address, like example.com or https://example.com/page.',
  linkTitle: 'Give the link a title.',
  tooManyLinks: 'Use at most 100 links.',
  tooManySocial: 'Use at most 20 social links.',
  imageType: 'Choose a PNG, JPEG or WebP image.',
  imageSize: 'Choose an image of at most 10 MB.',
  phone: 'Enter a phone number with its country code, like +1 415 555 0123.',
  accountName: 'Type the account name exactly as shown.',
} as const;

// ---------------------------------------------------------------------------------------------
// A refusal that names a field

/** Statuses that are about the session, access, the address or the pace, never a field. */
const NOT_ABOUT_A_FIELD = new Set([401, 403, 404, 408, 429]);

/** The field a refused save names: for a 4xx answer (besides 401, 403, 404, 408, 429), the first
 * field whose pattern the server's sentence matches; null otherwise (the form shows the sentence
 * as a whole-form alert). */
export function fieldOfRefusal<F extends string>(
  status: unknown,
  sentence: string,
  fields: readonly (readonly [F, RegExp])[],
): F | null {
  if (typeof status !== 'number' || status < 400 || status > 499 || NOT_ABOUT_A_FIELD.has(status)) return null;
  return fields.find(([, pattern]) => pattern.test(sentence))?.[0] ?? null;
}

/** A pattern matching a typed web address's host in a sentence (null when it is no address). */
export function addressPattern(typed: string): RegExp | null {
  const url = normaliseLinkUrl(typed);
  if (!url) return null;
  const host = new URL(url).hostname.replace(/^www\./, '');
  return new RegExp(host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
}

// ---------------------------------------------------------------------------------------------
// Names and email

export const NAME_MAX_LENGTH = 200;
export const fullNameSchema = v.object({
  fullName: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(MESSAGES.fieldRequired),
    v.maxLength(NAME_MAX_LENGTH, PROFILE_MESSAGES.tooLong(NAME_MAX_LENGTH)),
    v.check((s) => !/\d/.test(s), PROFILE_MESSAGES.nameDigits),
  ),
});

/** The person's full name as the account holds it. */
export const fullNameOf = (account: Pick<Account, 'details' | 'name'>): string =>
  account.details?.fullName?.trim() || account.name?.trim() || '';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailSchema = (current?: string) =>
  v.object({
    email: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(MESSAGES.fieldRequired),
      v.maxLength(320, PROFILE_MESSAGES.tooLong(320)),
      v.check((e) => EMAIL.test(e), PROFILE_MESSAGES.email),
      v.check((e) => !current || e.toLowerCase() !== current.toLowerCase(), PROFILE_MESSAGES.sameEmail),
    ),
  });

/** The email code form: exactly 6 digits (spec 000 §5). */
export const codeSchema = v.object({
  code: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(MESSAGES.fieldRequired),
    v.check((c) => isValidVerificationCode(c), PROFILE_MESSAGES.code),
  ),
});

/** Seconds to wait before another code can be sent. */
export const RESEND_COOLDOWN_SECONDS = 30;

/** Whole seconds left before a resend is allowed (0: allowed now). */
export function resendSecondsLeft(sentAtMs: number | null, nowMs: number, cooldown = RESEND_COOLDOWN_SECONDS): number {
  if (sentAtMs === null) return 0;
  const left = cooldown * 1000 - (nowMs - sentAtMs);
  return left <= 0 ? 0 : Math.ceil(left / 1000);
}

// ---------------------------------------------------------------------------------------------
// Phone

/** A phone number as the call takes it (digits, with a leading + kept off), or null when it
 * cannot be one (7 to 15 digits; only digits, spaces and + ( ) . -). */
export function phoneForVerification(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const t = text.trim();
  if (!/^\+?[0-9\s().-]+$/.test(t)) return null;
  const digits = t.replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15 ? digits : null;
}

// ---------------------------------------------------------------------------------------------
// The public address (slug)

export const SLUG_MIN = 3;
export const SLUG_MAX = 30;

/** Trimmed and lowercased: how a typed address is compared and sent. */
export const normaliseSlug = (text: string): string => text.trim().toLowerCase();

export type SlugProblem = 'short' | 'long' | 'chars' | 'start';
/** The first problem of a (normalised) address, or null. */
export function slugProblem(slug: string): SlugProblem | null {
  if (slug.length < SLUG_MIN) return 'short';
  if (slug.length > SLUG_MAX) return 'long';
  if (!/^[a-z0-9._-]+$/.test(slug)) return 'chars';
  if (!/^[a-z0-9]/.test(slug)) return 'start';
  return null;
}
export const SLUG_PROBLEM_MESSAGES: Record<SlugProblem, string> = {
  short: PROFILE_MESSAGES.slugShort,
  long: PROFILE_MESSAGES.slugLong,
  chars: PROFILE_MESSAGES.slugChars,
  start: PROFILE_MESSAGES.slugStart,
};

/** The public page's address for a username. */
export const publicProfileUrl = (origin: string, username: string): string =>
  `${origin.replace(/\/+$/, '')}/u/${encodeURIComponent(username)}`;

/** Availability of an address, as the page shows it while typing. */
export type SlugAvailability = 'invalid' | 'current' | 'checking' | 'available' | 'taken' | 'unknown';

/** Reads the lookup of `account/{username}`: a 404 (false) means free; an account means taken,
 * unless it is the user's own. */
export function availabilityOf(
  lookup: { found: boolean; id?: number } | null,
  ownId: number,
): Exclude<SlugAvailability, 'invalid' | 'current' | 'checking'> {
  if (lookup === null) return 'unknown';
  if (!lookup.found) return 'available';
  return lookup.id === ownId ? 'available' : 'taken';
}

// ---------------------------------------------------------------------------------------------
// Links (editPage, editPageProfile) and social links (editSocial)

/** A typed address as an absolute http(s) URL (`example.com` → `https://example.com/`), or null. */
export function normaliseLinkUrl(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const t = text.trim();
  if (!t) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(t) ? t : `https://${t}`;
  const safe = sanitizeUrl(withScheme);
  if (!safe || !/^https?:\/\//i.test(safe)) return null;
  try {
    const host = new URL(safe).hostname;
    // A host needs a dot (example.com), or is localhost: `https://foo` is a typo more often than not.
    if (!host.includes('.') && host !== 'localhost') return null;
  } catch {
    return null;
  }
  return safe.length <= 2048 ? safe : null;
}

/** How a website is shown: its host (spec 000 §5). */
export const linkHost = (url: string): string => normalizeWebsite(url);

export interface EditableLink {
  title: string;
  url: string;
}

export const linkSchema = v.object({
  title: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(PROFILE_MESSAGES.linkTitle),
    v.maxLength(200, PROFILE_MESSAGES.tooLong(200)),
  ),
  url: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(MESSAGES.fieldRequired),
    v.check((u) => normaliseLinkUrl(u) !== null, PROFILE_MESSAGES.url),
  ),
});
export const linksFormSchema = v.object({
  links: v.pipe(v.array(linkSchema), v.maxLength(100, PROFILE_MESSAGES.tooManyLinks)),
});

/** The account's links as editable rows (unsafe or malformed ones are dropped). */
export function editableLinks(links: Account['links']): EditableLink[] {
  return (links ?? []).flatMap((l) => {
    const url = normaliseLinkUrl(l.url);
    return url ? [{ title: (typeof l.title === 'string' ? l.title : '') || linkHost(url), url }] : [];
  });
}

/** The links to send: trimmed, with normalised URLs. */
export const linksPayload = (links: readonly EditableLink[]): { title: string; url: string }[] =>
  links.map((l) => ({ title: l.title.trim(), url: normaliseLinkUrl(l.url) ?? l.url.trim() }));

/** Moves one item from `from` to `to` (both clamped); a new array. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** The profile page's display options (linksConfig, free-form): what the editor offers. */
export interface LinksConfig {
  style: 'list' | 'buttons';
  showPhone: boolean;
}
export function readLinksConfig(raw: unknown): LinksConfig {
  const o = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return { style: o.style === 'buttons' ? 'buttons' : 'list', showPhone: o.showPhone !== false };
}

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'linkedin', 'x', 'youtube', 'tiktok', 'website'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  x: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  website: 'Website',
};
const SOCIAL_HOSTS: [SocialNetwork, RegExp][] = [
  ['instagram', /(^|\.)instagram\.com$/],
  ['facebook', /(^|\.)(facebook\.com|fb\.com)$/],
  ['linkedin', /(^|\.)linkedin\.com$/],
  ['x', /(^|\.)(x\.com|twitter\.com)$/],
  ['youtube', /(^|\.)(youtube\.com|youtu\.be)$/],
  ['tiktok', /(^|\.)tiktok\.com$/],
];
/** The network of a social link's address ('website' when none matches). */
export function networkOf(url: string): SocialNetwork {
  let host = '';
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return 'website';
  }
  return SOCIAL_HOSTS.find(([, re]) => re.test(host))?.[0] ?? 'website';
}

export const SOCIAL_POSITIONS = ['top', 'bottom'] as const;
export type SocialPosition = (typeof SOCIAL_POSITIONS)[number];
export const socialPositionOf = (raw: unknown): SocialPosition => (raw === 'top' ? 'top' : 'bottom');

export const socialFormSchema = v.object({
  links: v.pipe(
    v.array(
      v.object({
        url: v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty(MESSAGES.fieldRequired),
          v.check((u) => normaliseLinkUrl(u) !== null, PROFILE_MESSAGES.url),
        ),
      }),
    ),
    v.maxLength(20, PROFILE_MESSAGES.tooManySocial),
  ),
  position: v.picklist(SOCIAL_POSITIONS),
});

/** Social links to send: normalised URLs, each with its detected network. */
export const socialPayload = (links: readonly { url: string }[]): { type: SocialNetwork; url: string }[] =>
  links.flatMap((l) => {
    const url = normaliseLinkUrl(l.url);
    return url ? [{ type: networkOf(url), url }] : [];
  });

// ---------------------------------------------------------------------------------------------
// The avatar (editAvatar)

export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The contract's limit of the upload (10 MB). */
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
/** The side of the square image that is uploaded after the crop. */
export const AVATAR_OUTPUT_SIZE = 512;

/** The plain message for a file that cannot be an avatar, or null. */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return PROFILE_MESSAGES.imageType;
  if (file.size > AVATAR_MAX_BYTES) return PROFILE_MESSAGES.imageSize;
  return null;
}

/** The square of the source image that is kept: centred, its side the shorter side divided by
 * `zoom` (1 to 4), moved by `panX`/`panY` (−1 to 1: from one edge to the other). */
export function cropSquare(
  width: number,
  height: number,
  zoom = 1,
  panX = 0,
  panY = 0,
): { x: number; y: number; size: number } {
  const z = Math.min(4, Math.max(1, Number.isFinite(zoom) ? zoom : 1));
  const clamp = (n: number) => Math.min(1, Math.max(-1, Number.isFinite(n) ? n : 0));
  const size = Math.max(1, Math.floor(Math.min(width, height) / z));
  const freeX = Math.max(0, width - size);
  const freeY = Math.max(0, height - size);
  return {
    x: Math.round((freeX / 2) * (1 + clamp(panX))),
    y: Math.round((freeY / 2) * (1 + clamp(panY))),
    size,
  };
}

// ---------------------------------------------------------------------------------------------
// Delete my account

/** The account is deleted only after its name is typed exactly (trimmed). */
export const accountNameConfirmed = (typed: string, name: string): boolean =>
  name.trim() !== '' && typed.trim() === name.trim();

/** The name a person types to confirm deleting the account. */
export const accountNameOf = (account: Pick<Account, 'accountName' | 'name' | 'username' | 'details'>): string =>
  account.accountName?.trim() || account.details?.accountName?.trim() || account.name?.trim() || account.username;
