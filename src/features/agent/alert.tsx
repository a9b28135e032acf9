import { useId, type ReactNode } from 'react';
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { CloseButton } from '@/components/close-button';

/** A small alert box (the app's Chakra system has no alert recipe). Errors are announced. */
export function Alert({
  status,
  title,
  children,
  onDismiss,
  named = false,
}: {
  status: 'error' | 'info' | 'warning' | 'success';
  title: string;
  children?: ReactNode;
  onDismiss?: () => void;
  /** The title names the alert (so it can be found by its name). */
  named?: boolean;
}) {
  const titleId = useId();
  const palette = { error: 'red', info: 'blue', warning: 'orange', success: 'green' }[status];
  return (
    <Box
      role={status === 'error' ? 'alert' : 'status'}
      aria-labelledby={named ? titleId : undefined}
      colorPalette={palette}
      bg="colorPalette.subtle"
      color="colorPalette.fg"
      borderWidth="1px"
      borderColor="colorPalette.muted"
      borderRadius="l2"
      px="4"
      py="3"
    >
      <HStack justify="space-between" align="start" gap="3">
        <Stack gap="1" minW="0">
          <Text id={titleId} fontWeight="semibold" textStyle="sm">
            {title}
          </Text>
          {children ? <Box textStyle="sm">{children}</Box> : null}
        </Stack>
        {onDismiss ? <CloseButton size="2xs" aria-label="Dismiss" onClick={onDismiss} /> : null}
      </HStack>
    </Box>
  );
}
