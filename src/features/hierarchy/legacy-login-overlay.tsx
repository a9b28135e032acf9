import { List, Stack, Text } from '@chakra-ui/react';
import { useActingAccount } from '@/hooks/acting-account';
import { isLegacyAccount } from '@/lib/validate';
import { LEGACY_ACCOUNT_CUTOFF } from '@/lib/constants';

const cutoff = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
  new Date(LEGACY_ACCOUNT_CUTOFF * 1000),
);

/** legacyLogin: what a legacy account is (created before the cut-off, spec 000 §4) and how it signs in. */
export default function LegacyLoginOverlay() {
  const { account } = useActingAccount();
  const legacy = isLegacyAccount(account.timestamp);
  return (
    <Stack gap="3">
      <Text>
        {legacy
          ? 'This account was created before '
          : 'This account is not a legacy account: it was created on or after '}
        {cutoff}.
      </Text>
      {legacy ? (
        <>
          <Text>Legacy accounts keep working as they always have, with a few differences:</Text>
          <List.Root ps="5" gap="1">
            <List.Item>Sign in with the email address or phone number the account was created with.</List.Item>
            <List.Item>The setup walkthrough starts with “Set up your agent” already done.</List.Item>
            <List.Item>Plans and numbers chosen before the cut-off stay as they are until changed.</List.Item>
          </List.Root>
        </>
      ) : (
        <Text>It signs in the usual way, with a code sent to its email address or phone number.</Text>
      )}
    </Stack>
  );
}
