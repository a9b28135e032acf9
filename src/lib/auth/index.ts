/** Sign-in rules (spec 000 §5, spec 001 Authentication calls): who is signed in, their initials,
 * where a sign-in returns. The sign-in forms' fields are ./sign-in-fields (only the forms' code
 * needs them, not the first download). Pure. */
export * from './sign-in-fields';

/** A signed-in user's account carries who they are (an email or a verified mobile number, or
 * the super-admin flag); the anonymous session's temporary account carries neither. */
export function isSignedInAccount(
  account: { email?: unknown; phoneNumber?: unknown; superAdmin?: unknown } | null | undefined,
): boolean {
  if (!account || typeof account !== 'object') return false;
  const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  return filled(account.email) || filled(account.phoneNumber) || account.superAdmin === true;
}

/** Up to two initials of a display name (letters of its first and last words); '?' for none. */
export function initialsOf(name: unknown): string {
  if (typeof name !== 'string') return '?';
  const words = name
    .trim()
    .split(/[\s@._-]+/u)
    .filter((w) => /\p{L}|\p{N}/u.test(w));
  if (words.length === 0) return '?';
  const first = Array.from(words[0]!)[0] ?? '';
  const last = words.length > 1 ? (Array.from(words.at(-1)!)[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Where a sign-in returns: the console page the visitor was sent from (`/app…` or `/inbox…` of
 * this origin, never the sign-in page itself), else `/app`. A value from the address bar is
 * never trusted as a URL: anything else, `//host` and backslashes included, gives `/app`. */
export function signInReturnPath(next: unknown): string {
  if (typeof next !== 'string' || next.length > 2000 || /[\\\s]/.test(next)) return '/app';
  if (!/^\/(app|inbox)(?=$|[/?#])/.test(next)) return '/app';
  if (/^\/app\/signin(?=$|[/?#])/.test(next)) return '/app';
  return next;
}
