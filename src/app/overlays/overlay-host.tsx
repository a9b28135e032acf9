import { lazy } from 'react';
import { useOverlays } from '@/overlays';
import { useActingAccount } from '@/hooks/acting-account';
import { allowedOverlaysOf } from '@/lib/search';
import { RecipesReady } from '../recipes-ready';

// The dialogs' code (dialog machine, focus trap, the registry's components) loads with the first
// overlay, not with the first page.
const OverlayStack = lazy(() => import('./overlay-stack'));

/** Renders every open overlay of the query string, stacked in URL order. The acting account's
 * allowed list, when it has one, restricts which may open; `ignore` names page parameters that
 * share an overlay's name (`/inbox?premium=true` is the premium purchase's return). */
export function OverlayHost({ ignore = [] }: { ignore?: readonly string[] }) {
  const acting = useActingAccount();
  const { stack, search, close } = useOverlays(allowedOverlaysOf(acting.account.settings));
  const shown = ignore.length ? stack.filter((name) => !ignore.includes(name)) : stack;
  if (shown.length === 0) return null;
  return (
    <RecipesReady>
      <OverlayStack stack={shown} search={search} close={close} />
    </RecipesReady>
  );
}
