import { Box } from '@chakra-ui/react';
import { useIsFetching } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';

/** The top progress bar (spec 000 §2.1): shown from the start of a route change until it
 * completes or fails, and while queries load. */
export function TopProgressBar() {
  const routing = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading });
  const fetching = useIsFetching() > 0;
  if (!routing && !fetching) return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading"
      aria-busy="true"
      position="fixed"
      insetInline="0"
      top="0"
      height="3px"
      zIndex="toast"
      overflow="hidden"
      bg="blue.subtle"
    >
      <Box
        height="100%"
        width="40%"
        bg="blue.solid"
        css={{
          animation: 'vida-progress 1.1s ease-in-out infinite',
          '@keyframes vida-progress': {
            from: { transform: 'translateX(-100%)' },
            to: { transform: 'translateX(250%)' },
          },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
        }}
      />
    </Box>
  );
}
