import type { ReactNode } from 'react';
import { EmptyState } from '@/components/query-state';
import { usePermissions } from '@/hooks/use-permissions';

/** What a billing overlay shows to a viewer without canViewBilling (spec 000 §6): a sentence, and
 * none of its calls (the children mount only for those who may see billing). */
export function BillingVisible({ children }: { children: ReactNode }) {
  const { permissions } = usePermissions();
  if (!permissions.canViewBilling)
    return <EmptyState title="Billing is not shown to you" description="Ask an account owner for access." />;
  return <>{children}</>;
}
