// @vitest-environment jsdom
// The billing section against the mock engine: the current plan with its tiers and this period's
// estimate on the first paint, and a plan change through selectPlan that sends the return pages.
import { describe, it, expect, afterEach, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';

const api = useMockApi();

afterEach(() => {
  cleanup();
  clearCredentials();
  vi.unstubAllGlobals();
});

// The mock session's own account is an agent account (4001), which per spec 000 §6 sees no
// billing; these tests sign in as the organization itself (an owner: billing follows showBilling).
const asOrganizationOwner = () =>
  api.seed((state) => {
    state.account = { ...(state.account as object), accountType: 'organization' };
  });

describe('the billing section', () => {
  it('an agent account (the mock’s own session) is told billing is not shown to it', async () => {
    await renderRoute('/app/org/3001/billing');
    expect(await screen.findByText('Billing is not shown to you', {}, { timeout: 25_000 })).toBeInTheDocument();
  });

  it.each([
    ['subscription', 'Subscription'],
    ['planDetails', 'Plan details'],
    ['planOffered', 'Offered plan'],
  ])('?%s=true shows an agent account (no canViewBilling) no plan or price', async (flag, title) => {
    await renderRoute(`/app/org/3001/billing?${flag}=true`);
    const dialog = await screen.findByRole('dialog', { name: title }, { timeout: 25_000 });
    expect(await within(dialog).findByText('Billing is not shown to you')).toBeInTheDocument();
    expect(within(dialog).queryByText(/\$\d/)).toBeNull();
    expect(within(dialog).queryByRole('article')).toBeNull();
  });

  it('shows the current plan, its price tiers and this period’s estimate', async () => {
    asOrganizationOwner();
    await renderRoute('/app/org/3001/billing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' }, { timeout: 25_000 })).toBeInTheDocument();
    expect(screen.queryByText('Billing is not shown to you')).toBeNull();
    const plan = screen.getByRole('article', { name: 'Pro, monthly' });
    expect(within(plan).getByText('$99.00 a month')).toBeInTheDocument();
    const tiers = within(plan).getByRole('table', { name: 'Voice minutes pricing tiers' });
    expect(within(tiers).getByText('501 and up')).toBeInTheDocument();
    expect(within(tiers).getByText('$0.18')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Estimate of this period’s bill' })).toBeInTheDocument();
    expect(screen.getByTestId('estimate-total').textContent).toMatch(/^\$\d/);
    expect(api.calls('getCurrentPlan')[0]?.searchParams.get('targetAccountId')).toBe('3001');
    expect(api.calls('getUsage')[0]?.searchParams.get('billingPeriod')).toBe('current');
  });

  it('subscribes from selectPlan with the term and the return pages, and hands off to the checkout', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost', href: 'http://localhost/' });
    asOrganizationOwner();
    await renderRoute('/app/org/3001/billing?selectPlan=true');
    const dialog = await screen.findByRole('dialog', { name: 'Choose a plan' }, { timeout: 25_000 });
    expect(
      within(await within(dialog).findByRole('article', { name: 'Pro, monthly' })).getByText('Current plan'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yearly' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose Pro' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    const [body] = api.bodies('subscribeToPlan') as { productPlanId: string; term: string; successUrl: string }[];
    expect(body).toMatchObject({ productPlanId: 'plan_pro_yearly', term: 'year' });
    expect(body?.successUrl).toContain('/app/paymentSuccess?kind=plan');
    // A plan change on the billing page returns to the billing page as it is (no premium flag:
    // on this page `premium` would open the premium overlay).
    expect(new URL(body?.successUrl ?? '').searchParams.get('returnTo')).toMatch(/^\/app\/org[:/]3001\/billing$/);
    // The mock plays Chargebee: its hosted page returns to the success address with `id` and `state`.
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/[?&]id=hp_[0-9a-z]+&state=succeeded$/));
    expect(String(assign.mock.calls[0]?.[0]).startsWith(body?.successUrl ?? '-')).toBe(true);
  });
});
