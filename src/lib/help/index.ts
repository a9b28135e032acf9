// Help and support (spec 000 §1, §2.2 help, form, chat, info, mobile): where help goes, the
// get-support form's rules, and what the info and mobile overlays show. No React.
import * as v from 'valibot';
import * as MESSAGES from '../message-catalogue';
import { sanitizeUrl } from '../url';

/** The product's own help page (its address is not given by the spec; the public product site's,
 * as the top bar's Help link uses). */
export const PRODUCT_HELP_PAGE = 'https://vida.io/help';

/** Where help goes (spec 000 §1): the support URL of the visiting domain when it sets one, else
 * the one in the account's own settings, else the product's help page with the get-support form. */
export type HelpTarget =
  { kind: 'support'; url: string; from: 'domain' | 'account' } | { kind: 'product'; url: string };

/** A support URL is used only when it is a safe https or mailto address. */
const safeSupportUrl = (raw: unknown): string | null =>
  typeof raw === 'string' && raw.trim() ? (sanitizeUrl(raw.trim(), { allow: ['mailto'] }) ?? null) : null;

export function helpTargetOf(input: { domainSupportUrl?: unknown; accountSupportUrl?: unknown }): HelpTarget {
  const domain = safeSupportUrl(input.domainSupportUrl);
  if (domain) return { kind: 'support', url: domain, from: 'domain' };
  const account = safeSupportUrl(input.accountSupportUrl);
  if (account) return { kind: 'support', url: account, from: 'account' };
  return { kind: 'product', url: PRODUCT_HELP_PAGE };
}

/** How a support address is named to a person: an email address for mailto:, else its host. */
export function supportUrlLabel(url: string): string {
  if (url.toLowerCase().startsWith('mailto:')) return url.slice('mailto:'.length).split('?')[0] ?? url;
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

// ---- The get-support form ----

export const SUPPORT_TOPICS = [
  { value: 'question', label: 'A question' },
  { value: 'problem', label: 'Something is not working' },
  { value: 'billing', label: 'Billing and plans' },
  { value: 'other', label: 'Something else' },
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number]['value'];
const TOPIC_VALUES: readonly string[] = SUPPORT_TOPICS.map((t) => t.value);

/** The longest support message (one text message's worth of room, as the inbox's composer). */
export const SUPPORT_MESSAGE_MAX = 1000;

export const HELP_MESSAGES = {
  messageTooLong: `Keep the message under ${SUPPORT_MESSAGE_MAX} characters.`,
  notSent: 'Your message was not sent.',
  chatNotStarted: 'The support chat could not be started.',
} as const;

export const supportFormSchema = v.object({
  topic: v.pipe(
    v.string(),
    v.check((t) => TOPIC_VALUES.includes(t), MESSAGES.fieldRequired),
  ),
  message: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(MESSAGES.fieldRequired),
    v.maxLength(SUPPORT_MESSAGE_MAX, HELP_MESSAGES.messageTooLong),
  ),
});
export type SupportFormValues = v.InferInput<typeof supportFormSchema>;

/** The text the support conversation starts with: the topic named, then the message as typed. */
export function supportMessageText(values: { topic: string; message: string }): string {
  const topic = SUPPORT_TOPICS.find((t) => t.value === values.topic)?.label ?? 'Something else';
  return `Support request (${topic}): ${values.message.trim()}`;
}

// ---- Info and mobile ----

/** The console's own address of a page, without its overlay flags (what the mobile QR code opens). */
export function pageAddressWithout(href: string, flags: readonly string[]): string {
  const url = new URL(href);
  for (const flag of flags) url.searchParams.delete(flag);
  return url.toString();
}

const ACCOUNT_TYPE_LABELS: Record<string, string> = {
  partner: 'Partner',
  reseller: 'Reseller',
  organization: 'Organization',
  agent: 'Agent account',
};

export interface InfoRow {
  label: string;
  value: string;
  /** Ids and usernames: shown in a fixed-width face with a copy button. */
  copy: boolean;
}

interface InfoAccount {
  id: number;
  username: string;
  accountType: string;
  accountName?: string | null;
  name?: string | null;
  resellerId?: number | null;
  partnerId?: number | null;
  organizationId?: number | null;
  subscription?: string | null;
  timestamp?: number | null;
}

/** What the info overlay lists about an account, in order; absent values are left out. */
export function accountInfoRows(account: InfoAccount): InfoRow[] {
  const rows: InfoRow[] = [];
  const name = (account.accountName ?? account.name ?? '').trim();
  if (name) rows.push({ label: 'Name', value: name, copy: false });
  rows.push({ label: 'Type', value: ACCOUNT_TYPE_LABELS[account.accountType] ?? account.accountType, copy: false });
  rows.push({ label: 'Account id', value: String(account.id), copy: true });
  if (account.username) rows.push({ label: 'Username', value: account.username, copy: true });
  const parents: [string, number | null | undefined][] = [
    ['Organization id', account.organizationId],
    ['Reseller id', account.resellerId],
    ['Partner id', account.partnerId],
  ];
  for (const [label, id] of parents)
    if (typeof id === 'number' && id !== account.id) rows.push({ label, value: String(id), copy: true });
  if (account.subscription) rows.push({ label: 'Plan', value: account.subscription, copy: false });
  if (typeof account.timestamp === 'number' && account.timestamp > 0)
    rows.push({ label: 'Created', value: new Date(account.timestamp * 1000).toISOString().slice(0, 10), copy: false });
  return rows;
}
