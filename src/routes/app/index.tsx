import { createFileRoute } from '@tanstack/react-router';
import { SessionGate } from '@/features/session';
import { AccountOverview } from '@/features/account';

export const Route = createFileRoute('/app/')({
  component: AppHome,
});

function AppHome() {
  return (
    <SessionGate>
      <AccountOverview />
    </SessionGate>
  );
}
