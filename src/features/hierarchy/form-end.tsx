// The end of a hierarchy overlay's form: what went wrong (the server's sentence), then Cancel and
// the overlay's own action.
import type { ReactNode } from 'react';
import { Alert, HStack } from '@chakra-ui/react';
import { CancelButton } from '@/components/cancel-button';

/** The failure of the overlay's action, as an error alert; nothing while there is none. */
export function ErrorAlert({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

/** The failure, if any, then Cancel (closes the overlay) and the overlay's action (`children`). */
export function FormEnd({
  error,
  onCancel,
  children,
}: {
  error: string | null;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <ErrorAlert message={error} />
      <HStack justify="flex-end">
        <CancelButton variant="ghost" onClick={onCancel} />
        {children}
      </HStack>
    </>
  );
}
