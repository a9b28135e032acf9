import type { Ref } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';
import { createLink } from '@tanstack/react-router';

type ButtonAnchorProps = Omit<ButtonProps, 'asChild' | 'ref'> & { ref?: Ref<HTMLAnchorElement> };

/** A Chakra button drawn on an anchor: the link's own props (href, click, preload) reach the anchor. */
function ButtonAnchor({ ref, children, ...button }: ButtonAnchorProps) {
  return (
    <Button asChild {...button}>
      <a ref={ref}>{children}</a>
    </Button>
  );
}

/**
 * A router link that looks like a button (`variant`, `size`…): typed `to` and `params` as
 * TanStack Router's own Link, so a page's "Open the inbox" or "See usage" is a real link (open in
 * a new tab, preload on hover) with a button's look.
 */
export const ButtonLink = createLink(ButtonAnchor);
