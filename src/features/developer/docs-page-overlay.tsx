import { Box, Code, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { OverlayProps } from '@/overlays';
import { useActingAccount } from '@/hooks/acting-account';
import { EXAMPLE_REQUESTS, TOKEN_PLACEHOLDER, curlOf } from '@/lib/developer';
import { apiBaseUrl } from '@/api/config';
import { CopyButton } from '@/components/copy-field';

/** The offline API reference: `npm run docs` builds it from the contract (README, "API reference"). */
export const API_REFERENCE_FILE = 'docs/api/index.html';

/** The docsPage overlay: how to authenticate, the API reference, and example requests for this account. */
export default function DocsPageOverlay(_props: OverlayProps) {
  const acting = useActingAccount();
  const base = apiBaseUrl || window.location.origin;
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h3" size="sm">
          Authenticating
        </Heading>
        <List.Root gap="1" ps="4">
          <List.Item>
            Create a token under API tokens and send it as the <Code>token</Code> query parameter of every call (not a
            header).
          </List.Item>
          <List.Item>
            To act on another account of your hierarchy, add <Code>targetAccountId</Code>
            {acting.targetAccountId !== undefined ? (
              <>
                {' '}
                (this account: <Code>{acting.targetAccountId}</Code>)
              </>
            ) : null}
            .
          </List.Item>
          <List.Item>
            The token travels in the URL: keep it out of logs and send <Code>Referrer-Policy: no-referrer</Code>.
          </List.Item>
        </List.Root>
        <Text fontSize="sm">
          The full API reference opens offline: it is <Code>{API_REFERENCE_FILE}</Code> in the console's repository
          (built by <Code>npm run docs</Code>), every call with its parameters, answers and examples.
        </Text>
      </Stack>
      <Stack gap="3">
        <Heading as="h3" size="sm">
          Example requests
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Set <Code>{TOKEN_PLACEHOLDER.slice(1)}</Code> in your shell to one of your tokens first; the examples never
          contain a token.
        </Text>
        {EXAMPLE_REQUESTS.map((request) => {
          const command = curlOf(request, base, acting.targetAccountId);
          return (
            <Stack key={request.id} gap="1">
              <HStack justify="space-between">
                <Text fontWeight="medium" fontSize="sm">
                  {request.title}
                </Text>
                <CopyButton value={command} label={`Copy the request: ${request.title}`} />
              </HStack>
              <Box as="pre" bg="bg.muted" p="2" rounded="l2" overflowX="auto" fontSize="xs" aria-label={request.title}>
                {command}
              </Box>
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
