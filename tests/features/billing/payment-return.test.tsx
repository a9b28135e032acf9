// @vitest-environment jsdom
// The payment success page reads the card provider's report in its address: Stripe's session or a
// Chargebee hosted page's id and state. A page the provider marks as not paid says so and offers
// to try again, and does not claim a change.
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';

useMockApi();

afterEach(() => {
  cleanup();
  clearCredentials();
});

describe('the payment success page', () => {
  it('after a Stripe checkout: the reference and the new balance', async () => {
    await renderRoute('/app/paymentSuccess?kind=credit&session_id=cs_test_00a1');
    expect(await screen.findByRole('heading', { name: 'Payment received' }, { timeout: 25_000 })).toBeInTheDocument();
    expect(screen.getByTestId('provider-reference')).toHaveTextContent('Stripe reference: cs_test_00a1');
    expect(await screen.findByTestId('what-changed')).toHaveTextContent(/Your wallet balance is now \$\d/);
  });

  it('a Chargebee page that was cancelled: nothing charged, try again, no claimed change', async () => {
    await renderRoute('/app/paymentSuccess?kind=plan&id=hp_7&state=cancelled&returnTo=%2Fapp%2Forg%2F3001%2Fbilling');
    expect(
      await screen.findByRole('heading', { name: 'Payment not completed' }, { timeout: 25_000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('provider-reference')).toHaveTextContent('Chargebee reference: hp_7');
    expect(screen.queryByTestId('what-changed')).toBeNull();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/app/org/3001/billing?selectPlan=true',
    );
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
  });

  it('a cancelled purchase from the premium gate tries again on the page, without claiming premium', async () => {
    const back = encodeURIComponent('/app/org/3001/inbox?premium=true&selectNumber=true');
    await renderRoute(`/app/paymentCancel?kind=plan&returnTo=${back}`);
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' }, { timeout: 25_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/app/org/3001/inbox?selectPlan=true',
    );
  });

  it('a malformed provider parameter is ignored, not shown', async () => {
    await renderRoute('/app/paymentSuccess?kind=plan&session_id=%3Cimg%20src%3Dx%3E');
    expect(await screen.findByRole('heading', { name: 'Payment received' }, { timeout: 25_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('provider-reference')).toBeNull();
  });
});
