import { useState } from 'react';
import { Button, Card, Group, Heading, Stack } from '@chakra-ui/react';
import { EmailSignIn } from './email-sign-in';
import { PhoneSignIn } from './phone-sign-in';

export type SignInMethod = 'email' | 'phone';

/** The sign-in screen: a code by email or by phone (spec 000 §4, spec 001 Authentication). */
export function SignIn({
  onSignedIn,
  initialMethod = 'email',
}: {
  onSignedIn: (authToken: string) => Promise<void>;
  initialMethod?: SignInMethod;
}) {
  const [method, setMethod] = useState<SignInMethod>(initialMethod);
  return (
    <Card.Root as="section" aria-labelledby="sign-in-title" maxW="md">
      <Card.Body>
        <Stack gap="4">
          <Heading as="h1" size="lg" id="sign-in-title">
            Sign in
          </Heading>
          <Group role="group" aria-label="Sign in with" attached>
            {(['email', 'phone'] as const).map((m) => (
              <Button
                key={m}
                size="sm"
                variant={method === m ? 'solid' : 'outline'}
                aria-pressed={method === m}
                onClick={() => setMethod(m)}
              >
                {m === 'email' ? 'Email' : 'Phone'}
              </Button>
            ))}
          </Group>
          {method === 'email' ? <EmailSignIn onSignedIn={onSignedIn} /> : <PhoneSignIn onSignedIn={onSignedIn} />}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
