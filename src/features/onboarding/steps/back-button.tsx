import { Button } from '@chakra-ui/react';
import { useCanGoBack, useRouter } from '@tanstack/react-router';

/** Back to the previous step: the browser's Back, since every step is a history entry. */
export function BackButton() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  if (!canGoBack) return null;
  return (
    <Button variant="ghost" onClick={() => router.history.back()}>
      Back
    </Button>
  );
}
