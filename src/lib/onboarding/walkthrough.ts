// Walkthrough (spec 000 §4 "Walkthrough"): steps in order, version 1, completed list, and the
// starting completed steps for accounts with a phone number, completed onboarding or a legacy
// timestamp.
import { WALKTHROUGH_VERSION } from '../constants';
import { isLegacyAccount } from '../validate';

export const WALKTHROUGH_STEPS = ['SETUP_AGENT', 'TEST_AGENT', 'ADD_NUMBER', 'FORWARD_CALLS'] as const;
export type WalkthroughStep = (typeof WALKTHROUGH_STEPS)[number];

export interface WalkthroughState {
  readonly version: number;
  readonly completed: readonly WalkthroughStep[];
}

export interface WalkthroughAccount {
  readonly hasPhoneNumber?: boolean;
  readonly onboardingComplete?: boolean;
  /** Account creation time (epoch seconds). */
  readonly timestamp?: unknown;
}

export function isWalkthroughStep(value: unknown): value is WalkthroughStep {
  return typeof value === 'string' && (WALKTHROUGH_STEPS as readonly string[]).includes(value);
}

/** Steps already done for an account that has completed none: phone number → the first three; completed onboarding or legacy → SETUP_AGENT. */
export function initialCompletedSteps(account: WalkthroughAccount): WalkthroughStep[] {
  if (account.hasPhoneNumber === true) return ['SETUP_AGENT', 'TEST_AGENT', 'ADD_NUMBER'];
  if (account.onboardingComplete === true) return ['SETUP_AGENT'];
  if (isLegacyAccount(account.timestamp)) return ['SETUP_AGENT'];
  return [];
}

/** Starting the walkthrough saves version 1 (completed steps kept; a completed list that is not an array counts as empty). */
export function startWalkthrough(existing?: Partial<WalkthroughState> | null): WalkthroughState {
  const saved: unknown = typeof existing === 'object' && existing !== null ? existing.completed : undefined;
  const completed = Array.isArray(saved) ? [...new Set((saved as readonly unknown[]).filter(isWalkthroughStep))] : [];
  return { version: WALKTHROUGH_VERSION, completed };
}

/**
 * The walkthrough state for an account, as it is saved: a saved state with completed steps is
 * kept as it is; if none has been completed, the account's rules give the starting completed
 * steps. A step done in fact but not finished is not part of it (see `shownWalkthrough`).
 */
export function resolveWalkthrough(
  saved: Partial<WalkthroughState> | null | undefined,
  account: WalkthroughAccount,
): WalkthroughState {
  const state = startWalkthrough(saved);
  return state.completed.length === 0 ? { ...state, completed: initialCompletedSteps(account) } : state;
}

/**
 * The walkthrough as shown: the state, plus the steps done in fact whatever the saved list says
 * (an account with a phone number has “Add a phone number” done, as when the number came after
 * the save). For display only, never saved: the person has not finished the step, and a number
 * removed later must leave it to do.
 */
export function shownWalkthrough(
  state: WalkthroughState,
  account: Pick<WalkthroughAccount, 'hasPhoneNumber'>,
): WalkthroughState {
  return account.hasPhoneNumber === true ? completeWalkthroughStep(state, 'ADD_NUMBER') : state;
}

/** Finishing a step appends it to the completed list (once). */
export function completeWalkthroughStep(state: WalkthroughState, step: WalkthroughStep): WalkthroughState {
  if (state.completed.includes(step)) return state;
  return { ...state, completed: [...state.completed, step] };
}

/** The first step in order that is not completed, or null when all are. */
export function currentWalkthroughStep(state: WalkthroughState): WalkthroughStep | null {
  return WALKTHROUGH_STEPS.find((step) => !state.completed.includes(step)) ?? null;
}

export function isWalkthroughComplete(state: WalkthroughState): boolean {
  return currentWalkthroughStep(state) === null;
}

/**
 * The walkthrough once onboarding is completed: the steps the account's rules give a completed
 * onboarding (SETUP_AGENT; with a phone number the first three) are appended to those already
 * completed, so a saved checklist does not stay behind what the wizard did.
 */
export function walkthroughAfterOnboarding(
  saved: Partial<WalkthroughState> | null | undefined,
  account: Pick<WalkthroughAccount, 'hasPhoneNumber'>,
): WalkthroughState {
  const done = initialCompletedSteps({ hasPhoneNumber: account.hasPhoneNumber, onboardingComplete: true });
  return done.reduce(completeWalkthroughStep, startWalkthrough(saved));
}
