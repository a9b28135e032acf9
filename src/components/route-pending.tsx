import { Center, Spinner } from '@chakra-ui/react';

/**
 * A page's loading state (the router's `defaultPendingComponent`): shown inside the frame when a
 * page's loader takes longer than the router's pending delay, so the frame never goes blank and
 * a quick navigation shows no spinner at all.
 */
export function RoutePending() {
  return (
    <Center minH="40vh" role="status" aria-label="Loading the page">
      <Spinner aria-hidden="true" size="lg" color="colorPalette.solid" />
    </Center>
  );
}
