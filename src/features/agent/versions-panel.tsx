// Versions (issue 12 §3): a timeline of stored snapshots; save the draft or the live agent under
// a title, rename, replace a snapshot with the draft, restore into the draft (default) or live.
import { useState } from 'react';
import { Badge, Box, Button, Field, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { confirmDialog, toast } from '@/components/feedback';
import { LabelledField } from '@/components/labelled-field';
import { OptionSelect, type SelectOption } from '@/components/option-select';
import {
  DEFAULT_RESTORE_TARGET,
  DEFAULT_VERSION_SOURCE,
  SLOT_LABELS,
  cleanVersionTitle,
  versionTimeline,
  type AgentSlot,
  type Campaign,
  type VersionEntry,
} from '@/lib/campaign';
import { versionDisplayTitle, versionTitleToEdit } from '@/lib/agent';
import {
  failureMessage,
  useCreateVersion,
  useRenameVersion,
  useReplaceVersion,
  useRestoreVersion,
  versionsQueryOptions,
  type TargetAccountId,
} from './api';
import { Section } from './editor-fields';

/** Where a version is restored to, and what a new version is saved from. */
const RESTORE_TARGETS: readonly SelectOption<AgentSlot>[] = [
  { value: 'staging', label: 'into draft' },
  { value: 'default', label: 'into live' },
];
const VERSION_SOURCES: readonly SelectOption<AgentSlot>[] = [
  { value: 'staging', label: 'From the draft' },
  { value: 'default', label: 'From the live agent' },
];

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const VERSION_MESSAGES = {
  saved: 'Version saved',
  saveFailed: 'Failed to save the version',
  renamed: 'Version renamed',
  renameFailed: 'Failed to rename the version',
  replaced: 'Version replaced',
  replaceFailed: 'Failed to replace the version',
  restored: 'Version restored',
  restoreFailed: 'Failed to restore the version',
  titleRule: 'Give the version a title of 1 to 200 characters.',
};

interface Props {
  agentId: string | null;
  targetAccountId: TargetAccountId;
  draft: Campaign;
  /** The server's staging replaces the draft after a restore. */
  onRestored: () => Promise<void>;
  /** Stops pending auto-saves: a restore into the draft replaces it. */
  beforeRestore: () => void;
  /** A restore into the draft failed: the draft's edits are saved again. */
  onRestoreFailed: () => void;
}

function VersionItem({
  version,
  agentId,
  targetAccountId,
  draft,
  onRestored,
  beforeRestore,
  onRestoreFailed,
}: {
  version: VersionEntry;
  agentId: string;
  targetAccountId: TargetAccountId;
  draft: Campaign;
  onRestored: () => Promise<void>;
  beforeRestore: () => void;
  onRestoreFailed: () => void;
}) {
  // "Autosave, <date and time>" for the product's own `Auto-<ms>` titles.
  const shown = versionDisplayTitle(version);
  const [renaming, setRenaming] = useState(false);
  // The rename box starts with the stored title (empty for an automatic one), not the display text.
  const [title, setTitle] = useState(() => versionTitleToEdit(version));
  const [titleError, setTitleError] = useState<string | null>(null);
  const [target, setTarget] = useState<AgentSlot>(DEFAULT_RESTORE_TARGET);
  const rename = useRenameVersion(agentId, targetAccountId);
  const replace = useReplaceVersion(agentId, targetAccountId);
  const restore = useRestoreVersion(agentId, targetAccountId);

  const onRestore = async () => {
    const where = target === 'default' ? 'the live agent' : 'the draft';
    const outcome = await confirmDialog({
      title: `Restore “${shown}”?`,
      details: `It replaces ${where}${target === 'default' ? ', which callers reach right away' : ''}.`,
      confirmText: 'Restore',
      confirmColor: target === 'default' ? 'red' : 'blue',
    });
    if (outcome !== 'confirm') return;
    if (target === 'staging') beforeRestore();
    try {
      await restore.mutateAsync({ versionId: version.versionId, target });
      await onRestored();
      toast(VERSION_MESSAGES.restored, { type: 'success' });
    } catch (error) {
      // The draft was not replaced: its edits go back to being saved.
      if (target === 'staging') onRestoreFailed();
      toast(failureMessage(error, VERSION_MESSAGES.restoreFailed), { type: 'error' });
    }
  };

  const onReplace = async () => {
    const outcome = await confirmDialog({
      title: `Replace “${shown}” with the draft?`,
      details: 'The stored snapshot is overwritten by the configuration you are editing.',
      confirmText: 'Replace',
      confirmColor: 'red',
    });
    if (outcome !== 'confirm') return;
    try {
      await replace.mutateAsync({ versionId: version.versionId, snapshot: draft });
      toast(VERSION_MESSAGES.replaced, { type: 'success' });
    } catch (error) {
      toast(failureMessage(error, VERSION_MESSAGES.replaceFailed), { type: 'error' });
    }
  };

  const onRename = async () => {
    const clean = cleanVersionTitle(title);
    if (!clean) return setTitleError(VERSION_MESSAGES.titleRule);
    try {
      await rename.mutateAsync({ versionId: version.versionId, title: clean });
      setRenaming(false);
      toast(VERSION_MESSAGES.renamed, { type: 'success' });
    } catch (error) {
      setTitleError(failureMessage(error, VERSION_MESSAGES.renameFailed));
    }
  };

  return (
    <Box as="li" position="relative" ps="6" pb="4" _last={{ pb: '0' }}>
      {/* the timeline's rail and dot */}
      <Box position="absolute" left="1.5" top="2" bottom="0" w="1px" bg="border" aria-hidden="true" />
      <Box
        position="absolute"
        left="0.5"
        top="1.5"
        w="2.5"
        h="2.5"
        borderRadius="full"
        bg={version.automatic ? 'border.emphasized' : 'blue.solid'}
        aria-hidden="true"
      />
      <Stack gap="1">
        {renaming ? (
          <chakra.form
            onSubmit={(e) => {
              e.preventDefault();
              void onRename();
            }}
          >
            <Field.Root invalid={!!titleError}>
              <Field.Label srOnly>New title of {shown}</Field.Label>
              <HStack gap="1">
                <Input size="xs" value={title} onChange={(e) => setTitle(e.currentTarget.value)} autoFocus />
                <Button size="xs" type="submit" loading={rename.isPending}>
                  Save
                </Button>
                <Button size="xs" variant="ghost" onClick={() => setRenaming(false)}>
                  Cancel
                </Button>
              </HStack>
              {titleError ? <Field.ErrorText>{titleError}</Field.ErrorText> : null}
            </Field.Root>
          </chakra.form>
        ) : (
          <Text fontWeight="medium" textStyle="sm" wordBreak="break-word">
            {shown}
          </Text>
        )}
        <HStack gap="2" wrap="wrap" textStyle="xs" color="fg.muted">
          {version.storedAt ? (
            <time dateTime={version.storedAt.toISOString()}>{dateFormat.format(version.storedAt)}</time>
          ) : null}
          {version.source ? (
            <Badge size="sm" variant="outline">
              {SLOT_LABELS[version.source]}
            </Badge>
          ) : null}
          {version.automatic ? <Badge size="sm">Automatic</Badge> : null}
          {version.author ? <Text as="span">by {version.author}</Text> : null}
        </HStack>
        {/* Two groups that wrap as wholes on narrow columns: restoring, then editing the version. */}
        <HStack gap="1" rowGap="1" wrap="wrap" mt="1" justify="space-between">
          <HStack gap="1">
            <OptionSelect
              size="xs"
              w="auto"
              aria-label={`Restore ${shown} into`}
              options={RESTORE_TARGETS}
              value={target}
              onChange={setTarget}
            />
            <Button
              size="xs"
              variant="outline"
              onClick={() => void onRestore()}
              loading={restore.isPending}
              aria-label={`Restore ${shown}`}
            >
              Restore
            </Button>
          </HStack>
          <HStack gap="0">
            <Button size="xs" variant="ghost" onClick={() => setRenaming(true)} aria-label={`Rename ${shown}`}>
              Rename
            </Button>
            <Button
              size="xs"
              variant="ghost"
              onClick={() => void onReplace()}
              loading={replace.isPending}
              aria-label={`Replace ${shown}`}
            >
              Replace
            </Button>
          </HStack>
        </HStack>
      </Stack>
    </Box>
  );
}

export function VersionsPanel({ agentId, targetAccountId, draft, onRestored, beforeRestore, onRestoreFailed }: Props) {
  const [title, setTitle] = useState('');
  const [source, setSource] = useState<AgentSlot>(DEFAULT_VERSION_SOURCE);
  const [error, setError] = useState<string | null>(null);
  const versions = useQuery({ ...versionsQueryOptions(agentId ?? '', targetAccountId), enabled: !!agentId });
  const create = useCreateVersion(agentId ?? '', targetAccountId);
  const timeline = versionTimeline(versions.data?.versions);

  if (!agentId) {
    return (
      <Section title="Versions">
        <Text textStyle="sm" color="fg.muted">
          Versions are available once the agent has been saved.
        </Text>
      </Section>
    );
  }

  const onCreate = async () => {
    const clean = cleanVersionTitle(title);
    if (!clean) return setError(VERSION_MESSAGES.titleRule);
    setError(null);
    try {
      await create.mutateAsync({ title: clean, source });
      setTitle('');
      toast(VERSION_MESSAGES.saved, { type: 'success' });
    } catch (e) {
      setError(failureMessage(e, VERSION_MESSAGES.saveFailed));
    }
  };

  return (
    <Section title="Versions" description="Snapshots you can go back to.">
      <Stack gap="4">
        <chakra.form
          onSubmit={(e) => {
            e.preventDefault();
            void onCreate();
          }}
        >
          <Stack gap="2">
            <LabelledField label="Version title" error={error}>
              <Input
                size="sm"
                value={title}
                onChange={(e) => setTitle(e.currentTarget.value)}
                placeholder="e.g. Before holiday hours"
              />
            </LabelledField>
            <HStack gap="2">
              <OptionSelect
                flex="1"
                aria-label="Save from"
                options={VERSION_SOURCES}
                value={source}
                onChange={setSource}
              />
              <Button size="sm" type="submit" loading={create.isPending}>
                Save version
              </Button>
            </HStack>
          </Stack>
        </chakra.form>
        {versions.isPending ? (
          <Text textStyle="sm" color="fg.muted" role="status">
            Loading versions…
          </Text>
        ) : versions.isError ? (
          <HStack gap="2" textStyle="sm">
            <Text color="fg.error">{failureMessage(versions.error, 'The versions could not be loaded.')}</Text>
            <Button size="xs" variant="outline" onClick={() => void versions.refetch()}>
              Retry
            </Button>
          </HStack>
        ) : timeline.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            No versions yet.
          </Text>
        ) : (
          <Box as="ol" listStyleType="none" aria-label="Version history">
            {timeline.map((v) => (
              <VersionItem
                key={v.versionId}
                version={v}
                agentId={agentId}
                targetAccountId={targetAccountId}
                draft={draft}
                onRestored={onRestored}
                beforeRestore={beforeRestore}
                onRestoreFailed={onRestoreFailed}
              />
            ))}
          </Box>
        )}
      </Stack>
    </Section>
  );
}
