// @vitest-environment jsdom
// The settings section against the mock engine: tabs that read like a product, a partner setting
// that changes the permissions of the accounts below, validation, and a failed save that keeps
// the local copy, logs 'Error saving settings' and offers Retry.
import { describe, it, expect, afterEach, vi } from 'vitest';
import { cleanup, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';

const api = useMockApi();
const SLOW = { timeout: 20_000 };

afterEach(() => {
  cleanup();
  clearCredentials();
  vi.restoreAllMocks();
});

describe('the settings section', () => {
  it('shows general, messaging and embeds to an agent account, no partner settings', async () => {
    await renderRoute('/app/agent/4001/settings');
    const tabs = await screen.findByRole('tablist', {}, SLOW);
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['General', 'Messaging', 'Embeds']);
    expect(screen.getByLabelText(/Account name/)).toHaveValue('Sunrise Dental Group');
  });

  it('a renamed account shows its new name in the top bar and on /app, now and after a fresh read', async () => {
    const user = userEvent.setup();
    const { router, queryClient } = await renderRoute('/app/agent/4001/settings');
    const name = await screen.findByLabelText(/Account name/, {}, SLOW);
    await user.clear(name);
    await user.type(name, 'Sunrise Dental Co');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('All changes saved.', {}, SLOW)).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Account' });
    await waitFor(() => expect(crumbs).toHaveTextContent('Sunrise Dental Co'));
    // The next read (the mock's answer keeps the old name in its details) says the same, on `/app`.
    await queryClient.refetchQueries();
    await router.navigate({ to: '/app' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise Dental Co' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Account' })).toHaveTextContent('Sunrise Dental Co');
  }, 90_000);

  it('a reseller turns off team members; the organization below loses its team page', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/app/reseller/2001/settings?tab=partner');
    const teamSwitch = await screen.findByRole('checkbox', { name: /Team members/ }, SLOW);
    expect(screen.getByText('When off, accounts below cannot manage the team or invite members.')).toBeInTheDocument();
    await user.click(teamSwitch);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.bodies('updateAccountSettings')).toHaveLength(1));
    const [body] = api.bodies('updateAccountSettings') as {
      settings: { defaultOrgSettings: Record<string, boolean> };
    }[];
    expect(body?.settings.defaultOrgSettings.showMembers).toBe(false);
    expect(api.calls('updateAccountSettings')[0]?.searchParams.get('targetAccountId')).toBe('2001');
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
    router.history.push('/app/reseller/2001/org/3001/team');
    expect(await screen.findByText('Team members are turned off for this account', {}, SLOW)).toBeInTheDocument();
  }, 90_000);

  it('refuses an invalid support URL and script before saving', async () => {
    const user = userEvent.setup();
    await renderRoute('/app/agent/4001/settings');
    const url = await screen.findByLabelText('Support URL', {}, SLOW);
    await user.type(url, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Enter a web address starting with https://, or a mailto: address.'),
    ).toBeInTheDocument();
    expect(api.bodies('updateAccountSettings')).toHaveLength(0);
  }, 90_000);

  it('a failed save logs Error saving settings, keeps the values and saves on Retry', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.prefer('updateAccountSettings', 'code=500');
    await renderRoute('/app/agent/4001/settings');
    const url = await screen.findByLabelText('Support URL', {}, SLOW);
    await user.type(url, 'https://help.sunrise.example');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your changes were not saved. They are kept here: try again.');
    expect(logged).toHaveBeenCalledWith('Error saving settings', expect.anything());
    expect(url).toHaveValue('https://help.sunrise.example');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    api.prefer('updateAccountSettings', ''); // the engine's own handler again
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
    expect(api.bodies('updateAccountSettings').at(-1)).toMatchObject({
      settings: { supportUrl: 'https://help.sunrise.example' },
    });
    expect((api.state().account as { settings: unknown }).settings).toMatchObject({
      supportUrl: 'https://help.sunrise.example',
    });
  }, 90_000);

  it('limits the screens THIS account can open: an unticked screen does not open, another still does', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/app/agent/4001/settings');
    // On the account's own (general) tab, for an account with no partner tab.
    await user.click(await screen.findByRole('checkbox', { name: 'Limit the screens this account can open' }, SLOW));
    const list = screen.getByRole('group', { name: 'Screens this account can open' });
    await user.click(within(list).getByRole('checkbox', { name: 'Info' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.bodies('updateAccountSettings')).toHaveLength(1));
    const [body] = api.bodies('updateAccountSettings') as { settings: { allowedOverlays: string[] } }[];
    expect(body?.settings.allowedOverlays).toContain('mobile');
    expect(body?.settings.allowedOverlays).not.toContain('info');
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();

    router.history.push('/app/agent/4001/settings?info=true&mobile=true');
    expect(await screen.findByRole('dialog', { name: 'Open in the mobile app' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'About this account', hidden: true })).not.toBeInTheDocument();
  }, 90_000);
});
