// install: the web widget's embed snippet (canViewEmbeds) and the mobile app's link.
import { Box, Button, Code, HStack, QrCode, Stack, Text } from '@chakra-ui/react';
import { useActingAccount } from '@/hooks/acting-account';
import { usePermissions } from '@/hooks/use-permissions';
import { embedSnippet } from '@/lib/numbers';
import type { OverlayProps } from '@/overlays';
import { CopyButton } from '@/components/copy-field';

/** The install overlay (`?install`). */
export default function InstallOverlay({ close }: OverlayProps) {
  const acting = useActingAccount();
  const { permissions } = usePermissions();
  const origin = window.location.origin;
  const snippet = embedSnippet(origin, acting.account.username);
  const mobileLink = `${origin}/mobile/start`;
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Text fontWeight="medium">On your website</Text>
        {permissions.canViewEmbeds ? (
          <>
            <Text textStyle="sm">
              Paste this before the closing &lt;/body&gt; tag of your site. Visitors then see a “Talk to us” button that
              opens your agent’s public page, where they can read its recent messages and call it.
            </Text>
            <HStack align="start" gap="2">
              <Box flex="1" minW="0" overflowX="auto" borderWidth="1px" rounded="md" p="2" bg="bg.subtle">
                <Code aria-label="Embed code" whiteSpace="pre" bg="transparent">
                  {snippet}
                </Code>
              </Box>
              <CopyButton value={snippet} label="Copy the embed code" />
            </HStack>
          </>
        ) : (
          <Text role="status" textStyle="sm">
            Embedding your agent on a website is not available for this account. Ask your account owner or reseller.
          </Text>
        )}
      </Stack>
      <Stack gap="2">
        <Text fontWeight="medium">On your phone</Text>
        <Text textStyle="sm">Open this link on your phone, or scan the code, to use the inbox in the mobile app.</Text>
        <HStack gap="4" align="center" wrap="wrap">
          <QrCode.Root value={mobileLink} size="sm" aria-label="QR code of the mobile app link">
            <QrCode.Frame>
              <QrCode.Pattern />
            </QrCode.Frame>
          </QrCode.Root>
          <HStack gap="2" minW="0">
            <Code>{mobileLink}</Code>
            <CopyButton value={mobileLink} label="Copy the mobile app link" />
          </HStack>
        </HStack>
      </Stack>
      <Button alignSelf="end" onClick={close}>
        Done
      </Button>
    </Stack>
  );
}
