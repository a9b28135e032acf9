import { Stack, Text } from '@chakra-ui/react';
import type { OverlayProps } from '@/overlays';
import { useActingAccount } from '@/hooks/acting-account';
import { usePermissions } from '@/hooks/use-permissions';
import { PlanChooser } from './plan-chooser';
import { useUpgradeReturn } from './upgrade-return';

/** The upgrade overlay: premium features need a plan. After paying, the return page continues to
 * this page with `premium=true` and the overlay `upgradeRedirect` names (the inbox gate: selectNumber). */
export default function UpgradeOverlay(_props: OverlayProps) {
  const { targetAccountId } = useActingAccount();
  const { permissions } = usePermissions();
  const returnTo = useUpgradeReturn({ fromGate: true });
  return (
    <Stack gap="4">
      <Text>
        New conversations, phone numbers and text messages are premium features. Choose a plan to turn them on; after
        paying you come straight back here.
      </Text>
      <PlanChooser targetAccountId={targetAccountId} returnTo={returnTo} canManage={permissions.canManageBilling} />
    </Stack>
  );
}
