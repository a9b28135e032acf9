import type { ReactNode } from 'react';
import { Box, Container, Flex, HStack } from '@chakra-ui/react';
import { BrandName, HelpLink } from '@/features/branding';
import { RecipesReady } from '../recipes-ready';
import { ThemeSwitch } from './theme-switch';
import { useMarkFirstPageShown } from '../first-page';

/** The light frame of public pages (`/u/…`, `/pay/…`) and of the sign-in page: the brand, help
 * and the theme, no account actions (no user menu, no navigation). */
export function PublicFrame({ children }: { children: ReactNode }) {
  useMarkFirstPageShown();
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <Flex as="header" px="4" h="14" align="center" justify="space-between" borderBottomWidth="1px" bg="bg">
        <BrandName />
        <HStack gap="2">
          <HelpLink />
          <ThemeSwitch />
        </HStack>
      </Flex>
      <Box as="main" flex="1" py={{ base: '4', md: '8' }}>
        <Container maxW="3xl">
          <RecipesReady>{children}</RecipesReady>
        </Container>
      </Box>
    </Flex>
  );
}
