// @vitest-environment jsdom
// The orgAdmin overlay against the mock engine: a failed enable or disable says what happened in a
// plain sentence (the spec names no message for them), never the transport's wording nor the
// refund's message; a failed refund keeps the spec's 'Something went wrong.'. An own account that
// cannot be read says why, and a user who is not a super administrator is told so.
import { describe, it, expect, afterEach, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/app/query-client';
import { clearCredentials, setCredentials } from '@/api/credentials';
import { getSystem } from '@/app/system';
import SuperAdminActions from '@/features/admin/super-admin-actions';
import { toaster } from '@/components/feedback';
import { HUMAN_MESSAGES } from '@/lib/errors';
import * as MESSAGES from '@/lib/message-catalogue';
import { renderRoute } from '../../harness/render-route';
import { MOCK_TOKEN, useMockApi } from '../../harness/mock-api';

const api = useMockApi();
const ADMIN = 'tok_1000_admin';
const WAIT = { timeout: 15_000 };

afterEach(() => {
  cleanup();
  toaster.remove();
  clearCredentials();
  localStorage.clear();
});

async function openActions() {
  localStorage.setItem('token', JSON.stringify(ADMIN));
  localStorage.setItem('id', JSON.stringify(1000));
  await renderRoute('/app?orgAdmin=true', { token: ADMIN });
  const dialog = await screen.findByRole('dialog', { name: 'Org admin' }, WAIT);
  await within(dialog).findByRole('button', { name: 'Enable account' }, WAIT);
  return dialog;
}

describe('super-admin actions', { timeout: 60_000 }, () => {
  it.each([
    { code: '500', sentence: HUMAN_MESSAGES.server },
    { code: '403', sentence: HUMAN_MESSAGES.forbidden },
  ])('a failed enable ($code) says $sentence', async ({ code, sentence }) => {
    api.prefer('enableAccount', `code=${code}`);
    const dialog = await openActions();
    await userEvent.type(within(dialog).getByLabelText('Username to enable'), 'sunrisedental');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable account' }));
    expect(await screen.findByText(sentence, {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.refundFailed)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.accountEnabled)).not.toBeInTheDocument();
  });

  it('a failed disable says the server ran into a problem, and the form keeps what was typed', async () => {
    api.prefer('disableAccount', 'code=500');
    const dialog = await openActions();
    await userEvent.type(within(dialog).getByLabelText('Username to disable'), 'sunrisedentalorg');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Chargeback');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable organization' }));
    expect(await screen.findByText(HUMAN_MESSAGES.server, {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.refundFailed)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Username to disable')).toHaveValue('sunrisedentalorg');
  });

  it("a failed refund keeps the spec's message", async () => {
    api.prefer('issueRefundToUser', 'code=500');
    const dialog = await openActions();
    await userEvent.type(within(dialog).getByLabelText('Username', { exact: true }), 'sunrisedental');
    await userEvent.type(within(dialog).getByLabelText('Amount'), '12.40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(MESSAGES.refundFailed, {}, WAIT)).toBeInTheDocument();
  });
});

describe('super-admin actions, own account', { timeout: 60_000 }, () => {
  // The frame reads the same account first, so inside the app this state hardly shows: the overlay
  // alone, with a query client of its own, is where its answer to an unreadable account is seen.
  const renderAlone = (token: string) => {
    setCredentials({ token });
    const queryClient = createQueryClient({ onInvalidSession: vi.fn() });
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    return render(
      <ChakraProvider value={getSystem()}>
        <QueryClientProvider client={queryClient}>
          <SuperAdminActions />
        </QueryClientProvider>
      </ChakraProvider>,
    );
  };

  it.each([
    { code: '500', sentence: HUMAN_MESSAGES.server },
    { code: '403', sentence: HUMAN_MESSAGES.forbidden },
  ])('an own account that cannot be read ($code) says $sentence and offers no action', async ({ code, sentence }) => {
    api.prefer('getAccount', `code=${code}`);
    renderAlone(ADMIN);
    expect(screen.getByRole('status', { name: 'Loading account' })).toBeInTheDocument();
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(sentence);
    expect(screen.queryByRole('button', { name: 'Enable account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading account' })).not.toBeInTheDocument();
  });

  it('a signed-in user who is not a super administrator is told so, with no action', async () => {
    renderAlone(MOCK_TOKEN);
    expect(await screen.findByText('Only super administrators can use these actions.', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });
});
