// The hierarchy's forms (valibot): create a reseller, an organization or an agent account, disable
// an account, and the typed confirmation of deleting an organization. Messages from spec 000 §5.
import * as v from 'valibot';
import * as MESSAGES from '../message-catalogue';

const INVALID_EMAIL = 'Enter a valid email address.';
const required = (max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.fieldRequired), v.maxLength(max, `At most ${max} characters.`));
const optionalText = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `At most ${max} characters.`));
const optionalEmail = v.pipe(
  v.string(),
  v.trim(),
  v.check((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), INVALID_EMAIL),
  v.maxLength(254, INVALID_EMAIL),
);

export const createResellerSchema = v.object({
  resellerName: required(200),
  email: optionalEmail,
  productPlanId: optionalText(120),
});
export type CreateResellerValues = v.InferOutput<typeof createResellerSchema>;

export const createOrgSchema = v.object({
  orgName: required(200),
  email: optionalEmail,
  productPlanId: optionalText(120),
  externalAccountId: optionalText(120),
});
export type CreateOrgValues = v.InferOutput<typeof createOrgSchema>;

export const createAgentSchema = v.object({
  accountName: required(200),
  name: optionalText(200),
  email: optionalEmail,
});
export type CreateAgentValues = v.InferOutput<typeof createAgentSchema>;

export const disableAccountSchema = v.object({
  reason: required(200),
  details: optionalText(2000),
});
export type DisableAccountValues = v.InferOutput<typeof disableAccountSchema>;

/** Drops empty optional fields, so a request carries only what the person filled in. */
export function compact<T extends Record<string, string>>(values: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, val] of Object.entries(values) as [keyof T, string][]) {
    const s = val.trim();
    if (s !== '') out[k] = s as T[keyof T];
  }
  return out;
}

/** The typed confirmation of deleting an organization: its name exactly (spaces around ignored). */
export const deleteConfirmed = (typed: string, name: string): boolean =>
  typed.trim() !== '' && typed.trim() === name.trim();

/** The id of the account a create call answered (the real server may answer the name only). */
export function createdIdOf(created: unknown): number | undefined {
  if (!created || typeof created !== 'object') return undefined;
  const id = (created as { id?: unknown }).id;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined;
}
