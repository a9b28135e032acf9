import { Button, HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useActingAccount } from '@/hooks/acting-account';
import { usePermissions } from '@/hooks/use-permissions';
import { useOverlays } from '@/overlays';
import { allowedOverlaysOf, openOverlay } from '@/lib/search';
import { navigationItems } from './navigation-items';

/** The console's navigation for the acting account: its type, the view-as level and the
 * partner settings behind the permission flags decide what is offered. */
export function AppNavigation() {
  const acting = useActingAccount();
  const { permissions } = usePermissions();
  const { prefetch } = useOverlays();
  const a = acting.account;
  const allowed = allowedOverlaysOf(a.settings);
  const items = navigationItems({ accountType: a.accountType, superAdmin: a.superAdmin, permissions }).filter(
    (item) => !allowed || allowed.includes(item.overlay),
  );
  return (
    <HStack as="nav" aria-label="Main" gap="1" wrap="wrap" mb="4">
      <Button asChild variant="ghost" size="sm">
        <Link to="/app" activeOptions={{ exact: true, includeSearch: false }} activeProps={{ 'aria-current': 'page' }}>
          Home
        </Link>
      </Button>
      <Button asChild variant="ghost" size="sm">
        <Link to="/inbox" activeOptions={{ includeSearch: false }} activeProps={{ 'aria-current': 'page' }}>
          Inbox
        </Link>
      </Button>
      {items.map((item) => (
        <Button key={item.overlay} asChild variant="ghost" size="sm">
          <Link
            to="."
            search={(prev) => openOverlay(prev, item.overlay)}
            onMouseEnter={() => prefetch(item.overlay)}
            onFocus={() => prefetch(item.overlay)}
          >
            {item.label}
          </Link>
        </Button>
      ))}
    </HStack>
  );
}
