import { Heading, Stack } from '@chakra-ui/react';
import { ErrorState, errorMessageOf } from './query-state';
import { useRouteRetry } from './route-error';

// Its own module, apart from the router-wide RouteError (in the first download): a route's
// errorComponent is split into the route's lazy chunk, and this goes with it.
/**
 * A route's `errorComponent` when the spec names what failed (the logs' 'Failed to fetch logs'):
 * that message, announced, with Retry, under the page's own title (`title`), so the person still
 * sees which page failed.
 */
export function routeErrorSaying(message: string | ((error: unknown) => string | undefined), title?: string) {
  return function SpecificRouteError({ error, reset }: { error: unknown; reset?: () => void }) {
    const retry = useRouteRetry(reset);
    return (
      <Stack gap="4" p={{ base: '4', md: '6' }}>
        {title ? (
          <Heading as="h1" size="lg">
            {title}
          </Heading>
        ) : null}
        <ErrorState message={errorMessageOf(error, message)} retry={retry} />
      </Stack>
    );
  };
}
