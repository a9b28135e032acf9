// @vitest-environment jsdom
import { describe, it, expect, afterEach, beforeEach, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountOverview } from '@/features/account';
import { clearCredentials, setCredentials } from '@/api/credentials';
import { renderWithProviders, stubApi } from '../render';

const account = {
  success: true,
  id: 4001,
  username: 'sunrisedental',
  accountType: 'agent',
  accountName: 'Sunrise Dental Group',
  agentName: 'Sunrise Front Desk',
  vidaPhoneNumber: '14155550142',
  vidaPremium: true,
  subscription: 'Pro Monthly',
  details: { accountName: 'Sunrise Dental Group', agentName: 'Sunrise Front Desk', fullName: 'Maria Alvarez' },
};

beforeEach(() => setCredentials({ token: 'tok' }));
afterEach(() => {
  cleanup();
  clearCredentials();
  vi.unstubAllGlobals();
});

describe('AccountOverview', () => {
  it('shows a loading state, then the account with its phone number in display form', async () => {
    const { requests } = stubApi({ 'GET /api/v1/account': { body: account } });
    renderWithProviders(<AccountOverview />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sunrise Dental Group' })).toBeInTheDocument();
    expect(screen.getByText('+1 (415) 555-0142')).toBeInTheDocument();
    expect(screen.getByText('Premium')).toBeInTheDocument();
    expect(screen.getByText('Maria Alvarez')).toBeInTheDocument();
    expect(new URL(requests[0]!.url).searchParams.get('token')).toBe('tok');
  });

  it('shows the server message when the fetch fails, and recovers on retry', async () => {
    let fail = true;
    stubApi({
      'GET /api/v1/account': () =>
        fail ? { status: 500, body: { success: false, message: 'Internal server error' } } : { body: account },
    });
    renderWithProviders(<AccountOverview />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sunrise Dental Group' })).toBeInTheDocument());
  });

  it('treats success:false under HTTP 200 as a failure and reports the session invalid', async () => {
    stubApi({ 'GET /api/v1/account': { body: { success: false, message: 'Session expired' } } });
    const { onInvalidSession } = renderWithProviders(<AccountOverview />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Session expired');
    expect(onInvalidSession).toHaveBeenCalledTimes(1);
  });

  it.each([
    [401, 1],
    [500, 0],
    [403, 0],
  ])('an HTTP %i account answer reports the session invalid %i times', async (status, calls) => {
    stubApi({ 'GET /api/v1/account': { status, body: { success: false, message: 'No' } } });
    const { onInvalidSession } = renderWithProviders(<AccountOverview />);
    await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(onInvalidSession).toHaveBeenCalledTimes(calls);
  });

  it('acts on an explicit target account', async () => {
    const { requests } = stubApi({ 'GET /api/v1/account': { body: account } });
    renderWithProviders(<AccountOverview targetAccountId={3001} />);
    await screen.findByRole('heading', { name: 'Sunrise Dental Group' });
    expect(new URL(requests[0]!.url).searchParams.get('targetAccountId')).toBe('3001');
  });
});
