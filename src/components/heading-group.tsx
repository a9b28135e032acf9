import type { ReactNode } from 'react';
import { Heading, Stack, Text, type HeadingProps, type StackProps } from '@chakra-ui/react';

/**
 * A heading with an optional muted line under it: the top of a page, a card or a part of one.
 * `as` and `size` give the heading's level and size; layout props (`gap`, `minW`) go to the stack.
 */
export function HeadingGroup({
  title,
  description,
  as = 'h2',
  size = 'md',
  ...stack
}: Omit<StackProps, 'title' | 'children' | 'as'> & {
  title: ReactNode;
  description?: ReactNode;
  as?: 'h1' | 'h2' | 'h3';
  size?: HeadingProps['size'];
}) {
  return (
    <Stack gap="1" {...stack}>
      <Heading as={as} size={size}>
        {title}
      </Heading>
      {description ? (
        <Text color="fg.muted" fontSize="sm">
          {description}
        </Text>
      ) : null}
    </Stack>
  );
}
