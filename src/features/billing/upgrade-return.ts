import { useRouterState } from '@tanstack/react-router';

/**
 * Where a purchase made from here continues: this page with `premium=true` (the inbox gate's
 * return, spec 000 §2.1) and, when `upgradeRedirect` names an overlay, that overlay opened.
 */
export function useUpgradeReturn(): string {
  const location = useRouterState({ select: (s) => s.location });
  const search = location.search as Record<string, unknown>;
  const redirect = typeof search.upgradeRedirect === 'string' ? search.upgradeRedirect : null;
  const params = new URLSearchParams({ premium: 'true' });
  if (redirect && /^[a-zA-Z]{1,40}$/.test(redirect)) params.set(redirect, 'true');
  return `${location.pathname}?${params.toString()}`;
}
