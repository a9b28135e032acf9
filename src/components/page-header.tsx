import type { ReactNode } from 'react';
import { Flex } from '@chakra-ui/react';
import { HeadingGroup } from './heading-group';

/**
 * The top of a section page: its title (the page's one h1), a muted line under it, and the
 * page's own controls on the right (below the title on a phone, where the row wraps).
 */
export function PageHeader({
  title,
  description,
  actions,
  size = 'lg',
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** The title's size: `lg` for most sections, `xl` where the page is an overview. */
  size?: 'lg' | 'xl';
}) {
  return (
    <Flex gap="3" wrap="wrap" align="end" justify="space-between">
      <HeadingGroup as="h1" size={size} title={title} description={description} gap="0" />
      {actions}
    </Flex>
  );
}
