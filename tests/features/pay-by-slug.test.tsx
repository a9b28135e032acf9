// @vitest-environment jsdom
import { describe, it, expect, afterEach, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PayBySlug } from '@/features/billing';
import { renderWithProviders, stubApi } from '../render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const LN =
  'lnbc274540n1pn8x7ahpp5q9z3w6e8r7t5y4u2i0o9p8a7s6d5f4g3h2j1k0l9z8x7c6v5b4n3mdq2w3jhxapqd9h8vmmfvdjscqzzsxqyz5vqsp5';
const SLUG = {
  success: true,
  paymentSlug: {
    slug: 'sunrisedental',
    username: 'sunrisedental',
    name: 'Sunrise Dental Group',
    image: 'https://cdn.vida.example/avatars/sunrisedental.png',
    amount: null,
    unit: 'USD',
  },
};
const now = Math.floor(Date.now() / 1000);
const INVOICE = { success: true, lnInvoice: LN, amount: 40.5, unit: 'USD', amountSats: 27454, expiresAt: now + 3600 };
const READY = { ready: true };

describe('PayBySlug', () => {
  it('shows who is paid, refuses a bad amount, then shows the invoice to copy', async () => {
    const bodies: unknown[] = [];
    const { requests } = stubApi({
      'POST /api/v1/fetchPaymentSlug': { body: SLUG },
      'POST /api/v1/requestInvoice': (req) => {
        void req
          .clone()
          .json()
          .then((b) => bodies.push(b));
        return { body: INVOICE };
      },
    });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<PayBySlug slug="sunrisedental" session={READY} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Pay Sunrise Dental Group' })).toBeInTheDocument();
    const amount = screen.getByLabelText(/Amount \(USD\)/);
    await userEvent.type(amount, '40.123');
    await userEvent.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByText(/Enter an amount above 0/)).toBeInTheDocument();
    expect(requests.filter((r) => r.url.includes('requestInvoice'))).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '40.5');
    await userEvent.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByRole('heading', { name: 'Lightning invoice' })).toBeInTheDocument();
    expect(bodies).toEqual([{ amount: 40.5, unit: 'USD', slug: 'sunrisedental' }]);
    expect(screen.getByText('40.50 USD')).toBeInTheDocument();
    expect(screen.getByText(/27,454 sats/)).toBeInTheDocument();
    expect(screen.getByTestId('invoice-state')).toHaveTextContent('Awaiting payment');
    expect(screen.getByLabelText('Invoice to pay')).toHaveValue(LN);

    await userEvent.click(screen.getByRole('button', { name: 'Copy invoice' }));
    expect(writeText).toHaveBeenCalledWith(LN);
    expect(await screen.findByText('Invoice copied.')).toBeInTheDocument();
  });

  it('uses the fixed amount of the slug without asking for one', async () => {
    stubApi({
      'POST /api/v1/fetchPaymentSlug': { body: { ...SLUG, paymentSlug: { ...SLUG.paymentSlug, amount: 25 } } },
      'POST /api/v1/requestInvoice': { body: { ...INVOICE, amount: 25 } },
    });
    renderWithProviders(<PayBySlug slug="sunrisedental" session={READY} />);
    expect(await screen.findByText('25.00 USD')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Amount \(USD\)/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByLabelText('Invoice to pay')).toHaveValue(LN);
  });

  it('shows an expired invoice as expired', async () => {
    stubApi({
      'POST /api/v1/fetchPaymentSlug': { body: SLUG },
      'POST /api/v1/requestInvoice': { body: { ...INVOICE, expiresAt: now - 10 } },
    });
    renderWithProviders(<PayBySlug slug="sunrisedental" session={READY} />);
    await userEvent.type(await screen.findByLabelText(/Amount \(USD\)/), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByTestId('invoice-state')).toHaveTextContent('Expired');
    expect(screen.getByRole('button', { name: 'Copy invoice' })).toBeDisabled();
  });

  it('says so when the invoice cannot be created', async () => {
    stubApi({
      'POST /api/v1/fetchPaymentSlug': { body: SLUG },
      'POST /api/v1/requestInvoice': { status: 500, body: { success: false, message: 'boom' } },
    });
    renderWithProviders(<PayBySlug slug="sunrisedental" session={READY} />);
    await userEvent.type(await screen.findByLabelText(/Amount \(USD\)/), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not create the invoice.');
  });

  it('waits for the session before an invoice can be requested', async () => {
    stubApi({ 'POST /api/v1/fetchPaymentSlug': { body: SLUG } });
    const retry = vi.fn();
    renderWithProviders(
      <PayBySlug
        slug="sunrisedental"
        session={{ ready: false, error: { message: 'Error fetching temp user session', retry } }}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Create invoice' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching temp user session');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });

  it.each([
    [404, 'Payment page not found'],
    [400, 'Payment page not found'],
  ])('an unknown slug (%s) says the page is not found', async (status, heading) => {
    stubApi({ 'POST /api/v1/fetchPaymentSlug': { status, body: { success: false, message: 'Not found' } } });
    renderWithProviders(<PayBySlug slug="nobody" session={READY} />);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('does not call the server for an invalid slug', () => {
    const { requests } = stubApi({});
    renderWithProviders(<PayBySlug slug="../etc" session={READY} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment page not found' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows an error with a retry when the page cannot be loaded', async () => {
    let fail = true;
    stubApi({
      'POST /api/v1/fetchPaymentSlug': () =>
        fail ? { status: 500, body: { success: false, message: 'boom' } } : { body: SLUG },
    });
    renderWithProviders(<PayBySlug slug="sunrisedental" session={READY} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this payment page.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay Sunrise Dental Group' })).toBeInTheDocument();
  });
});
