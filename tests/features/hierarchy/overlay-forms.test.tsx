// @vitest-environment jsdom
// The hierarchy's overlays against the mock engine (issue 22 §1, §2): the three create forms
// (spec 000 §5 messages, a failed save keeps every value, success highlights the new row), the
// typed confirmation of deleteOrganization, the info and preview overlays (details, ids with copy
// buttons, links) and the reseller and partner takeovers.
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

const WAIT = { timeout: 15_000 };
const SERVER_FAILED = 'The server ran into a problem. Try again in a moment.';
// A tok_<id>_ token is a session of that account in the mock.
const PARTNER = 'tok_1001_forms';
const RESELLER = 'tok_2001_forms';
const ORG = 'tok_3001_forms';
const ADMIN = 'tok_1000_admin';

const asAdmin = () => {
  localStorage.setItem('token', JSON.stringify(ADMIN));
  localStorage.setItem('id', JSON.stringify(1000));
};

describe('create forms', { timeout: 90_000 }, () => {
  it('createOrgAccount: required and email messages, a failed save keeps every value, success highlights the new row', async () => {
    const view = await renderRoute('/app/reseller/2001/organizations?createOrgAccount', { token: RESELLER });
    const dialog = await screen.findByRole('dialog', { name: 'New organization' }, WAIT);
    const submit = await within(dialog).findByRole('button', { name: 'Create organization' }, WAIT);
    await userEvent.click(submit);
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(api.calls('createOrganization')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Organization name/), 'Harbor Vets');
    await userEvent.type(within(dialog).getByLabelText('Owner email'), 'not-an-email');
    await userEvent.click(submit);
    expect(await within(dialog).findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(api.calls('createOrganization')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('Owner email'));
    await userEvent.type(within(dialog).getByLabelText('Owner email'), 'owner@harborvets.example');
    await userEvent.type(within(dialog).getByLabelText('External account id'), 'ext-77');
    api.prefer('createOrganization', 'code=500');
    await userEvent.click(submit);
    expect(await within(dialog).findByText(SERVER_FAILED, {}, WAIT)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Organization name/)).toHaveValue('Harbor Vets');
    expect(within(dialog).getByLabelText('Owner email')).toHaveValue('owner@harborvets.example');
    expect(within(dialog).getByLabelText('External account id')).toHaveValue('ext-77');

    api.prefer('createOrganization', '');
    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New organization' })).toBeNull(), WAIT);
    expect(api.bodies('createOrganization').at(-1)).toEqual({
      orgName: 'Harbor Vets',
      email: 'owner@harborvets.example',
      externalAccountId: 'ext-77',
    });
    expect(api.calls('createOrganization').at(-1)?.searchParams.get('targetResellerId')).toBe('2001');
    const search = view.router.state.location.search as Record<string, unknown>;
    expect(search.highlightId).toMatch(/^\d+$/);
    // Newest first, so the new row is on the page the list opens on.
    expect(search.sort).toBe('-created');
    expect(search).not.toHaveProperty('createOrgAccount');
    const table = await screen.findByRole('table', { name: 'Organizations' }, WAIT);
    const row = (await within(table).findByRole('link', { name: 'Harbor Vets' }, WAIT)).closest('tr');
    expect(row).toHaveAttribute('data-highlighted');
    expect(within(row as HTMLElement).getByText('New')).toBeInTheDocument();
  });

  it('createResellerAccount: the name is required; a failure says so; success lists it highlighted', async () => {
    await renderRoute('/app/partner/1001/resellers?createResellerAccount', { token: PARTNER });
    const dialog = await screen.findByRole('dialog', { name: 'New reseller' }, WAIT);
    const submit = await within(dialog).findByRole('button', { name: 'Create reseller' }, WAIT);
    await userEvent.type(within(dialog).getByLabelText(/Reseller name/), '   ');
    await userEvent.click(submit);
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/Reseller name/), 'Kestrel Voice');
    await userEvent.type(within(dialog).getByLabelText('Plan id'), 'plan_reseller');
    api.prefer('createReseller', 'code=500');
    await userEvent.click(submit);
    expect(await within(dialog).findByText(SERVER_FAILED, {}, WAIT)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Reseller name/)).toHaveValue('   Kestrel Voice');
    expect(within(dialog).getByLabelText('Plan id')).toHaveValue('plan_reseller');

    api.prefer('createReseller', '');
    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New reseller' })).toBeNull(), WAIT);
    expect(api.bodies('createReseller').at(-1)).toEqual({
      resellerName: 'Kestrel Voice',
      productPlanId: 'plan_reseller',
    });
    const table = await screen.findByRole('table', { name: 'Resellers' }, WAIT);
    const row = (await within(table).findByRole('link', { name: 'Kestrel Voice' }, WAIT)).closest('tr');
    expect(row).toHaveAttribute('data-highlighted');
  });

  it('createAgentAccount: the name is required; a failure keeps the values; success lists the agent highlighted', async () => {
    await renderRoute('/app/org/3001/agents?createAgentAccount', { token: ORG });
    const dialog = await screen.findByRole('dialog', { name: 'Add agent' }, WAIT);
    const submit = await within(dialog).findByRole('button', { name: 'Add agent' }, WAIT);
    await userEvent.click(submit);
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/Agent name/), 'Sunrise Billing Line');
    await userEvent.type(within(dialog).getByLabelText('Contact person'), 'Ana Ruiz');
    api.prefer('createAgentAccount', 'code=500');
    await userEvent.click(submit);
    expect(await within(dialog).findByText(SERVER_FAILED, {}, WAIT)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Agent name/)).toHaveValue('Sunrise Billing Line');
    expect(within(dialog).getByLabelText('Contact person')).toHaveValue('Ana Ruiz');

    api.prefer('createAgentAccount', '');
    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add agent' })).toBeNull(), WAIT);
    expect(api.calls('createAgentAccount').at(-1)?.searchParams.get('targetOrganizationId')).toBe('3001');
    const table = await screen.findByRole('table', { name: 'Agents' }, WAIT);
    const row = (await within(table).findByText('Sunrise Billing Line', {}, WAIT)).closest('tr');
    expect(row).toHaveAttribute('data-highlighted');
  });

  it('a create overlay opened on the wrong level says where it belongs, with no form', async () => {
    await renderRoute('/app/org/3001/agents?createOrgAccount', { token: ORG });
    const dialog = await screen.findByRole('dialog', { name: 'New organization' }, WAIT);
    expect(
      await within(dialog).findByText('Open a reseller to create its organization accounts here.', {}, WAIT),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Create organization' })).toBeNull();
  });
});

describe('deleteOrganization', { timeout: 90_000 }, () => {
  it('asks for the name typed exactly; a failure keeps it and says so; success removes the organization', async () => {
    await renderRoute('/app/reseller/2001/organizations?deleteOrganization=3001', { token: RESELLER });
    const dialog = await screen.findByRole('dialog', { name: 'Delete organization' }, WAIT);
    const confirm = await within(dialog).findByLabelText(/Type the organization’s name to confirm/, {}, WAIT);
    const remove = within(dialog).getByRole('button', { name: 'Delete organization' });
    expect(remove).toBeDisabled();
    await userEvent.type(confirm, 'Sunrise Dental');
    expect(remove).toBeDisabled();
    await userEvent.type(confirm, ' Group');
    expect(remove).toBeEnabled();

    api.prefer('deleteOrganization', 'code=500');
    await userEvent.click(remove);
    expect(await within(dialog).findByText(SERVER_FAILED, {}, WAIT)).toBeInTheDocument();
    expect(confirm).toHaveValue('Sunrise Dental Group');
    expect(api.state(RESELLER).organizations).toEqual(expect.arrayContaining([expect.objectContaining({ id: 3001 })]));

    api.prefer('deleteOrganization', '');
    await userEvent.click(remove);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete organization' })).toBeNull(), WAIT);
    expect(api.bodies('deleteOrganization').at(-1)).toEqual({ targetOrganizationId: 3001 });
    expect(await screen.findByText('This reseller has no organizations yet.', {}, WAIT)).toBeInTheDocument();
  });
});

describe('info and preview', { timeout: 90_000 }, () => {
  it('orgInfo: the details, ids with copy buttons, links to its console and its agents', async () => {
    await renderRoute('/app/reseller/2001/organizations?orgInfo=3001', { token: RESELLER });
    const dialog = await screen.findByRole('dialog', { name: 'Organization' }, WAIT);
    expect(await within(dialog).findByRole('heading', { name: 'Sunrise Dental Group' }, WAIT)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy account id' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy username' })).toBeInTheDocument();
    expect(within(dialog).getByText('3001')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open console' })).toHaveAttribute('href', '/app/org/3001');
    expect(within(dialog).getByRole('link', { name: 'Agents' })).toHaveAttribute('href', '/app/org/3001/agents');
    expect(await within(dialog).findByText('Minutes', {}, WAIT)).toBeInTheDocument();
  });

  it('partnerInfo and resellerInfo name their own lists; the wrong type says so', async () => {
    await renderRoute('/app/partner/1001/resellers?partnerInfo=1001', { token: PARTNER });
    let dialog = await screen.findByRole('dialog', { name: 'Partner' }, WAIT);
    expect(await within(dialog).findByRole('link', { name: 'Resellers' }, WAIT)).toHaveAttribute(
      'href',
      '/app/partner/1001/resellers',
    );
    expect(within(dialog).getByRole('button', { name: 'Copy account id' })).toBeInTheDocument();
    cleanup();

    await renderRoute('/app/partner/1001/resellers?resellerInfo=2001', { token: PARTNER });
    dialog = await screen.findByRole('dialog', { name: 'Reseller' }, WAIT);
    expect(await within(dialog).findByRole('heading', { name: 'Bluebird Telecom' }, WAIT)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Organizations' })).toHaveAttribute(
      'href',
      '/app/reseller/2001/organizations',
    );
    cleanup();

    await renderRoute('/app/partner/1001/resellers?resellerInfo=3001', { token: PARTNER });
    dialog = await screen.findByRole('dialog', { name: 'Reseller' }, WAIT);
    expect(await within(dialog).findByText('Account type does not match', {}, WAIT)).toBeInTheDocument();
  });

  it('resellerPreview lists the reseller’s first organizations, each a link into its console', async () => {
    await renderRoute('/app/partner/1001/resellers?resellerPreview=2001', { token: PARTNER });
    const dialog = await screen.findByRole('dialog', { name: 'Reseller preview' }, WAIT);
    expect(await within(dialog).findByRole('link', { name: 'Sunrise Dental Group' }, WAIT)).toHaveAttribute(
      'href',
      '/app/reseller/2001/org/3001',
    );
    expect(within(dialog).getByText('1 organization')).toBeInTheDocument();
  });
});

describe('reseller and partner takeovers', { timeout: 90_000 }, () => {
  it('resellerTakeover: a failed takeover says so and leaves the session as it was', async () => {
    asAdmin();
    await renderRoute('/app/partner/1001/resellers?resellerTakeover=2001', { token: ADMIN });
    const dialog = await screen.findByRole('dialog', { name: 'Take over reseller' }, WAIT);
    const button = await within(dialog).findByRole('button', { name: 'Take over Bluebird Telecom' }, WAIT);
    // The takeover's own call (the account afresh, with its token) fails.
    api.override('getAccount', (_request, url) => {
      const failing = url.searchParams.get('targetAccountId') === '2001';
      const res = api.engine.handle({
        method: 'GET',
        url: url.pathname + url.search,
        headers: failing ? { prefer: 'code=500' } : {},
        body: undefined,
      });
      return { status: res.status, body: JSON.parse(res.body) as unknown };
    });
    await userEvent.click(button);
    expect(await within(dialog).findByText(SERVER_FAILED, {}, WAIT)).toBeInTheDocument();
    expect(getCredentials()).toEqual({ token: ADMIN, adminToken: null });
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Takeover' })).toBeNull();
  });

  it('partnerTakeover: acts with the partner’s token and keeps the admin’s as adminToken', async () => {
    asAdmin();
    await renderRoute('/app/partner/1001/resellers?partnerTakeover=1001', { token: ADMIN });
    const dialog = await screen.findByRole('dialog', { name: 'Take over partner' }, WAIT);
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Take over / }, WAIT));
    const banner = await screen.findByRole('region', { name: 'Takeover' }, { timeout: 20_000 });
    expect(banner).toHaveTextContent('You are acting as');
    expect(getCredentials().adminToken).toBe(ADMIN);
    expect(getCredentials().token).toMatch(/^tok_1001_/);
  });

  it('a takeover of the wrong type says so and offers nothing to press', async () => {
    asAdmin();
    await renderRoute('/app/partner/1001/resellers?partnerTakeover=2001', { token: ADMIN });
    const dialog = await screen.findByRole('dialog', { name: 'Take over partner' }, WAIT);
    expect(await within(dialog).findByText('Account type does not match', {}, WAIT)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Take over / })).toBeNull();
  });
});
