// A thin progress bar: Chakra's Progress (its track is the progressbar, named by `label`).
import { Progress } from '@chakra-ui/react';

export function ProgressBar({
  value,
  max,
  label,
  color,
}: {
  value: number;
  max: number;
  label: string;
  /** The filled part's colour token, e.g. `blue.solid`. */
  color: string;
}) {
  const top = max > 0 ? max : 1;
  return (
    <Progress.Root value={Math.min(Math.max(value, 0), top)} min={0} max={top} size="xs" w="full">
      <Progress.Track aria-label={label} bg="bg.emphasized" borderRadius="full">
        <Progress.Range bg={color} borderRadius="full" />
      </Progress.Track>
    </Progress.Root>
  );
}
