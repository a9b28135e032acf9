// The editor's state: the draft, its 1.5 s auto-save, conflicts with changes made elsewhere,
// publish and revert (spec 000 §4 "Agent campaign", §9 timings).
import { isRetryableError } from '@/components/query-state';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createAutosaver,
  hasChanges,
  isSaveConflict,
  normalizeCampaign,
  promptError,
  publishSequence,
  type Autosaver,
  type Campaign,
  type SaveState,
} from '@/lib/campaign';
import * as MESSAGES from '@/lib/message-catalogue';
import {
  failureMessage,
  fetchStagingAgent,
  invalidateAgentSlots,
  liveAgentQueryOptions,
  publishStaging,
  saveStaging,
  stagingAgentQueryOptions,
  type TargetAccountId,
} from './api';
import { publishEditor } from './editor-store';

/** A save or publish failure, kept in the page's error list. */
export interface EditorError {
  id: number;
  message: string;
}

export interface AgentEditorOptions {
  targetAccountId: TargetAccountId;
  replaceTemplateVars?: boolean;
  /** The saveConflict overlay is opened through this. */
  onConflict?: () => void;
}

class StepError extends Error {}
/** The draft has no prompt: a validation error (the next edit saves), never a Retry. */
class PromptMissing extends Error {}
/** Publishing stopped because the agent changed elsewhere: the saveConflict overlay asks. */
class ConflictStop extends Error {}

export function useAgentEditor({ targetAccountId, replaceTemplateVars, onConflict }: AgentEditorOptions) {
  const queryClient = useQueryClient();
  const stagingOptions = stagingAgentQueryOptions(targetAccountId, replaceTemplateVars);
  // Staging is checked again when the tab comes back: another tab or user may have saved.
  const staging = useQuery({ ...stagingOptions, staleTime: 0, refetchOnWindowFocus: true });
  const live = useQuery(liveAgentQueryOptions(targetAccountId, replaceTemplateVars));

  const [draft, setDraftState] = useState<Campaign | null>(null);
  const draftRef = useRef<Campaign | null>(null);
  /** The staged configuration as last loaded from or saved to the server. */
  const baseRef = useRef<Campaign | null>(null);
  /** The staged configuration as the server last answered it. When it answers the same again,
   * nothing changed elsewhere, even if it differs from what we saved (a server that does not keep
   * saves, such as Prism's examples, must not look like another tab). */
  const seenRef = useRef<Campaign | null>(null);
  const sameAsSeen = (remote: Campaign) => seenRef.current !== null && !hasChanges(seenRef.current, remote);
  const [conflict, setConflict] = useState<Campaign | null>(null);
  const conflictRef = useRef<Campaign | null>(null);
  const [saveState, setSaveState] = useState<SaveState>({ status: 'idle', error: null });
  const [promptProblem, setPromptProblem] = useState<string | null>(null);
  /** Publish was refused for want of a prompt (said beside Publish until the prompt is written). */
  const [publishRefused, setPublishRefused] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [reverting, setReverting] = useState(false);
  const [errors, setErrors] = useState<EditorError[]>([]);
  const errorId = useRef(0);

  const addError = useCallback((message: string) => {
    errorId.current += 1;
    const id = errorId.current;
    setErrors((list) => [...list, { id, message }].slice(-5));
  }, []);
  const dismissError = useCallback((id: number) => setErrors((list) => list.filter((e) => e.id !== id)), []);

  const setDraft = useCallback((next: Campaign) => {
    draftRef.current = next;
    setDraftState(next);
  }, []);

  const stagingKey = stagingOptions.queryKey;
  const saverRef = useRef<Autosaver<Campaign> | null>(null);

  /** The staged configuration changed elsewhere while the user edited: saving stops until they
   * choose (saveConflict overlay); nothing is overwritten silently. */
  const raiseConflict = (remote: Campaign) => {
    saverRef.current?.reset();
    conflictRef.current = remote;
    setConflict(remote);
    onConflict?.();
  };

  /**
   * Before saving over the staged configuration: did someone else (another tab or user) save it
   * since we loaded or last saved it? Then the conflict is raised and true returned. An
   * unreachable server is left to the save itself to report.
   */
  const changedElsewhere = async (campaign: Campaign): Promise<boolean> => {
    // A staging load still on its way may answer with what the server held before this save; it
    // would look like a change made elsewhere. Loads running around the save are dropped.
    await queryClient.cancelQueries({ queryKey: stagingKey, exact: true });
    const base = baseRef.current;
    const remote = await fetchStagingAgent(targetAccountId, replaceTemplateVars).then(
      (answer) => normalizeCampaign(answer),
      () => null,
    );
    if (!remote) return false;
    const unchanged = sameAsSeen(remote);
    seenRef.current = remote;
    if (base && !unchanged && isSaveConflict(base, remote, campaign)) {
      raiseConflict(remote);
      return true;
    }
    return false;
  };

  /** The staging save of the auto-saver (the latest closure, read when a save starts). */
  const saveImpl = async (campaign: Campaign) => {
    // Saving needs a prompt (spec 000 §5): the edit stays, unsaved, with the message.
    const missing = promptError(campaign.agentInstructions);
    if (missing) {
      // Tied to the prompt input (spec 000 §5), as when publishing.
      setPromptProblem(missing);
      throw new PromptMissing(missing);
    }
    if (await changedElsewhere(campaign)) return;
    try {
      await saveStaging(campaign, targetAccountId);
    } catch (error) {
      throw new Error(failureMessage(error, MESSAGES.saveStagingCampaignFailed));
    }
    await queryClient.cancelQueries({ queryKey: stagingKey, exact: true });
    baseRef.current = campaign;
    queryClient.setQueryData(stagingKey, { ...campaign, published: false, success: true });
  };
  const saveRef = useRef(saveImpl);
  const raiseConflictRef = useRef(raiseConflict);
  useEffect(() => {
    saveRef.current = saveImpl;
    raiseConflictRef.current = raiseConflict;
  });
  // One saver per account acted on, made before the staging answer is adopted (effects run in order).
  useEffect(() => {
    const created = createAutosaver<Campaign>({
      save: (c) => saveRef.current(c),
      onState: setSaveState,
      isRetryable: (error) => !(error instanceof PromptMissing) && isRetryableError(error),
    });
    saverRef.current = created;
    return () => {
      created.dispose();
      if (saverRef.current === created) saverRef.current = null;
    };
  }, [targetAccountId]);
  const saver = useMemo(
    () => ({
      change: (c: Campaign) => saverRef.current?.change(c),
      retry: () => saverRef.current?.retry(),
      flush: () => saverRef.current?.flush() ?? Promise.resolve(true),
      reset: () => saverRef.current?.reset(),
      hasUnsaved: () => saverRef.current?.hasUnsaved() ?? false,
    }),
    [],
  );

  const adopt = useCallback(
    (raw: unknown) => {
      const next = normalizeCampaign(raw);
      baseRef.current = next;
      seenRef.current = next;
      conflictRef.current = null;
      setConflict(null);
      saver.reset();
      setDraft(next);
    },
    [saver, setDraft],
  );

  // First load, and later answers of the staging query (another tab, another user).
  useEffect(() => {
    if (!staging.data) return;
    const remote = normalizeCampaign(staging.data);
    const base = baseRef.current;
    const mine = draftRef.current;
    if (!base || !mine) return adopt(staging.data);
    // Our own save (written into the cache) or the server answering what it answered before.
    if (!hasChanges(base, remote) || sameAsSeen(remote)) return;
    seenRef.current = remote;
    if (!hasChanges(remote, mine)) {
      baseRef.current = remote;
      return;
    }
    if (!hasChanges(base, mine) && !saver.hasUnsaved()) return adopt(staging.data);
    // Both changed: nothing is overwritten silently; the user chooses.
    raiseConflictRef.current(remote);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [staging.data]);

  /** An edit: held at once, saved 1.5 s after the last one (not while a conflict waits). */
  const update = useCallback(
    (patch: Partial<Campaign> | ((current: Campaign) => Campaign)) => {
      const current = draftRef.current;
      if (!current) return;
      const next = typeof patch === 'function' ? patch(current) : ({ ...current, ...patch } as Campaign);
      setDraft(next);
      if (promptError(next.agentInstructions) === null) {
        setPromptProblem(null);
        setPublishRefused(false);
      }
      if (!conflictRef.current) saver.change(next);
    },
    [saver, setDraft],
  );

  const retry = useCallback(() => saver.retry(), [saver]);

  const keepMine = useCallback(() => {
    const remote = conflictRef.current;
    if (!remote || !draftRef.current) return;
    baseRef.current = remote;
    conflictRef.current = null;
    setConflict(null);
    saver.change(draftRef.current);
    void saver.flush();
  }, [saver]);

  const loadTheirs = useCallback(() => {
    const remote = conflictRef.current;
    if (remote) adopt(remote);
  }, [adopt]);

  /** Reload after publish, revert or restore: the server's staging replaces the draft. */
  const reload = useCallback(async () => {
    await invalidateAgentSlots(queryClient);
    const fresh = await queryClient.fetchQuery({ ...stagingOptions, staleTime: 0 });
    adopt(fresh);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, adopt, targetAccountId, replaceTemplateVars]);

  const publish = async (): Promise<boolean> => {
    const current = draftRef.current;
    if (!current || publishing) return false;
    const missing = promptError(current.agentInstructions);
    if (missing) {
      setPromptProblem(missing);
      setPublishRefused(true);
      return false;
    }
    setPublishing(true);
    // The publish sequence saves staging itself; the auto-save timer stands down meanwhile.
    saver.reset();
    try {
      await publishSequence({
        saveStaging: async () => {
          const latest = draftRef.current ?? current;
          if (await changedElsewhere(latest)) throw new ConflictStop();
          try {
            await saveStaging(latest, targetAccountId, true);
          } catch (error) {
            throw new StepError(failureMessage(error, MESSAGES.saveStagingCampaignFailed));
          }
        },
        publish: async () => {
          try {
            await publishStaging(targetAccountId);
          } catch (error) {
            throw new StepError(failureMessage(error, MESSAGES.publishCampaignFailed));
          }
        },
        reload,
      });
      return true;
    } catch (error) {
      // The user chooses between the versions first; their edits wait, unsaved, meanwhile.
      if (error instanceof ConflictStop) return false;
      addError(error instanceof StepError ? error.message : MESSAGES.publishCampaignFailed);
      // Nothing typed is lost: the draft stays and is saved again.
      if (draftRef.current) saver.change(draftRef.current);
      return false;
    } finally {
      setPublishing(false);
    }
  };

  const liveCampaign = useMemo(() => (live.data ? normalizeCampaign(live.data) : null), [live.data]);
  const unpublished = !!draft && !!liveCampaign && hasChanges(liveCampaign, draft);

  useEffect(() => {
    if (!draft) return;
    publishEditor({ draft, live: liveCampaign, conflict, update, keepMine, loadTheirs });
  }, [draft, liveCampaign, conflict, update, keepMine, loadTheirs]);
  useEffect(() => () => publishEditor(null), []);

  return {
    staging,
    live,
    liveCampaign,
    draft,
    update,
    saveState,
    retry,
    // An edit waiting on a conflict has not reached the server either.
    hasUnsaved: () => saver.hasUnsaved() || conflictRef.current !== null,
    flush: () => saver.flush(),
    pause: () => saver.reset(),
    promptProblem,
    setPromptProblem,
    publishRefused,
    publish,
    publishing,
    reverting,
    setReverting,
    reload,
    unpublished,
    conflict,
    keepMine,
    loadTheirs,
    errors,
    addError,
    dismissError,
  };
}

export type AgentEditor = ReturnType<typeof useAgentEditor>;
