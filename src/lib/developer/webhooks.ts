// Webhooks (spec 000 §3, 001 "Webhooks"): the list in each answer form, the event types, and
// the create form's rules.
import type { Webhook, WebhookList, WebhookType } from '@/api/generated/model';
import { DEVELOPER_MESSAGES } from './messages';

/** The real product's webhook types (the contract's WebhookType), in the order the form offers them. */
export const WEBHOOK_TYPES = [
  'conversation',
  'incoming',
  'contact',
  'agent',
  'onboarding',
] as const satisfies readonly WebhookType[];

// Every type of the contract is offered (a type added to the contract fails here).
type Missing = Exclude<WebhookType, (typeof WEBHOOK_TYPES)[number]>;
const everyType: Missing extends never ? true : never = true;
void everyType;

export const WEBHOOK_TYPE_LABELS: Record<WebhookType, { label: string; help: string }> = {
  conversation: { label: 'Conversations', help: 'A conversation with the agent ends (calls and messages).' },
  incoming: { label: 'Incoming', help: 'A call or message arrives, before the agent answers.' },
  contact: { label: 'Contacts', help: 'A contact is created or changed.' },
  agent: { label: 'Agent', help: 'The agent’s configuration is saved or published.' },
  onboarding: { label: 'Onboarding', help: 'A new account finishes onboarding.' },
};

export const isWebhookType = (value: unknown): value is WebhookType =>
  typeof value === 'string' && (WEBHOOK_TYPES as readonly string[]).includes(value);

/** The webhooks of any of the list's three answer forms: a bare array, `{ webhooks }` or `{ data }`. */
export function webhooksOf(answer: WebhookList | null | undefined): Webhook[] {
  if (!answer) return [];
  if (Array.isArray(answer)) return answer;
  if ('webhooks' in answer && Array.isArray(answer.webhooks)) return answer.webhooks;
  if ('data' in answer && Array.isArray(answer.data)) return answer.data;
  return [];
}

export const URL_MAX = 2048;
export const LABEL_MAX = 200;

/**
 * Why a webhook address cannot be used, or null: it must be an absolute https URL with a host
 * that has a dot (or `localhost` is refused too: the server calls it), no credentials, at most
 * 2048 characters.
 */
export function httpsUrlProblem(raw: string): string | null {
  const text = raw.trim();
  if (!text) return DEVELOPER_MESSAGES.required;
  if (text.length > URL_MAX) return DEVELOPER_MESSAGES.urlTooLong;
  if (!/^https:\/\//i.test(text) || /\s/.test(text)) return DEVELOPER_MESSAGES.httpsUrl;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return DEVELOPER_MESSAGES.httpsUrl;
  }
  if (url.protocol !== 'https:') return DEVELOPER_MESSAGES.httpsUrl;
  if (url.username || url.password) return DEVELOPER_MESSAGES.urlCredentials;
  const host = url.hostname;
  const bracketed = host.startsWith('[');
  if (!bracketed && (!host.includes('.') || host.endsWith('.') || host.startsWith('.')))
    return DEVELOPER_MESSAGES.httpsUrl;
  return null;
}

export interface WebhookFormValues {
  url: string;
  label: string;
  type: WebhookType | '';
}

export type WebhookFormErrors = Partial<Record<keyof WebhookFormValues, string>>;

/** The create form's problems (empty when it can be sent); `existing` catches a repeat of url and type. */
export function webhookFormErrors(values: WebhookFormValues, existing: readonly Webhook[] = []): WebhookFormErrors {
  const errors: WebhookFormErrors = {};
  const url = httpsUrlProblem(values.url);
  if (url) errors.url = url;
  const label = values.label.trim();
  if (!label) errors.label = DEVELOPER_MESSAGES.required;
  else if (label.length > LABEL_MAX) errors.label = DEVELOPER_MESSAGES.tooLong(LABEL_MAX);
  if (!isWebhookType(values.type)) errors.type = DEVELOPER_MESSAGES.webhookTypeUnknown;
  if (!errors.url && !errors.type && existing.some((w) => w.url === values.url.trim() && w.type === values.type))
    errors.url = DEVELOPER_MESSAGES.duplicateWebhook;
  return errors;
}
