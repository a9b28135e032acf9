// @vitest-environment jsdom
// The console's routes rendered for real (router, rewrite, frame, overlays, transport), with the
// API answered by the mock engine: which account each page and overlay acts on, and the fallbacks.
import { describe, it, expect, afterEach, beforeEach } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import { HUMAN_MESSAGES } from '@/lib/errors';
import { renderRoute } from '../harness/render-route';
import { useMockApi } from '../harness/mock-api';
import { ownAgentElsewhere } from '../harness/fixtures';

const api = useMockApi();
// The contacts overlay loads its code on first open: on a busy machine that takes a while.
const SLOW = { timeout: 20_000 };

/** The session's own account is an agent of organization 9999 (not one the URLs name); the
 * engine knows organization 3001, its agent 4001 and reseller 2001 besides. */
beforeEach(() => {
  api.seed((state) => ownAgentElsewhere(state, { details: {} }));
});
afterEach(() => {
  cleanup();
  clearCredentials();
});

/** The query parameters of the account and contact-list calls made so far. */
const accountCalls = () => api.calls('getAccount').map((u) => u.searchParams);
const contactLists = () => api.calls('listContacts').map((u) => u.searchParams);

describe('the acting account', () => {
  it('/app acts on the session’s own account, with no targetAccountId', async () => {
    await renderRoute('/app');
    expect(await screen.findByRole('heading', { name: 'Own agent' })).toBeInTheDocument();
    expect(accountCalls().length).toBeGreaterThan(0);
    // The acting account's own call, and the home's cards, name no other account (the sidebar's
    // favorites read their own accounts by id, later: not the acting account's calls).
    expect(accountCalls()[0]?.has('targetAccountId')).toBe(false);
    await screen.findByRole('region', { name: 'Conversations' }, SLOW);
    for (const op of ['listConversations', 'getStagingAgent', 'getUsage', 'getCurrentPlan'] as const) {
      await waitFor(() => expect(api.calls(op).length).toBeGreaterThan(0), SLOW);
      expect(api.calls(op).every((p) => !p.searchParams.has('targetAccountId'))).toBe(true);
    }
  });

  it('/app/org/3001 shows that organization, fetched with targetAccountId=3001', async () => {
    const { router } = await renderRoute('/app/org/3001');
    expect(await screen.findByRole('heading', { name: 'Sunrise Dental Group' })).toBeInTheDocument();
    expect(accountCalls().map((p) => p.get('targetAccountId'))).toContain('3001');
    // The router sees one segment; the address bar keeps the spec's path.
    expect(router.state.location.pathname).toBe('/app/org:3001');
    expect(router.history.location.pathname).toBe('/app/org/3001');
  });

  it(
    'contacts on /app/org/3001 are the organization’s in the path, not the session’s (bug before)',
    { timeout: 30_000 },
    async () => {
      await renderRoute('/app/org/3001?contacts=true');
      expect(await screen.findByRole('list', { name: 'Contacts' }, SLOW)).toBeInTheDocument();
      const lists = contactLists();
      expect(lists.length).toBeGreaterThan(0);
      expect(lists.every((p) => p.get('targetAccountId') === '3001')).toBe(true);
    },
  );

  it('an agent path without its organization uses the organization the agent names', { timeout: 30_000 }, async () => {
    await renderRoute('/app/agent/4001?contacts=true');
    expect(await screen.findByRole('list', { name: 'Contacts' }, SLOW)).toBeInTheDocument();
    expect(contactLists().length).toBeGreaterThan(0);
    expect(contactLists().every((p) => p.get('targetAccountId') === '3001')).toBe(true);
  });

  it('a reseller has no organization: contacts send it to its organizations, and nothing is fetched', async () => {
    await renderRoute('/app/reseller/2001?contacts=true');
    expect(await screen.findByText('Contacts belong to an organization', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your organizations' })).toHaveAttribute(
      'href',
      '/app/reseller/2001/organizations',
    );
    expect(screen.queryByText('No token or orgAccountId')).not.toBeInTheDocument();
    expect(contactLists()).toHaveLength(0);
  });
});

describe('fallbacks', () => {
  it('an invalid account path falls back to /app with a toast', async () => {
    const { router } = await renderRoute('/app/org/abc');
    await waitFor(() => expect(router.history.location.pathname).toBe('/app'));
    expect(await screen.findByText('That address does not point to an account.')).toBeInTheDocument();
  });

  it('an unknown section falls back to the account’s page with a toast', { timeout: 30_000 }, async () => {
    const { router } = await renderRoute('/app/org/3001/nonsense');
    await waitFor(() => expect(router.history.location.pathname).toBe('/app/org/3001'));
    // The toast machine loads on the first toast: give it time on a busy machine.
    expect(await screen.findByText(/That page does not exist/, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sunrise Dental Group' })).toBeInTheDocument();
  });

  it('a failed account fetch shows the server message and recovers on Try again', async () => {
    api.prefer('getAccount', 'code=500');
    await renderRoute('/app/org/3001');
    // In plain words, not the server's text.
    expect(await screen.findByText(HUMAN_MESSAGES.server)).toBeInTheDocument();
    expect(api.answers('getAccount')[0]).toMatchObject({ success: false, message: 'Internal server error' });
    api.prefer('getAccount', '');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sunrise Dental Group' })).toBeInTheDocument();
  });

  it('success:false under HTTP 200 on the own account reports the session invalid', async () => {
    // An envelope the contract's 200 does not declare: a one-off override.
    api.override('getAccount', () => ({ body: { success: false, message: 'Session expired' } }));
    const { onInvalidSession } = await renderRoute('/app');
    expect(await screen.findByText(HUMAN_MESSAGES.sessionRejected)).toBeInTheDocument();
    expect(onInvalidSession).toHaveBeenCalledTimes(1);
  });
});
