import { Text } from '@chakra-ui/react';
import type { OverlayProps } from '@/overlays';
import { overlayTitle } from './overlay-title';

/** The panel of an overlay whose area has not landed yet. */
export default function NotAvailable({ name }: OverlayProps) {
  return (
    <Text>
      The <strong>{overlayTitle(name)}</strong> screen is not available yet.
    </Text>
  );
}
