import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Stack, Text } from '@chakra-ui/react';
import * as v from 'valibot';
import { SignIn } from '@/features/auth';
import { adoptSession, clearSignedOut, isSignedOut } from '@/features/session';
import { signInReturnPath } from '@/lib/auth';

/** `/app/signin`: the sign-in page on its own, in the light public frame (brand, help, theme),
 * outside the console: it needs no session, so none is started for it (issue 28 §1). `next` is
 * the console page a signed-out tab was sent from; it is read through `signInReturnPath`. */
export const Route = createFileRoute('/app/signin')({
  validateSearch: v.object({ next: v.fallback(v.optional(v.string()), undefined) }),
  component: SignInPage,
});

function SignInPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { frames } = Route.useRouteContext();
  const { next } = Route.useSearch();
  const returnTo = signInReturnPath(next);
  // Signed out: going on without an account starts a new anonymous session. A visitor who came
  // from the user menu already has a session and goes back to it.
  const signedOut = isSignedOut();
  return (
    <frames.Public>
      <Stack gap="6" maxW="md" mx="auto">
        <SignIn
          onSignedIn={async (token) => {
            await adoptSession(token);
            queryClient.clear();
            await navigate({ href: returnTo });
          }}
        />
        <Stack gap="2" align="center" borderTopWidth="1px" pt="4">
          {signedOut ? (
            <Text fontSize="sm" color="fg.muted" textAlign="center">
              No account yet? Try the product with a new agent of your own.
            </Text>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              clearSignedOut();
              void navigate({ href: returnTo });
            }}
          >
            {signedOut ? 'Continue without an account' : 'Back'}
          </Button>
        </Stack>
      </Stack>
    </frames.Public>
  );
}
