// schedule: the booking hours edited as a week.
import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useActingAccount } from '@/hooks/acting-account';
import { weekOf } from '@/lib/calendar';
import type { OverlayProps } from '@/overlays';
import { scheduleQueryOptions } from './api';
import { ScheduleForm } from './schedule-form';

/** The viewer's own IANA zone (where "your time" hints are shown for). */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The schedule overlay (`?schedule`). */
export default function ScheduleOverlay({ close }: OverlayProps) {
  const acting = useActingAccount();
  const { data } = useSuspenseQuery(scheduleQueryOptions(acting.targetAccountId));
  const [now] = useState(() => new Date());
  const [viewerZone] = useState(viewerTimeZone);
  return (
    <ScheduleForm
      initial={weekOf(data.schedule)}
      targetAccountId={acting.targetAccountId}
      viewerZone={viewerZone}
      now={now}
      onSaved={close}
      onCancel={close}
    />
  );
}
