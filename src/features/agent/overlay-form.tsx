import type { FormEvent, ReactNode } from 'react';
import { Button, HStack, Stack, chakra } from '@chakra-ui/react';
import { CancelButton } from '@/components/cancel-button';

/**
 * An agent overlay's form: its fields, then Cancel and the primary button at the end. Submitting
 * (the button or Enter in a field) calls `onSubmit`; the page never reloads.
 */
export function OverlayForm({
  onSubmit,
  onCancel,
  submitText,
  pending = false,
  disabled,
  danger = false,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  submitText: ReactNode;
  /** The save is under way: the primary button shows it. */
  pending?: boolean;
  disabled?: boolean;
  /** A destructive action: the primary button is red. */
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <chakra.form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(e);
      }}
    >
      <Stack gap="4">
        {children}
        <HStack justify="end">
          <CancelButton variant="ghost" onClick={onCancel} />
          <Button type="submit" colorPalette={danger ? 'red' : 'blue'} disabled={disabled} loading={pending}>
            {submitText}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
