import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state';
import { useActingAccount } from '@/hooks/acting-account';
import { humanMessage } from '@/lib/errors';
import { settingsTabsFor, type SettingsTab } from '@/lib/settings';
import type { OverlayProps } from '@/overlays';
import { accountQueryOptions } from './api';
import { SettingsForm } from './settings-form';

const settingsOpen = (search: unknown) =>
  !!search && typeof search === 'object' && (search as Record<string, unknown>).settings !== undefined;

/** The settings overlay (`?settings`): the same settings on any page; closing it with unsaved
 * changes asks first. */
export default function SettingsOverlay(_props: OverlayProps) {
  const { targetAccountId } = useActingAccount();
  const query = useQuery(accountQueryOptions(targetAccountId));
  const [tab, setTab] = useState<SettingsTab>('general');
  return (
    <QueryState query={query} pendingLabel="Loading the settings" errorMessage={(e) => humanMessage(e)}>
      {(account) =>
        'id' in account ? (
          <SettingsForm
            account={account}
            targetAccountId={targetAccountId}
            tab={settingsTabsFor(account.accountType).includes(tab) ? tab : 'general'}
            onTabChange={setTab}
            leaves={(current, next) =>
              current.pathname !== next.pathname || (settingsOpen(current.search) && !settingsOpen(next.search))
            }
          />
        ) : null
      }
    </QueryState>
  );
}
