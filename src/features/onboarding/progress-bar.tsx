// A thin progress bar. Hand-written: the app's Chakra system carries only the recipes it uses
// (src/app/system.ts keeps the first download small), and Progress is not among them.
import { Box } from '@chakra-ui/react';

export function ProgressBar({
  value,
  max,
  label,
  color,
}: {
  value: number;
  max: number;
  label: string;
  color: string;
}) {
  const percent = max > 0 ? Math.min(100, Math.max(0, Math.round((value / max) * 100))) : 0;
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      h="1.5"
      w="full"
      borderRadius="full"
      bg="bg.emphasized"
      overflow="hidden"
    >
      <Box h="full" w={`${percent}%`} bg={color} borderRadius="full" transition="width 0.3s" />
    </Box>
  );
}
