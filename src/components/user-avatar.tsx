import { Avatar } from '@chakra-ui/react';
import { initialsOf } from '@/lib/auth';
import { sanitizeUrl } from '@/lib/url';

/** A person's or account's picture; the initials show when there is no image, when the server's
 * URL is unsafe, or when the image fails to load (Avatar keeps the fallback until it loads). */
export function UserAvatar({ name, image, size = 'sm' }: { name: string; image?: unknown; size?: 'xs' | 'sm' | 'md' }) {
  const src = sanitizeUrl(image);
  return (
    <Avatar.Root size={size} colorPalette="blue" variant="subtle">
      <Avatar.Fallback aria-hidden="true">{initialsOf(name)}</Avatar.Fallback>
      {src ? <Avatar.Image src={src} alt="" referrerPolicy="no-referrer" /> : null}
    </Avatar.Root>
  );
}
