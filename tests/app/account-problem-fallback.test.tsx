// @vitest-environment jsdom
// The frame's "account not found" panel is a chunk of its own (issue 28 §4). When that chunk
// cannot load (offline, a new deployment), a plain line still says what is wrong and links back,
// instead of the console's error page.
import { describe, it, expect, afterEach, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../harness/render-route';
import { useMockApi } from '../harness/mock-api';

vi.mock('@/app/frames/account-problem', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

useMockApi();

afterEach(() => {
  cleanup();
  clearCredentials();
  localStorage.clear();
});

describe('the account problem panel, its code not loaded', () => {
  it('says "Account not found" and links back to the own account', async () => {
    await renderRoute('/app/org/99999');
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Account not found.');
    expect(screen.getByRole('link', { name: 'Back to my account' })).toHaveAttribute('href', '/app');
    expect(screen.queryByText(/could not be shown/i)).toBeNull();
  });
});
