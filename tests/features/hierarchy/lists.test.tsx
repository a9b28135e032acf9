// @vitest-environment jsdom
// The hierarchy's list pages against the mock engine: the URL drives the request (page, search,
// filters), rows link into each account, and a failure shows the route's error.
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
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

  it('an organization’s agents, with the phrase search of the URL (every active agent asked for, searched here)', async () => {
    await renderRoute('/app/org/3001/agents?q=after');
    const table = await screen.findByRole('table', { name: 'Agents' });
    expect(
      within(table)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Sunrise After Hours']);
    const [call] = api.calls('listAgentAccounts');
    expect(call?.searchParams.get('pagination')).toBe('false');
    expect(call?.searchParams.get('active')).toBe('true');
    expect(call?.searchParams.has('page')).toBe(false);
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

  it('agent rows show their number in display form, not raw digits', async () => {
    await renderRoute('/app/org/3001/agents');
    const table = await screen.findByRole('table', { name: 'Agents' });
    const row = within(table).getByRole('link', { name: 'Sunrise After Hours' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('+1 (415) 555-0177')).toBeInTheDocument();
    expect(within(table).queryByText(/^1\d{10}$/)).toBeNull();
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

type OrgSeed = {
  id: number;
  orgName: string;
  username: string;
  accountType: 'organization';
  resellerId: number;
  productPlanId: string;
  active: boolean;
  timestamp: number;
};
const org = (id: number, orgName: string, productPlanId: string, active: boolean): OrgSeed => ({
  id,
  orgName,
  username: `org${id}`,
  accountType: 'organization',
  resellerId: 2001,
  productPlanId,
  active,
  timestamp: 1_761_000_000 + id,
});
/** Bluebird's organizations beside Sunrise (active, plan_pro_monthly): 25 disabled pro clinics, a
 * disabled pro "Sunset Vets", a disabled basic "Sunny Dental", and an active "Aardvark Animal Care"
 * seeded last (on the server's second page). */
const seedOrganizations = () =>
  api.seed((state) => {
    const list = state.organizations as OrgSeed[];
    for (let i = 1; i <= 25; i++)
      list.push(org(3100 + i, `Clinic ${String(i).padStart(2, '0')}`, 'plan_pro_monthly', false));
    list.push(org(3201, 'Sunset Vets', 'plan_pro_monthly', false));
    list.push(org(3202, 'Sunny Dental', 'plan_basic', false));
    for (let i = 1; i <= 20; i++)
      list.push(org(3300 + i, `Practice ${String(i).padStart(2, '0')}`, 'plan_basic', true));
    list.push(org(3400, 'Aardvark Animal Care', 'plan_basic', true));
  });

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('list views kept in the URL', { timeout: 60_000 }, () => {
  it('typing a search keeps the filters and the status, and resets only the page', async () => {
    seedOrganizations();
    const view = await renderRoute(
      '/app/reseller/2001/organizations?productPlanId=plan_pro_monthly&status=disabled&page=2',
    );
    const table = await screen.findByRole('table', { name: 'Organizations' });
    expect(names(table)).toEqual(['Clinic 21', 'Clinic 22', 'Clinic 23', 'Clinic 24', 'Clinic 25', 'Sunset Vets']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search organizations' }), 'sun');
    await waitFor(() => expect(view.router.state.location.search).toMatchObject({ q: 'sun' }));
    const search = view.router.state.location.search;
    expect(search).toMatchObject({ productPlanId: 'plan_pro_monthly', status: 'disabled' });
    expect(search).not.toHaveProperty('page');
    // Only the disabled pro organization holding "sun": not the active Sunrise, not the basic Sunny Dental.
    await waitFor(() => expect(names(screen.getByRole('table', { name: 'Organizations' }))).toEqual(['Sunset Vets']));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('disabled');
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });

  it('the disabled status stays through applying filters, and is what the list call asks for', async () => {
    seedOrganizations();
    const view = await renderRoute('/app/reseller/2001/organizations?status=disabled&q=s');
    await screen.findByRole('table', { name: 'Organizations' });
    expect(api.calls('listOrganizations').at(-1)?.searchParams.get('active')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('form', { name: 'Organization filters' });
    await userEvent.type(within(panel).getByLabelText('Plan id'), 'plan_basic');
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(view.router.state.location.search).toMatchObject({
        productPlanId: 'plan_basic',
        status: 'disabled',
        q: 's',
      }),
    );
    await waitFor(() => expect(names(screen.getByRole('table', { name: 'Organizations' }))).toEqual(['Sunny Dental']));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('disabled');
  });

  it('a sort orders the whole list, not the page: the first name alphabetically comes first', async () => {
    seedOrganizations();
    await renderRoute('/app/reseller/2001/organizations?sort=name');
    const table = await screen.findByRole('table', { name: 'Organizations' });
    expect(names(table)[0]).toBe('Aardvark Animal Care');
    expect(names(table)).toHaveLength(20);
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(api.calls('listOrganizations').at(-1)?.searchParams.get('pagination')).toBe('false');
    await userEvent.click(within(table).getByRole('button', { name: /Name/ }));
    await waitFor(() =>
      expect(names(screen.getByRole('table', { name: 'Organizations' }))[0]).toBe('Sunrise Dental Group'),
    );
  });

  it('the row just created opens on its own page of a sorted list', async () => {
    seedOrganizations();
    await renderRoute('/app/reseller/2001/organizations?sort=-name&highlightId=3400');
    const table = await screen.findByRole('table', { name: 'Organizations' });
    const row = within(table).getByText('Aardvark Animal Care').closest('tr');
    expect(row).toHaveAttribute('data-highlighted');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('?reseller= on a partner’s organizations opens that reseller’s list under its account path', async () => {
    const view = await renderRoute('/app/partner/1001/organizations?reseller=2001');
    const table = await screen.findByRole('table', { name: 'Organizations' });
    expect(within(table).getByRole('link', { name: 'Sunrise Dental Group' })).toHaveAttribute(
      'href',
      '/app/partner/1001/reseller/2001/org/3001',
    );
    expect(view.router.state.location.pathname).toBe('/app/partner:1001,reseller:2001/organizations');
    expect(view.router.state.location.search).not.toHaveProperty('reseller');
    expect(api.calls('listOrganizations').at(-1)?.searchParams.get('targetResellerId')).toBe('2001');
  });

  it('?org= picks that row of the organizations (marked, not called new)', async () => {
    await renderRoute('/app/reseller/2001/organizations?org=3001');
    const table = await screen.findByRole('table', { name: 'Organizations' });
    const row = within(table).getByRole('link', { name: 'Sunrise Dental Group' }).closest('tr');
    expect(row).toHaveAttribute('data-highlighted');
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(within(row as HTMLElement).queryByText('New')).toBeNull();
  });
});
