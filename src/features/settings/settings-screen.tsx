import { useSuspenseQuery } from '@tanstack/react-query';
import { Stack } from '@chakra-ui/react';
import { settingsTabOf, settingsTabsFor, type SettingsTab } from '@/lib/settings';
import { accountSettingsQueryOptions } from './api';
import { SettingsForm } from './settings-form';
import { DeleteAccountSection } from './delete-account';
import { PageHeader } from '@/components/page-header';

export interface SettingsScreenProps {
  targetAccountId: number | undefined;
  tab: SettingsTab | undefined;
  onTabChange: (tab: SettingsTab) => void;
}

/** The settings section: the account acted on, its settings in tabs. */
export function SettingsScreen({ targetAccountId, tab, onTabChange }: SettingsScreenProps) {
  const { data: account } = useSuspenseQuery(accountSettingsQueryOptions(targetAccountId));
  if (!('id' in account)) return null;
  const shown = settingsTabOf(tab, settingsTabsFor(account.accountType));
  return (
    <Stack gap="5" maxW="4xl" w="full">
      <PageHeader
        title="Settings"
        description={`How ${account.accountName ?? account.username} works: help, messaging and embeds.`}
      />
      <SettingsForm
        key={account.id}
        account={account}
        targetAccountId={targetAccountId}
        tab={shown}
        onTabChange={onTabChange}
        leaves={(current, next) => current.pathname !== next.pathname}
        generalExtra={<DeleteAccountSection account={account} targetAccountId={targetAccountId} />}
      />
    </Stack>
  );
}
