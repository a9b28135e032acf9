import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { publicProfileUrl } from '@/lib/profile';
import type { OverlayProps } from '@/overlays';
import { CopyField } from '@/components/copy-field';
import { LinkQrCode, OwnAccount } from './own-account';

/** The shareProfile overlay (`?shareProfile`): the public page's link, to copy or scan. */
export default function ShareProfileOverlay(_props: OverlayProps) {
  return (
    <OwnAccount>
      {(account) => {
        const url = publicProfileUrl(window.location.origin, account.username);
        return (
          <Stack gap="4">
            <Text color="fg.muted">Anyone with this link sees your public page: your name, links and number.</Text>
            <CopyField label="Public page" value={url} />
            <LinkQrCode value={url} label={`QR code of ${url}`} />
            <Button asChild variant="outline" alignSelf="start">
              <Link href={url} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" /> Open the public page
              </Link>
            </Button>
          </Stack>
        );
      }}
    </OwnAccount>
  );
}
