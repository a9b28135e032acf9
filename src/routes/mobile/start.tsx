import { useCallback } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { MobileStart, type HandoffSession } from '@/features/auth';
import { startSession } from '@/features/session';

/** `/mobile/start?token=…`: where the mobile shell starts (and returns after sign-out). */
export const Route = createFileRoute('/mobile/start')({
  validateSearch: (raw: Record<string, unknown>): { token?: string } =>
    typeof raw.token === 'string' && raw.token.length <= 256 ? { token: raw.token } : {},
  component: MobileStartPage,
});

function MobileStartPage() {
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  const onSession = useCallback(
    (s: HandoffSession) => {
      startSession({ id: s.id, token: s.token }, { mobileApp: true });
      void navigate({ to: '/app', replace: true });
    },
    [navigate],
  );
  return <MobileStart oneTimeToken={token} onSession={onSession} />;
}
