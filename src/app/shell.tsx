import type { ReactNode } from 'react';
import { Box, Button, Container, Flex, HStack, Heading, IconButton } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useColorMode } from './color-mode';
import { ConfirmDialogHost, Toaster, TopProgressBar } from '@/components/feedback';

export function AppShell({ children }: { children: ReactNode }) {
  const { mode, toggle } = useColorMode();
  return (
    <Flex direction="column" minH="100vh">
      <TopProgressBar />
      <Flex as="header" px="4" py="2" align="center" justify="space-between" borderBottomWidth="1px">
        <Heading as="p" size="md">
          Vida
        </Heading>
        <HStack gap="2">
          <Button asChild variant="ghost" size="sm">
            <Link to="/app/signin">Sign in</Link>
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
