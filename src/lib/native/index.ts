/** The mobile shell's native bridge (spec 000 §2.1, §5): the web app talks to the native app by
 * navigating to a custom-scheme URL, which the shell intercepts. Pure: building, validating and
 * parsing the command URLs; the caller injects the navigation that sends them. */

/** The custom scheme the mobile shell intercepts (`vida://…`). */
export const NATIVE_SCHEME = 'vida';

export type NativeCommand =
  | { type: 'logout' }
  /** Native search for a contact; the answer is matched to the request by its id. */
  | { type: 'search'; target: string; requestId: string }
  /** Opens an http(s) URL with the native URL opener. */
  | { type: 'open-url'; target: string; requestId: string };

export type NativeCommandType = NativeCommand['type'];

/** A command that cannot be sent (missing target or request id, or a bad URL). */
export class NativeCommandError extends Error {
  override readonly name = 'NativeCommandError';
}

const MAX_TARGET = 2048;
const MAX_REQUEST_ID = 200;

const nonBlank = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;

/** True for an absolute http or https URL. */
export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Throws a NativeCommandError when the command cannot be sent; answers it otherwise. */
export function validateNativeCommand(command: unknown): NativeCommand {
  if (!command || typeof command !== 'object') throw new NativeCommandError('A native command is required');
  const { type, target, requestId } = command as Record<string, unknown>;
  if (type === 'logout') return { type };
  if (type !== 'search' && type !== 'open-url') {
    throw new NativeCommandError(`Unknown native command: ${String(type)}`);
  }
  if (!nonBlank(target)) {
    throw new NativeCommandError(
      type === 'search' ? 'The search command needs a contact to search for' : 'The open-url command needs a URL',
    );
  }
  if (!nonBlank(requestId)) throw new NativeCommandError(`The ${type} command needs a request id`);
  if (target.length > MAX_TARGET) throw new NativeCommandError(`The ${type} target is too long`);
  if (requestId.length > MAX_REQUEST_ID) throw new NativeCommandError(`The ${type} request id is too long`);
  if (type === 'open-url' && !isHttpUrl(target)) {
    throw new NativeCommandError('The open-url command needs an http or https URL');
  }
  return { type, target, requestId };
}

/** The custom-scheme URL of a command: `vida://logout`,
 * `vida://search?target=…&requestId=…`, `vida://open-url?target=…&requestId=…`. */
export function nativeCommandUrl(command: NativeCommand): string {
  const valid = validateNativeCommand(command);
  const base = `${NATIVE_SCHEME}://${valid.type}`;
  if (valid.type === 'logout') return base;
  const query = new URLSearchParams({ target: valid.target, requestId: valid.requestId });
  return `${base}?${query.toString()}`;
}

/** The command of a custom-scheme URL, or null when it is not a valid one. */
export function parseNativeCommandUrl(href: string): NativeCommand | null {
  const prefix = `${NATIVE_SCHEME}://`;
  if (typeof href !== 'string' || !href.startsWith(prefix)) return null;
  const rest = href.slice(prefix.length);
  const q = rest.indexOf('?');
  const type = q === -1 ? rest : rest.slice(0, q);
  const params = new URLSearchParams(q === -1 ? '' : rest.slice(q + 1));
  const candidate =
    type === 'logout'
      ? { type }
      : { type, target: params.get('target') ?? undefined, requestId: params.get('requestId') ?? undefined };
  try {
    return validateNativeCommand(candidate);
  } catch {
    return null;
  }
}

/** Sends a command through the injected navigation (in the browser: `window.location.assign`).
 * Throws a NativeCommandError, without navigating, when the command is invalid. */
export function sendNativeCommand(command: NativeCommand, navigate: (href: string) => void): string {
  const href = nativeCommandUrl(command);
  navigate(href);
  return href;
}

export interface NativeBridge {
  logout(): string;
  search(target: string, requestId: string): string;
  openUrl(url: string, requestId: string): string;
}

/** The typed bridge over an injected navigation; each method answers the URL it sent and
 * throws a NativeCommandError (sending nothing) when the target or request id is missing. */
export function createNativeBridge(navigate: (href: string) => void): NativeBridge {
  return {
    logout: () => sendNativeCommand({ type: 'logout' }, navigate),
    search: (target, requestId) => sendNativeCommand({ type: 'search', target, requestId }, navigate),
    openUrl: (url, requestId) => sendNativeCommand({ type: 'open-url', target: url, requestId }, navigate),
  };
}
