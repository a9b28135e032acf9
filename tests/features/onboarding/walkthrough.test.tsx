// @vitest-environment jsdom
// The walkthrough card on the agent's page: the starting completed steps per account, version 1
// saved on start, finishing appends, dismiss and reopen.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import { LEGACY_ACCOUNT_CUTOFF } from '@/lib/constants';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';

// The stateful mock: the session's account is agent 4001 (a phone number, a saved walkthrough
// with SETUP_AGENT and TEST_AGENT done); each test edits that account's seed.
const api = useMockApi();

afterEach(() => {
  cleanup();
  clearCredentials();
});

type AccountEdit = Record<string, unknown> & { settings?: Record<string, unknown> };

/** The seeded account edited: `walkthrough` replaced (undefined: none saved), other keys merged. */
function render(edit: AccountEdit, walkthrough?: unknown) {
  api.seed((state) => {
    const account = state.account as AccountEdit;
    const { settings, ...rest } = edit;
    Object.assign(account, rest);
    for (const [key, value] of Object.entries(rest)) if (value === undefined) delete account[key];
    const next: Record<string, unknown> = { ...account.settings, ...settings };
    if (walkthrough === undefined) delete next.walkthrough;
    else next.walkthrough = walkthrough;
    account.settings = next;
  });
  return renderRoute('/app/agent/4001/agent');
}

const noPhone: AccountEdit = { vidaPhoneNumber: undefined, timestamp: LEGACY_ACCOUNT_CUTOFF + 10 };

const card = () =>
  screen.findByRole('region', { name: /Get your agent live|Your agent is ready/ }, { timeout: 15_000 });
const walkthroughsSaved = () =>
  (api.bodies('updateAccountSettings') as { settings: { walkthrough?: unknown } }[])
    .map((b) => b.settings.walkthrough)
    .filter((w) => w !== undefined);

describe('the walkthrough card', () => {
  it.each([
    ['with a phone number: the first three done', {}, ['SETUP_AGENT', 'TEST_AGENT', 'ADD_NUMBER']],
    [
      'with completed onboarding: SETUP_AGENT done',
      { ...noPhone, settings: { onboarding: { onboardingComplete: true } } },
      ['SETUP_AGENT'],
    ],
    ['a legacy account: SETUP_AGENT done', { ...noPhone, timestamp: LEGACY_ACCOUNT_CUTOFF - 10 }, ['SETUP_AGENT']],
    ['a new account: nothing done', noPhone, []],
  ] as const)('starting saves version 1 — %s', async (_name, account, completed) => {
    await render(account);
    const region = await card();
    expect(within(region).getByText(`${completed.length} of 4 done`)).toBeInTheDocument();
    await waitFor(() => expect(walkthroughsSaved()).toEqual([{ version: 1, completed, dismissed: false }]));
  });

  it('a saved walkthrough is kept and not saved again; finishing a step appends it', async () => {
    await render(noPhone, { version: 1, completed: ['TEST_AGENT'] });
    const region = await card();
    expect(within(region).getByText('1 of 4 done')).toBeInTheDocument();
    expect(walkthroughsSaved()).toEqual([]);
    await userEvent.click(within(region).getByRole('button', { name: 'Mark “Set up your agent” as done' }));
    expect(within(region).getByText('2 of 4 done')).toBeInTheDocument();
    await waitFor(() =>
      expect(walkthroughsSaved().at(-1)).toEqual({
        version: 1,
        completed: ['TEST_AGENT', 'SETUP_AGENT'],
        dismissed: false,
      }),
    );
    // The account read afresh (after the save) still says so.
    await waitFor(() => expect(api.calls('getAccount').length).toBeGreaterThan(1));
    expect(within(region).getByText('2 of 4 done')).toBeInTheDocument();
  });

  it('a number assigned after the save shows “Add a phone number” done, but finishing another step does not save it', async () => {
    // The seeded account has a phone number; its saved list predates it.
    await render({}, { version: 1, completed: ['SETUP_AGENT'] });
    const region = await card();
    expect(within(region).getByText('2 of 4 done')).toBeInTheDocument();
    const step = (name: string) => region.querySelector(`li[data-step="${name}"]`);
    expect(step('ADD_NUMBER')).toHaveTextContent('Add a phone number (done)');
    expect(walkthroughsSaved()).toEqual([]);
    await userEvent.click(within(region).getByRole('button', { name: 'Mark “Test your agent” as done' }));
    // The saved list and the step the person finished; the number's step stays derived.
    await waitFor(() =>
      expect(walkthroughsSaved().at(-1)).toEqual({
        version: 1,
        completed: ['SETUP_AGENT', 'TEST_AGENT'],
        dismissed: false,
      }),
    );
    expect(within(region).getByText('3 of 4 done')).toBeInTheDocument();
    // Dismissing saves the same list.
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss the setup checklist' }));
    await waitFor(() =>
      expect(walkthroughsSaved().at(-1)).toEqual({
        version: 1,
        completed: ['SETUP_AGENT', 'TEST_AGENT'],
        dismissed: true,
      }),
    );
  });

  it('the steps link where they are done', async () => {
    const { router } = await render(noPhone);
    const region = await card();
    await userEvent.click(within(region).getByRole('button', { name: 'Try it' }));
    await waitFor(() => expect(router.state.location.search).toHaveProperty('testAgent'));
    // The overlay host loads on first use: Escape is for the dialog once it is there.
    await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('testAgent'));
    await userEvent.click(within(region).getByRole('button', { name: 'Get a number' }));
    await waitFor(() => expect(router.state.location.search).toHaveProperty('onboard'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Get a phone number' })).toBeInTheDocument();
  });

  it('can be dismissed and reopened', async () => {
    await render({});
    const region = await card();
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss the setup checklist' }));
    expect(screen.queryByRole('region', { name: 'Get your agent live' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show the setup checklist' }));
    expect(await card()).toBeInTheDocument();
  });
});
