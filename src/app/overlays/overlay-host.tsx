import { Suspense, createElement, useEffect, useState } from 'react';
import { CloseButton, Dialog, Portal, Spinner } from '@chakra-ui/react';
import { allowedOverlaysOf, type OverlayName } from '@/lib/search';
import { useGetAccount } from '@/api/generated/hooks/accounts/accounts';
import { useCredentials } from '@/hooks/use-credentials';
import { overlayComponent } from './registry';
import { OverlayErrorBoundary } from './overlay-error-boundary';
import { useOverlays } from './use-overlays';

/** Human title of an overlay name: `createContact` → "Create contact". */
export const overlayTitle = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

interface FrameProps {
  stack: readonly OverlayName[];
  search: Record<string, unknown>;
  depth: number;
  close: (name: OverlayName) => void;
}

/** One overlay and, nested inside it, the ones above it: nesting lets each dialog keep the
 * ones on top of it accessible (a dialog hides everything outside itself from assistive tech). */
function OverlayFrame({ stack, search, depth, close }: FrameProps) {
  const name = stack[depth];
  // The overlay above mounts one frame after this one: dialogs register their layers as they
  // mount, and the layer registered last is the one that takes pointer events. Mounting a whole
  // stack from the URL at once would register child-first and leave the top overlay inert.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(id);
  }, []);
  if (!name) return null;
  const onClose = () => close(name);
  const closeTop = () => close(stack[stack.length - 1]!);
  return (
    <Dialog.Root
      open
      // The query string is the only source of truth: the dialogs never close themselves
      // (no onOpenChange). Nested dialogs register their layers child-first, so whichever dialog
      // hears Escape or an outside press, only the top overlay closes.
      onEscapeKeyDown={(e) => {
        e.preventDefault();
        closeTop();
      }}
      onPointerDownOutside={(e) => {
        e.preventDefault();
        closeTop();
      }}
      // Focus returning to the page when an overlay above closes must not close this one.
      onFocusOutside={(e) => e.preventDefault()}
      lazyMount
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal disabled={depth > 0}>
        <Dialog.Backdrop zIndex={1400 + depth * 2} />
        <Dialog.Positioner zIndex={1401 + depth * 2}>
          <Dialog.Content
            data-overlay={name}
            aria-label={overlayTitle(name)}
            // The full-screen size of small screens must not leak its height, zero margin and
            // square corners into the md size (responsive variants only add, never reset).
            minH={{ base: '100dvh', md: 'auto' }}
            borderRadius={{ base: '0', md: 'l3' }}
            css={{ '@media (min-width: 48rem)': { '--dialog-margin': 'var(--dialog-base-margin)' } }}
          >
            <Dialog.Header>
              <Dialog.Title>{overlayTitle(name)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <OverlayErrorBoundary>
                <Suspense fallback={<Spinner aria-label={`Loading ${overlayTitle(name)}`} />}>
                  {/* cached per name in the registry, so identity is stable across renders */}
                  {createElement(overlayComponent(name), { name, value: search[name], close: onClose })}
                </Suspense>
              </OverlayErrorBoundary>
            </Dialog.Body>
            <CloseButton
              size="sm"
              position="absolute"
              top="2"
              insetEnd="2"
              aria-label={`Close ${overlayTitle(name)}`}
              onClick={onClose}
            />
            {ready ? <OverlayFrame stack={stack} search={search} depth={depth + 1} close={close} /> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Renders every open overlay of the query string, stacked in URL order. */
export function OverlayHost({ ignore = [] }: { ignore?: readonly OverlayName[] } = {}) {
  // The account's allowed list, when it has one, restricts which overlays may open.
  const { token } = useCredentials();
  const account = useGetAccount(undefined, { query: { enabled: !!token } });
  const { stack, search, close } = useOverlays(allowedOverlaysOf(account.data?.settings));
  // A page may own a parameter that shares an overlay's name (`/inbox?premium=true` is the
  // premium purchase's return, not the premium overlay).
  const shown = ignore.length ? stack.filter((name) => !ignore.includes(name)) : stack;
  return <OverlayFrame stack={shown} search={search} depth={0} close={close} />;
}
