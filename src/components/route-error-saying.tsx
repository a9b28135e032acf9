import { Box } from '@chakra-ui/react';
import { ErrorState, errorMessageOf } from './query-state';
import { useRouteRetry } from './route-error';

// Its own module, apart from the router-wide RouteError (in the first download): a route's
// errorComponent is split into the route's lazy chunk, and this goes with it.
/**
 * A route's `errorComponent` when the spec names what failed (the logs' 'Failed to fetch logs'):
 * that message, announced, with Retry, where the page would be.
 */
export function routeErrorSaying(message: string | ((error: unknown) => string | undefined)) {
  return function SpecificRouteError({ error, reset }: { error: unknown; reset?: () => void }) {
    const retry = useRouteRetry(reset);
    return (
      <Box p={{ base: '4', md: '6' }}>
        <ErrorState message={errorMessageOf(error, message)} retry={retry} />
      </Box>
    );
  };
}
