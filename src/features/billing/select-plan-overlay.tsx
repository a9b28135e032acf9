import type { OverlayProps } from '@/overlays';
import { useActingAccount } from '@/hooks/acting-account';
import { usePermissions } from '@/hooks/use-permissions';
import { PlanChooser } from './plan-chooser';
import { useUpgradeReturn } from './upgrade-return';

/** The selectPlan overlay: every plan by term, the current one marked; choosing one subscribes. */
export default function SelectPlanOverlay(_props: OverlayProps) {
  const { targetAccountId } = useActingAccount();
  const { permissions } = usePermissions();
  const returnTo = useUpgradeReturn();
  return <PlanChooser targetAccountId={targetAccountId} returnTo={returnTo} canManage={permissions.canManageBilling} />;
}
