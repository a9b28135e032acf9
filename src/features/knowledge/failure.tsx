import { Text } from '@chakra-ui/react';
import { type KB_FAILURES, kbFailureMessage } from '@/lib/knowledge';

/** A knowledge-base failure: its catalogue message followed by the status text. */
export function KbFailure({ what, error }: { what: keyof typeof KB_FAILURES; error: unknown }) {
  if (!error) return null;
  return (
    <Text role="alert" color="fg.error" fontSize="sm">
      {kbFailureMessage(what, error)}
    </Text>
  );
}
