/** Extra schemes a caller may accept besides http(s), where they make sense (a contact link). */
export type ExtraScheme = 'mailto' | 'tel';

const MAX_URL_LENGTH = 4096;
// Characters the URL parser strips or ignores (C0 controls, space): used only to detect the
// scheme the browser would see, so `java\tscript:` or ` //evil` are judged as the browser would.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0020\u007f]/g;

/**
 * The one sanitiser of URLs that come from the server (branding logo and support URL, account
 * and profile images, links, attachments). Returns a URL safe to put in `href`/`src`, or null:
 * - absolute http: and https: URLs (normalised by the URL parser);
 * - mailto: and tel: only when the caller allows them;
 * - paths on the app's own origin (`/assets/logo.svg`);
 * - everything else is dropped: javascript:, vbscript:, data: (any type), file:, blob:,
 *   protocol-relative (`//host`, `\\host`), credentials in the URL, unparsable text.
 */
export function sanitizeUrl(raw: unknown, options: { allow?: readonly ExtraScheme[] } = {}): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (!value || value.length > MAX_URL_LENGTH) return null;
  const visible = value.replace(INVISIBLE, '');
  // Protocol-relative or backslash tricks (browsers read `\` as `/` in special URLs).
  if (/^[\\/]{2}/.test(visible) || /^[\\/][\\/]/.test(visible.replace(/\\/g, '/'))) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(visible);
  if (!hasScheme) {
    // Only root-relative paths: a bare relative path depends on the page it is shown on.
    if (!visible.startsWith('/')) return null;
    try {
      const url = new URL(value, 'https://app.invalid');
      if (url.origin !== 'https://app.invalid') return null;
      return url.pathname + url.search + url.hash;
    } catch {
      return null;
    }
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const scheme = url.protocol.slice(0, -1).toLowerCase();
  if (scheme === 'http' || scheme === 'https') {
    if (!url.hostname || url.username || url.password) return null;
    return url.href;
  }
  if ((scheme === 'mailto' || scheme === 'tel') && options.allow?.includes(scheme)) return url.href;
  return null;
}
