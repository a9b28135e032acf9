import type { ReactNode } from 'react';
import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useAnonymousSession } from './use-anonymous-session';

/** Renders its children once a session (stored or newly allocated) is in place. With
 * `holdWhenSignedOut` (the console) a tab signed out allocates none and keeps waiting. */
export function SessionGate({ children, holdWhenSignedOut }: { children: ReactNode; holdWhenSignedOut?: boolean }) {
  const state = useAnonymousSession({ holdWhenSignedOut });
  if (state.status === 'loading') {
    return (
      <Center minH="40vh" role="status" aria-live="polite">
        <Spinner size="lg" aria-label="Starting your session" />
      </Center>
    );
  }
  if (state.status === 'error') {
    return (
      <Center minH="40vh">
        <Stack align="center" gap="3" role="alert">
          <Text>{state.message}</Text>
          <Button onClick={state.retry}>Try again</Button>
        </Stack>
      </Center>
    );
  }
  return <>{children}</>;
}
