import { Box, Stack, Text } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useActingAccount } from '@/hooks/acting-account';
import { usePermissions } from '@/hooks/use-permissions';
import { useOverlays } from '@/overlays';
import { ACCOUNT_TYPE_OF_PATH, allowedOverlaysOf, formatAccountParam, openOverlay, overlayStack } from '@/lib/search';
import { NAV_GROUPS, navigationItems, type NavItem } from './navigation-items';
import { sidebarEntryStyle } from '@/components/sidebar-entry';
import { FrameIcon } from '@/components/frame-icon';

function EntryContent({ item, collapsed }: { item: NavItem; collapsed: boolean }) {
  return (
    <>
      <FrameIcon name={item.icon} size={18} strokeWidth={1.9} />
      {collapsed ? null : <span>{item.label}</span>}
    </>
  );
}

/**
 * The console's navigation for the acting account: its type, the view-as level and the partner
 * settings behind the permission flags decide what is offered. Every entry links to the acting
 * account's page of that section (Contacts opens its overlay, which is its screen).
 */
export function AppNavigation({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const acting = useActingAccount();
  const { permissions, superAdmin } = usePermissions();
  const { prefetch } = useOverlays();
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  const openStack = overlayStack(search);
  const a = acting.account;
  // The type of the account the URL names (the server's answer decides it on the own account).
  const items = navigationItems({
    accountType: ACCOUNT_TYPE_OF_PATH[acting.type],
    superAdmin,
    permissions,
    allowedOverlays: allowedOverlaysOf(a.settings),
  });
  // The session's own account has an empty path: its page is still addressed by type and id.
  const account = formatAccountParam(acting.path.length ? acting.path : [{ type: acting.type, id: acting.id }]);

  return (
    <Box as="nav" aria-label="Main" colorPalette="blue">
      <Stack gap="5">
        {NAV_GROUPS.map((group) => {
          const entries = items.filter((i) => i.group === group);
          if (entries.length === 0) return null;
          return (
            <Stack key={group} gap="0.5" role="group" aria-label={group}>
              {collapsed ? null : (
                <Text px="3" pb="1" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
                  {group}
                </Text>
              )}
              {entries.map((item) => {
                const title = collapsed ? item.label : undefined;
                const label = collapsed ? item.label : undefined;
                const content = <EntryContent item={item} collapsed={collapsed} />;
                if ('page' in item.target) {
                  const common = {
                    title,
                    'aria-label': label,
                    onClick: onNavigate,
                    activeProps: { 'data-active': '', 'aria-current': 'page' as const },
                    activeOptions: { includeSearch: false, exact: item.target.page === 'home' },
                  };
                  return (
                    <Box key={item.label} asChild css={sidebarEntryStyle(collapsed)}>
                      {item.target.page === 'home' && acting.path.length === 0 ? (
                        // The session's own account: its page is /app.
                        <Link to="/app" {...common}>
                          {content}
                        </Link>
                      ) : item.target.page === 'home' ? (
                        <Link to="/app/$account" params={{ account }} {...common}>
                          {content}
                        </Link>
                      ) : (
                        <Link to="/inbox" {...common}>
                          {content}
                        </Link>
                      )}
                    </Box>
                  );
                }
                if ('section' in item.target) {
                  const section = item.target.section;
                  const common = {
                    title,
                    'aria-label': label,
                    onClick: onNavigate,
                    params: { account },
                    activeProps: { 'data-active': '', 'aria-current': 'page' as const },
                    activeOptions: { includeSearch: false },
                  };
                  return (
                    <Box key={item.label} asChild css={sidebarEntryStyle(collapsed)}>
                      {section === 'logs' ? (
                        <Link
                          to="/app/$account/logs"
                          search={{ filters: undefined, fields: undefined, dateFilter: undefined }}
                          {...common}
                        >
                          {content}
                        </Link>
                      ) : (
                        // Every other section's route takes only the account (its search is optional).
                        <Link to={`/app/$account/${section}` as '/app/$account/usage'} {...common}>
                          {content}
                        </Link>
                      )}
                    </Box>
                  );
                }
                const overlay = item.target.overlay;
                const open = openStack.includes(overlay);
                return (
                  <Box key={item.label} asChild css={sidebarEntryStyle(collapsed)}>
                    <Link
                      to="."
                      search={(prev) => openOverlay(prev, overlay)}
                      title={title}
                      aria-label={label}
                      data-active={open ? '' : undefined}
                      onClick={onNavigate}
                      onMouseEnter={() => prefetch(overlay)}
                      onFocus={() => prefetch(overlay)}
                    >
                      {content}
                    </Link>
                  </Box>
                );
              })}
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}
