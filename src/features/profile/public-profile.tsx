import { Badge, Box, Button, Card, Center, Heading, HStack, Image, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { isApiError } from '@/api/errors';
import { useQuery } from '@tanstack/react-query';
import type { Account } from '@/api/generated/model';
import { readLinksConfig, type LinksConfig } from '@/lib/profile';
import { isValidUsername, safeExternalHref } from '@/lib/public-pages';
import { formatPhoneNumber, phoneDigits } from '@/lib/validate';
import { publicMessagesPreviewQueryOptions, publicProfileQueryOptions } from './api';

/** Messages shown in the preview, newest first. */
const PREVIEW_LIMIT = 5;

interface ShownLink {
  key: string;
  label: string;
  href: string;
}

/** Profile links with a safe (http or https) address; others are left out. Text only: every
 * value from the profile is rendered as text, never as HTML. */
function shownLinks(items: readonly { title?: string; type?: string; url?: string }[] | undefined): ShownLink[] {
  return (items ?? []).flatMap((item, i) => {
    const href = safeExternalHref(item.url);
    if (!href) return [];
    const label = item.title?.trim() || item.type?.trim() || new URL(href).hostname;
    return [{ key: `${i}:${href}`, label, href }];
  });
}

function LinkList({
  label,
  links,
  style = 'list',
}: {
  label: string;
  links: ShownLink[];
  style?: LinksConfig['style'];
}) {
  if (links.length === 0) return null;
  if (style === 'buttons') {
    // The "Buttons" page option: each link as a full-width button, one under the other.
    return (
      <Box as="nav" aria-label={label} data-links-style="buttons">
        <Stack gap="2">
          {links.map((l) => (
            <Button key={l.key} asChild variant="outline" width="full">
              <a href={l.href} target="_blank" rel="noopener noreferrer">
                {l.label}
              </a>
            </Button>
          ))}
        </Stack>
      </Box>
    );
  }
  return (
    <Box as="nav" aria-label={label} data-links-style="list">
      <Stack as="ul" gap="2" listStyleType="none" ps="0" m="0">
        {links.map((l) => (
          <li key={l.key}>
            <Link href={l.href} target="_blank" rel="noopener noreferrer" variant="underline">
              {l.label}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

const isNotFound = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

function NotFound({ username }: { username: string }) {
  return (
    <Card.Root as="section" aria-labelledby="profile-title" maxW="lg">
      <Card.Body>
        <Stack gap="2">
          <Heading as="h1" size="lg" id="profile-title">
            Profile not found
          </Heading>
          <Text>There is no public profile for “{username}”.</Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function displayName(account: Account): string {
  return (
    account.details?.agentName?.trim() ||
    account.agentName?.trim() ||
    account.details?.accountName?.trim() ||
    account.accountName?.trim() ||
    account.name?.trim() ||
    account.username
  );
}

function MessagesPreview({ username }: { username: string }) {
  const preview = useQuery(publicMessagesPreviewQueryOptions(username));
  if (preview.isPending) {
    return (
      <HStack role="status" gap="2">
        <Spinner size="sm" aria-label="Loading recent messages" />
      </HStack>
    );
  }
  // The preview is an extra: when it fails, the profile still shows, without it.
  if (preview.isError) return null;
  const messages = preview.data.messages
    .filter((m) => m.message.trim().length > 0)
    .sort((a, b) => b.timestamp - a.timestamp)
    .slice(0, PREVIEW_LIMIT);
  if (messages.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="profile-messages-title" gap="3">
      <Heading as="h2" size="md" id="profile-messages-title">
        Recent messages
      </Heading>
      <Stack as="ul" gap="3" listStyleType="none" ps="0" m="0">
        {messages.map((m) => (
          <Box as="li" key={m.id ?? `${m.roomId}:${m.timestamp}`} borderWidth="1px" borderRadius="md" p="3">
            {m.fromUser ? (
              <Text fontWeight="semibold" fontSize="sm">
                {m.fromUser}
              </Text>
            ) : null}
            <Text whiteSpace="pre-wrap">{m.message}</Text>
            <Text fontSize="xs" color="fg.muted">
              <time dateTime={new Date(m.timestamp * 1000).toISOString()}>
                {new Date(m.timestamp * 1000).toLocaleString()}
              </time>
            </Text>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

/** The public profile page by username (spec 000 §1): name, image, phone number, links and
 * social links, and a preview of recent public messages. */
export function PublicProfile({ username }: { username: string }) {
  const valid = isValidUsername(username);
  const profile = useQuery(publicProfileQueryOptions(username, valid));

  if (!valid) return <NotFound username={username} />;
  if (profile.isPending) {
    return (
      <Center minH="40vh" role="status">
        <Spinner size="lg" aria-label="Loading the profile" />
      </Center>
    );
  }
  if (profile.isError) {
    if (isNotFound(profile.error)) return <NotFound username={username} />;
    return (
      <Center minH="40vh">
        <Stack align="center" gap="3" role="alert">
          <Text>Could not load this profile.</Text>
          <Button onClick={() => void profile.refetch()}>Try again</Button>
        </Stack>
      </Center>
    );
  }

  const account = profile.data;
  const name = displayName(account);
  const business = account.details?.accountName?.trim() || account.accountName?.trim();
  const image = safeExternalHref(account.details?.image);
  // The page options saved by the editPageProfile overlay (linksConfig): link style and phone.
  const config = readLinksConfig(account.linksConfig);
  const links = shownLinks(account.links);
  const social = shownLinks(account.socialLinks);
  const socialOnTop = account.socialLinksPosition === 'top';
  const phone = config.showPhone && account.vidaPhoneNumber ? formatPhoneNumber(account.vidaPhoneNumber) : null;
  const socialList = <LinkList label="Social links" links={social} />;

  return (
    <Card.Root as="article" aria-labelledby="profile-title" maxW="lg">
      <Card.Body>
        <Stack gap="5">
          <HStack gap="4" align="center">
            {image ? <Image src={image} alt="" boxSize="16" borderRadius="full" /> : null}
            <Stack gap="1">
              <Heading as="h1" size="lg" id="profile-title">
                {name}
              </Heading>
              {business && business !== name ? <Text>{business}</Text> : null}
              <HStack gap="2">
                <Text color="fg.muted">@{account.username}</Text>
                {account.accountType === 'agent' ? <Badge>AI agent</Badge> : null}
              </HStack>
            </Stack>
          </HStack>
          {socialOnTop ? socialList : null}
          {phone ? (
            <Text>
              Call or text{' '}
              <Link href={`tel:+${phoneDigits(account.vidaPhoneNumber)}`} variant="underline">
                {phone}
              </Link>
            </Text>
          ) : null}
          <LinkList label="Links" links={links} style={config.style} />
          {socialOnTop ? null : socialList}
          <MessagesPreview username={account.username} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
