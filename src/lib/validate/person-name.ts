// Person names (spec 000 §4, §5, §9).

/** Caller labels that are not names. */
export const PLACEHOLDER_CALLER_LABELS: readonly string[] = ['UNKNOWN', 'RESTRICTED', 'WIRELESS CALLER'];

/** US state codes (50 states and DC). */
export const US_STATE_CODES: ReadonlySet<string> = new Set(
  (
    'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ ' +
    'NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'
  ).split(' '),
);

/**
 * A person's name: letters only (spaces, apostrophes, hyphens and periods between them), no
 * digits, not a placeholder caller label (UNKNOWN, RESTRICTED, WIRELESS CALLER), and not ending in
 * a US state code (caller-id text such as 'DALLAS TX').
 */
export function isPersonName(name: unknown): boolean {
  if (typeof name !== 'string') return false;
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed === '' || !/^[\p{L}\s'.-]+$/u.test(trimmed) || !/\p{L}/u.test(trimmed)) return false;
  if (PLACEHOLDER_CALLER_LABELS.includes(trimmed.toUpperCase())) return false;
  const words = trimmed.split(' ');
  const last = words[words.length - 1] ?? '';
  return !(words.length > 1 && US_STATE_CODES.has(last.toUpperCase()));
}
