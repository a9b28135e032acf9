import { HStack, List, QrCode, Stack, Text } from '@chakra-ui/react';
import { CopyField } from '@/components/copy-field';
import { pageAddressWithout } from '@/lib/help';
import { OVERLAY_NAMES } from '@/lib/search/overlays';
import { useRouter } from '@tanstack/react-router';
import type { OverlayProps } from '@/overlays';

/** The mobile overlay (`?mobile`): this page in the mobile app, as a link to copy and a QR code
 * to scan with the phone (the address without the open overlays, so it opens the page itself). */
export default function MobileOverlay(_props: OverlayProps) {
  // The address as the browser shows it (the history's, not the router's internal path).
  const { history } = useRouter();
  const link = pageAddressWithout(new URL(history.location.href, window.location.origin).href, OVERLAY_NAMES);
  return (
    <Stack gap="4">
      <Text>
        Scan the code with your phone to open this page there. With the mobile app installed, it opens in the app.
      </Text>
      <HStack justify="center">
        <QrCode.Root value={link} size="xl" aria-label="QR code of this page's link" role="img">
          <QrCode.Frame bg="white" p="2" borderRadius="md">
            <QrCode.Pattern />
          </QrCode.Frame>
        </QrCode.Root>
      </HStack>
      <CopyField label="Link to this page" value={link} copyLabel="Copy the link" />
      <List.Root as="ol" ps="5" gap="1" fontSize="sm" color="fg.muted">
        <List.Item>Open the camera on your phone and point it at the code.</List.Item>
        <List.Item>Tap the link that appears. Sign in once if the app asks.</List.Item>
      </List.Root>
    </Stack>
  );
}
