import {
  Suspense,
  createElement,
  lazy,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { Dialog, Portal, Spinner } from '@chakra-ui/react';
import { CloseButton } from '@/components/close-button';
import { useQueryClient } from '@tanstack/react-query';
import {
  captureFocus,
  flagValueOf,
  returnFocus,
  type AnyOverlayDefinition,
  type OverlayFlagValue,
  type OverlayProps,
} from '@/overlays';
import { useActingAccount } from '@/hooks/acting-account';
import type { OverlayName } from '@/lib/search';
import { OverlayErrorBoundary } from './overlay-error-boundary';
import { overlayTitle } from './overlay-title';
import { overlayRegistry as registry } from './registry';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each overlay's value type is its own
type AnyOverlayComponent = LazyExoticComponent<ComponentType<OverlayProps<any>>>;
const components = new Map<OverlayName, AnyOverlayComponent>();
const notAvailable = lazy(() => import('./not-available'));

/** The lazy component of a definition, created once per name so its identity is stable. */
function componentOf(name: OverlayName, definition: AnyOverlayDefinition | undefined): AnyOverlayComponent {
  if (!definition) return notAvailable;
  let component = components.get(name);
  if (!component) {
    component = lazy(definition.load);
    components.set(name, component);
  }
  return component;
}

/** Events that already closed an overlay. Every open dialog listens for Escape and outside
 * presses; when two of them hear the same key press (an overlay opened by a click, whose own
 * layer sits above the frame's), it must still close one overlay and go back one entry. */
const handledEvents = new WeakSet<Event>();
function closeTopOnce(event: Event, closeTop: () => void) {
  const native = (event as Event & { detail?: { originalEvent?: Event } }).detail?.originalEvent ?? event;
  if (handledEvents.has(native)) return;
  handledEvents.add(native);
  closeTop();
}

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
  const queryClient = useQueryClient();
  const acting = useActingAccount();
  const definition = name ? registry.get(name) : undefined;
  const raw = name ? flagValueOf(search[name]) : true;
  // The overlay above mounts one frame after this one: dialogs register their layers as they
  // mount, and the layer registered last is the one that takes pointer events. Mounting a whole
  // stack from the URL at once would register child-first and leave the top overlay inert.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(id);
  }, []);
  // No trigger to return to (the URL opens overlays): the control focused when this overlay
  // opened gets focus back when it closes, or its neighbour if it has gone (`returnFocus`).
  // Read before the dialog takes focus; a remount (Strict Mode) cancels the return it scheduled.
  // Each frame is keyed by its overlay's name (below), so this runs once per overlay opened, and
  // a frame with none (the one above the top overlay) looks after nothing.
  const [opener] = useState(() => (name ? captureFocus() : null));
  const returning = useRef<(() => void) | null>(null);
  useEffect(() => {
    returning.current?.();
    returning.current = null;
    return () => {
      returning.current = returnFocus(opener);
    };
  }, [opener]);
  // An overlay warms its data while its code loads: once per opening (name and value), not on
  // every navigation of the page beneath it.
  const warm = useEffectEvent((d: AnyOverlayDefinition, value: OverlayFlagValue) => {
    try {
      void d.prefetch?.(queryClient, d.parseValue(value), acting);
    } catch {
      // A hint only; the overlay reports its own failures.
    }
  });
  useEffect(() => {
    if (definition) warm(definition, raw);
  }, [definition, raw]);
  if (!name) return null;
  const title = definition?.title ?? overlayTitle(name);
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
        closeTopOnce(e, closeTop);
      }}
      onPointerDownOutside={(e) => {
        e.preventDefault();
        closeTopOnce(e, closeTop);
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
            aria-label={title}
            // The full-screen size of small screens must not leak its height, zero margin and
            // square corners into the md size (responsive variants only add, never reset).
            minH={{ base: '100dvh', md: 'auto' }}
            borderRadius={{ base: '0', md: 'l3' }}
            css={{ '@media (min-width: 48rem)': { '--dialog-margin': 'var(--dialog-base-margin)' } }}
          >
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <OverlayErrorBoundary>
                <Suspense fallback={<Spinner aria-label={`Loading ${title}`} />}>
                  {createElement(componentOf(name, definition), {
                    name,
                    value: definition ? definition.parseValue(raw) : null,
                    close: onClose,
                  })}
                </Suspense>
              </OverlayErrorBoundary>
            </Dialog.Body>
            <CloseButton
              size="sm"
              position="absolute"
              top="2"
              insetEnd="2"
              aria-label={`Close ${title}`}
              onClick={onClose}
            />
            {ready ? (
              <OverlayFrame
                key={stack[depth + 1] ?? ''}
                stack={stack}
                search={search}
                depth={depth + 1}
                close={close}
              />
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The open overlays, stacked in URL order (loaded with the first overlay: see `./overlay-host`). */
export default function OverlayStack({
  stack,
  search,
  close,
}: {
  stack: readonly OverlayName[];
  search: Record<string, unknown>;
  close: (name: OverlayName) => void;
}) {
  return <OverlayFrame key={stack[0] ?? ''} stack={stack} search={search} depth={0} close={close} />;
}
