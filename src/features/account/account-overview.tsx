import { Badge, Box, Button, Card, Center, Heading, HStack, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { useGetAccount } from '@/api/generated/hooks/accounts/accounts';
import type { Account } from '@/api/generated/model';
import { formatPhoneNumber } from '@/lib/validate';

const TYPE_LABEL: Record<Account['accountType'], string> = {
  partner: 'Partner',
  reseller: 'Reseller',
  organization: 'Organization',
  agent: 'Agent',
};

function Field({ label, value }: { label: string; value: string | undefined }) {
  if (!value) return null;
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium">
        {value}
      </Text>
    </Box>
  );
}

/** The signed-in account (or the one acted on), fetched through the generated hook. */
export function AccountOverview({ targetAccountId }: { targetAccountId?: number } = {}) {
  // An explicit target is part of the query key, so each account has its own cache entry.
  const account = useGetAccount(targetAccountId ? { targetAccountId } : undefined);

  if (account.isPending) {
    return (
      <Center minH="30vh" role="status">
        <Spinner aria-label="Loading account" />
      </Center>
    );
  }
  if (account.isError) {
    return (
      <Stack role="alert" gap="3" align="start">
        <Text>{account.error.message}</Text>
        <Button onClick={() => void account.refetch()}>Try again</Button>
      </Stack>
    );
  }

  const a = account.data;
  const d = a.details ?? {};
  const title = d.accountName ?? a.accountName ?? a.name ?? a.username;
  return (
    <Card.Root as="section" aria-labelledby="account-title">
      <Card.Body>
        <HStack gap="4" align="center" mb="4">
          {d.image ? (
            <Image src={d.image} alt="" boxSize="12" borderRadius="full" referrerPolicy="no-referrer" />
          ) : null}
          <Box>
            <Heading as="h1" size="lg" id="account-title">
              {title}
            </Heading>
            <HStack gap="2">
              <Badge colorPalette="blue" data-testid="account-type">
                {TYPE_LABEL[a.accountType]}
              </Badge>
              {a.vidaPremium ? <Badge colorPalette="green">Premium</Badge> : null}
            </HStack>
          </Box>
        </HStack>
        <Stack as="dl" gap="3" direction={{ base: 'column', md: 'row' }} flexWrap="wrap" columnGap="10">
          <Field label="Agent name" value={d.agentName ?? a.agentName} />
          <Field label="Owner" value={d.fullName ?? a.name} />
          <Field label="Username" value={a.username} />
          <Field
            label="Agent phone number"
            value={a.vidaPhoneNumber ? formatPhoneNumber(a.vidaPhoneNumber) : undefined}
          />
          <Field label="Plan" value={a.subscription} />
          <Field label="Reseller" value={d.resellerName} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
