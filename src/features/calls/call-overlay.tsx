import type { OverlayProps } from '@/overlays';
import { Stack } from '@chakra-ui/react';
import { ActiveCallPanel, KickedNotice, StartCallForm } from './call-panel';
import { useCallState } from './call-store';
import { usePermissions } from '@/hooks/use-permissions';

/** The `call` overlay: its flag value names the destination (`?call=14155550187`); it starts a
 * call there, or shows the active call with its controls. */
export default function CallOverlay({ value: destination }: OverlayProps<string>) {
  const { call, kicked } = useCallState();
  // The call's raw options are a super admin's tool; a person gets a call button.
  const { viewAs } = usePermissions();
  return (
    <Stack gap="4">
      {/* The active-call panel shows the kick notice too; without a call it stands alone. */}
      {call ? <ActiveCallPanel /> : kicked ? <KickedNotice /> : null}
      {call ? null : <StartCallForm destination={destination} advanced={viewAs === 'superAdmin'} />}
    </Stack>
  );
}
