import type { ReactNode } from 'react';
import { Box, Button, Container, Flex, HStack, IconButton } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useColorMode } from './color-mode';
import { ConfirmDialogHost, Toaster, TopProgressBar } from '@/components/feedback';
import { BrandName, HelpLink } from '@/features/branding';
import { signOut } from '@/features/session';
import { resetCallState } from '@/features/calls';

export function AppShell({ children }: { children: ReactNode }) {
  const { mode, toggle } = useColorMode();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <Flex direction="column" minH="100vh">
      <TopProgressBar />
      <Flex as="header" px="4" py="2" align="center" justify="space-between" borderBottomWidth="1px">
        <BrandName />
        <HStack gap="2">
          <HelpLink />
          <Button asChild variant="ghost" size="sm">
            <Link to="/app/signin">Sign in</Link>
          </Button>
          {/* In the mobile shell signOut sends the custom-scheme logout command; then /mobile/start. */}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              // The call of the user leaving ends with them.
              resetCallState();
              void navigate({ to: signOut(queryClient) });
            }}
          >
            Sign out
          </Button>
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
            onClick={toggle}
          >
            <span aria-hidden="true">{mode === 'dark' ? '☀' : '☾'}</span>
          </IconButton>
        </HStack>
      </Flex>
      <Box as="main" flex="1" py="6">
        <Container maxW="5xl">{children}</Container>
      </Box>
      <ConfirmDialogHost />
      <Toaster />
    </Flex>
  );
}
