import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  WALKTHROUGH_STEPS,
  completeWalkthroughStep,
  currentWalkthroughStep,
  initialCompletedSteps,
  isWalkthroughComplete,
  resolveWalkthrough,
  shownWalkthrough,
  startWalkthrough,
  walkthroughAfterOnboarding,
} from '@/lib/onboarding';

describe('walkthrough', () => {
  it('has the steps in order and starts at version 1', () => {
    expect(WALKTHROUGH_STEPS).toEqual(['SETUP_AGENT', 'TEST_AGENT', 'ADD_NUMBER', 'FORWARD_CALLS']);
    expect(startWalkthrough()).toEqual({ version: 1, completed: [] });
    expect(startWalkthrough({ version: 0, completed: ['TEST_AGENT'] })).toEqual({
      version: 1,
      completed: ['TEST_AGENT'],
    });
  });

  it('finishing a step appends it once', () => {
    let state = startWalkthrough();
    state = completeWalkthroughStep(state, 'SETUP_AGENT');
    state = completeWalkthroughStep(state, 'ADD_NUMBER');
    state = completeWalkthroughStep(state, 'SETUP_AGENT');
    expect(state.completed).toEqual(['SETUP_AGENT', 'ADD_NUMBER']);
    expect(currentWalkthroughStep(state)).toBe('TEST_AGENT');
    state = completeWalkthroughStep(completeWalkthroughStep(state, 'TEST_AGENT'), 'FORWARD_CALLS');
    expect(isWalkthroughComplete(state)).toBe(true);
    expect(currentWalkthroughStep(state)).toBeNull();
  });

  it.each([
    [{ hasPhoneNumber: true }, ['SETUP_AGENT', 'TEST_AGENT', 'ADD_NUMBER']],
    [{ hasPhoneNumber: true, onboardingComplete: true, timestamp: 1 }, ['SETUP_AGENT', 'TEST_AGENT', 'ADD_NUMBER']],
    [{ onboardingComplete: true }, ['SETUP_AGENT']],
    [{ timestamp: 1_692_075_599 }, ['SETUP_AGENT']],
    [{ timestamp: 1_692_075_600 }, []],
    [{ timestamp: 1_700_000_000 }, []],
    [{}, []],
  ])('an account %j with no walkthrough completed starts with %j', (account, completed) => {
    expect(initialCompletedSteps(account)).toEqual(completed);
    expect(resolveWalkthrough(null, account)).toEqual({ version: 1, completed });
  });

  it.each([
    [{ completed: 'SETUP_AGENT' }],
    [{ completed: { 0: 'SETUP_AGENT' } }],
    [{ completed: 42 }],
    [{ completed: null }],
    ['saved'],
    [42],
  ])('a saved state with a completed list that is not an array (%j) counts as none completed', (saved) => {
    const state = saved as unknown as Parameters<typeof resolveWalkthrough>[0];
    expect(resolveWalkthrough(state, { hasPhoneNumber: true })).toEqual({
      version: 1,
      completed: ['SETUP_AGENT', 'TEST_AGENT', 'ADD_NUMBER'],
    });
    expect(resolveWalkthrough(state, {})).toEqual({ version: 1, completed: [] });
    expect(startWalkthrough(state)).toEqual({ version: 1, completed: [] });
  });

  it('unknown and repeated entries of a saved list are dropped', () => {
    const saved = { completed: ['TEST_AGENT', 'HACK', null, 'TEST_AGENT'] } as unknown as Parameters<
      typeof startWalkthrough
    >[0];
    expect(startWalkthrough(saved)).toEqual({ version: 1, completed: ['TEST_AGENT'] });
  });

  it('a walkthrough already under way is kept', () => {
    expect(resolveWalkthrough({ version: 1, completed: ['SETUP_AGENT'] }, { onboardingComplete: true })).toEqual({
      version: 1,
      completed: ['SETUP_AGENT'],
    });
    expect(resolveWalkthrough({ version: 1, completed: ['TEST_AGENT'] }, { timestamp: 1 })).toEqual({
      version: 1,
      completed: ['TEST_AGENT'],
    });
  });

  // Issue 28 walkthrough follow-up: a number assigned after the checklist was saved shows as done,
  // for display only. The state (what is saved) is the saved list as it is: the spec derives
  // starting steps only when none is completed, and a number that goes away must not leave
  // “Add a phone number” done.
  it.each([
    ['a saved 1 of 4, a number assigned since', ['SETUP_AGENT'], true, ['SETUP_AGENT', 'ADD_NUMBER']],
    [
      'a saved 2 of 4, a number assigned since',
      ['SETUP_AGENT', 'TEST_AGENT'],
      true,
      ['SETUP_AGENT', 'TEST_AGENT', 'ADD_NUMBER'],
    ],
    ['forwarding saved, a number', ['FORWARD_CALLS'], true, ['FORWARD_CALLS', 'ADD_NUMBER']],
    ['the number already saved as done', ['ADD_NUMBER', 'SETUP_AGENT'], true, ['ADD_NUMBER', 'SETUP_AGENT']],
    ['the number saved as done, since removed', ['ADD_NUMBER'], false, ['ADD_NUMBER']],
    ['a saved 1 of 4, no number', ['SETUP_AGENT'], false, ['SETUP_AGENT']],
    [
      'a saved 3 of 4, number unknown',
      ['SETUP_AGENT', 'TEST_AGENT', 'FORWARD_CALLS'],
      undefined,
      ['SETUP_AGENT', 'TEST_AGENT', 'FORWARD_CALLS'],
    ],
  ] as const)(
    '%s: the saved list %j with hasPhoneNumber %s is kept as saved and shown as %j',
    (_name, completed, hasPhoneNumber, shown) => {
      const state = resolveWalkthrough({ version: 1, completed: [...completed] }, { hasPhoneNumber });
      expect(state).toEqual({ version: 1, completed });
      expect(shownWalkthrough(state, { hasPhoneNumber })).toEqual({ version: 1, completed: shown });
    },
  );

  it('finishing a step saves the saved list and that step: “Add a phone number” only once the person finishes it', () => {
    const account = { hasPhoneNumber: true };
    const state = resolveWalkthrough({ version: 1, completed: ['SETUP_AGENT'] }, account);
    expect(completeWalkthroughStep(state, 'TEST_AGENT').completed).toEqual(['SETUP_AGENT', 'TEST_AGENT']);
    expect(completeWalkthroughStep(state, 'ADD_NUMBER').completed).toEqual(['SETUP_AGENT', 'ADD_NUMBER']);
    // The number removed later: the step is to do again, as it was never finished.
    const later = resolveWalkthrough(completeWalkthroughStep(state, 'TEST_AGENT'), { hasPhoneNumber: false });
    expect(shownWalkthrough(later, { hasPhoneNumber: false }).completed).not.toContain('ADD_NUMBER');
  });

  const savedArb = fc.option(
    fc.record({ version: fc.integer({ min: 0, max: 3 }), completed: fc.subarray([...WALKTHROUGH_STEPS]) }),
    { nil: null },
  );
  const accountArb = fc.record(
    {
      hasPhoneNumber: fc.boolean(),
      onboardingComplete: fc.boolean(),
      timestamp: fc.option(fc.integer({ min: 0, max: 2_000_000_000 }), { nil: undefined }),
    },
    { requiredKeys: [] },
  );

  it('a saved list under way is the state exactly; an account with a number always shows “Add a phone number” done', () => {
    fc.assert(
      fc.property(savedArb, accountArb, (saved, account) => {
        const state = resolveWalkthrough(saved, account);
        const shown = shownWalkthrough(state, account);
        if (saved && saved.completed.length > 0) expect(state.completed).toEqual(saved.completed);
        else expect(state.completed).toEqual(initialCompletedSteps(account));
        if (account.hasPhoneNumber === true) expect(shown.completed).toContain('ADD_NUMBER');
        else expect(shown).toEqual(state);
        // Shown: the state's steps, in order, then at most the step done in fact; none repeated.
        expect(shown.completed.slice(0, state.completed.length)).toEqual(state.completed);
        expect(new Set(shown.completed).size).toBe(shown.completed.length);
      }),
    );
  });

  it('what is saved holds “Add a phone number” only when saved before, started with a number (spec) or finished', () => {
    const stepArb = fc.constantFrom(...WALKTHROUGH_STEPS);
    fc.assert(
      fc.property(savedArb, accountArb, stepArb, (saved, account, step) => {
        const next = completeWalkthroughStep(resolveWalkthrough(saved, account), step);
        const savedHadIt = saved?.completed.includes('ADD_NUMBER') === true;
        const startedWithIt = !saved?.completed.length && account.hasPhoneNumber === true;
        if (next.completed.includes('ADD_NUMBER'))
          expect(savedHadIt || startedWithIt || step === 'ADD_NUMBER').toBe(true);
      }),
    );
  });
});

describe('walkthroughAfterOnboarding: finishing the wizard catches the checklist up', () => {
  it.each([
    [
      'a saved 2 of 4, with a number',
      { version: 1, completed: ['SETUP_AGENT', 'TEST_AGENT'] },
      true,
      ['SETUP_AGENT', 'TEST_AGENT', 'ADD_NUMBER'],
    ],
    [
      'a saved 2 of 4, no number',
      { version: 1, completed: ['SETUP_AGENT', 'TEST_AGENT'] },
      false,
      ['SETUP_AGENT', 'TEST_AGENT'],
    ],
    ['nothing saved, no number', null, false, ['SETUP_AGENT']],
    ['nothing saved, with a number', undefined, true, ['SETUP_AGENT', 'TEST_AGENT', 'ADD_NUMBER']],
    ['forwarding done first', { version: 1, completed: ['FORWARD_CALLS'] }, false, ['FORWARD_CALLS', 'SETUP_AGENT']],
    ['junk saved', { version: 1, completed: 'x' as unknown as [] }, false, ['SETUP_AGENT']],
  ] as const)('%s', (_name, saved, hasPhoneNumber, completed) => {
    expect(walkthroughAfterOnboarding(saved, { hasPhoneNumber })).toEqual({ version: 1, completed });
  });

  it('never drops a completed step, never repeats one', () => {
    for (const hasPhoneNumber of [true, false]) {
      const saved = { version: 1, completed: [...WALKTHROUGH_STEPS] };
      expect(walkthroughAfterOnboarding(saved, { hasPhoneNumber }).completed).toEqual([...WALKTHROUGH_STEPS]);
    }
  });
});
