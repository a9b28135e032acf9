import { useRouterState } from '@tanstack/react-router';

/**
 * Where a purchase made from here continues. From the premium gate (the upgrade overlay, or a
 * page that names an `upgradeRedirect`): this page with `premium=true` (the inbox gate's return,
 * spec 000 §2.1) and that overlay opened. Otherwise (a plan change on the billing page): this
 * page as it is, without its overlays.
 */
export function useUpgradeReturn({ fromGate = false }: { fromGate?: boolean } = {}): string {
  const location = useRouterState({ select: (s) => s.location });
  const search = location.search as Record<string, unknown>;
  const redirect = typeof search.upgradeRedirect === 'string' ? search.upgradeRedirect : null;
  if (!fromGate && !redirect) return location.pathname;
  const params = new URLSearchParams({ premium: 'true' });
  if (redirect && /^[a-zA-Z]{1,40}$/.test(redirect)) params.set(redirect, 'true');
  return `${location.pathname}?${params.toString()}`;
}
