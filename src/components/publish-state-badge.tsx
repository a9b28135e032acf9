import { Badge, type BadgeProps } from '@chakra-ui/react';

/**
 * Whether callers hear the agent as it is being edited: "Unpublished changes" (orange) while the
 * draft differs from the live agent, else "Published" (green). Other badge props (a test id,
 * `alignSelf`) go to the badge.
 */
export function PublishStateBadge({
  unpublished,
  ...badge
}: Omit<BadgeProps, 'children' | 'colorPalette'> & { unpublished: boolean }) {
  return (
    <Badge colorPalette={unpublished ? 'orange' : 'green'} {...badge}>
      {unpublished ? 'Unpublished changes' : 'Published'}
    </Badge>
  );
}
