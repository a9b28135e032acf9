// @vitest-environment jsdom
// The hierarchy's list pages against the mock engine: the URL drives the request (page, search,
// filters), rows link into each account, and a failure shows the route's error.
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';

const api = useMockApi();

afterEach(() => {
  cleanup();
  clearCredentials();
});

describe('account lists', () => {
  it('a reseller’s organizations: 20 a page, active by default, each row a link into the account', async () => {
    await renderRoute('/app/reseller/2001/organizations');
    const table = await screen.findByRole('table', { name: 'Organizations' });
    const link = within(table).getByRole('link', { name: 'Sunrise Dental Group' });
    expect(link).toHaveAttribute('href', '/app/reseller/2001/org/3001');
    const [call] = api.calls('listOrganizations');
    expect(call?.searchParams.get('targetResellerId')).toBe('2001');
    expect(call?.searchParams.get('pageSize')).toBe('20');
    expect(call?.searchParams.get('active')).toBe('true');
    expect(call?.searchParams.has('page')).toBe(false);
  });

  it('filters in the URL go to searchOrganizations as strings or numbers, within the reseller', async () => {
    await renderRoute(
      '/app/reseller/2001/organizations?productPlanId=plan_pro_monthly&currentBillingPeriodVoiceMinutesMin=100&createdStart=2025-01-01&page=1',
    );
    const table = await screen.findByRole('table', { name: 'Organizations' });
    expect(within(table).getByRole('link', { name: 'Sunrise Dental Group' })).toBeInTheDocument();
    const [call] = api.calls('searchOrganizations');
    expect(call?.searchParams.get('targetAccountId')).toBe('2001');
    expect(call?.searchParams.get('productPlanId')).toBe('plan_pro_monthly');
    expect(call?.searchParams.get('currentBillingPeriodVoiceMinutesMin')).toBe('100');
    expect(call?.searchParams.get('createdStart')).toBe('1735689600');
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeInTheDocument();
    expect(api.calls('listOrganizations')).toHaveLength(0);
  });

  it('filters that match nothing say so, with a way to clear them', async () => {
    await renderRoute('/app/reseller/2001/organizations?currentBillingPeriodVoiceMinutesMin=100000');
    expect(await screen.findByText('No organizations match.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByRole('link', { name: 'Sunrise Dental Group' })).toBeInTheDocument();
  });

  it('an organization’s agents, with the phrase search of the URL', async () => {
    await renderRoute('/app/org/3001/agents?q=after');
    const table = await screen.findByRole('table', { name: 'Agents' });
    expect(
      within(table)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Sunrise After Hours']);
    expect(api.bodies('searchAccounts')).toEqual([{ phrase: 'after' }]);
    expect(screen.getByRole('searchbox', { name: 'Search agents' })).toHaveValue('after');
  });

  it('with agent takeover turned off by the partner setting, agent rows do not open the agent’s console', async () => {
    api.seed((state) => {
      const account = state.account as { settings?: Record<string, unknown> };
      account.settings = { ...account.settings, defaultOrgSettings: { allowAgentTakeover: false } };
    });
    await renderRoute('/app/org/3001/agents');
    const table = await screen.findByRole('table', { name: 'Agents' });
    expect(within(table).getByText('Sunrise After Hours')).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'Sunrise After Hours' })).toBeNull();
  });

  it('the row just created is highlighted', async () => {
    await renderRoute('/app/org/3001/agents?highlightId=4002');
    const table = await screen.findByRole('table', { name: 'Agents' });
    const row = within(table).getByRole('link', { name: 'Sunrise After Hours' }).closest('tr');
    expect(row).toHaveAttribute('data-highlighted');
    expect(within(row as HTMLElement).getByText('New')).toBeInTheDocument();
  });

  it('a failed list shows the route’s error with Try again', async () => {
    api.prefer('listResellers', 'code=500');
    await renderRoute('/app/partner/1001/resellers');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be shown.');
    api.prefer('listResellers', 'code=200');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Bluebird Telecom' })).toHaveAttribute(
      'href',
      '/app/partner/1001/reseller/2001',
    );
  });
});
