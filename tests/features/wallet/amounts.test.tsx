// @vitest-environment jsdom
// Amount validation in the wallet's forms: addFunds (card and Lightning) and withdraw check the
// amount before anything is sent, and a failed call keeps what was typed.
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';

const api = useMockApi();

afterEach(() => {
  cleanup();
  clearCredentials();
});

const noPendingInvoice = () =>
  api.seed((state) => {
    const wallet = state.wallet as Record<string, unknown>;
    wallet.pendingInvoice = null;
    wallet.pendingInvoiceSeeded = false;
  });

describe('addFunds amounts', { timeout: 60_000 }, () => {
  it.each([
    ['', 'This field is required'],
    ['-5', 'Enter an amount above 0.'],
    ['0', 'Enter an amount above 0.'],
    ['ten', 'Enter the amount as a number, like 25 or 12.50.'],
    ['12.345', 'US dollar amounts have at most 2 decimals (cents).'],
  ])('refuses %j by card without calling the server', async (typed, message) => {
    noPendingInvoice();
    await renderRoute('/app/org/3001/wallet?addFunds=true');
    const dialog = await screen.findByRole('dialog', { name: 'Add funds' }, { timeout: 28_000 });
    const amount = await within(dialog).findByLabelText('Amount');
    if (typed) await userEvent.type(amount, typed);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(api.calls('createCreditCheckout')).toHaveLength(0);
  });

  it('sends a good Lightning amount as a float, and a failed call keeps it', async () => {
    noPendingInvoice();
    api.prefer('requestInvoice', 'code=500');
    await renderRoute('/app/org/3001/wallet?addFunds=true');
    const dialog = await screen.findByRole('dialog', { name: 'Add funds' }, { timeout: 28_000 });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Lightning' }));
    const amount = within(dialog).getByLabelText('Amount');
    await userEvent.type(amount, '12.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create invoice' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(api.bodies('requestInvoice')).toEqual([{ amount: 12.5, unit: 'USD' }]);
    expect(amount).toHaveValue('12.5');
  });

  it('whole sats only when the unit is sats', async () => {
    noPendingInvoice();
    await renderRoute('/app/org/3001/wallet?addFunds=true');
    const dialog = await screen.findByRole('dialog', { name: 'Add funds' }, { timeout: 28_000 });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Lightning' }));
    await userEvent.selectOptions(within(dialog).getByLabelText('Unit'), 'SATS');
    await userEvent.type(within(dialog).getByLabelText('Amount'), '10.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create invoice' }));
    expect(await within(dialog).findByText('Enter a whole number of sats.')).toBeInTheDocument();
    expect(api.calls('requestInvoice')).toHaveLength(0);
  });
});

describe('withdraw amounts', () => {
  it('refuses more than the balance before sending, then sends the amount as a float', async () => {
    await renderRoute('/app/org/3001/wallet?withdraw=true');
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw' }, { timeout: 25_000 });
    await userEvent.selectOptions(await within(dialog).findByLabelText('Send to'), 'stripe');
    const amount = within(dialog).getByLabelText(/Amount \(USD\)/);
    await userEvent.type(amount, '117.51');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(dialog).findByText('The amount is more than your balance of $117.50.')).toBeInTheDocument();
    expect(api.calls('transferStripeFunds')).toHaveLength(0);
    await userEvent.clear(amount);
    await userEvent.type(amount, '17.25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await screen.findByText('Withdrawal sent');
    expect(api.bodies('transferStripeFunds')).toEqual([{ amountUsd: 17.25 }]);
  });
});
