import { Badge, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import type { OverlayProps } from '@/overlays';
import { useOverlays } from '@/overlays';
import { useActingAccount } from '@/hooks/acting-account';

const FEATURES = ['Start new conversations from the inbox', 'Get a phone number for your agent', 'Send text messages'];

/** The premium overlay: whether premium is on, what it unlocks, and the way to upgrade (keeping
 * `upgradeRedirect`, so the purchase continues where it was asked for). */
export default function PremiumOverlay({ close }: OverlayProps) {
  const { account } = useActingAccount();
  const { open } = useOverlays();
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  const premium = account.vidaPremium === true;
  const redirect = typeof search.upgradeRedirect === 'string' ? search.upgradeRedirect : undefined;
  return (
    <Stack gap="4">
      <HStack gap="2">
        <Text fontWeight="semibold">Premium</Text>
        <Badge colorPalette={premium ? 'green' : 'gray'}>{premium ? 'On' : 'Off'}</Badge>
      </HStack>
      <Text>{premium ? 'Your plan includes premium features:' : 'Premium features need a plan:'}</Text>
      <List.Root ps="5">
        {FEATURES.map((f) => (
          <List.Item key={f}>{f}</List.Item>
        ))}
      </List.Root>
      <HStack gap="2" justify="end">
        <Button variant="outline" onClick={close}>
          Close
        </Button>
        {premium ? null : (
          <Button onClick={() => open('upgrade', true, redirect ? { upgradeRedirect: redirect } : undefined)}>
            Upgrade
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
