// The wizard's state: restored from local storage or account settings (the newer), pre-filled
// from the query and the settings, driven by the query (onboard, activeStep, fieldIndex,
// integrationIndex), saved to local storage at once and to account settings debounced.
// The transitions are the pure functions of src/lib/onboarding; this only wires them.
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useActingAccount, usePermissions, type ActingAccount } from '@/hooks';
import { useSetSearch } from '@/hooks/use-set-search';
import * as MESSAGES from '@/lib/message-catalogue';
import {
  ONBOARDING_QUERY_KEYS,
  ONBOARDING_SETTINGS_DEBOUNCE_MS,
  applyOnboardingQuery,
  applyPrefill,
  createOnboardingState,
  newerOnboardingState,
  onboardingQuery,
  onboardingSavePayload,
  parsePrefill,
  readOnboardingQuery,
  restoreOnboardingState,
  saveImmediately,
  startOnboarding,
  type OnboardingQuery,
  type OnboardingState,
} from '@/lib/onboarding';
import { STORAGE_KEYS, isRecord, readJson, writeJson, type StorageLike } from '@/lib/storage';
import type { AccountSettings } from '@/api/generated/model';
import { saveOnboardingSettings, useSaveAccountSettings } from './api';

// ---------------------------------------------------------------------------------------------
// Local storage: one saved state per account, under the product's `onboarding` key.

type SavedByAccount = Record<string, unknown>;

const accountKey = (acting: Pick<ActingAccount, 'type' | 'id'>) => `${acting.type}:${acting.id}`;

export function readLocalOnboarding(key: string, storage?: StorageLike): unknown {
  const all = readJson(STORAGE_KEYS.onboarding, isRecord, storage);
  return all && Object.prototype.hasOwnProperty.call(all, key) ? all[key] : null;
}

export function writeLocalOnboarding(key: string, saved: unknown, storage?: StorageLike): boolean {
  const all: SavedByAccount = { ...(readJson(STORAGE_KEYS.onboarding, isRecord, storage) ?? {}) };
  all[key] = saved;
  return writeJson(STORAGE_KEYS.onboarding, all, storage);
}

/** A restored state, or null when nothing usable was saved. */
function restored(saved: unknown): OnboardingState | null {
  return isRecord(saved) ? restoreOnboardingState(saved) : null;
}

const isFresh = (s: OnboardingState) => s.method === null && s.templateId === null && s.activeStep === 'WELCOME';

/** The state the wizard opens with. */
export function initialOnboardingState(input: {
  local: unknown;
  settings: unknown;
  query: OnboardingQuery;
  rawSearch: unknown;
  canUseFullEditor: boolean;
}): OnboardingState {
  const saved = newerOnboardingState(restored(input.local), restored(input.settings));
  let state = saved ?? createOnboardingState();
  if (isFresh(state)) state = startOnboarding(state, { canUseFullEditor: input.canUseFullEditor });
  const settingsPrefill = isRecord(input.settings) ? input.settings.prefill : undefined;
  state = applyPrefill(state, parsePrefill(settingsPrefill));
  state = applyPrefill(state, parsePrefill(input.rawSearch));
  return applyOnboardingQuery(state, input.query);
}

// ---------------------------------------------------------------------------------------------
// The context the steps read

export interface OnboardingContextValue {
  readonly state: OnboardingState;
  readonly acting: ActingAccount;
  /** Moves to the next state: saved at once locally, debounced to the settings, the query follows. */
  readonly dispatch: (next: OnboardingState) => void;
  /** Closes the wizard: removes its query parameters; the state is kept unless `reset`. */
  readonly close: (next?: OnboardingState) => void;
  /** Keeps `next` locally and saves it to the account settings at once (no debounce), with
   * `alsoSave` beside it; the cached account shows both at once. Resolves
   * when the save has ended, failed or not (a failure is logged, the local copy stays). */
  readonly saveNow: (next: OnboardingState, alsoSave?: Omit<AccountSettings, 'onboarding'>) => Promise<void>;
}

const OnboardingContext = createContext<OnboardingContextValue | null>(null);

export function useOnboarding(): OnboardingContextValue {
  const value = useContext(OnboardingContext);
  if (!value) throw new Error('useOnboarding outside the onboarding wizard');
  return value;
}

const navKey = (q: { step: string | null; fieldIndex: number | null; integrationIndex: number | null }) =>
  `${q.step ?? ''}|${q.fieldIndex ?? ''}|${q.integrationIndex ?? ''}`;
const stateNavKey = (s: OnboardingState) => `${s.activeStep}|${s.fieldIndex}|${s.integrationIndex}`;

function withoutOnboardingKeys(search: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...search };
  for (const key of ONBOARDING_QUERY_KEYS) delete rest[key];
  return rest;
}

/** Holds the wizard's state for the acting account and provides it to the steps. */
export function OnboardingProvider({
  children,
  settingsDelayMs = ONBOARDING_SETTINGS_DEBOUNCE_MS,
}: {
  children: ReactNode;
  settingsDelayMs?: number;
}) {
  const acting = useActingAccount();
  const { permissions } = usePermissions();
  const router = useRouter();
  const navigate = useNavigate();
  const setSearch = useSetSearch();
  const rawSearch = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  const query = readOnboardingQuery(rawSearch);
  const key = accountKey(acting);

  const [state, setState] = useState<OnboardingState>(() =>
    initialOnboardingState({
      local: readLocalOnboarding(key),
      settings: acting.account.settings?.onboarding,
      query,
      rawSearch,
      canUseFullEditor: permissions.canUseFullEditor,
    }),
  );
  // The latest state, for callbacks; every setState below updates it first.
  const stateRef = useRef(state);

  // -- Saving: local storage at once, account settings after the debounce.
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const unsaved = useRef<OnboardingState | null>(null);
  const targetAccountId = acting.targetAccountId;

  const saveSettings = useCallback(
    (s: OnboardingState) => {
      unsaved.current = null;
      saveOnboardingSettings({ onboarding: { ...onboardingSavePayload(s, Date.now()) } }, targetAccountId).catch(() => {
        // Spec §8: logged, the local copy stays.
        console.error(MESSAGES.settingsSaveFailed);
      });
    },
    [targetAccountId],
  );

  const persist = useCallback(
    (s: OnboardingState) => {
      writeLocalOnboarding(key, onboardingSavePayload(s, Date.now()));
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      if (saveImmediately(settingsDelayMs)) {
        saveSettings(s);
        return;
      }
      unsaved.current = s;
      timer.current = setTimeout(() => saveSettings(s), settingsDelayMs);
    },
    [key, saveSettings, settingsDelayMs],
  );

  // The state the wizard opened with (restored, pre-filled, at the query's step) is kept locally
  // at once, so re-opening without a step resumes there; the settings follow the next change.
  useEffect(() => {
    writeLocalOnboarding(key, onboardingSavePayload(stateRef.current, Date.now()));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the wizard opens
  }, []);

  // Closing the wizard never loses an edit: a pending settings save goes at once.
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      if (unsaved.current) saveSettings(unsaved.current);
    },
    [saveSettings],
  );

  // -- The query follows the state; Back and Forward move the state.
  const pending = useRef<string | null>(null);

  const writeQuery = useCallback(
    (s: OnboardingState, replace: boolean) => {
      pending.current = navKey({ step: s.activeStep, fieldIndex: s.fieldIndex, integrationIndex: s.integrationIndex });
      const q = onboardingQuery(s);
      void setSearch(
        {
          onboard: q.onboard,
          activeStep: q.activeStep,
          fieldIndex: s.fieldIndex,
          integrationIndex: s.integrationIndex,
        },
        // A step is a history entry of its own, not the overlay's opening: closing the wizard
        // must not step back through it.
        { replace, state: { overlayPushed: undefined } },
      );
    },
    [setSearch],
  );

  const dispatch = useCallback(
    (next: OnboardingState) => {
      const before = stateRef.current;
      stateRef.current = next;
      setState(next);
      persist(next);
      if (stateNavKey(next) !== stateNavKey(before)) writeQuery(next, false);
    },
    [persist, writeQuery],
  );

  const queryKey = navKey(query);
  const queryAlias = rawSearch.activeStep;
  useEffect(() => {
    if (!query.open) return;
    if (pending.current !== null) {
      if (pending.current !== queryKey) return;
      pending.current = null;
    }
    const current = stateRef.current;
    const view = applyOnboardingQuery(current, query);
    if (stateNavKey(view) !== stateNavKey(current)) {
      stateRef.current = view;
      setState(view);
      persist(view);
    }
    // The URL names the step by its written alias and carries both indexes.
    const canonical = onboardingQuery(view);
    if (
      queryAlias !== canonical.activeStep ||
      String(rawSearch.fieldIndex) !== canonical.fieldIndex ||
      String(rawSearch.integrationIndex) !== canonical.integrationIndex
    ) {
      writeQuery(view, true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the query's step or indexes change
  }, [queryKey, query.open, queryAlias]);

  const close = useCallback(
    (next?: OnboardingState) => {
      if (next) {
        stateRef.current = next;
        setState(next);
        persist(next);
      }
      const search = router.state.location.search as Record<string, unknown>;
      const rest = withoutOnboardingKeys(search);
      delete rest.onboard;
      void navigate({ to: '.', search: () => rest, replace: true });
    },
    [navigate, persist, router],
  );

  const saveAccountSettings = useSaveAccountSettings(targetAccountId);
  const saveNow = useCallback(
    (next: OnboardingState, alsoSave: Omit<AccountSettings, 'onboarding'> = {}) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      unsaved.current = null;
      stateRef.current = next;
      setState(next);
      writeLocalOnboarding(key, onboardingSavePayload(next, Date.now()));
      return saveAccountSettings({ ...alsoSave, onboarding: { ...onboardingSavePayload(next, Date.now()) } }).then(
        () => undefined,
        () => {
          console.error(MESSAGES.settingsSaveFailed);
        },
      );
    },
    [key, saveAccountSettings],
  );

  return (
    <OnboardingContext.Provider value={{ state, acting, dispatch, close, saveNow }}>
      {children}
    </OnboardingContext.Provider>
  );
}

/** Removes the step parameters left behind when the overlay was closed by its close button. */
export function useDropStepParamsOnClose() {
  const router = useRouter();
  useEffect(
    () => () => {
      setTimeout(() => {
        const search = router.state.location.search as Record<string, unknown>;
        if (search.onboard !== undefined) return;
        if (!ONBOARDING_QUERY_KEYS.some((k) => k !== 'onboard' && search[k] !== undefined)) return;
        void router.navigate({ to: '.', search: () => withoutOnboardingKeys(search), replace: true });
      }, 0);
    },
    [router],
  );
}
