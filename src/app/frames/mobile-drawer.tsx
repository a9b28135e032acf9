import { lazy, Suspense } from 'react';
import { Drawer, Portal } from '@chakra-ui/react';
import { CloseButton } from '@/components/close-button';
import { AppNavigation } from '@/features/permissions';
import { BrandName } from '@/features/branding';

const FavoritesNav = lazy(() => import('@/features/hierarchy/favorites-nav'));

/** The navigation of phones (under 768 px): a drawer behind the "Menu" button. Loaded on first
 * use, so the drawer's code is not part of the initial download. */
export default function MobileDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content aria-label="Menu">
            <Drawer.Header>
              {/* No Drawer.Title: the drawer's accessible name is "Menu", like its button. */}
              <BrandName />
            </Drawer.Header>
            <Drawer.Body px="2">
              <AppNavigation onNavigate={() => onOpenChange(false)} />
              <Suspense fallback={null}>
                <FavoritesNav onNavigate={() => onOpenChange(false)} />
              </Suspense>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
