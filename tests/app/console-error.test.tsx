// @vitest-environment jsdom
// The console's own error screen: when the console itself cannot start (here: putting a session
// in place throws), the light public frame shows the error with Try again, without the sidebar
// or any account action, and Try again starts over.
import { describe, it, expect, afterEach, beforeEach, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import type * as SessionModule from '@/features/session';
import { renderRoute } from '../harness/render-route';
import { useMockApi } from '../harness/mock-api';
import { ownAgentElsewhere } from '../harness/fixtures';

const api = useMockApi();

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

// The session's own account, as the engine keeps it.
beforeEach(() => {
  api.seed((state) => ownAgentElsewhere(state, { details: {} }));
});

describe('the console cannot start', () => {
  it(
    'shows the error in the public frame, with no account actions, and Try again recovers',
    { timeout: 60_000 },
    async () => {
      ensureSession.mockRejectedValueOnce(new Error('storage exploded')).mockResolvedValue('tok');
      await renderRoute('/app');

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
      // The console's page loads its code now: on a busy machine that takes a while.
      expect(await screen.findByRole('heading', { name: 'Own agent' }, { timeout: 20_000 })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('This page could not be shown.')).not.toBeInTheDocument());
      expect(ensureSession).toHaveBeenCalledTimes(2);
    },
  );
});
