import { useQuery } from '@tanstack/react-query';
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { ExternalLink, Info, LifeBuoy, MessageCircle, Smartphone } from 'lucide-react';
import { PendingState } from '@/components/query-state';
import { useActingAccount } from '@/hooks/acting-account';
import { helpTargetOf, supportUrlLabel } from '@/lib/help';
import { useOverlays, type OverlayProps } from '@/overlays';
import { domainProfileQueryOptions } from './api';

const host = () => (typeof window === 'undefined' ? '' : window.location.hostname);

/** The help overlay (`?help`): the visiting domain's support URL when it sets one (else the one in
 * the account's settings); without one, the product's help page, the get-support form and a chat
 * with support (spec 000 §1). Info and the mobile app are a step away either way. */
export default function HelpOverlay(_props: OverlayProps) {
  const { account } = useActingAccount();
  const profile = useQuery(domainProfileQueryOptions(host()));
  const { open } = useOverlays();
  if (profile.isLoading) return <PendingState label="Loading help" />;
  const target = helpTargetOf({
    domainSupportUrl: profile.data?.supportUrl,
    accountSupportUrl: account.settings?.supportUrl,
  });

  return (
    <Stack gap="5">
      {target.kind === 'support' ? (
        <Stack gap="3">
          <Text>
            Your support team answers at <strong>{supportUrlLabel(target.url)}</strong>. Questions about this console,
            your agent, numbers or billing go there.
          </Text>
          <Button asChild colorPalette="blue" alignSelf="start">
            <Link href={target.url} target="_blank" rel="noopener noreferrer">
              <LifeBuoy aria-hidden="true" /> Contact support
            </Link>
          </Button>
        </Stack>
      ) : (
        <Stack gap="3">
          <Text>Find answers in the help center, or ask us: we answer in your inbox.</Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="2" flexWrap="wrap">
            <Button asChild colorPalette="blue">
              <Link href={target.url} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" /> Open the help center
              </Link>
            </Button>
            <Button variant="outline" onClick={() => open('form')}>
              <LifeBuoy aria-hidden="true" /> Get support
            </Button>
            <Button variant="outline" onClick={() => open('chat')}>
              <MessageCircle aria-hidden="true" /> Chat with support
            </Button>
          </Stack>
        </Stack>
      )}
      <Stack gap="2" borderTopWidth="1px" pt="4">
        <Text fontWeight="medium">More</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
          <Button variant="ghost" justifyContent="start" onClick={() => open('info')}>
            <Info aria-hidden="true" /> About this account
          </Button>
          <Button variant="ghost" justifyContent="start" onClick={() => open('mobile')}>
            <Smartphone aria-hidden="true" /> Open in the mobile app
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
