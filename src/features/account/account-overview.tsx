import { UserAvatar } from '@/components/user-avatar';
import { Badge, Box, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useActingAccount } from '@/hooks/acting-account';
import type { Account } from '@/api/generated/model';
import { accountTitle } from '@/lib/accounts/account-title';
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

/** The acting account (the session's own, or the one the path names), as the console resolved it. */
export function AccountOverview() {
  const a = useActingAccount().account;
  const d = a.details ?? {};
  const title = accountTitle(a);
  return (
    <Card.Root as="section" aria-labelledby="account-title">
      <Card.Body>
        <HStack gap="4" align="center" mb="4">
          <UserAvatar name={String(title ?? '')} image={d.image} size="md" />
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
