import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { handoffQueryKey } from './api';
import { mobileHandoff, type HandoffSession } from './mobile-handoff';

/** The mobile shell's start page: exchanges the one-time token, then hands the session on. */
export function MobileStart({
  oneTimeToken,
  onSession,
}: {
  oneTimeToken?: string;
  onSession: (s: HandoffSession) => void;
}) {
  const handoff = useQuery({
    // The generated exchange's key; the cached value is the checked session (kept no longer than the page).
    queryKey: handoffQueryKey(oneTimeToken?.trim() ?? ''),
    queryFn: ({ signal }) => mobileHandoff(oneTimeToken, signal),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const session = handoff.data;
  useEffect(() => {
    if (session) onSession(session);
  }, [session, onSession]);

  if (handoff.isError) {
    return (
      <Center minH="40vh">
        <Stack align="center" role="alert">
          <Text>{handoff.error.message}</Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Center minH="40vh" role="status">
      <Spinner aria-label="Signing you in" />
    </Center>
  );
}
