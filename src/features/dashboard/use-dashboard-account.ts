// The account the dashboard acts on. Until the architecture's useActingAccount lands, the
// session's own account (targetAccountId undefined); then this returns its targetAccountId.
export function useDashboardAccount(): number | undefined {
  return undefined;
}
