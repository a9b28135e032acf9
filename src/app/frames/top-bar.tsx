import { Fragment, lazy, useEffect } from 'react';
import { Box, Breadcrumb, Button, HStack, IconButton } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useActingAccount } from '@/hooks/acting-account';
import { useOverlays } from '@/overlays';
import { FrameIcon } from '@/components/frame-icon';
import { accountTitle } from '@/lib/accounts/account-title';
import { formatAccountParam, type AccountPathType } from '@/lib/search';
import { ThemeSwitch } from './theme-switch';
import { firstPageShown } from '../first-page';
import { AfterPromise } from '../after-promise';
import { recipesLoaded } from '../system';

const UserMenu = lazy(() => import('./user-menu'));
/** The user menu waits for the first page and for the menu's recipe. */
const userMenuReady = firstPageShown.then(() => recipesLoaded);

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
  const name = accountTitle(a);
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

/** Help opens the help overlay, which applies the spec's rule (000 §1): the support URL when one
 * is set, else the product's help page with the get-support form and the support chat. */
function HelpButton() {
  const { open, prefetch } = useOverlays();
  return (
    <Button
      variant="ghost"
      size="sm"
      px={{ base: '2', md: '3' }}
      aria-label="Help"
      onClick={() => open('help')}
      onPointerEnter={() => prefetch('help')}
    >
      <FrameIcon name="circle-question-mark" />
      <Box as="span" display={{ base: 'none', md: 'inline' }}>
        Help
      </Box>
    </Button>
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
  const { open, stack } = useOverlays();
  // Ctrl+K / ⌘K opens the command palette (the `search` overlay) from anywhere in the console.
  const paletteOpen = stack.includes('search') || stack.includes('accountSearch');
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== 'k' || !(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
      e.preventDefault();
      if (!paletteOpen) open('search');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, paletteOpen]);
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
        <FrameIcon name="menu" />
      </IconButton>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        aria-expanded={!collapsed}
        onClick={onToggleSidebar}
        hideBelow="md"
      >
        <FrameIcon name={collapsed ? 'panel-left-open' : 'panel-left-close'} />
      </IconButton>
      <Box flex="1" minW="0">
        <AccountBreadcrumb />
      </Box>
      <HStack gap="1" flexShrink={0}>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label="Search"
          aria-keyshortcuts="Control+K Meta+K"
          title="Search (Ctrl+K)"
          onClick={() => open('search')}
        >
          <FrameIcon name="search" />
        </IconButton>
        <HelpButton />
        <ThemeSwitch />
        {/* The user menu's code (menu machine, avatar) loads once the first page is on screen. */}
        <AfterPromise promise={userMenuReady} fallback={<Box w="8" h="8" />}>
          <UserMenu />
        </AfterPromise>
      </HStack>
    </HStack>
  );
}
