import type { ReactNode } from 'react';
import { Button, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { createStore } from '@/lib/store';
import { useStore } from '@/hooks/use-store';

/** The shell's global confirmation dialog (spec 000 §2.1): icon, title, details, confirm and
 * cancel buttons with configurable text and colours, and handlers for confirm, cancel and close. */
export interface ConfirmOptions {
  title: string;
  details?: ReactNode;
  icon?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** A Chakra colour palette, e.g. 'red' for destructive actions. */
  confirmColor?: string;
  cancelColor?: string;
  onConfirm?: () => void;
  onCancel?: () => void;
  onClose?: () => void;
}

export type ConfirmOutcome = 'confirm' | 'cancel' | 'close';

interface Pending {
  options: ConfirmOptions;
  resolve: (outcome: ConfirmOutcome) => void;
}

const pending = createStore<Pending | null>(null);

/** Opens the dialog; resolves with how it ended. A second call replaces an open dialog (which closes). */
export function confirmDialog(options: ConfirmOptions): Promise<ConfirmOutcome> {
  if (pending.get()) settle('close');
  return new Promise((resolve) => pending.set({ options, resolve }));
}

function settle(outcome: ConfirmOutcome) {
  const current = pending.get();
  if (!current) return;
  pending.set(null);
  const { onConfirm, onCancel, onClose } = current.options;
  if (outcome === 'confirm') onConfirm?.();
  else if (outcome === 'cancel') onCancel?.();
  else onClose?.();
  current.resolve(outcome);
}

export function ConfirmDialogHost() {
  const current = useStore(pending);
  const o = current?.options;
  return (
    <Dialog.Root role="alertdialog" open={!!current} onOpenChange={(e) => !e.open && settle('close')} size="sm">
      <Portal>
        {/* Above every stacked overlay (the overlay host puts level n at 1400 + 2n, 88 levels at
            most), so a confirmation asked from inside an overlay is on top; below toasts (1700). */}
        <Dialog.Backdrop zIndex={1600} />
        <Dialog.Positioner zIndex={1601}>
          <Dialog.Content>
            {o ? (
              <>
                <Dialog.Header>
                  <HStack gap="3">
                    {o.icon ? <span aria-hidden="true">{o.icon}</span> : null}
                    <Dialog.Title>{o.title}</Dialog.Title>
                  </HStack>
                </Dialog.Header>
                {o.details ? (
                  <Dialog.Body>
                    <Stack>{typeof o.details === 'string' ? <Text>{o.details}</Text> : o.details}</Stack>
                  </Dialog.Body>
                ) : null}
                <Dialog.Footer>
                  <Button variant="outline" colorPalette={o.cancelColor ?? 'gray'} onClick={() => settle('cancel')}>
                    {o.cancelText ?? 'Cancel'}
                  </Button>
                  <Button colorPalette={o.confirmColor ?? 'blue'} onClick={() => settle('confirm')}>
                    {o.confirmText ?? 'Confirm'}
                  </Button>
                </Dialog.Footer>
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
