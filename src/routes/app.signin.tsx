import { createFileRoute, Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Stack, Text } from '@chakra-ui/react';
import { SignIn } from '@/features/auth';
import { adoptSession, clearSignedOut } from '@/features/session';

/** `/app/signin`: the sign-in page on its own, in the light public frame (brand, help, theme),
 * outside the console: it needs no session, so none is started for it (issue 28 §1). */
export const Route = createFileRoute('/app/signin')({
  component: SignInPage,
});

function SignInPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { frames } = Route.useRouteContext();
  return (
    <frames.Public>
      <Stack gap="6" maxW="md" mx="auto">
        <SignIn
          onSignedIn={async (token) => {
            await adoptSession(token);
            clearSignedOut();
            queryClient.clear();
            await navigate({ to: '/app' });
          }}
        />
        <Stack gap="2" align="center" borderTopWidth="1px" pt="4">
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            No account yet? Try the product with a new agent of your own.
          </Text>
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/app" onClick={() => clearSignedOut()}>
              Continue without an account
            </RouterLink>
          </Button>
        </Stack>
      </Stack>
    </frames.Public>
  );
}
