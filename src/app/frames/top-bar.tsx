import { Fragment } from 'react';
import { Box, Breadcrumb, Button, HStack, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CircleHelp,
  LogOut,
  Menu as MenuIcon,
  PanelLeftClose,
  PanelLeftOpen,
  Search,
  UserRound,
  Eye,
} from 'lucide-react';
import { getGetAccountQueryOptions } from '@/api/generated/hooks/accounts/accounts';
import { useActingAccount } from '@/hooks/acting-account';
import { permissionUserOf } from '@/hooks/use-view-as';
import { useOverlays } from '@/overlays';
import { UserAvatar } from '@/components/user-avatar';
import { allowedViewAsLevels } from '@/lib/permissions';
import { isSignedInAccount } from '@/lib/auth';
import { formatAccountParam, type AccountPathType } from '@/lib/search';
import { useBranding } from '@/features/branding';
import { signOut } from '@/features/session';
import { resetCallState } from '@/features/calls';
import { ThemeSwitch } from './theme-switch';

const TYPE_LABEL: Record<AccountPathType, string> = {
  partner: 'Partner',
  reseller: 'Reseller',
  org: 'Organization',
  agent: 'Agent',
};

/** The account switcher: the acting account's path (partner › reseller › organization › agent),
 * each level a link to that account's page. */
function AccountBreadcrumb() {
  const acting = useActingAccount();
  const a = acting.account;
  const path = acting.path.length ? acting.path : [{ type: acting.type, id: acting.id }];
  // Only text from the answer: a malformed field must not take the frame down with the page.
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
  const name = text(a.details?.accountName) ?? text(a.accountName) ?? text(a.name) ?? text(a.username);
  return (
    <Breadcrumb.Root aria-label="Account" size="sm" minW="0">
      <Breadcrumb.List flexWrap="nowrap" minW="0">
        {path.map((entry, i) => {
          const last = i === path.length - 1;
          const label = last && name ? name : `${TYPE_LABEL[entry.type]} ${entry.id}`;
          return (
            <Fragment key={`${entry.type}:${entry.id}`}>
              <Breadcrumb.Item minW="0" display={last ? 'flex' : { base: 'none', md: 'flex' }}>
                <Breadcrumb.Link
                  asChild
                  truncate
                  aria-current={last ? 'page' : undefined}
                  title={TYPE_LABEL[entry.type]}
                >
                  <Link to="/app/$account" params={{ account: formatAccountParam(path.slice(0, i + 1)) }}>
                    {label}
                  </Link>
                </Breadcrumb.Link>
              </Breadcrumb.Item>
              {last ? null : <Breadcrumb.Separator display={{ base: 'none', md: 'flex' }} />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

function HelpButton() {
  const { helpUrl } = useBranding();
  return (
    <Button asChild variant="ghost" size="sm" px={{ base: '2', md: '3' }}>
      <a href={helpUrl} target="_blank" rel="noopener noreferrer" aria-label="Help">
        <CircleHelp aria-hidden="true" />
        <Box as="span" display={{ base: 'none', md: 'inline' }}>
          Help
        </Box>
      </a>
    </Button>
  );
}

/** The signed-in user's menu, or "Sign in" for an anonymous visitor (never both). */
function UserMenu() {
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

/** The console's top bar: menu (phones) or sidebar toggle, the account breadcrumb, search for
 * roles that have it, help, theme and the user. */
export function TopBar({
  collapsed,
  onToggleSidebar,
  onOpenMenu,
}: {
  collapsed: boolean;
  onToggleSidebar: () => void;
  onOpenMenu: () => void;
}) {
  const { open } = useOverlays();
  const a = useActingAccount().account;
  // Account search serves the roles that oversee other accounts.
  const canSearch = a.superAdmin === true || a.accountType === 'partner' || a.accountType === 'reseller';
  return (
    <HStack
      as="header"
      h="14"
      px={{ base: '2', md: '4' }}
      gap="2"
      borderBottomWidth="1px"
      bg="bg"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <IconButton variant="ghost" size="sm" aria-label="Menu" onClick={onOpenMenu} hideFrom="md">
        <MenuIcon aria-hidden="true" />
      </IconButton>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        aria-expanded={!collapsed}
        onClick={onToggleSidebar}
        hideBelow="md"
      >
        {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
      </IconButton>
      <Box flex="1" minW="0">
        <AccountBreadcrumb />
      </Box>
      <HStack gap="1" flexShrink={0}>
        {canSearch ? (
          <IconButton variant="ghost" size="sm" aria-label="Search accounts" onClick={() => open('accountSearch')}>
            <Search aria-hidden="true" />
          </IconButton>
        ) : null}
        <HelpButton />
        <ThemeSwitch />
        <UserMenu />
      </HStack>
    </HStack>
  );
}
