// @vitest-environment jsdom
// The Calendar page asks for the Calendly integration's data on every load; the contract answers
// 404 ("the resource does not exist") while no token is stored: that is "Not connected", a state
// shown in the card, never an error on the page or in the console (walkthrough, issue 28).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';

const api = useMockApi();

afterEach(() => {
  cleanup();
  clearCredentials();
  vi.restoreAllMocks();
});

describe('Calendly on the Calendar page', () => {
  it('a 404 for its integration data reads "Not connected": no error shown, none logged', async () => {
    const errors = vi.spyOn(console, 'error');
    await renderRoute('/app/agent/4001/calendar');
    const card = await screen.findByRole('region', { name: 'Calendly' });
    expect(await within(card).findByText('Not connected')).toBeInTheDocument();
    // The call was made and answered 404 (the contract's "not stored"), once: not retried.
    await waitFor(() =>
      expect(api.calls('getIntegration').filter((url) => url.pathname.endsWith('/calendly'))).toHaveLength(1),
    );
    const calendly = api.requests.filter(
      (r) => r.operationId === 'getIntegration' && r.url.pathname.endsWith('/calendly'),
    );
    expect(calendly.map((r) => r.status)).toEqual([404]);
    expect(within(card).getByRole('form', { name: 'Connect Calendly' })).toBeInTheDocument();
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Something went wrong|Not found|could not be loaded/i)).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('another failure is not "Not connected": the card says so and offers no token form', async () => {
    api.override('getIntegration', (_request, url) =>
      url.pathname.endsWith('/calendly') ? { status: 500, body: { success: false, message: 'boom' } } : undefined,
    );
    await renderRoute('/app/agent/4001/calendar');
    const card = await screen.findByRole('region', { name: 'Calendly' });
    await waitFor(() => expect(within(card).queryByText('Loading Calendly')).toBeNull(), { timeout: 15_000 });
    expect(within(card).queryByText('Not connected')).toBeNull();
    expect(within(card).queryByRole('form', { name: 'Connect Calendly' })).toBeNull();
  }, 30_000);

  it('a failed read of the Google calendars is not "Not connected" either', async () => {
    api.prefer('listGoogleCalendars', 'code=500');
    await renderRoute('/app/agent/4001/calendar');
    const card = await screen.findByRole('region', { name: 'Google Calendar' });
    await waitFor(() => expect(within(card).queryByText('Loading Google calendars')).toBeNull(), { timeout: 15_000 });
    expect(within(card).queryByText('Not connected')).toBeNull();
    expect(within(card).queryByText('Connected')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Connect Google Calendar' })).toBeNull();
  }, 30_000);
});
