// @vitest-environment jsdom
// The developer section against the mock engine: tokens (shown once), webhooks (createWebhook),
// SIP (registration, whitelist, routes), domains (default, refusal, branding preview) and docsPage.
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';
import { DEVELOPER_MESSAGES, TOKEN_PLACEHOLDER } from '@/lib/developer';

const api = useMockApi();

afterEach(() => {
  cleanup();
  clearCredentials();
});

async function confirm(name: RegExp | string) {
  const dialog = await screen.findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name }));
}

describe('the developer section', () => {
  it('lists tokens masked, shows a new token once, and deletes one after a confirmation', async () => {
    await renderRoute('/app/org/3001/developer');
    const table = await screen.findByRole('table', { name: 'API tokens' });
    expect(within(table).getByText('vida_4001_…e6a3')).toBeInTheDocument();
    expect(api.calls('listApiTokens')[0]?.searchParams.get('targetAccountId')).toBe('3001');

    await userEvent.type(screen.getByLabelText('Description'), 'CI pipeline');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    const shown = await screen.findByRole('status', { name: 'New API token' });
    expect(shown).toHaveTextContent('It will not be shown again.');
    const value = within(shown).getByTestId('new-token').textContent!;
    expect(value).toMatch(/^vida_\d+_[0-9a-f]{32}$/);
    expect(within(table).getByText('CI pipeline')).toBeInTheDocument();
    expect(within(table).queryByText(value)).toBeNull();
    // The value never goes into a URL.
    expect(api.requests.every((r) => !r.url.href.includes(value))).toBe(true);

    await userEvent.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByTestId('new-token')).toBeNull();

    await userEvent.click(within(table).getByRole('button', { name: 'Delete token CI pipeline' }));
    await confirm('Delete token');
    await waitFor(() => expect(within(table).queryByText('CI pipeline')).toBeNull());
    expect(api.bodies('deleteApiToken')).toEqual([{ token: `vida_${value.split('_')[1]}_…${value.slice(-4)}` }]);
  });

  it('keeps the description and shows the server’s sentence when creating fails', async () => {
    api.prefer('createApiToken', 'code=500');
    await renderRoute('/app/org/3001/developer');
    await userEvent.type(await screen.findByLabelText('Description'), 'Zap');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText(/Could not create the token/)).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue('Zap');
  });

  it('adds a webhook through createWebhook (https only) and deletes it', async () => {
    await renderRoute('/app/org/3001/developer?tab=webhooks');
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    const form = await screen.findByRole('form', { name: 'Add webhook' });
    await userEvent.type(within(form).getByLabelText(/Address/), 'http://crm.example.com/hook');
    await userEvent.type(within(form).getByLabelText(/Label/), 'CRM');
    await userEvent.selectOptions(within(form).getByLabelText(/Events/), 'contact');
    await userEvent.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(await within(form).findByText(DEVELOPER_MESSAGES.httpsUrl)).toBeInTheDocument();
    expect(api.calls('createWebhook')).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText(/Address/));
    await userEvent.type(within(form).getByLabelText(/Address/), 'https://crm.example.com/hook');
    await userEvent.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(await within(table).findByText('https://crm.example.com/hook')).toBeInTheDocument();
    expect(api.bodies('createWebhook')).toEqual([
      { url: 'https://crm.example.com/hook', label: 'CRM', type: 'contact' },
    ]);

    await userEvent.click(within(table).getByRole('button', { name: 'Delete webhook CRM' }));
    await confirm('Delete webhook');
    await waitFor(() => expect(within(table).queryByText('https://crm.example.com/hook')).toBeNull());
    expect(api.bodies('deleteWebhook')).toEqual([{ url: 'https://crm.example.com/hook' }]);
  });

  it('reads the webhook list in its envelope form too', async () => {
    api.prefer('listWebhooks', 'example=envelope');
    await renderRoute('/app/org/3001/developer?tab=webhooks');
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    expect(within(table).getByText('Zapier — new conversations')).toBeInTheDocument();
  });

  it('sets the SIP registration (password write-only), and adds and removes a whitelist entry and a route', async () => {
    await renderRoute('/app/org/3001/developer?tab=sip');
    const reg = await screen.findByRole('form', { name: 'SIP registration' });
    expect(within(reg).getByLabelText('Address of record')).toHaveValue('1001@sip.bluebird-telecom.example');
    expect(within(reg).getByLabelText('New password')).toHaveValue('');
    await userEvent.type(within(reg).getByLabelText('New password'), 'n3w-Secret!');
    await userEvent.clear(within(reg).getByLabelText('Port'));
    await userEvent.type(within(reg).getByLabelText('Port'), '5062');
    await userEvent.click(within(reg).getByRole('button', { name: 'Save registration' }));
    await waitFor(() => expect(api.bodies('saveSipRegistration')).toHaveLength(1));
    expect(api.bodies('saveSipRegistration')[0]).toMatchObject({
      password: 'n3w-Secret!',
      port: 5062,
      transport: 'TLS',
    });
    await waitFor(() => expect(within(reg).getByLabelText('New password')).toHaveValue(''));

    const allow = screen.getByRole('form', { name: 'Allow an IP address' });
    await userEvent.type(within(allow).getByLabelText('IP address or block'), '198.51.100.0/33');
    await userEvent.type(within(allow).getByLabelText('Label'), 'Carrier');
    await userEvent.click(within(allow).getByRole('button', { name: 'Allow address' }));
    expect(await within(allow).findByText(DEVELOPER_MESSAGES.ip)).toBeInTheDocument();
    await userEvent.clear(within(allow).getByLabelText('IP address or block'));
    await userEvent.type(within(allow).getByLabelText('IP address or block'), '198.51.100.0/24');
    await userEvent.click(within(allow).getByRole('button', { name: 'Allow address' }));
    const list = await screen.findByRole('list', { name: 'Allowed addresses' });
    expect(within(list).getByText('198.51.100.0/24')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Remove 198.51.100.0/24' }));
    await waitFor(() => expect(within(list).queryByText('198.51.100.0/24')).toBeNull());

    const route = screen.getByRole('form', { name: 'Add an outbound route' });
    await userEvent.type(within(route).getByLabelText('Route'), 'sip.example.com:5061;transport=tls');
    await userEvent.click(within(route).getByRole('button', { name: 'Add route' }));
    const routes = await screen.findByRole('list', { name: 'Outbound routes' });
    await userEvent.click(
      within(routes).getByRole('button', { name: 'Remove route sip.example.com:5061;transport=tls' }),
    );
    await waitFor(() =>
      expect(api.bodies('removeSipOutboundRoute')).toEqual([{ route: 'sip.example.com:5061;transport=tls' }]),
    );
  });

  it('adds a domain, previews its branding, makes it default; deleting the default is refused', async () => {
    await renderRoute('/app/org/3001/developer?tab=domains');
    const form = await screen.findByRole('form', { name: 'Add a domain' });
    await userEvent.type(within(form).getByLabelText('Domain'), 'Help.Sunrise.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Add domain' }));
    const preview = await screen.findByRole('region', { name: 'Branding on help.sunrise.example' });
    expect(await within(preview).findByText('Bluebird Telecom')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Make help.sunrise.example the default' }));
    await waitFor(() => expect(api.bodies('setDefaultDomain')).toEqual([{ domain: 'help.sunrise.example' }]));
    expect(screen.getByRole('button', { name: 'Delete help.sunrise.example' })).toBeDisabled();
  });

  it('shows "not found" when the lookup answers nothing', async () => {
    api.prefer('lookupDomain', 'code=404');
    await renderRoute('/app/org/3001/developer?tab=domains');
    const buttons = await screen.findAllByRole('button', { name: 'Preview branding' });
    await userEvent.click(buttons[0]!);
    expect(await screen.findByText('app.bluebirdtelecom.example: not found')).toBeInTheDocument();
  });

  it('opens docsPage with example requests for this account and no token', async () => {
    await renderRoute('/app/org/3001/developer?docsPage');
    const example = await screen.findByLabelText('List webhooks');
    expect(example.textContent).toContain(`token=${TOKEN_PLACEHOLDER}&targetAccountId=3001`);
    expect(document.body.textContent).not.toContain('tok&');
  });
});
