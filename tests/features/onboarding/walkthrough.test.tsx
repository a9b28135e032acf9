// @vitest-environment jsdom
// The walkthrough card on the agent's page: the starting completed steps per account, version 1
// saved on start, finishing appends, dismiss and reopen.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import type { AccountResponse } from '@/api/generated/model';
import { LEGACY_ACCOUNT_CUTOFF } from '@/lib/constants';
import { renderRoute } from '../../harness/render-route';
import { accountsById, agentAccount } from '../../harness/fixtures';

afterEach(() => {
  cleanup();
  clearCredentials();
});

const own = { ...agentAccount, id: 4999, organizationId: 9999, accountName: 'Own agent', details: {} };
const noPhone = { ...agentAccount, vidaPhoneNumber: undefined, timestamp: LEGACY_ACCOUNT_CUTOFF + 10 };

function render(account: AccountResponse) {
  return renderRoute('/app/agent/4001/agent', {
    answers: {
      'GET /api/v1/account': accountsById(own, [account]),
      'POST /api/v1/accountSetting': { body: { success: true, settings: {} } },
      'GET /api/v2/agentEventRules/staging': { body: { success: true, agentInstructions: 'Hi' } },
      'GET /api/v2/agentEventRules/default': { body: { success: true, agentInstructions: 'Hi' } },
      'GET /api/v2/agent/functions': { body: { success: true, functions: [] } },
      'GET /api/v2/templates': { body: { success: true, templates: [] } },
    },
  });
}

const card = () =>
  screen.findByRole('region', { name: /Get your agent live|Your agent is ready/ }, { timeout: 15_000 });
const settingsPosts = (requests: Request[]) =>
  Promise.all(
    requests.filter((r) => new URL(r.url).pathname === '/api/v1/accountSetting').map((r) => r.clone().json()),
  );

describe('the walkthrough card', () => {
  it.each([
    ['with a phone number: the first three done', agentAccount, ['SETUP_AGENT', 'TEST_AGENT', 'ADD_NUMBER']],
    [
      'with completed onboarding: SETUP_AGENT done',
      { ...noPhone, settings: { onboarding: { onboardingComplete: true } } },
      ['SETUP_AGENT'],
    ],
    ['a legacy account: SETUP_AGENT done', { ...noPhone, timestamp: LEGACY_ACCOUNT_CUTOFF - 10 }, ['SETUP_AGENT']],
    ['a new account: nothing done', noPhone, []],
  ] as const)('starting saves version 1 — %s', async (_name, account, completed) => {
    const { requests } = await render(account as AccountResponse);
    const region = await card();
    expect(within(region).getByText(`${completed.length} of 4 done`)).toBeInTheDocument();
    await waitFor(async () =>
      expect((await settingsPosts(requests)).map((b) => b.settings.walkthrough)).toEqual([
        { version: 1, completed, dismissed: false },
      ]),
    );
  });

  it('a saved walkthrough is kept and not saved again; finishing a step appends it', async () => {
    const account = { ...noPhone, settings: { walkthrough: { version: 1, completed: ['TEST_AGENT'] } } };
    const { requests } = await render(account as AccountResponse);
    const region = await card();
    expect(within(region).getByText('1 of 4 done')).toBeInTheDocument();
    expect(await settingsPosts(requests)).toEqual([]);
    await userEvent.click(within(region).getByRole('button', { name: 'Mark “Set up your agent” as done' }));
    expect(within(region).getByText('2 of 4 done')).toBeInTheDocument();
    await waitFor(async () =>
      expect((await settingsPosts(requests)).at(-1)?.settings.walkthrough.completed).toEqual([
        'TEST_AGENT',
        'SETUP_AGENT',
      ]),
    );
  });

  it('the steps link where they are done', async () => {
    const { router } = await render(noPhone as AccountResponse);
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
    await render(agentAccount);
    const region = await card();
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss the setup checklist' }));
    expect(screen.queryByRole('region', { name: 'Get your agent live' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show the setup checklist' }));
    expect(await card()).toBeInTheDocument();
  });
});
