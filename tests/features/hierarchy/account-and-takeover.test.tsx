// @vitest-environment jsdom
// The account on screen (issue 28 §1), the takeover's token handling (spec 001 §2) and the palette.
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials, getCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';

const api = useMockApi();

afterEach(() => {
  cleanup();
  clearCredentials();
  localStorage.clear();
});

describe('the account on screen', () => {
  it('an unknown id says "not found" with a way back, never the signed-in account', async () => {
    await renderRoute('/app/org/99999');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Account not found');
    expect(within(alert).getByRole('link', { name: 'Back to my account' })).toHaveAttribute('href', '/app');
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
  });

  it("an account of another type than its path segment shows 'Account type does not match'", async () => {
    await renderRoute('/app/org/4002');
    expect(await screen.findByRole('alert')).toHaveTextContent('Account type does not match');
  });

  it('partner 1001 is shown as the partner it is', async () => {
    await renderRoute('/app/partner/1001/resellers');
    expect(await screen.findByRole('link', { name: 'Bluebird Telecom' })).toBeInTheDocument();
    expect(api.calls('getAccount').some((u) => u.searchParams.get('targetAccountId') === '1001')).toBe(true);
  });
});

describe('takeover', () => {
  // The whole app: takeover, cache cleared, the console re-resolved as the organization, banner,
  // an action taken as it, return. Slow on a busy two-core machine, hence its own time limit.
  it(
    'acts with the target token, keeps the own one as adminToken, and Return restores it',
    { timeout: 60_000 },
    async () => {
      // The super admin's session as sign-in stores it.
      localStorage.setItem('token', JSON.stringify('tok_1000_admin'));
      localStorage.setItem('id', JSON.stringify(1000));
      const view = await renderRoute('/app/reseller/2001/organizations?orgTakeover=3001', { token: 'tok_1000_admin' });
      const dialog = await screen.findByRole('dialog', { name: 'Take over organization' });
      await userEvent.click(await within(dialog).findByRole('button', { name: 'Take over Sunrise Dental Group' }));

      const banner = await screen.findByRole('region', { name: 'Takeover' }, { timeout: 20_000 });
      expect(banner).toHaveTextContent('You are acting as Sunrise Dental Group');
      const acting = getCredentials();
      expect(acting.adminToken).toBe('tok_1000_admin');
      expect(acting.token).toMatch(/^tok_3001_/);
      expect(JSON.parse(localStorage.getItem('adminToken') ?? 'null')).toBe('tok_1000_admin');
      expect(JSON.parse(localStorage.getItem('token') ?? 'null')).toBe(acting.token);
      expect(view.router.state.location.pathname).toBe('/app');

      // Acting: the console is the organization's own now, and a change made there is made with
      // its token while the admin's is sent beside it.
      const before = api.requests.length;
      await view.router.navigate({ to: '/app/$account/agents', params: { account: 'org:3001' } });
      expect(await screen.findByRole('heading', { name: 'Agents' }, { timeout: 20_000 })).toBeInTheDocument();
      const whileActing = api.requests.slice(before);
      expect(whileActing.length).toBeGreaterThan(0);
      for (const r of whileActing) {
        expect(r.url.searchParams.get('adminToken')).toBe('tok_1000_admin');
      }

      await userEvent.click(
        within(screen.getByRole('region', { name: 'Takeover' })).getByRole('button', { name: 'Return to my account' }),
      );
      expect(await screen.findByText('Back in your own account', {}, { timeout: 20_000 })).toBeInTheDocument();
      // Exactly the session before: the own token, nothing held aside, the own id stored again.
      expect(getCredentials()).toEqual({ token: 'tok_1000_admin', adminToken: null });
      expect(localStorage.getItem('adminToken')).toBeNull();
      expect(JSON.parse(localStorage.getItem('token') ?? 'null')).toBe('tok_1000_admin');
      expect(JSON.parse(localStorage.getItem('id') ?? 'null')).toBe(1000);
      expect(screen.queryByRole('region', { name: 'Takeover' })).not.toBeInTheDocument();
      // Back at the organization taken over, seen as the admin; no call carries adminToken any more.
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/app/org:3001'));
      const afterReturn = api.requests.filter((r) => r.url.searchParams.has('adminToken')).length;
      view.history.push('/app/reseller/2001/organizations');
      await screen.findByRole('table', { name: 'Organizations' }, { timeout: 20_000 });
      await screen.findByText('Sunrise Dental Group', {}, { timeout: 20_000 });
      expect(api.requests.filter((r) => r.url.searchParams.has('adminToken')).length).toBe(afterReturn);
    },
  );

  it(
    'a failed "Return to my account" keeps the takeover usable and says what failed',
    { timeout: 60_000 },
    async () => {
      localStorage.setItem('token', JSON.stringify('tok_1000_admin'));
      localStorage.setItem('id', JSON.stringify(1000));
      const view = await renderRoute('/app/reseller/2001/organizations?orgTakeover=3001', { token: 'tok_1000_admin' });
      const dialog = await screen.findByRole('dialog', { name: 'Take over organization' });
      await userEvent.click(await within(dialog).findByRole('button', { name: 'Take over Sunrise Dental Group' }));
      const banner = await screen.findByRole('region', { name: 'Takeover' }, { timeout: 20_000 });
      await within(banner).findByText(/You are acting as Sunrise Dental Group/, {}, { timeout: 20_000 });
      const acting = getCredentials();
      const stored = { ...localStorage };

      // The call Return makes (the admin's own account) fails.
      api.prefer('getAccount', 'code=500');
      const before = api.calls('getAccount').length;
      await userEvent.click(within(banner).getByRole('button', { name: 'Return to my account' }));
      const alert = await within(banner).findByRole('alert', {}, { timeout: 20_000 });
      expect(alert).toHaveTextContent('Your own account could not be restored; you are still acting as this account.');
      const returnCall = api.calls('getAccount').slice(before)[0];
      expect(returnCall?.searchParams.get('token')).toBe('tok_1000_admin');

      // Nothing changed: same credentials, same stored session, the banner still says whose console it is.
      expect(getCredentials()).toEqual(acting);
      expect({ ...localStorage }).toEqual(stored);
      expect(screen.getByRole('region', { name: 'Takeover' })).toHaveTextContent(
        'You are acting as Sunrise Dental Group',
      );
      // The server answers again (the engine's own answer, without the forced 500): the session is
      // still usable, a page of the organization loads with its token and the admin's beside it…
      api.override('getAccount', (_request, url) => {
        const res = api.engine.handle({ method: 'GET', url: url.pathname + url.search, headers: {}, body: undefined });
        return { status: res.status, body: JSON.parse(res.body) as unknown };
      });
      const mark = api.requests.length;
      await view.router.navigate({ to: '/app/$account/agents', params: { account: 'org:3001' } });
      expect(await screen.findByRole('heading', { name: 'Agents' }, { timeout: 20_000 })).toBeInTheDocument();
      const listCalls = api.requests.slice(mark).filter((r) => r.operationId === 'listAgentAccounts');
      expect(listCalls.length).toBeGreaterThan(0);
      for (const r of listCalls) {
        expect(r.url.searchParams.get('token')).toBe(acting.token);
        expect(r.url.searchParams.get('adminToken')).toBe('tok_1000_admin');
      }
      // …and Return, tried again, restores the admin's session.
      await userEvent.click(
        within(screen.getByRole('region', { name: 'Takeover' })).getByRole('button', { name: 'Return to my account' }),
      );
      await waitFor(() => expect(getCredentials()).toEqual({ token: 'tok_1000_admin', adminToken: null }), {
        timeout: 20_000,
      });
      expect(JSON.parse(localStorage.getItem('id') ?? 'null')).toBe(1000);
      expect(localStorage.getItem('adminToken')).toBeNull();
    },
  );

  it('is refused to anyone but a super admin', async () => {
    await renderRoute('/app/reseller/2001/organizations?orgTakeover=3001');
    const dialog = await screen.findByRole('dialog', { name: 'Take over organization' });
    expect(await within(dialog).findByText('Only super administrators can take over an account.')).toBeInTheDocument();
  });
});
