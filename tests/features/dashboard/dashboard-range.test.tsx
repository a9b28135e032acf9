// @vitest-environment jsdom
// The dashboard's date range (issue 28 §3): kept in the route's search, fetched with the period
// before it, and each value shown with its change against that period.
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';
import { stubResizeObserver } from '../../harness/resize-observer';

const api = useMockApi();
stubResizeObserver();
const DAY = 86_400;

afterEach(() => {
  cleanup();
  clearCredentials();
});

const metricsRegion = () => screen.findByRole('region', { name: 'Metrics' });

describe('the dashboard’s date range', () => {
  it('a moving window from the address is fetched with the period before it', async () => {
    await renderRoute('/app/org/3001/dashboard?range=7d');
    const region = await metricsRegion();
    await within(region).findByRole('button', { name: /^Calls Answered: \d+, last 7 days/ });
    const call = api.calls('listLogs')[0];
    const start = Number(call?.searchParams.get('start'));
    const end = Number(call?.searchParams.get('end'));
    expect(end - start).toBe(14 * DAY + 1);
    expect(call?.searchParams.get('targetAccountId')).toBe('3001');
    expect(screen.getByLabelText('Date range')).toHaveValue('7d');
  });

  it('a custom range from the address is computed over its days', async () => {
    await renderRoute('/app/org/3001/dashboard?range=custom&from=2025-11-03&to=2025-11-05');
    const region = await metricsRegion();
    await within(region).findByRole('button', { name: /^Calls Answered: \d+, nov 3/i }, { timeout: 10_000 });
    const call = api.calls('listLogs')[0];
    expect(Number(call?.searchParams.get('start'))).toBe(new Date(2025, 10, 3).getTime() / 1000 - 3 * DAY);
  });

  it('an unknown range falls back to each metric’s own window', async () => {
    await renderRoute('/app/org/3001/dashboard?range=bogus');
    const region = await metricsRegion();
    await within(region).findByRole('button', { name: /^Calls Answered: \d+, last 30 days/ });
    expect(screen.getByLabelText('Date range')).toHaveValue('metric');
  });

  it('shows each value’s change against the previous period', async () => {
    await renderRoute('/app/org/3001/dashboard?range=90d');
    const region = await metricsRegion();
    const button = await within(region).findByRole('button', {
      name: /^Calls Answered: \d+, last 90 days, (\+|−|No change).* vs previous period/,
    });
    expect(button).toBeInTheDocument();
    expect((await within(region).findAllByTestId('metric-change')).length).toBe(8);
  });

  it('choosing a range puts it in the address; a custom range is checked before it applies', async () => {
    const { router } = await renderRoute('/app/org/3001/dashboard');
    await metricsRegion();
    await userEvent.selectOptions(screen.getByLabelText('Date range'), '30d');
    await within(await metricsRegion()).findByRole('button', { name: /^Calls Answered: \d+, last 30 days/ });
    expect(router.state.location.search).toMatchObject({ range: '30d' });
    await userEvent.selectOptions(screen.getByLabelText('Date range'), 'custom');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Choose a start and an end date.')).toBeInTheDocument();
    // The console's one date control: typed as month/day/year, read when the field loses focus.
    await userEvent.type(await screen.findByRole('textbox', { name: 'From' }), '11/03/2025');
    await userEvent.type(screen.getByRole('textbox', { name: 'To' }), '11/01/2025');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The start date must be on or before the end date.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open the From calendar' })).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'To' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'To' }), '11/05/2025');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await within(await metricsRegion()).findByRole('button', { name: /^Calls Answered: \d+, nov 3/i });
    expect(router.state.location.search).toMatchObject({ range: 'custom', from: '2025-11-03', to: '2025-11-05' });
  });
});
