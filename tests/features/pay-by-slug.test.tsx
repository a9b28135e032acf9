// @vitest-environment jsdom
import { describe, it, expect, afterEach, beforeEach, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PayBySlug } from '@/features/billing';
import { clearCredentials, setCredentials } from '@/api/credentials';
import { renderWithProviders } from '../render';
import { MOCK_TOKEN, useMockApi } from '../harness/mock-api';

const api = useMockApi();

// The payer holds the anonymous session the page allocates (`session` says it is ready).
beforeEach(() => setCredentials({ token: MOCK_TOKEN }));
afterEach(() => {
  cleanup();
  clearCredentials();
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
const INVOICE = { success: true, lnInvoice: LN, amount: 5, unit: 'USD', amountSats: 3389, createdAt: now - 3610 };
const READY = { ready: true };

type Invoice = { lnInvoice: string; amountSats: number };
/** The invoice the engine made for this test's one request. */
const invoiceAnswered = () => {
  const answers = api.answers('requestInvoice') as Invoice[];
  expect(answers).toHaveLength(1);
  return answers[0]!;
};

describe('PayBySlug', () => {
  it('shows who is paid, refuses a bad amount, then shows the invoice to copy', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<PayBySlug slug="sunrisedental" session={READY} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Pay Sunrise Dental Group' })).toBeInTheDocument();
    const amount = screen.getByLabelText(/Amount \(USD\)/);
    await userEvent.type(amount, '40.123');
    await userEvent.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByText(/Enter an amount above 0/)).toBeInTheDocument();
    expect(api.calls('requestInvoice')).toHaveLength(0);
    expect(api.bodies('getPaymentSlug')).toEqual([{ slug: 'sunrisedental' }]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '40.5');
    await userEvent.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByRole('heading', { name: 'Lightning invoice' })).toBeInTheDocument();
    expect(api.bodies('requestInvoice')).toEqual([{ amount: 40.5, unit: 'USD', slug: 'sunrisedental' }]);
    const invoice = invoiceAnswered();
    expect(screen.getByText('40.50 USD')).toBeInTheDocument();
    expect(invoice.amountSats).toBeGreaterThan(1000);
    expect(screen.getByText(new RegExp(`${invoice.amountSats.toLocaleString('en-US')} sats`))).toBeInTheDocument();
    expect(screen.getByTestId('invoice-state')).toHaveTextContent('Awaiting payment');
    expect(screen.getByLabelText('Invoice to pay')).toHaveValue(invoice.lnInvoice);

    await userEvent.click(screen.getByRole('button', { name: 'Copy invoice' }));
    expect(writeText).toHaveBeenCalledWith(invoice.lnInvoice);
    expect(await screen.findByText('Invoice copied.')).toBeInTheDocument();
  });

  it('uses the fixed amount of the slug without asking for one', async () => {
    api.override('getPaymentSlug', () => ({ body: { ...SLUG, paymentSlug: { ...SLUG.paymentSlug, amount: 25 } } }));
    renderWithProviders(<PayBySlug slug="sunrisedental" session={READY} />);
    expect(await screen.findByText('25.00 USD')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Amount \(USD\)/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByLabelText('Invoice to pay')).toHaveValue(invoiceAnswered().lnInvoice);
    expect(api.bodies('requestInvoice')).toEqual([{ amount: 25, unit: 'USD', slug: 'sunrisedental' }]);
  });

  it('shows an expired invoice as expired', async () => {
    // An invoice that was an hour old when it reached the page (the engine's are fresh).
    api.override('requestInvoice', () => ({ body: { ...INVOICE, expiresAt: now - 10 } }));
    renderWithProviders(<PayBySlug slug="sunrisedental" session={READY} />);
    await userEvent.type(await screen.findByLabelText(/Amount \(USD\)/), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByTestId('invoice-state')).toHaveTextContent('Expired');
    expect(screen.getByRole('button', { name: 'Copy invoice' })).toBeDisabled();
  });

  it('says so when the invoice cannot be created', async () => {
    api.prefer('requestInvoice', 'code=500');
    renderWithProviders(<PayBySlug slug="sunrisedental" session={READY} />);
    await userEvent.type(await screen.findByLabelText(/Amount \(USD\)/), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not create the invoice.');
    expect(api.requests.map((r) => [r.operationId, r.status])).toEqual([
      ['getPaymentSlug', 200],
      ['requestInvoice', 500],
    ]);
  });

  it('waits for the session before an invoice can be requested', async () => {
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
    expect(api.calls('requestInvoice')).toHaveLength(0);
  });

  it.each([
    ['404', 'Payment page not found'],
    ['400', 'Payment page not found'],
  ])('an unknown slug (%s) says the page is not found', async (code, heading) => {
    api.prefer('getPaymentSlug', `code=${code}`);
    renderWithProviders(<PayBySlug slug="nobody" session={READY} />);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(api.requests.map((r) => r.status)).toEqual([Number(code)]);
  });

  it('does not call the server for an invalid slug', () => {
    renderWithProviders(<PayBySlug slug="../etc" session={READY} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment page not found' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('shows an error with a retry when the page cannot be loaded', async () => {
    let fail = true;
    // The page fails until `fail` is cleared, then the engine answers.
    api.override('getPaymentSlug', () =>
      fail ? { status: 500, body: { success: false, message: 'Internal server error' } } : undefined,
    );
    renderWithProviders(<PayBySlug slug="sunrisedental" session={READY} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this payment page.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay Sunrise Dental Group' })).toBeInTheDocument();
  });
});
