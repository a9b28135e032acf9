// The agent editor (issue 12 §1): the product's core screen. The draft auto-saves to staging
// 1.5 s after the last change; Publish promotes it to the live agent; Revert discards it.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert } from './alert';
import { Box, Button, Grid, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { confirmDialog, toast } from '@/components/feedback';
import { PublishStateBadge } from '@/components/publish-state-badge';
import type { Account } from '@/api/generated/model';
import type { Permissions } from '@/lib/permissions';
import type { SaveState } from '@/lib/campaign';
import { accountAppsQueryOptions, agentFunctionsQueryOptions, failureMessage } from './api';
import { installedAppsToOffer } from '@/lib/integrations';
import { appChoices, appNamesOf } from '@/lib/agent';
import { promptError } from '@/lib/campaign';
import {
  ActionsEditor,
  AdvancedSettings,
  AppsEditor,
  CheckboxField,
  focusInstructions,
  Section,
} from './editor-fields';
import { PromptSection } from './prompt-section';
import { useAgentEditor } from './use-agent-editor';
import { useOverlays } from '@/overlays';
import { VersionsPanel } from './versions-panel';
import { TemplatePanel } from './template-panel';
import { useRevertAgent } from './api';

export const REVERT_FAILED = 'Failed to revert changes';

export interface AgentEditorPageProps {
  targetAccountId: number | undefined;
  account: Account;
  permissions: Permissions;
  /** Template managers edit, rename, delete and migrate templates and see disabled ones. */
  manageTemplates?: boolean;
  replaceTemplateVars?: boolean;
}

/** "Saving…", "Saved" or the failure with Retry (announced politely); while the agent changed
 * elsewhere and the user has not chosen, that, with a way back to the choice. */
export function SaveIndicator({
  state,
  onRetry,
  conflict = false,
  onResolve,
}: {
  state: SaveState;
  onRetry: () => void;
  conflict?: boolean;
  onResolve?: () => void;
}) {
  let content: ReactNode = null;
  if (conflict)
    content = (
      <HStack gap="2" wrap="wrap">
        <Text color="fg.warning">Not saved: the agent was changed elsewhere</Text>
        {onResolve ? (
          <Button size="xs" variant="outline" colorPalette="orange" onClick={onResolve}>
            Choose a version
          </Button>
        ) : null}
      </HStack>
    );
  else if (state.status === 'saving')
    content = (
      <HStack gap="2">
        <Spinner size="xs" aria-hidden="true" />
        <Text>Saving…</Text>
      </HStack>
    );
  else if (state.status === 'saved') content = <Text color="fg.success">Saved</Text>;
  else if (state.status === 'pending') content = <Text color="fg.muted">Unsaved edits</Text>;
  else if (state.status === 'idle') content = <Text color="fg.muted">All changes saved</Text>;
  else if (state.status === 'error')
    content = (
      <HStack gap="2" wrap="wrap">
        <Text color="fg.error">Not saved: {state.error}</Text>
        {state.retryable === false ? (
          // The server refused what was sent: the same again would be refused; the next edit saves.
          <Text color="fg.muted">Change the field to save again.</Text>
        ) : (
          <Button size="xs" variant="outline" colorPalette="red" onClick={onRetry}>
            Retry
          </Button>
        )}
      </HStack>
    );
  return (
    <Box role="status" aria-label="Save status" textStyle="sm" minH="6">
      {content}
    </Box>
  );
}

export function AgentEditorPage({
  targetAccountId,
  account,
  permissions,
  manageTemplates = false,
  replaceTemplateVars,
}: AgentEditorPageProps) {
  const { open } = useOverlays();
  const openConflict = useCallback(() => open('saveConflict'), [open]);
  const editor = useAgentEditor({ targetAccountId, replaceTemplateVars, onConflict: openConflict });
  const functions = useQuery(agentFunctionsQueryOptions(targetAccountId));
  // The account's installed apps, offered in the apps list (a failed catalogue only hides the offer).
  const accountApps = useQuery(accountAppsQueryOptions(targetAccountId));
  const catalogue = useMemo(
    () => (Array.isArray(accountApps.data?.apps) ? accountApps.data.apps.filter(Boolean) : []),
    [accountApps.data],
  );
  const appNames = useMemo(() => appNamesOf(catalogue), [catalogue]);
  // Focus moves to the instructions after the render that shows them (a templated prompt shows
  // its text box only once there is a problem).
  const [focusRequest, setFocusRequest] = useState(0);

  const revert = useRevertAgent(targetAccountId);
  const { draft, staging } = editor;

  // Leaving with unsaved edits asks first (in-app navigation and closing the tab).
  useBlocker({
    shouldBlockFn: async ({ current, next }) => {
      if (current.pathname === next.pathname || !editor.hasUnsaved()) return false;
      const outcome = await confirmDialog({
        title: 'Leave without saving?',
        details: 'Your latest edits to the agent have not been saved yet.',
        confirmText: 'Leave',
        cancelText: 'Stay',
        confirmColor: 'red',
      });
      return outcome !== 'confirm';
    },
    enableBeforeUnload: () => editor.hasUnsaved(),
  });

  const onPublish = async () => {
    if (!draft) return;
    if (promptError(draft.agentInstructions)) setFocusRequest((n) => n + 1);
    const done = await editor.publish();
    if (done) toast('Agent published', { type: 'success' });
  };
  useEffect(() => {
    if (focusRequest > 0) focusInstructions();
  }, [focusRequest]);

  const lastError = editor.errors.at(-1);
  useEffect(() => {
    if (lastError) toast(lastError.message, { type: 'error' });
  }, [lastError]);

  const onRevert = async () => {
    const outcome = await confirmDialog({
      title: 'Discard unpublished changes?',
      details: 'The draft goes back to the live agent. This cannot be undone.',
      confirmText: 'Revert',
      confirmColor: 'red',
    });
    if (outcome !== 'confirm') return;
    editor.pause();
    try {
      await revert.mutateAsync();
      await editor.reload();
      toast('Changes reverted', { type: 'success' });
    } catch (error) {
      editor.addError(failureMessage(error, REVERT_FAILED));
      if (draft) editor.update(draft);
    }
  };

  if (staging.isPending) {
    return (
      <Stack align="center" py="16" gap="3" role="status" aria-label="Loading the agent">
        <Spinner />
        <Text color="fg.muted">Loading the agent…</Text>
      </Stack>
    );
  }
  if (staging.isError && !draft) {
    return (
      <Alert status="error" title="The agent could not be loaded">
        <Text>{failureMessage(staging.error, 'Failed to load the agent.')}</Text>
        <Button size="sm" mt="2" onClick={() => void staging.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }
  if (!draft) return null;

  const agentName =
    account.agentName || account.details?.agentName || (typeof draft.title === 'string' ? draft.title : '') || 'Agent';
  const phone = account.vidaPhoneNumber || account.phoneNumber;
  const busy = editor.publishing || revert.isPending;

  return (
    // The console frame's main area gives the page its margins and width.
    <Stack gap="5" w="full" pb="16">
      <Stack
        as="header"
        gap="3"
        position={{ base: 'static', md: 'sticky' }}
        // Below the console's sticky top bar (h 14).
        top="14"
        zIndex="docked"
        // The page's own background, so the sticky bar reads as part of the page.
        bg="bg.subtle"
        py="3"
        borderBottomWidth="1px"
        borderColor="border.muted"
      >
        <HStack justify="space-between" align="start" wrap="wrap" gap="3">
          <Stack gap="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Heading as="h1" size={{ base: 'lg', md: 'xl' }} truncate>
                {agentName}
              </Heading>
              {editor.liveCampaign ? (
                <PublishStateBadge unpublished={editor.unpublished} data-testid="publish-state" />
              ) : null}
            </HStack>
            <SaveIndicator
              state={editor.saveState}
              onRetry={editor.retry}
              conflict={!!editor.conflict}
              onResolve={openConflict}
            />
          </Stack>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="ghost" onClick={() => open('testAgent')}>
              Test agent
            </Button>
            {phone ? (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => open('call', /^\d{1,15}$/.test(phone) ? Number(phone) : phone)}
              >
                Call my agent
              </Button>
            ) : null}
            <Button size="sm" variant="outline" onClick={() => open('compareChanges')} disabled={!editor.unpublished}>
              Compare changes
            </Button>
            <Button size="sm" variant="outline" onClick={() => void onRevert()} disabled={!editor.unpublished || busy}>
              Revert
            </Button>
            <Button
              size="sm"
              colorPalette="blue"
              onClick={() => void onPublish()}
              loading={editor.publishing}
              loadingText="Publishing…"
              disabled={busy}
            >
              Publish
            </Button>
          </HStack>
        </HStack>
        {editor.publishRefused && editor.promptProblem ? (
          <Alert status="error" title="Not published" named>
            <HStack gap="2" wrap="wrap">
              <Text>{editor.promptProblem}</Text>
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => focusInstructions()}>
                Go to the instructions
              </Button>
            </HStack>
          </Alert>
        ) : null}
        {editor.errors.length ? (
          <Stack as="ul" aria-label="Errors" gap="2" listStyleType="none">
            {editor.errors.map((e) => (
              <Box as="li" key={e.id}>
                <Alert status="error" title={e.message} onDismiss={() => editor.dismissError(e.id)} />
              </Box>
            ))}
          </Stack>
        ) : null}
      </Stack>

      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 22rem' }} gap="5" alignItems="start">
        <Stack gap="5" minW="0">
          <PromptSection
            draft={draft}
            account={account}
            targetAccountId={targetAccountId}
            update={editor.update}
            promptProblem={editor.promptProblem}
          />
          <Section title="Actions" description="What the agent may do during a conversation.">
            <ActionsEditor draft={draft} update={editor.update} />
          </Section>
          <Section
            title="Apps and functions"
            description="Apps give the agent functions; choose which ones it may call."
          >
            <AppsEditor
              draft={draft}
              update={editor.update}
              installed={installedAppsToOffer(catalogue, draft.apps)}
              appNames={appNames}
              choices={appChoices(catalogue, draft.apps)}
              onBrowseApps={() => open('integrations')}
              functions={functions.data?.functions ?? []}
              functionsState={
                functions.isPending ? (
                  <Text textStyle="xs" color="fg.muted">
                    Loading functions…
                  </Text>
                ) : functions.isError ? (
                  <HStack textStyle="xs" color="fg.error" gap="2">
                    <Text>The functions could not be loaded.</Text>
                    <Button size="xs" variant="outline" onClick={() => void functions.refetch()}>
                      Retry
                    </Button>
                  </HStack>
                ) : null
              }
            />
          </Section>
          <Section title="Transfers">
            <CheckboxField
              label="Ask callers to confirm before a transfer"
              checked={draft.confirmTransfers}
              onChange={(confirmTransfers) => editor.update({ confirmTransfers })}
            />
          </Section>
          {permissions.canUseFullEditor ? <AdvancedSettings draft={draft} update={editor.update} /> : null}
        </Stack>
        <Stack gap="5" minW="0">
          <VersionsPanel
            agentId={typeof draft.campaignId === 'string' ? draft.campaignId : null}
            targetAccountId={targetAccountId}
            draft={draft}
            onRestored={editor.reload}
            beforeRestore={editor.pause}
            onRestoreFailed={() => editor.update((c) => c)}
          />
          <TemplatePanel
            draft={draft}
            targetAccountId={targetAccountId}
            permissions={permissions}
            manageTemplates={manageTemplates}
            onDetached={editor.reload}
          />
          <Section title="More">
            <Stack gap="2" align="stretch">
              <Button size="sm" variant="outline" onClick={() => open('editAgent')}>
                Edit name and description
              </Button>
              {permissions.canUseFullEditor ? (
                <Button size="sm" variant="outline" onClick={() => open('agentSettings')}>
                  Agent settings
                </Button>
              ) : null}
              <Button size="sm" variant="outline" onClick={() => open('agentInfo')}>
                Agent info
              </Button>
              {permissions.canInspectJSON ? (
                <Button size="sm" variant="outline" onClick={() => open('debug')}>
                  Inspect JSON
                </Button>
              ) : null}
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => open('deleteAgent')}>
                Delete agent
              </Button>
            </Stack>
          </Section>
        </Stack>
      </Grid>
    </Stack>
  );
}
