// @vitest-environment jsdom
// The numbers section and its overlays against the mock engine: the account's numbers, a search
// and an assignment, "none found", a failed search, SMS access, bringing a number through its
// verification, and the inbox's gate going from selectNumber through requestAccess to composing.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';

// Lazy overlays on a busy machine: give them time to arrive.
configure({ asyncUtilTimeout: 20_000 });

const api = useMockApi();

afterEach(() => {
  cleanup();
  clearCredentials();
});

type State = { account: Record<string, unknown> };
const freshAgent = (state: Record<string, unknown>) => {
  const account = (state as State).account;
  account.vidaPhoneNumber = '';
  account.smsEnabled = false;
};

async function search(dialog: HTMLElement, areaCode: string) {
  const user = userEvent.setup({ delay: null });
  const field = await within(dialog).findByRole('textbox', { name: 'Area code' });
  await user.clear(field);
  await user.type(field, areaCode);
  await user.click(within(dialog).getByRole('button', { name: 'Search' }));
}

async function chooseAndConfirm(dialog: HTMLElement, shown: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(await within(dialog).findByRole('button', { name: `Choose ${shown}` }));
  const confirm = await screen.findByRole('alertdialog', { name: `Assign ${shown}?` });
  await user.click(within(confirm).getByRole('button', { name: 'Assign number' }));
}

describe('the numbers section', () => {
  it('lists the account’s numbers in display form with what each does', async () => {
    await renderRoute('/app/agent/4001/numbers');
    expect(await screen.findByRole('heading', { name: 'Phone numbers' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Your numbers' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('+1 (415) 555-0142');
    expect(rows[0]).toHaveTextContent('Answers calls; Sends and receives texts');
    expect(rows[0]).toHaveTextContent('Texting on');
    expect(rows[1]).toHaveTextContent('+1 (415) 555-0123');
    expect(api.calls('getAccount').some((u) => u.searchParams.get('targetAccountId') === '4001')).toBe(true);
  });

  it('an account without a number shows how to get one', async () => {
    api.seed((s) => {
      freshAgent(s);
      (s as State).account.phoneNumber = undefined;
    });
    await renderRoute('/app/agent/4001/numbers');
    expect(await screen.findByText('No phone number yet')).toBeInTheDocument();
  });
});

describe('selectNumber', () => {
  it('searches by area code and assigns a number after a confirmation; the page shows it', async () => {
    await renderRoute('/app/agent/4001/numbers?selectNumber');
    const dialog = await screen.findByRole('dialog', { name: 'Choose a phone number' });
    await search(dialog, '212');
    const list = await within(dialog).findByRole('list', { name: 'Available numbers' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('New York, NY');
    expect(api.bodies('searchPhoneNumbersByPrefix')).toEqual([{ prefix: '212', country: 'US', strict: true }]);
    const first = within(list).getAllByRole('listitem')[0]?.querySelector('p')?.textContent ?? '';
    expect(first).toMatch(/^\+1 \(212\) 555-01\d\d$/);

    await chooseAndConfirm(dialog, first);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Choose a phone number' })).not.toBeInTheDocument(),
    );
    expect(api.bodies('assignPhoneNumber')).toEqual([{ number: `+${first.replace(/\D/g, '')}`, country: 'US' }]);
    const table = screen.getByRole('table', { name: 'Your numbers' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(first));
  }, 60_000);

  it('explains when nothing is found, and what to try next', async () => {
    await renderRoute('/app/agent/4001/numbers?selectNumber');
    const dialog = await screen.findByRole('dialog', { name: 'Choose a phone number' });
    await search(dialog, '4159');
    expect(await within(dialog).findByText('No numbers found for area code 4159')).toBeInTheDocument();
    expect(within(dialog).getByText(/Allow nearby numbers/)).toBeInTheDocument();
  });

  it('a failed search says so and retries', async () => {
    api.prefer('searchPhoneNumbersByPrefix', 'code=500');
    await renderRoute('/app/agent/4001/numbers?selectNumber');
    const dialog = await screen.findByRole('dialog', { name: 'Choose a phone number' });
    await search(dialog, '415');
    const alert = await within(dialog).findByRole('alert');
    api.prefer('searchPhoneNumbersByPrefix', ''); // the mock's own answer again
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('list', { name: 'Available numbers' })).toBeInTheDocument();
  });

  it('checks the search form before sending it', async () => {
    await renderRoute('/app/agent/4001/numbers?selectNumber');
    const dialog = await screen.findByRole('dialog', { name: 'Choose a phone number' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await within(dialog).findByText('Enter an area code, such as 415.')).toBeInTheDocument();
    expect(api.calls('searchPhoneNumbersByPrefix')).toHaveLength(0);
  });
});

describe('the inbox gate', () => {
  it('goes from selectNumber through requestAccess to composing', async () => {
    api.seed(freshAgent);
    const user = userEvent.setup({ delay: null });
    await renderRoute('/inbox');
    await user.click(await screen.findByRole('button', { name: 'New conversation' }));
    const select = await screen.findByRole('dialog', { name: 'Choose a phone number' });
    await search(select, '415');
    await chooseAndConfirm(select, '+1 (415) 555-0198');

    const access = await screen.findByRole('dialog', { name: 'Text messaging access' });
    expect(screen.queryByRole('dialog', { name: 'Choose a phone number' })).not.toBeInTheDocument();
    await user.type(
      await within(access).findByRole('textbox', { name: /What will your agent text about/ }),
      'Appointment reminders for our patients',
    );
    await user.click(within(access).getByRole('button', { name: 'Request SMS access' }));
    expect(
      await within(access).findByText('Confirm that your agent only texts people who agreed to it.'),
    ).toBeInTheDocument();
    await user.click(within(access).getByRole('checkbox'));
    await user.click(within(access).getByRole('button', { name: 'Request SMS access' }));

    expect(await screen.findByRole('form', { name: 'New conversation' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Text messaging access' })).not.toBeInTheDocument();
    expect(api.bodies('updateAccountSettings')).toEqual([
      {
        settings: {
          smsAccessRequest: { requestedAt: expect.any(Number), useCase: 'Appointment reminders for our patients' },
        },
      },
    ]);
  }, 90_000);
});

describe('requestAccess once asked', () => {
  it('a request not yet approved says it is waiting, with its date and use case, and offers no second request', async () => {
    api.seed((s) => {
      const account = (s as State).account;
      account.smsEnabled = false;
      account.settings = {
        ...(account.settings as object),
        smsAccessRequest: { requestedAt: Date.UTC(2026, 10, 20, 15) / 1000, useCase: 'Appointment reminders' },
      };
    });
    await renderRoute('/app/agent/4001/numbers?requestAccess');
    const access = await screen.findByRole('dialog', { name: 'Text messaging access' });
    expect(await within(access).findByText('Your request is waiting for approval.')).toBeInTheDocument();
    expect(within(access).getByText(/Requested on Nov 20, 2026\./)).toBeInTheDocument();
    expect(within(access).getByText('Use case: Appointment reminders')).toBeInTheDocument();
    expect(within(access).queryByRole('button', { name: 'Request SMS access' })).toBeNull();
  }, 90_000);
});

describe('bringing your own number', () => {
  it('adds it, then verifies forwarding and the call, step by step with a retry', async () => {
    const user = userEvent.setup({ delay: null });
    await renderRoute('/app/agent/4001/numbers?addCustomNumber');
    const add = await screen.findByRole('dialog', { name: 'Bring your own number' });
    await user.type(await within(add).findByRole('textbox', { name: /Your number/ }), '555');
    await user.click(within(add).getByRole('button', { name: 'Add and verify' }));
    expect(await within(add).findByText(/Enter a 10-digit US number/)).toBeInTheDocument();
    await user.clear(within(add).getByRole('textbox', { name: /Your number/ }));
    await user.type(within(add).getByRole('textbox', { name: /Your number/ }), '(650) 555-0111');
    await user.click(within(add).getByRole('button', { name: 'Add and verify' }));

    const verify = await screen.findByRole('dialog', { name: 'Verify your number' });
    expect(api.bodies('assignByoPhoneNumber')).toEqual([{ number: '+16505550111' }]);
    expect(await within(verify).findByRole('button', { name: 'Listen for the call' })).toBeDisabled();
    api.prefer('verifyCellForwarding', 'code=500');
    await user.click(within(verify).getByRole('button', { name: 'Check forwarding' }));
    expect(await within(verify).findByLabelText('Check call forwarding: Did not work')).toBeInTheDocument();
    api.prefer('verifyCellForwarding', ''); // the mock's own answer again
    await user.click(within(verify).getByRole('button', { name: 'Try again' }));
    expect(await within(verify).findByLabelText('Check call forwarding: Done')).toBeInTheDocument();
    await user.click(within(verify).getByRole('button', { name: 'Listen for the call' }));
    expect(
      await within(verify).findByText('+1 (650) 555-0111 is verified. Your agent answers it now.'),
    ).toBeInTheDocument();
  }, 90_000);

  it('reopening callVerify reads back a number verified before: both steps done, nothing to run', async () => {
    // A number brought and verified on an earlier visit (the mock's state of a brought number).
    api.seed((s) => {
      const state = s as State & { numbers?: unknown };
      state.account.vidaPhoneNumber = '16505550111';
      state.numbers = {
        taken: ['16505550111'],
        offered: [],
        custom: { '4001': { number: '16505550111', state: 'verified' } },
      };
    });
    await renderRoute('/app/agent/4001/numbers?callVerify');
    const verify = await screen.findByRole('dialog', { name: 'Verify your number' });
    expect(await within(verify).findByLabelText('Check call forwarding: Done')).toBeInTheDocument();
    expect(within(verify).getByLabelText('Make the verification call: Done')).toBeInTheDocument();
    expect(within(verify).queryByRole('button', { name: 'Check forwarding' })).toBeNull();
    expect(within(verify).getByText('+1 (650) 555-0111 is verified. Your agent answers it now.')).toBeInTheDocument();
    // Only a check: the read never waits for a call.
    expect(api.bodies('validateVerifiedNumber')).toEqual([{ listen: false }]);
  }, 90_000);
});
