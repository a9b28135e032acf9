// TEMPORARY: renders the agent overlays on the temporary editor route until the app's registry
// merges `agentOverlays` (architecture issue 9). Then this file goes.
import { Suspense, createElement, lazy, useMemo, type ComponentType } from 'react';
import { CloseButton, Dialog, Portal, Spinner } from '@chakra-ui/react';
import { agentOverlays } from './overlays';
import { useOverlays, type OverlayProps } from './overlay-kit';

const title = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const components = new Map(
  agentOverlays.map((o) => [o.name, lazy(o.load as () => Promise<{ default: ComponentType<OverlayProps<unknown>> }>)]),
);

export function AgentDevOverlayHost() {
  const { stack, search, close } = useOverlays();
  const top = useMemo(() => stack.filter((name) => components.has(name)).at(-1), [stack]);
  if (!top) return null;
  const def = agentOverlays.find((o) => o.name === top)!;
  const raw = search[top];
  let value: unknown = null;
  try {
    value = def.parseValue(raw === true || raw === 'true' ? true : String(raw));
  } catch {
    value = undefined;
  }
  const onClose = () => close(top);
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'lg' }} lazyMount>
      <Portal>
        <Dialog.Backdrop zIndex={1400} />
        <Dialog.Positioner zIndex={1401}>
          <Dialog.Content data-overlay={top} aria-label={title(top)}>
            <Dialog.Header>
              <Dialog.Title>{title(top)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Suspense fallback={<Spinner aria-label={`Loading ${title(top)}`} />}>
                {createElement(components.get(top)!, { value, close: onClose })}
              </Suspense>
            </Dialog.Body>
            <CloseButton
              size="sm"
              position="absolute"
              top="2"
              insetEnd="2"
              aria-label={`Close ${title(top)}`}
              onClick={onClose}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
