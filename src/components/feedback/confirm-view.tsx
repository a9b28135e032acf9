import { Button, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import type { ConfirmOptions, ConfirmOutcome } from './confirm-types';

/** The confirmation dialog's view, loaded on the first confirmation (see `./confirm`). */
export default function ConfirmDialogView({
  options: o,
  settle,
}: {
  options: ConfirmOptions | undefined;
  settle: (outcome: ConfirmOutcome) => void;
}) {
  return (
    <Dialog.Root role="alertdialog" open={!!o} onOpenChange={(e) => !e.open && settle('close')} size="sm">
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
