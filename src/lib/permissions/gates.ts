// The template-variable default by role (spec 000 §6) and the new-conversation gate (§2.3). Pure.

// ---------------------------------------------------------------------------------------------
// Template variables

function readBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}

/**
 * Whether template variables are replaced: super admins and resellers see them unreplaced unless
 * told otherwise (`force`, e.g. the forceReplaceTemplateVars query); others get them replaced.
 */
export function defaultReplaceTemplateVars(level: unknown, force?: unknown): boolean {
  const forced = readBoolean(force);
  if (forced !== undefined) return forced;
  return !(level === 'superAdmin' || level === 'reseller');
}

// ---------------------------------------------------------------------------------------------
// New conversation gate

export type NewConversationGate =
  | { readonly ok: true }
  | { readonly ok: false; readonly open: 'upgrade'; readonly redirect: 'selectNumber' }
  | { readonly ok: false; readonly open: 'selectNumber' }
  | { readonly ok: false; readonly open: 'requestAccess' };

export interface NewConversationInput {
  readonly premium: boolean;
  /** The account's phone number (empty or missing when none). */
  readonly phoneNumber?: string | null;
  readonly smsEnabled: boolean;
}

/** In order: premium (else upgrade, redirecting to selectNumber), a phone number (else selectNumber), SMS (else requestAccess). */
export function newConversationGate(input: NewConversationInput): NewConversationGate {
  if (!input.premium) return { ok: false, open: 'upgrade', redirect: 'selectNumber' };
  if (typeof input.phoneNumber !== 'string' || input.phoneNumber.trim() === '')
    return { ok: false, open: 'selectNumber' };
  if (!input.smsEnabled) return { ok: false, open: 'requestAccess' };
  return { ok: true };
}

/** Reads the gate input from an account: `{product}Premium`, `{product}PhoneNumber`, smsEnabled. */
export function newConversationInput(account: object | null | undefined, product: string): NewConversationInput {
  // The keys depend on the product, so they are read by name (own properties only).
  const read = (key: string): unknown =>
    account && Object.prototype.hasOwnProperty.call(account, key)
      ? (account as Readonly<Record<string, unknown>>)[key]
      : undefined;
  const phone = read(`${product}PhoneNumber`);
  return {
    premium: read(`${product}Premium`) === true,
    phoneNumber: typeof phone === 'string' ? phone : null,
    smsEnabled: read('smsEnabled') === true,
  };
}
