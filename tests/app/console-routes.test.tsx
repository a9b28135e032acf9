import { HUMAN_MESSAGES } from '@/lib/errors';
// @vitest-environment jsdom
// The console's routes rendered for real (router, rewrite, frame, overlays, transport), with the
// API answered by a table: which account each page and overlay acts on, and the fallbacks.
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import { paramsOf, renderRoute } from '../harness/render-route';
import { accountsById, agentAccount, contactList, orgAccount, resellerAccount } from '../harness/fixtures';

afterEach(() => {
  cleanup();
  clearCredentials();
});

/** The session's own account is an agent of organization 9999; the URL names others. */
const own = { ...agentAccount, id: 4999, organizationId: 9999, accountName: 'Own agent', details: {} };
const answers = {
  'GET /api/v1/account': accountsById(own, [orgAccount, agentAccount, resellerAccount]),
  'GET /api/v2/contact': { body: contactList },
};

describe('the acting account', () => {
  it('/app acts on the session’s own account, with no targetAccountId', async () => {
    const { requests } = await renderRoute('/app', { answers });
    expect(await screen.findByRole('heading', { name: 'Own agent' })).toBeInTheDocument();
    expect(paramsOf(requests, '/api/v1/account').every((p) => !p.has('targetAccountId'))).toBe(true);
  });

  it('/app/org/3001 shows that organization, fetched with targetAccountId=3001', async () => {
    const { requests, router } = await renderRoute('/app/org/3001', { answers });
    expect(await screen.findByRole('heading', { name: 'Sunrise Dental Group' })).toBeInTheDocument();
    expect(paramsOf(requests, '/api/v1/account').map((p) => p.get('targetAccountId'))).toContain('3001');
    // The router sees one segment; the address bar keeps the spec's path.
    expect(router.state.location.pathname).toBe('/app/org:3001');
    expect(router.history.location.pathname).toBe('/app/org/3001');
  });

  it(
    'contacts on /app/org/3001 are the organization’s in the path, not the session’s (bug before)',
    { timeout: 30_000 },
    async () => {
      const { requests } = await renderRoute('/app/org/3001?contacts=true', { answers });
      expect(await screen.findByRole('list', { name: 'Contacts' })).toBeInTheDocument();
      const lists = paramsOf(requests, '/api/v2/contact');
      expect(lists.length).toBeGreaterThan(0);
      expect(lists.every((p) => p.get('targetAccountId') === '3001')).toBe(true);
    },
  );

  it('an agent path without its organization uses the organization the agent names', async () => {
    const { requests } = await renderRoute('/app/agent/4001?contacts=true', { answers });
    expect(await screen.findByRole('list', { name: 'Contacts' })).toBeInTheDocument();
    expect(paramsOf(requests, '/api/v2/contact').every((p) => p.get('targetAccountId') === '3001')).toBe(true);
  });

  it('a reseller has no organization: contacts say so', async () => {
    await renderRoute('/app/reseller/2001?contacts=true', { answers });
    expect(await screen.findByText('No token or orgAccountId')).toBeInTheDocument();
  });
});

describe('fallbacks', () => {
  it('an invalid account path falls back to /app with a toast', async () => {
    const { router } = await renderRoute('/app/org/abc', { answers });
    await waitFor(() => expect(router.history.location.pathname).toBe('/app'));
    expect(await screen.findByText('That address does not point to an account.')).toBeInTheDocument();
  });

  it('an unknown section falls back to the account’s page with a toast', { timeout: 30_000 }, async () => {
    const { router } = await renderRoute('/app/org/3001/nonsense', { answers });
    await waitFor(() => expect(router.history.location.pathname).toBe('/app/org/3001'));
    // The toast machine loads on the first toast: give it time on a busy machine.
    expect(await screen.findByText(/That page does not exist/, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sunrise Dental Group' })).toBeInTheDocument();
  });

  it('a failed account fetch shows the server message and recovers on Try again', async () => {
    let fail = true;
    await renderRoute('/app/org/3001', {
      answers: {
        'GET /api/v1/account': (req) =>
          fail
            ? { status: 500, body: { success: false, message: 'Internal server error' } }
            : answers['GET /api/v1/account'](req),
      },
    });
    // In plain words, not the server's text.
    expect(await screen.findByText(HUMAN_MESSAGES.server)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sunrise Dental Group' })).toBeInTheDocument();
  });

  it('success:false under HTTP 200 on the own account reports the session invalid', async () => {
    const { onInvalidSession } = await renderRoute('/app', {
      answers: { 'GET /api/v1/account': { body: { success: false, message: 'Session expired' } } },
    });
    expect(await screen.findByText(HUMAN_MESSAGES.sessionRejected)).toBeInTheDocument();
    expect(onInvalidSession).toHaveBeenCalledTimes(1);
  });
});
