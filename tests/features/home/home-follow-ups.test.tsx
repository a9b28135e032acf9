// @vitest-environment jsdom
// Home, walkthrough follow-ups (issue 28): the checklist shows a number assigned after it was
// saved as done, and "Plan and billing" is offered only to whom the billing section is shown
// (the navigation's rule: canViewBilling, and the billing overlay in the account's allowed list).
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';

const api = useMockApi();

afterEach(() => {
  cleanup();
  clearCredentials();
});

const card = async (name: string) => screen.findByRole('region', { name });

type Entry = { id: number; settings?: Record<string, unknown>; vidaPhoneNumber?: string };

/** Edits the organization 3001 the pages below act on. */
const seedOrg = (edit: (org: Entry) => void) =>
  api.seed((state) => {
    const org = (state.organizations as Entry[]).find((o) => o.id === 3001);
    if (!org) throw new Error('the seed has no organization 3001');
    edit(org);
  });

/** The session signs in as the organization itself (an owner: billing follows showBilling). */
const asOrganizationOwner = (settings: Record<string, unknown> = {}) =>
  api.seed((state) => {
    const own = state.account as { settings?: Record<string, unknown> };
    state.account = { ...own, accountType: 'organization', settings: { ...own.settings, ...settings } };
  });

describe('the home checklist', () => {
  it('shows “Add a phone number” done once the account has a number, though the saved list predates it', async () => {
    seedOrg((org) => {
      org.vidaPhoneNumber = '14155550142';
      org.settings = { ...org.settings, walkthrough: { version: 1, completed: ['SETUP_AGENT'] } };
    });
    await renderRoute('/app/org/3001');
    const checklist = await card('Get your agent live');
    const list = within(checklist).getByRole('list', { name: 'Setup checklist' });
    const step = within(list)
      .getAllByRole('listitem')
      .find((li) => li.getAttribute('data-step') === 'ADD_NUMBER');
    expect(step).toHaveTextContent('Add a phone number (done)');
    expect(within(checklist).getByText('2 of 4 done')).toBeInTheDocument();
  });

  it('keeps “Add a phone number” to do while the account has no number', async () => {
    seedOrg((org) => {
      delete org.vidaPhoneNumber;
      org.settings = { ...org.settings, walkthrough: { version: 1, completed: ['SETUP_AGENT'] } };
    });
    await renderRoute('/app/org/3001');
    const checklist = await card('Get your agent live');
    const step = within(checklist)
      .getAllByRole('listitem')
      .find((li) => li.getAttribute('data-step') === 'ADD_NUMBER');
    expect(step).toHaveTextContent('Add a phone number (to do)');
  });
});

describe('the usage card’s “Plan and billing” link', () => {
  const billingLink = (region: HTMLElement) => within(region).queryByRole('link', { name: 'Plan and billing' });
  const navBilling = () =>
    within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Billing' });

  it('is offered to an owner the billing section is shown to, like the navigation', async () => {
    asOrganizationOwner();
    await renderRoute('/app/org/3001');
    const usage = await card('This period’s usage');
    expect(await within(usage).findByRole('link', { name: 'Plan and billing' })).toHaveAttribute(
      'href',
      '/app/org/3001/billing',
    );
    expect(navBilling()).not.toBeNull();
  });

  it('is not offered to an owner whose partner settings hide billing', async () => {
    asOrganizationOwner({ defaultOrgSettings: { showBilling: false } });
    seedOrg((org) => {
      org.settings = { ...org.settings, defaultOrgSettings: { showBilling: false } };
    });
    await renderRoute('/app/org/3001');
    const usage = await card('This period’s usage');
    expect(await within(usage).findByRole('link', { name: 'See usage' })).toBeInTheDocument();
    expect(billingLink(usage)).toBeNull();
    expect(navBilling()).toBeNull();
  });

  it('is not offered to an owner whose account’s allowed overlays leave billing out', async () => {
    asOrganizationOwner();
    seedOrg((org) => {
      org.settings = { ...org.settings, allowedOverlays: ['settings', 'contacts'] };
    });
    await renderRoute('/app/org/3001');
    const usage = await card('This period’s usage');
    expect(await within(usage).findByRole('link', { name: 'See usage' })).toBeInTheDocument();
    expect(billingLink(usage)).toBeNull();
    expect(navBilling()).toBeNull();
  });

  it('is not offered to a user who is not the organization (billing is owner-only)', async () => {
    // The mock's own session is an agent account (4001): no canViewBilling on organization 3001.
    await renderRoute('/app/org/3001');
    const usage = await card('This period’s usage');
    expect(await within(usage).findByRole('link', { name: 'See usage' })).toBeInTheDocument();
    expect(billingLink(usage)).toBeNull();
    expect(navBilling()).toBeNull();
  });
});

describe('an account the address names but the session cannot read', () => {
  it('says “Account not found” as the page’s one h1', async () => {
    await renderRoute('/app/org/9999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account not found' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to my account' })).toHaveAttribute('href', '/app');
  });
});
