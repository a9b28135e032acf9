/** What {@link accountTitle} reads of an account (any answer's shape: each field checked). */
export interface TitledAccount {
  accountName?: unknown;
  name?: unknown;
  username?: unknown;
  details?: { accountName?: unknown } | null;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/**
 * The name a person reads for an account in the frame and on its home: its own `accountName`
 * first (what Settings edits, so a rename shows at once), then the name in its details, its name,
 * its username. Undefined when none is text (a malformed answer must not take the frame down).
 */
export function accountTitle(account: TitledAccount): string | undefined {
  return (
    text(account.accountName) ?? text(account.details?.accountName) ?? text(account.name) ?? text(account.username)
  );
}
