import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SignIn } from '@/features/auth';
import { adoptSession } from '@/features/session';

export const Route = createFileRoute('/_console/app/signin')({
  component: SignInPage,
});

function SignInPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <SignIn
      onSignedIn={async (token) => {
        await adoptSession(token);
        queryClient.clear();
        await navigate({ to: '/app' });
      }}
    />
  );
}
