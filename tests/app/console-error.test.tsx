// @vitest-environment jsdom
// The console's own error screen: when the console itself cannot start (here: putting a session
// in place throws), the light public frame shows the error with Try again, without the sidebar
// or any account action, and Try again starts over.
import { describe, it, expect, afterEach, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import type * as SessionModule from '@/features/session';
import { renderRoute } from '../harness/render-route';
import { accountsById, agentAccount } from '../harness/fixtures';

const ensureSession = vi.hoisted(() => vi.fn<() => Promise<string | null>>());
vi.mock('@/features/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  ensureSession,
}));

afterEach(() => {
  cleanup();
  clearCredentials();
  ensureSession.mockReset();
});

const own = { ...agentAccount, id: 4999, organizationId: 9999, accountName: 'Own agent', details: {} };
const answers = { 'GET /api/v1/account': accountsById(own, []) };

describe('the console cannot start', () => {
  it('shows the error in the public frame, with no account actions, and Try again recovers', async () => {
    ensureSession.mockRejectedValueOnce(new Error('storage exploded')).mockResolvedValue('tok');
    await renderRoute('/app', { answers });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be shown.');
    // The raw exception text is never shown.
    expect(alert).not.toHaveTextContent('storage exploded');
    // The public frame: brand, help and theme; not the console's sidebar nor its sign-in.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(ensureSession).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('heading', { name: 'Own agent' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('This page could not be shown.')).not.toBeInTheDocument());
    expect(ensureSession).toHaveBeenCalledTimes(2);
  });
});
