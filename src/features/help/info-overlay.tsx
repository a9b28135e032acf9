import { Button, DataList, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { useActingAccount } from '@/hooks/acting-account';
import { accountInfoRows } from '@/lib/help';
// The console's version: package.json's, read at build time (only this field is bundled).
import { version as CONSOLE_VERSION } from '../../../package.json';
import { useOverlays, type OverlayProps } from '@/overlays';
import { CopyButton } from '@/components/copy-field';

/** The info overlay (`?info`): about the account acted on and the console: its name, type, ids
 * (to copy for support), the console's version and links. */
export default function InfoOverlay(_props: OverlayProps) {
  const { account } = useActingAccount();
  const { open } = useOverlays();
  const rows = accountInfoRows(account);
  const publicPage = account.username ? `${window.location.origin}/u/${encodeURIComponent(account.username)}` : null;

  return (
    <Stack gap="5">
      <DataList.Root orientation="horizontal" size="sm" aria-label="Account details">
        {rows.map((row) => (
          <DataList.Item key={row.label}>
            <DataList.ItemLabel minW="9rem">{row.label}</DataList.ItemLabel>
            <DataList.ItemValue>
              <HStack gap="1" minW="0">
                <Text as="span" truncate fontFamily={row.copy ? 'mono' : undefined}>
                  {row.value}
                </Text>
                {row.copy ? <CopyButton quiet value={row.value} label={`Copy ${row.label.toLowerCase()}`} /> : null}
              </HStack>
            </DataList.ItemValue>
          </DataList.Item>
        ))}
        <DataList.Item>
          <DataList.ItemLabel minW="9rem">Console version</DataList.ItemLabel>
          <DataList.ItemValue>{CONSOLE_VERSION}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2" flexWrap="wrap">
        {publicPage ? (
          <Button asChild variant="outline" size="sm">
            <Link href={publicPage} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" /> Public page
            </Link>
          </Button>
        ) : null}
        <Button variant="outline" size="sm" onClick={() => open('help')}>
          Help
        </Button>
        <Button variant="outline" size="sm" onClick={() => open('mobile')}>
          Open in the mobile app
        </Button>
      </Stack>
    </Stack>
  );
}
