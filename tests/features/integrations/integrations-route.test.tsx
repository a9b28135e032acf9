// @vitest-environment jsdom
// The integrations section against the mock engine: the catalogue, installing an app through its
// JSON-Schema auth form, and JobNimbus with a bad key (status shown) and a good one.
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';
import { stubResizeObserver } from '../../harness/resize-observer';
import * as MESSAGES from '@/lib/message-catalogue';
import { UNREADABLE_DAY } from '@/components/lazy-day-picker-field';

const api = useMockApi();
stubResizeObserver();

afterEach(() => {
  cleanup();
  clearCredentials();
});

describe('the integrations section', () => {
  it('shows the catalogue with each app’s state', async () => {
    await renderRoute('/app/org/3001/integrations');
    const apps = await screen.findByRole('list', { name: 'Apps' });
    expect(within(apps).getByText('Google Calendar')).toBeInTheDocument();
    expect(within(apps).getByText('Installed')).toBeInTheDocument();
    expect(within(apps).getByRole('button', { name: 'Install Zendesk' })).toBeInTheDocument();
    expect(api.calls('listApps')[0]?.searchParams.get('targetAccountId')).toBe('3001');
  });

  it('installs an app by filling its auth form (required fields, a secret as a password field)', async () => {
    await renderRoute('/app/org/3001/integrations?integrations=zendesk@2.0.0');
    const form = await screen.findByRole('form', { name: 'App settings' });
    expect(within(form).getByLabelText(/API token/)).toHaveAttribute('type', 'password');
    await userEvent.click(within(form).getByRole('button', { name: 'Install app' }));
    expect((await within(form).findAllByText(MESSAGES.fieldRequired)).length).toBe(3);
    expect(api.calls('addApp')).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText(/Zendesk subdomain/), 'sunrise');
    await userEvent.type(within(form).getByLabelText(/Agent email/), 'desk@sunrise.example');
    await userEvent.type(within(form).getByLabelText(/API token/), 'zd_secret_123');
    await userEvent.click(within(form).getByRole('button', { name: 'Install app' }));
    await waitFor(() =>
      expect(api.bodies('addApp')).toEqual([
        {
          appData: {
            subdomain: 'sunrise',
            email: 'desk@sunrise.example',
            apiToken: 'zd_secret_123',
            defaultPriority: 'normal',
            assignToGroup: false,
          },
        },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Save and reload' })).toBeInTheDocument();
  });

  it('connects JobNimbus: a bad key shows the status, a good one the team', async () => {
    await renderRoute('/app/org/3001/integrations');
    const form = await screen.findByRole('form', { name: 'Connect JobNimbus' });
    await userEvent.type(within(form).getByLabelText(/API key/), 'wrong-key');
    await userEvent.click(within(form).getByRole('button', { name: 'Connect' }));
    expect(
      await screen.findByText('JobNimbus did not accept this API key (status 401, unauthorized).'),
    ).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText(/API key/));
    await userEvent.type(within(form).getByLabelText(/API key/), 'jn_live_9f3b2c7d1e');
    await userEvent.click(within(form).getByRole('button', { name: 'Connect' }));
    const team = await screen.findByRole('list', { name: 'JobNimbus team' });
    expect(within(team).getByText(/Maria Alvarez/)).toBeInTheDocument();
    expect(api.bodies('saveIntegration')).toEqual([{ appData: { apiKey: 'jn_live_9f3b2c7d1e' } }]);
  });

  it('JobNimbus’s day is the console’s date control: typed month/day/year, sent as YYYY-MM-DD', async () => {
    await renderRoute('/app/org/3001/integrations');
    const form = await screen.findByRole('form', { name: 'Connect JobNimbus' });
    // Loaded when first drawn: a placeholder, then the field with its calendar button.
    const day = await within(form).findByRole('textbox', { name: 'Day' });
    expect(within(form).getByRole('button', { name: 'Open the Day calendar' })).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/API key/), 'jn_live_9f3b2c7d1e');
    await userEvent.type(day, '11/21/2025');
    await userEvent.click(within(form).getByRole('button', { name: 'Connect' }));
    await screen.findByRole('list', { name: 'JobNimbus team' });
    expect(api.bodies('saveIntegration')).toEqual([
      { appData: { apiKey: 'jn_live_9f3b2c7d1e', targetDate: '2025-11-21' } },
    ]);
  });

  it('JobNimbus names a day that is not one (instead of clearing it), focuses it, and sends nothing', async () => {
    await renderRoute('/app/org/3001/integrations');
    const form = await screen.findByRole('form', { name: 'Connect JobNimbus' });
    const day = await within(form).findByRole('textbox', { name: 'Day' }, { timeout: 30_000 });
    await userEvent.type(within(form).getByLabelText(/API key/), 'jn_live_9f3b2c7d1e');
    await userEvent.type(day, '2/30/2025');
    await userEvent.click(within(form).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(day).toHaveAccessibleDescription(UNREADABLE_DAY));
    expect(day).toHaveValue('2/30/2025');
    expect(day).toHaveFocus();
    expect(api.calls('saveIntegration')).toHaveLength(0);
  });

  it('JobNimbus connects on Enter in its day field', async () => {
    await renderRoute('/app/org/3001/integrations');
    const form = await screen.findByRole('form', { name: 'Connect JobNimbus' });
    const day = await within(form).findByRole('textbox', { name: 'Day' }, { timeout: 30_000 });
    await userEvent.type(within(form).getByLabelText(/API key/), 'jn_live_9f3b2c7d1e');
    await userEvent.type(day, '11/21/2025{Enter}');
    await screen.findByRole('list', { name: 'JobNimbus team' });
    expect(api.bodies('saveIntegration')).toEqual([
      { appData: { apiKey: 'jn_live_9f3b2c7d1e', targetDate: '2025-11-21' } },
    ]);
  });
});
