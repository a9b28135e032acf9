import { createFileRoute, redirect } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';

export const Route = createFileRoute('/')({
  errorComponent: RouteError,
  beforeLoad: () => {
    throw redirect({ to: '/app' });
  },
});
