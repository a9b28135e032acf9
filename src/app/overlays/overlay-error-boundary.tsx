import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { ErrorBoundary } from '@/components/error-boundary';

/** Keeps a failing overlay from taking the page down; offers a retry that remounts it. */
export function OverlayErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={({ reset }) => (
        <Stack role="alert" gap="3" align="start">
          <Text>This screen could not be shown.</Text>
          <Button size="sm" onClick={reset}>
            Try again
          </Button>
        </Stack>
      )}
    >
      <div>{children}</div>
    </ErrorBoundary>
  );
}
