// Templates (issue 12 §2) beside the editor: the template the agent was built from and detaching
// from it, saving the agent as a template, and the template list (open, rename, delete, migrate
// with a dry run first, build this agent from one).
import { useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { confirmDialog, toast } from '@/components/feedback';
import type { Permissions } from '@/lib/permissions';
import type { Campaign } from '@/lib/campaign';
import { serverMessageOr } from '@/lib/messages';
import * as MESSAGES from '@/lib/message-catalogue';
import {
  failureMessage,
  templateQueryOptions,
  templatesQueryOptions,
  useCreateAgentFromTemplate,
  useDeleteTemplate,
  useDetachFromTemplate,
  useMigrateTemplate,
  type TargetAccountId,
} from './api';
import { Section } from './editor-fields';
import { useOverlays } from '@/overlays';
import { templateDisplayName } from '@/lib/template';

export const TEMPLATE_MESSAGES = {
  detached: 'The agent is now a full agent',
  detachFailed: 'Failed to detach from the template',
  deleted: 'Template deleted',
  deleteFailed: 'Failed to delete the template',
  built: 'Agent built from the template',
  buildFailed: 'Failed to build the agent from the template',
  migrated: 'Migration done',
};

interface Props {
  draft: Campaign;
  targetAccountId: TargetAccountId;
  permissions: Permissions;
  /** Reload the draft after the agent changed on the server. */
  onDetached: () => Promise<void>;
  /** Template managers (super admins, partners, resellers) also see disabled templates. */
  manageTemplates?: boolean;
}

function MigrateButton({
  templateId,
  title,
  targetAccountId,
}: {
  templateId: string;
  title: string;
  targetAccountId: TargetAccountId;
}) {
  const migrate = useMigrateTemplate(targetAccountId);
  const run = async () => {
    try {
      const dry = await migrate.mutateAsync({ templateId, dryRun: true });
      if (!dry.success) throw dry;
      const m = dry.migration ?? {};
      const outcome = await confirmDialog({
        title: `Migrate agents to “${title}”?`,
        details: `Dry run: ${m.total ?? 0} agents built from it, ${m.migrated ?? 0} would change, ${m.skipped ?? 0} skipped, ${m.failed ?? 0} would fail.`,
        confirmText: 'Migrate',
      });
      if (outcome !== 'confirm') return;
      const done = await migrate.mutateAsync({ templateId, dryRun: false });
      if (!done.success) throw done;
      toast(`${TEMPLATE_MESSAGES.migrated}: ${done.migration?.migrated ?? 0} agents`, { type: 'success' });
    } catch (error) {
      // A refused migration answers success false with a message (spec 000 §8).
      const message =
        error && typeof error === 'object' && 'success' in error
          ? serverMessageOr((error as { message?: unknown }).message, MESSAGES.migrationFailed)
          : failureMessage(error, MESSAGES.migrationFailed);
      toast(message, { type: 'error' });
    }
  };
  return (
    <Button
      size="xs"
      variant="ghost"
      onClick={() => void run()}
      loading={migrate.isPending}
      aria-label={`Migrate agents to ${title}`}
    >
      Migrate
    </Button>
  );
}

/** A template's name as shown (never its id). */
const nameOf = templateDisplayName;

export function TemplatePanel({ draft, targetAccountId, permissions, onDetached, manageTemplates = false }: Props) {
  const { open } = useOverlays();
  // The panel is part of the agent editor, which only the agent route shows.
  const navigate = useNavigate({ from: '/app/$account/agent' });
  const templates = useQuery(templatesQueryOptions(targetAccountId, manageTemplates));
  const detach = useDetachFromTemplate(targetAccountId);
  const remove = useDeleteTemplate(targetAccountId);
  const build = useCreateAgentFromTemplate(targetAccountId);
  const [showAll, setShowAll] = useState(false);
  const templateId = typeof draft.templateId === 'string' && draft.templateId ? draft.templateId : null;
  const list = templates.data?.templates ?? [];
  const current = templateId ? list.find((t) => t.id === templateId) : undefined;
  // The agent's template by its name: from the list, else read on its own (a disabled template is
  // not listed for everyone); its id is never the label (the agent's info copies it).
  const single = useQuery({
    ...templateQueryOptions(templateId ?? '', targetAccountId),
    enabled: templateId !== null && !templates.isPending && !current,
  });
  const currentTitle = current?.title?.trim() || single.data?.template?.title?.trim() || null;
  const currentLoading = !currentTitle && (templates.isPending || single.isLoading);

  const onDetach = async () => {
    const outcome = await confirmDialog({
      title: 'Detach from the template?',
      details:
        'The agent becomes a full agent: its whole configuration is yours to edit, and template updates no longer reach it.',
      confirmText: 'Detach',
      confirmColor: 'red',
    });
    if (outcome !== 'confirm') return;
    try {
      await detach.mutateAsync();
      await onDetached();
      toast(TEMPLATE_MESSAGES.detached, { type: 'success' });
    } catch (error) {
      toast(failureMessage(error, TEMPLATE_MESSAGES.detachFailed), { type: 'error' });
    }
  };

  const onDelete = async (id: string, title: string) => {
    const outcome = await confirmDialog({
      title: `Delete the template “${title}”?`,
      details: 'Agents built from it keep their configuration.',
      confirmText: 'Delete',
      confirmColor: 'red',
    });
    if (outcome !== 'confirm') return;
    try {
      await remove.mutateAsync(id);
      toast(TEMPLATE_MESSAGES.deleted, { type: 'success' });
    } catch (error) {
      toast(failureMessage(error, TEMPLATE_MESSAGES.deleteFailed), { type: 'error' });
    }
  };

  const onBuild = async (id: string, title: string) => {
    const outcome = await confirmDialog({
      title: `Build this agent from “${title}”?`,
      details: "The agent's configuration is replaced by the template's.",
      confirmText: 'Build',
      confirmColor: 'red',
    });
    if (outcome !== 'confirm') return;
    try {
      await build.mutateAsync({ templateId: id });
      await onDetached();
      toast(TEMPLATE_MESSAGES.built, { type: 'success' });
    } catch (error) {
      toast(failureMessage(error, TEMPLATE_MESSAGES.buildFailed), { type: 'error' });
    }
  };

  const shown = showAll ? list : list.slice(0, 3);
  return (
    <Section title="Template">
      <Stack gap="4">
        {templateId ? (
          <Stack gap="2">
            <Text textStyle="sm">
              Built from{' '}
              <strong>{currentTitle ?? (currentLoading ? '…' : 'a template whose name could not be read')}</strong>
            </Text>
            {/* Taking the agent over from its template (detaching it into a full agent) is what
                canTakeoverAgent allows (partner setting allowAgentTakeover, spec 000 §6). */}
            {permissions.canTakeoverAgent ? (
              <Button size="sm" variant="outline" onClick={() => void onDetach()} loading={detach.isPending}>
                Detach from template
              </Button>
            ) : null}
          </Stack>
        ) : (
          <Text textStyle="sm" color="fg.muted">
            A full agent, not tied to a template.
          </Text>
        )}
        <Button size="sm" variant="outline" onClick={() => open('createTemplate')}>
          Save as template
        </Button>
        {templates.isError ? (
          <HStack gap="2" textStyle="sm">
            <Text color="fg.error">The templates could not be loaded.</Text>
            <Button size="xs" variant="outline" onClick={() => void templates.refetch()}>
              Retry
            </Button>
          </HStack>
        ) : list.length ? (
          <Stack gap="2">
            <Text textStyle="xs" color="fg.muted" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide">
              Templates
            </Text>
            <Stack as="ul" listStyleType="none" gap="3" aria-label="Templates">
              {shown.map((t) => (
                <Box as="li" key={t.id} borderTopWidth="1px" borderColor="border.muted" pt="2">
                  <HStack gap="2" wrap="wrap">
                    <Text textStyle="sm" fontWeight="medium">
                      {nameOf(t)}
                    </Text>
                    {t.disabled ? <Badge size="sm">Disabled</Badge> : null}
                  </HStack>
                  {t.description ? (
                    <Text textStyle="xs" color="fg.muted" lineClamp={2}>
                      {t.description}
                    </Text>
                  ) : null}
                  <HStack gap="1" wrap="wrap" mt="1">
                    <Button
                      size="xs"
                      variant="ghost"
                      aria-label={`Build this agent from ${nameOf(t)}`}
                      onClick={() => void onBuild(t.id, nameOf(t))}
                    >
                      Use
                    </Button>
                    {manageTemplates ? (
                      <>
                        <Button
                          size="xs"
                          variant="ghost"
                          aria-label={`Edit template ${nameOf(t)}`}
                          onClick={() => void navigate({ to: '.', search: (prev) => ({ ...prev, templateId: t.id }) })}
                        >
                          Edit
                        </Button>
                        <Button
                          size="xs"
                          variant="ghost"
                          aria-label={`Rename template ${nameOf(t)}`}
                          onClick={() => open('renameTemplate', t.id)}
                        >
                          Rename
                        </Button>
                        <MigrateButton templateId={t.id} title={nameOf(t)} targetAccountId={targetAccountId} />
                        <Button
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={`Delete template ${nameOf(t)}`}
                          onClick={() => void onDelete(t.id, nameOf(t))}
                        >
                          Delete
                        </Button>
                      </>
                    ) : null}
                  </HStack>
                </Box>
              ))}
            </Stack>
            {list.length > 3 ? (
              <Button size="xs" variant="plain" alignSelf="start" onClick={() => setShowAll((v) => !v)}>
                {showAll ? 'Show fewer' : `Show all ${list.length}`}
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Section>
  );
}
