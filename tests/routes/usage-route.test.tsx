// @vitest-environment jsdom
// The example of a section route in the area pattern (docs/architecture.md, "How to add an
// area"): its search schema, its loader and a component reading the data with useSuspenseQuery,
// rendered for real against the mock engine (tests/harness/mock-api.ts).
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../harness/render-route';
import { useMockApi } from '../harness/mock-api';

const api = useMockApi();

afterEach(() => {
  cleanup();
  clearCredentials();
});

describe('the usage section', () => {
  it('loads this period’s usage in its loader and shows it on the first paint', async () => {
    await renderRoute('/app/org/3001/usage');
    expect(await screen.findByRole('heading', { name: 'Usage' })).toBeInTheDocument();
    const totals = screen.getByRole('list', { name: 'Totals' });
    expect(within(totals).getByText('Minutes')).toBeInTheDocument();
    const [call] = api.calls('getUsage');
    expect(call?.searchParams.get('targetAccountId')).toBe('3001');
    expect(call?.searchParams.get('billingPeriod')).toBe('current');
  });

  it('reads its own search parameters, and an invalid one falls back to the default', async () => {
    await renderRoute('/app/org/3001/usage?frequency=month&billingPeriod=bogus');
    expect(await screen.findByRole('heading', { name: 'Usage' })).toBeInTheDocument();
    const [call] = api.calls('getUsage');
    expect(call?.searchParams.get('frequency')).toBe('month');
    expect(call?.searchParams.get('billingPeriod')).toBe('current');
  });

  it('says what failed when the call fails (its own errorComponent), and Retry loads it', async () => {
    api.prefer('getUsage', 'code=500');
    await renderRoute('/app/org/3001/usage');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Usage could not be loaded.');
    api.prefer('getUsage', 'code=200');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Usage' })).toBeInTheDocument();
  });
});
