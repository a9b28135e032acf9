// @vitest-environment jsdom
// Issue 28 §2: a conversation is read once it is opened (and stays read after it is answered):
// the list shows it read at once, and the next read of the list, from the server, says so too.
import { describe, it, expect, afterEach, beforeEach, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';

const api = useMockApi();

beforeEach(() => {
  localStorage.clear();
  // jsdom has no layout; the virtualised list measures its box, so give every box a size.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
  // jsdom has no ResizeObserver; the popovers' positioning asks for one.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  clearCredentials();
  vi.unstubAllGlobals();
});

const roomRow = async (name: RegExp) => {
  const list = await screen.findByRole('list', { name: /conversations/ });
  return within(list).findByRole('button', { name });
};

describe('the inbox read state', () => {
  it(
    'opening and answering a room marks it read, here and on the next read of the list',
    { timeout: 90_000 },
    async () => {
      await renderRoute('/inbox');
      const row = await roomRow(/James Whitfield/);
      expect(row).toHaveTextContent('Unread');

      await userEvent.click(row);
      const view = await screen.findByRole('region', { name: /Conversation with James Whitfield/ });
      await within(view).findByText(/Inbound call/);
      await waitFor(async () => expect(await roomRow(/James Whitfield/)).not.toHaveTextContent('Unread'));

      // Answered: the list read again after the text still shows it read.
      const box = within(view).getByRole('textbox', { name: 'Message' });
      await waitFor(() => expect(box).toBeEnabled());
      const lists = api.calls('listConversations').length;
      await userEvent.type(box, 'Thursday at 3pm works.{Enter}');
      await waitFor(() => expect(api.bodies('sendOutboundSms')).toHaveLength(1));
      await waitFor(() => expect(api.calls('listConversations').length).toBeGreaterThan(lists));
      await waitFor(async () => expect(await roomRow(/James Whitfield/)).not.toHaveTextContent('Unread'));

      // A new visit reads the list from the server: the room is read there too.
      cleanup();
      localStorage.clear();
      await renderRoute('/inbox');
      await waitFor(async () => expect(await roomRow(/James Whitfield/)).not.toHaveTextContent('Unread'));
    },
  );

  it('“Mark as unread” flags it unread again, on the server too', async () => {
    await renderRoute('/inbox?active=room_8a41c2');
    const view = await screen.findByRole('region', { name: /Conversation with James Whitfield/ });
    await within(view).findByText(/Inbound call/);
    await waitFor(async () => expect(await roomRow(/James Whitfield/)).not.toHaveTextContent('Unread'));

    await userEvent.click(within(view).getByRole('button', { name: 'More actions' }));
    const item = await screen.findByRole('menuitem', { name: /Mark as unread/ });
    await waitFor(() => expect(item).toBeVisible());
    // The menu takes the focus a moment after it opens: press once more per try until highlighted.
    await waitFor(
      async () => {
        if (!item.hasAttribute('data-highlighted')) await userEvent.keyboard('{ArrowDown}');
        expect(item).toHaveAttribute('data-highlighted');
      },
      { timeout: 10_000 },
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(api.bodies('markPriorityActivityUnread')).toEqual([{ roomId: 'room_8a41c2' }]));
    await waitFor(async () => expect(await roomRow(/James Whitfield/)).toHaveTextContent('Unread'));
  });
});
