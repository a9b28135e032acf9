import { forwardRef } from 'react';
import { CloseButton as ChakraCloseButton, type CloseButtonProps } from '@chakra-ui/react';

/**
 * Chakra's close button with a calmer focus ring (issue 28 §3): an overlay opened from a link
 * focuses its close button first, and Chakra's ring (2 px of the palette's colour outside the
 * button) shouted on every such open. This one draws the ring inside the button, in the muted
 * text colour: still clearly visible for keyboard users (well over 3:1 against the surface), quiet
 * otherwise.
 */
export const CloseButton = forwardRef<HTMLButtonElement, CloseButtonProps>(function CloseButton(props, ref) {
  return (
    <ChakraCloseButton ref={ref} focusVisibleRing="inside" focusRingColor="fg.muted" focusRingWidth="2px" {...props} />
  );
});
