import { createFileRoute } from '@tanstack/react-router';
import { AccountOverview } from '@/features/account';

export const Route = createFileRoute('/app/')({
  component: AppHome,
});

function AppHome() {
  return <AccountOverview />;
}
