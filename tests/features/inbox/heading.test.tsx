// @vitest-environment jsdom
// The inbox page has one top-level heading (issue 28 follow-up): the layout has no title of its
// own, so it is visually hidden; on a phone too, with a room open or not.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';

useMockApi();

afterEach(() => {
  cleanup();
  clearCredentials();
});

describe('the inbox page', () => {
  it.each(['/inbox', '/inbox?active=room_8a41c2', '/inbox?filter=agent'])(
    '%s has exactly one h1, “Inbox”',
    async (url) => {
      await renderRoute(url);
      expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' }, { timeout: 15_000 })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    },
  );
});
