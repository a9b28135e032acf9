// @vitest-environment jsdom
// Proving the pending Lightning invoice paid: the receipt stays on screen although the proof
// clears the pending invoice (which unmounts the invoice and the form that asked).
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';

const api = useMockApi();

afterEach(() => {
  cleanup();
  clearCredentials();
});

describe('addFunds: prove the pending invoice paid', { timeout: 60_000 }, () => {
  it('shows what was added and the new balance, then Done closes on the new balance', async () => {
    // The seed's pending invoice: 25 USD, on a balance of 117.50 USD.
    await renderRoute('/app/org/3001/wallet?addFunds=true');
    const dialog = await screen.findByRole('dialog', { name: 'Add funds' }, { timeout: 28_000 });
    const preimage = await within(dialog).findByLabelText('Payment preimage', {}, { timeout: 10_000 });
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('$117.50');
    // The transactions are read again after the proof; hold that answer back, so the pending
    // invoice is already cleared (and the invoice's form gone) while the proof is still settling.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.override('listRecentTransactions', async () => {
      await held;
      return undefined;
    });
    await userEvent.type(preimage, 'a'.repeat(64));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));

    try {
      expect(await within(dialog).findByText('Payment received: $25.00 added.')).toBeInTheDocument();
      expect(within(dialog).getByText('Your balance is now $142.50.')).toBeInTheDocument();
    } finally {
      release();
    }
    const [body] = api.bodies('provePendingInvoicePaid') as { preimage: string; invoice: string }[];
    expect(body).toMatchObject({ preimage: 'a'.repeat(64) });
    expect(body?.invoice).toMatch(/^lnbc/);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add funds' })).not.toBeInTheDocument());
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('$142.50');
  });

  it('a refused proof keeps the invoice and the preimage, and says why', async () => {
    api.prefer('provePendingInvoicePaid', 'code=500');
    await renderRoute('/app/org/3001/wallet?addFunds=true');
    const dialog = await screen.findByRole('dialog', { name: 'Add funds' }, { timeout: 28_000 });
    const preimage = await within(dialog).findByLabelText('Payment preimage', {}, { timeout: 10_000 });
    await userEvent.type(preimage, 'b'.repeat(64));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));

    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Payment received/)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Payment preimage')).toHaveValue('b'.repeat(64));
  });
});
