import { Button, Center, Stack, Text } from '@chakra-ui/react';
import { FrameIcon } from './frame-icon';
import { useEffect } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { HUMAN_MESSAGES, humanMessage } from '@/lib/errors';

/**
 * A page's error state (route `errorComponent`): a human message and Try again, inside the frame,
 * never the router's bare "Something went wrong!" nor the raw exception text.
 */
export function RouteError({ error, reset }: { error: unknown; reset?: () => void }) {
  const retry = useRouteRetry(reset);
  return (
    <Center minH="40vh" px="4">
      <Stack role="alert" align="center" gap="3" maxW="md" textAlign="center">
        <FrameIcon name="circle-exclamation-point" size={28} />
        <Text fontWeight="semibold">This page could not be shown.</Text>
        {/* A page that throws while rendering (not a failed call) almost always got an answer it
            could not read. */}
        <Text color="fg.muted">{humanMessage(error, HUMAN_MESSAGES.malformed)}</Text>
        <Button onClick={retry}>Try again</Button>
      </Stack>
    </Center>
  );
}

/**
 * Retrying a failed page: the failed queries are reset, the loaders run again and the boundary
 * renders the page afresh.
 */
export function useRouteRetry(reset?: () => void) {
  const router = useRouter();
  // A page reading its data with useSuspenseQuery throws the query's error here: let the next
  // render of the page fetch again instead of rethrowing the cached error.
  const queryErrors = useQueryErrorResetBoundary();
  useEffect(() => queryErrors.reset(), [queryErrors]);
  return () => {
    queryErrors.reset();
    reset?.();
    void router.invalidate();
  };
}
