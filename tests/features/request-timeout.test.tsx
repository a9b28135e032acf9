// @vitest-environment jsdom
// A hung call ends, after the transport's time limit, in the screen's usual error state with its
// retry, exactly like a failed call; the app's query client does not retry it on its own.
import { describe, it, expect, afterEach, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PayBySlug } from '@/features/billing';
import { DEFAULT_REQUEST_TIMEOUT_MS } from '@/api/config';
import { ApiError, TRANSPORT_MESSAGES } from '@/api/errors';
import { createQueryClient } from '@/app/query-client';
import { renderWithProviders } from '../render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const SLUG = {
  success: true,
  paymentSlug: {
    slug: 'sunrisedental',
    username: 'sunrisedental',
    name: 'Sunrise Dental Group',
    amount: null,
    unit: 'USD',
  },
};

describe('a hung call', () => {
  it('shows the error state with its retry after the time limit, and the retry recovers', async () => {
    // Fake setTimeout that still follows real time, so Testing Library's waits keep working.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    let hang = true;
    const requests: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) => {
        requests.push(request);
        if (!hang)
          return Promise.resolve(
            new Response(JSON.stringify(SLUG), { headers: { 'content-type': 'application/json' } }),
          );
        return new Promise<Response>((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true }),
        );
      }),
    );
    renderWithProviders(<PayBySlug slug="sunrisedental" session={{ ready: true }} />);
    expect(await screen.findByRole('status')).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(DEFAULT_REQUEST_TIMEOUT_MS);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this payment page.');
    expect(requests[0]!.signal.aborted).toBe(true);

    hang = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay Sunrise Dental Group' })).toBeInTheDocument();
  });

  it('is not retried by the query client (each try would wait the whole limit again)', () => {
    const retry = createQueryClient({ onInvalidSession: () => undefined }).getDefaultOptions().queries?.retry as (
      count: number,
      error: unknown,
    ) => boolean;
    expect(retry(0, new ApiError('timeout', 0, TRANSPORT_MESSAGES.timeout))).toBe(false);
    expect(retry(0, new ApiError('invalid', 0, TRANSPORT_MESSAGES.invalidPath))).toBe(false);
    expect(retry(0, new ApiError('network', 0, 'Failed to fetch'))).toBe(true);
    expect(retry(2, new ApiError('network', 0, 'Failed to fetch'))).toBe(false);
  });
});
