import type { ReactNode } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { CancelButton } from './cancel-button';

/** The end of an overlay's form: Cancel (disabled while the save is pending) and the primary
 * button, which submits the form, or calls `onConfirm` when the form has no submit of its own. */
export function FormActions({
  onCancel,
  pending = false,
  label,
  pendingLabel = 'Saving…',
  onConfirm,
  disabled,
  danger = false,
}: {
  onCancel: () => void;
  pending?: boolean;
  label: ReactNode;
  pendingLabel?: string;
  onConfirm?: () => void;
  disabled?: boolean;
  /** A destructive action: the primary button is red. */
  danger?: boolean;
}) {
  return (
    <HStack justify="end" gap="2">
      <CancelButton onClick={onCancel} disabled={pending} />
      <Button
        type={onConfirm ? 'button' : 'submit'}
        colorPalette={danger ? 'red' : 'blue'}
        onClick={onConfirm}
        disabled={disabled}
        loading={pending}
        loadingText={pendingLabel}
      >
        {label}
      </Button>
    </HStack>
  );
}

/** A form's failure, read out when it appears (the server's sentence, never raw exception text). */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <Text role="alert" color="fg.error">
      {children}
    </Text>
  );
}
