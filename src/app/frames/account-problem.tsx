import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ACCOUNT_NOT_FOUND, accountProblemTitle, type AccountProblemKind } from '@/lib/accounts/account-check';

/**
 * The path names an account that cannot be read, or one of another type: say so, never show
 * another account in its place (spec 000 §5, §8). A chunk of its own: the server has answered when
 * this shows, so its code can load then, and the first download does without it.
 */
export default function AccountProblem({ problem }: { problem: AccountProblemKind }) {
  return (
    <Center minH="60vh" px="4">
      <Stack role="alert" gap="3" align="center" textAlign="center" maxW="md">
        <Heading as="h1" size="md">
          {accountProblemTitle(problem)}
        </Heading>
        <Text color="fg.muted">
          {problem === 'typeMismatch' ? 'The address names this account with another type.' : ACCOUNT_NOT_FOUND}
        </Text>
        <Button asChild>
          <Link to="/app">Back to my account</Link>
        </Button>
      </Stack>
    </Center>
  );
}
