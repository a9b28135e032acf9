// SIP (spec 001 "Developer and domains"): the IP whitelist, outbound routes and the
// registration, with the real product's fields (reference: aor, username, authUsername,
// password, sipRealm, proxy, port, transport, subscribe).
import type { SipIpWhitelistEntry, SipRegistration, SipRegistrationInput } from '@/api/generated/model';
import { DEVELOPER_MESSAGES } from './messages';
import { isSipAor, isSipHostPort, parseSipRoute, sameIp, whitelistIpKind } from './net';

export const SIP_LABEL_MAX = 200;

export interface WhitelistFormValues {
  ip: string;
  label: string;
}
export type WhitelistFormErrors = Partial<Record<keyof WhitelistFormValues, string>>;

export function whitelistFormErrors(
  values: WhitelistFormValues,
  existing: readonly SipIpWhitelistEntry[] = [],
): WhitelistFormErrors {
  const errors: WhitelistFormErrors = {};
  const ip = values.ip.trim();
  if (!ip) errors.ip = DEVELOPER_MESSAGES.required;
  else if (ip.length > 45 || !whitelistIpKind(ip)) errors.ip = DEVELOPER_MESSAGES.ip;
  else if (existing.some((e) => sameIp(e.ip, ip))) errors.ip = DEVELOPER_MESSAGES.duplicateIp;
  const label = values.label.trim();
  if (!label) errors.label = DEVELOPER_MESSAGES.required;
  else if (label.length > SIP_LABEL_MAX) errors.label = DEVELOPER_MESSAGES.tooLong(SIP_LABEL_MAX);
  return errors;
}

export function routeProblem(raw: string, existing: readonly string[] = []): string | null {
  const text = raw.trim();
  if (!text) return DEVELOPER_MESSAGES.required;
  if (!parseSipRoute(text)) return DEVELOPER_MESSAGES.route;
  if (existing.some((r) => r.toLowerCase() === text.toLowerCase())) return DEVELOPER_MESSAGES.duplicateRoute;
  return null;
}

export const REGISTRATION_TRANSPORTS = ['UDP', 'TCP', 'TLS'] as const;
export type RegistrationTransport = (typeof REGISTRATION_TRANSPORTS)[number];

/** The registration form as typed (text everywhere; `port` as text so an empty field means none). */
export interface RegistrationFormValues {
  aor: string;
  username: string;
  authUsername: string;
  /** Write-only: never prefilled; empty on an update keeps the stored password. */
  password: string;
  sipRealm: string;
  proxy: string;
  port: string;
  transport: RegistrationTransport | '';
  subscribe: boolean;
}
export type RegistrationFormErrors = Partial<Record<keyof RegistrationFormValues, string>>;

/** The form's starting values: the stored registration's fields (the password is never returned). */
export function registrationFormValues(reg: SipRegistration | null | undefined): RegistrationFormValues {
  const transport = (reg?.transport ?? '').toUpperCase();
  return {
    aor: reg?.aor ?? '',
    username: reg?.username ?? '',
    authUsername: '',
    password: '',
    sipRealm: '',
    proxy: reg?.proxy ?? '',
    port: '',
    transport: (REGISTRATION_TRANSPORTS as readonly string[]).includes(transport)
      ? (transport as RegistrationTransport)
      : '',
    subscribe: false,
  };
}

const MAX: Partial<Record<keyof RegistrationFormValues, number>> = {
  aor: 320,
  username: 100,
  authUsername: 100,
  password: 256,
  sipRealm: 320,
  proxy: 320,
};

/** Creating needs aor, username and password; updating needs aor and username (the password stays). */
export function registrationFormErrors(values: RegistrationFormValues, creating: boolean): RegistrationFormErrors {
  const errors: RegistrationFormErrors = {};
  for (const [key, max] of Object.entries(MAX) as [keyof RegistrationFormValues, number][]) {
    const v = values[key];
    if (typeof v === 'string' && v.length > max) errors[key] = DEVELOPER_MESSAGES.tooLong(max);
  }
  if (!values.aor.trim()) errors.aor = DEVELOPER_MESSAGES.required;
  else if (!errors.aor && !isSipAor(values.aor)) errors.aor = DEVELOPER_MESSAGES.aor;
  if (!values.username.trim()) errors.username = DEVELOPER_MESSAGES.required;
  if (creating && !values.password) errors.password = DEVELOPER_MESSAGES.required;
  if (values.sipRealm.trim() && !errors.sipRealm && !isSipHostPort(values.sipRealm))
    errors.sipRealm = DEVELOPER_MESSAGES.hostPort;
  if (values.proxy.trim() && !errors.proxy && !isSipHostPort(values.proxy)) errors.proxy = DEVELOPER_MESSAGES.hostPort;
  const port = values.port.trim();
  if (port && !(/^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535))
    errors.port = DEVELOPER_MESSAGES.port;
  return errors;
}

/**
 * The body sent: trimmed fields, empty optional ones left out, the password only when typed.
 * `subscribe` only when `sendSubscribe` (creating, or the box was changed): the registration's
 * read does not say it, so an untouched box must not switch presence off on the server.
 */
export function registrationInput(values: RegistrationFormValues, sendSubscribe = true): SipRegistrationInput {
  const input: SipRegistrationInput = { aor: values.aor.trim(), username: values.username.trim() };
  if (values.authUsername.trim()) input.authUsername = values.authUsername.trim();
  if (values.password) input.password = values.password;
  if (values.sipRealm.trim()) input.sipRealm = values.sipRealm.trim();
  if (values.proxy.trim()) input.proxy = values.proxy.trim();
  if (values.port.trim()) input.port = Number(values.port.trim());
  if (values.transport) input.transport = values.transport;
  if (sendSubscribe) input.subscribe = values.subscribe;
  return input;
}
