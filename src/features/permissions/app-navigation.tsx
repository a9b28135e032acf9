import { Button, HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useGetAccount } from '@/api/generated/hooks/accounts/accounts';
import { computePermissions, type PartnerSettings } from '@/lib/permissions';
import { allowedOverlaysOf, openOverlay } from '@/lib/search';
import { navigationItems } from './navigation-items';
import { permissionUserOf, useViewAs } from './use-view-as';

/** The app's navigation for the signed-in account: its type, its view-as level and the
 * partner settings behind its permission flags decide what is offered. */
export function AppNavigation() {
  const account = useGetAccount();
  const user = permissionUserOf(account.data);
  const viewAs = useViewAs(user);
  if (!account.data) return null;
  const a = account.data;
  const permissions = computePermissions({
    viewAs,
    user,
    account: { id: a.id, accountType: a.accountType },
    partnerSettings: (a.settings?.defaultOrgSettings ?? null) as PartnerSettings | null,
  });
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
          <Link to="." search={(prev) => openOverlay(prev, item.overlay)}>
            {item.label}
          </Link>
        </Button>
      ))}
    </HStack>
  );
}
