import { useQuery } from '@tanstack/react-query';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { OverlayProps } from '@/overlays';
import { QueryState } from '@/components/query-state';
import { confirmDialog, toast } from '@/components/feedback';
import { useActingAccount } from '@/hooks/acting-account';
import { humanMessage } from '@/lib/errors';
import { authParametersOf, fieldsOfApp, integrationIdOf, nameOf, type AppRef } from '@/lib/integrations';
import { appQueryOptions, integrationQueryOptions, useAppActions } from './api';
import { SchemaForm } from './schema-form';
import { IntegrationsCatalogue } from './catalogue';

function AppDetail({ appRef, close }: { appRef: AppRef; close: () => void }) {
  const { targetAccountId } = useActingAccount();
  const app = useQuery(appQueryOptions(appRef, targetAccountId));
  const data = useQuery(integrationQueryOptions(appRef.appId, targetAccountId));
  const actions = useAppActions(appRef, targetAccountId);
  return (
    <QueryState query={app} pendingLabel="Loading the app">
      {({ app: a }) => {
        const fields = fieldsOfApp(a);
        const { properties } = authParametersOf(a);
        const failed = actions.add.error ?? actions.update.error;
        const ask = async () => {
          const outcome = await confirmDialog({
            title: `Remove ${nameOf(a)}?`,
            details: 'Its settings are deleted and agents can no longer use it.',
            confirmText: 'Remove app',
            cancelText: 'Keep app',
            confirmColor: 'red',
          });
          if (outcome === 'confirm') actions.uninstall(() => toast(`${nameOf(a)} removed`, { type: 'success' }));
        };
        return (
          <Stack gap="4">
            <Stack gap="1">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold">{nameOf(a)}</Text>
                <Badge>{a.appVersion}</Badge>
                <Badge colorPalette={a.installed ? 'green' : 'gray'}>
                  {a.installed ? 'Installed' : 'Not installed'}
                </Badge>
              </HStack>
              {a.description ? <Text color="fg.muted">{a.description}</Text> : null}
              <Text fontSize="xs" color="fg.muted">
                Agents use it as {integrationIdOf(a)}
              </Text>
            </Stack>
            {fields.length === 0 ? <Text fontSize="sm">This app needs no settings.</Text> : null}
            <SchemaForm
              key={`${a.installed ? 'i' : 'n'}`}
              fields={fields}
              properties={properties}
              stored={a.appData}
              submitLabel={a.installed ? 'Save and reload' : 'Install app'}
              saving={actions.add.isPending || actions.update.isPending}
              error={failed ? `Could not save the app: ${humanMessage(failed)}` : null}
              onSubmit={(appData) =>
                a.installed
                  ? actions.save(appData, () => toast('Settings saved', { type: 'success' }))
                  : actions.install(appData, () => toast(`${nameOf(a)} installed`, { type: 'success' }))
              }
            />
            {data.data?.appData && Object.keys(data.data.appData).length ? (
              <Text fontSize="sm" color="fg.muted">
                Integration data stored: {Object.keys(data.data.appData).join(', ')}
              </Text>
            ) : null}
            {actions.remove.error ? (
              <Text role="alert" color="fg.error" fontSize="sm">
                Could not remove the app: {humanMessage(actions.remove.error)}
              </Text>
            ) : null}
            <HStack justify="space-between">
              {a.installed ? (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => void ask()}
                  loading={actions.remove.isPending}
                >
                  Remove app
                </Button>
              ) : (
                <span />
              )}
              <Button size="sm" variant="ghost" onClick={close}>
                Close
              </Button>
            </HStack>
          </Stack>
        );
      }}
    </QueryState>
  );
}

/** The integrations overlay: the catalogue (`?integrations`) or one app (`?integrations=<appId>@<version>`). */
export default function IntegrationsOverlay({ value, close }: OverlayProps<AppRef | null>) {
  const { targetAccountId } = useActingAccount();
  return value ? (
    <AppDetail appRef={value} close={close} />
  ) : (
    <IntegrationsCatalogue targetAccountId={targetAccountId} />
  );
}
