import { Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, LogOut, UserRound } from 'lucide-react';
import { accountQueryOptions as getGetAccountQueryOptions } from '@/hooks/api';
import { permissionUserOf } from '@/hooks/use-view-as';
import { useOverlays } from '@/overlays';
import { UserAvatar } from '@/components/user-avatar';
import { allowedViewAsLevels } from '@/lib/permissions';
import { isSignedInAccount } from '@/lib/auth';
import { signOut } from '@/features/session';
import { resetCallState } from '@/features/calls';

/** The signed-in user's menu, or "Sign in" for an anonymous visitor (never both). */
export default function UserMenu() {
  const own = useQuery(getGetAccountQueryOptions());
  const { open } = useOverlays();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = own.data;
  if (!user || !isSignedInAccount(user)) {
    return (
      <Button asChild size="sm" variant="solid">
        <Link to="/app/signin">Sign in</Link>
      </Button>
    );
  }
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
  const name = text(user.name) ?? text(user.accountName) ?? text(user.username) ?? text(user.email) ?? 'Account';
  const levels = allowedViewAsLevels(permissionUserOf(user));
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="1" aria-label={`Account menu for ${name}`}>
          <UserAvatar name={name} image={user.details?.image} size="xs" />
          <Text as="span" display={{ base: 'none', lg: 'inline' }} maxW="40" truncate>
            {name}
          </Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Box px="2" py="1.5">
              <Text fontWeight="semibold" truncate>
                {name}
              </Text>
              {user.email ? (
                <Text fontSize="xs" color="fg.muted" truncate>
                  {user.email}
                </Text>
              ) : null}
            </Box>
            <Menu.Separator />
            <Menu.Item value="profile" onSelect={() => open('editPageProfile')}>
              <UserRound aria-hidden="true" size={16} /> Profile
            </Menu.Item>
            {levels.length > 1 ? (
              <Menu.Item value="viewAs" onSelect={() => open('viewAs')}>
                <Eye aria-hidden="true" size={16} /> View as
              </Menu.Item>
            ) : null}
            <Menu.Separator />
            <Menu.Item
              value="signOut"
              onSelect={() => {
                // The call of the user leaving ends with them. In the mobile shell signOut sends
                // the custom-scheme logout command; then /mobile/start.
                resetCallState();
                void navigate({ to: signOut(queryClient) });
              }}
            >
              <LogOut aria-hidden="true" size={16} /> Sign out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
