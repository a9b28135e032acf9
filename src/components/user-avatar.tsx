import { useState } from 'react';
import { Box, Image } from '@chakra-ui/react';
import { initialsOf } from '@/lib/auth';
import { sanitizeUrl } from '@/lib/url';

const SIZES = { xs: '7', sm: '8', md: '12' } as const;
const FONT = { xs: 'xs', sm: 'sm', md: 'md' } as const;

/**
 * A person's or account's picture; the initials show when there is no image, when the server's
 * URL is unsafe, or when the image fails to load. Hand-written (not Chakra's Avatar): a circle
 * and an onError is all it needs, and Avatar's state machine would weigh on the first download.
 */
export function UserAvatar({ name, image, size = 'sm' }: { name: string; image?: unknown; size?: 'xs' | 'sm' | 'md' }) {
  const src = sanitizeUrl(image);
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = src !== null && failed !== src;
  return (
    <Box
      as="span"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      flexShrink={0}
      boxSize={SIZES[size]}
      rounded="full"
      overflow="hidden"
      bg="blue.subtle"
      color="blue.fg"
      fontSize={FONT[size]}
      fontWeight="semibold"
      aria-hidden="true"
    >
      {showImage ? (
        <Image
          src={src}
          alt=""
          boxSize="full"
          objectFit="cover"
          referrerPolicy="no-referrer"
          onError={() => setFailed(src)}
        />
      ) : (
        initialsOf(name)
      )}
    </Box>
  );
}
