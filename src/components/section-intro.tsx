import type { ReactNode } from 'react';
import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useActingAccount } from '@/hooks/acting-account';
import { formatAccountParam, openOverlay, type OverlayName } from '@/lib/search';

export interface SectionIntroProps {
  /** The page's heading: the section's name as the navigation shows it. */
  title: string;
  /** A decorative icon (hidden from assistive tech). */
  icon: ReactNode;
  /** What the section is for, in a sentence or two. */
  description: ReactNode;
  /** What the user can do now: links to related screens that exist. */
  actions?: ReactNode;
  /** Further parts (e.g. the developer tools' four areas). */
  children?: ReactNode;
}

/**
 * The empty state of a section whose own screen has not landed yet: what the section is for and
 * what the user can do now (links to related screens), never a dead end.
 */
export function SectionIntro({ title, icon, description, actions, children }: SectionIntroProps) {
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Card.Root variant="outline" bg="bg">
        <Card.Body>
          <Stack gap="4" align={{ base: 'stretch', md: 'flex-start' }}>
            <HStack gap="4" align="flex-start">
              <Box
                aria-hidden="true"
                flexShrink={0}
                display="flex"
                alignItems="center"
                justifyContent="center"
                w="10"
                h="10"
                rounded="full"
                bg="blue.subtle"
                color="blue.fg"
              >
                {icon}
              </Box>
              <Stack gap="1">
                <Text fontWeight="semibold">Nothing here yet</Text>
                <Text color="fg.muted">{description}</Text>
              </Stack>
            </HStack>
            {actions ? (
              <Stack gap="2" w="full">
                <Text fontSize="sm" fontWeight="semibold">
                  What you can do now
                </Text>
                <HStack gap="2" wrap="wrap">
                  {actions}
                </HStack>
              </Stack>
            ) : null}
          </Stack>
        </Card.Body>
      </Card.Root>
      {children}
    </Stack>
  );
}

/** Sections a `SectionLink` can lead to (their search, if any, is optional). */
export type SectionPath =
  | 'agent'
  | 'dashboard'
  | 'usage'
  | 'integrations'
  | 'developer'
  | 'settings'
  | 'team'
  | 'billing'
  | 'wallet'
  | 'numbers';

/** A button-styled link to another section of the acting account. */
export function SectionLink({ section, children }: { section: SectionPath | 'logs'; children: ReactNode }) {
  const acting = useActingAccount();
  const account = formatAccountParam(acting.path.length ? acting.path : [{ type: acting.type, id: acting.id }]);
  return (
    <Button asChild size="sm" variant="outline">
      {section === 'logs' ? (
        <Link
          to="/app/$account/logs"
          params={{ account }}
          search={{ filters: undefined, fields: undefined, dateFilter: undefined }}
        >
          {children}
        </Link>
      ) : (
        <Link to={`/app/$account/${section}` as '/app/$account/usage'} params={{ account }}>
          {children}
        </Link>
      )}
    </Button>
  );
}

/** A button-styled link that opens an overlay on this page. */
export function OverlayLink({ overlay, children }: { overlay: OverlayName; children: ReactNode }) {
  return (
    <Button asChild size="sm" variant="outline">
      <Link to="." search={(prev) => openOverlay(prev, overlay)}>
        {children}
      </Link>
    </Button>
  );
}

/** A button-styled link to the inbox. */
export function InboxLink({ children }: { children: ReactNode }) {
  return (
    <Button asChild size="sm" variant="outline">
      <Link to="/inbox">{children}</Link>
    </Button>
  );
}
