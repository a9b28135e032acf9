// @vitest-environment jsdom
import { describe, it, expect, afterEach, beforeEach, onTestFinished, vi } from 'vitest';
import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InboxScreen, prefetchInbox, type InboxScreenProps, type InboxSearch } from '@/features/inbox';
import { ActivityPanel } from '@/features/inbox/activity-panel';
import { ConfirmDialogHost, Toaster } from '@/components/feedback';
import { clearCredentials, setCredentials } from '@/api/credentials';
import { STORAGE_KEYS } from '@/lib/storage';
import { renderWithProviders } from '../render';
import { MOCK_TOKEN, useMockApi, type OperationId } from '../harness/mock-api';
import { ActingAccountProvider, actingRouteOf, useResolveActingAccount } from '@/hooks/acting-account';
import { inboxAgentAccount, room } from '../fixtures';

const account = inboxAgentAccount;
const api = useMockApi();
type Override = Parameters<typeof api.override>[1];

/** Pages of `total` rooms, 20 per page, as the server would answer them. The engine keeps no room
 * list of its own (it answers the contract's example), so a list of a given length is a one-off
 * answer; every other call of the inbox goes to the engine. */
const pagedRooms =
  (total: number): Override =>
  (_req, url) => {
    const page = Number(url.searchParams.get('page') ?? 0);
    const rooms = Array.from({ length: Math.max(0, Math.min(20, total - page * 20)) }, (_, i) => room(page * 20 + i));
    return { body: { success: true, rooms, totalRooms: total, pageSize: 20, pageNumber: page } };
  };
const failing = (message: string) => ({ status: 500, body: { success: false, message } });

/** The inbox acts on the console's acting account: resolved here from the stubbed account, as the
 * console frame does. */
function Acting({ children }: { children: ReactNode }) {
  const state = useResolveActingAccount(actingRouteOf([]));
  return state.status === 'ready' ? (
    <ActingAccountProvider value={state.acting}>{children}</ActingAccountProvider>
  ) : null;
}

function Harness(props: {
  initial?: InboxSearch;
  openOverlay?: InboxScreenProps['openOverlay'];
  onSearch?: (s: InboxSearch) => void;
}) {
  const [search, setSearchState] = useState<InboxSearch>(props.initial ?? {});
  return (
    <Acting>
      <InboxScreen
        search={search}
        setSearch={(patch) =>
          setSearchState((prev) => {
            const next: Record<string, unknown> = { ...prev };
            for (const [k, v] of Object.entries(patch)) {
              if (v === undefined) delete next[k];
              else next[k] = v;
            }
            props.onSearch?.(next as InboxSearch);
            return next as InboxSearch;
          })
        }
        openOverlay={props.openOverlay ?? vi.fn()}
      />
      <ConfirmDialogHost />
      <Toaster />
    </Acting>
  );
}

/** The room `room_1` of the list, with a message whose text is markup (the engine answers its
 * example room for any id). */
const room1 = {
  success: true,
  rooms: [room(1)],
  totalRooms: 1,
  messages: [
    { id: 'm1', roomId: 'room_1', message: 'Hello <b>there</b>', timestamp: 1_763_700_000, sender: '14155550001' },
  ],
};

/** The session's account (`acct` over the mock's own), the priority list of `pagedRooms(3)` and
 * `room_1`; `extra` forces other answers by operation. The junk list, the AI switch, the block
 * state, the activity and the group room are the engine's. */
function mockInbox(extra: Partial<Record<OperationId, Override>> = {}, acct: Record<string, unknown> = account) {
  api.seed((state) => {
    const { success: _s, ...own } = acct;
    state.account = { ...(state.account as object), ...own };
  });
  api.override('listConversations', pagedRooms(3));
  api.override('getConversation', (_req, url) => (url.pathname.endsWith('/room_1') ? { body: room1 } : undefined));
  api.overrideAll(extra);
}

const listParams = () => api.calls('listConversations').map((url) => url.searchParams);
const roomParams = (roomId: string) =>
  api
    .calls('getConversation')
    .filter((url) => url.pathname.endsWith(`/${roomId}`))
    .map((url) => url.searchParams);

/** Lets every answer, render and follow-up request run to the end: the client has nothing in
 * flight, twice in a row across a macrotask turn (no sleep of a guessed length). */
async function settled(queryClient: QueryClient) {
  for (let idle = 0; idle < 2;) {
    await act(async () => {
      await new Promise<void>((r) => queueMicrotask(r));
    });
    await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
    idle += 1;
  }
}

// The first render loads the screen's modules: on a busy machine that takes longer than findBy's 1 s.
const roomList = () => screen.findByRole('list', { name: /conversations/ }, { timeout: 15_000 });

beforeEach(() => {
  setCredentials({ token: MOCK_TOKEN });
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
  vi.restoreAllMocks();
});

describe('InboxScreen', () => {
  it('lists the priority rooms with name, last message and unread state, 20 per page from page 0', async () => {
    mockInbox();
    renderWithProviders(<Harness />);
    const list = await roomList();
    const rows = await within(list).findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Person 0');
    expect(rows[0]).toHaveTextContent('Message 0');
    expect(rows[0]).toHaveTextContent('Unread');
    expect(rows[1]).not.toHaveTextContent('Unread');
    const [params] = listParams();
    expect(params?.get('page')).toBe('0');
    expect(params?.get('pageSize')).toBe('20');
    expect(params?.get('unread')).toBeNull();
  });

  it('opening a room sets active; the room shows its messages as text, never HTML', async () => {
    mockInbox();
    const onSearch = vi.fn();
    renderWithProviders(<Harness onSearch={onSearch} />);
    const list = await roomList();
    await userEvent.click(await within(list).findByRole('button', { name: /Person 1/ }));
    expect(onSearch).toHaveBeenLastCalledWith({ active: 'room_1' });
    const view = await screen.findByRole('region', { name: 'Conversation with Person 1' });
    expect(await within(view).findByText('Hello <b>there</b>')).toBeInTheDocument();
    expect(view.querySelector('b')).toBeNull();
    await userEvent.click(within(view).getByRole('button', { name: 'Close the room view' }));
    expect(onSearch).toHaveBeenLastCalledWith({});
  });

  it('acting on another account, every room page and the room itself send its targetAccountId', async () => {
    mockInbox({ listConversations: pagedRooms(25) });
    renderWithProviders(
      <ActingAccountProvider value={{ path: [], targetAccountId: 3001, type: 'agent', id: 3001, orgId: null, account }}>
        <InboxScreen search={{ active: 'room_1' }} setSearch={vi.fn()} openOverlay={vi.fn()} />
      </ActingAccountProvider>,
    );
    await roomList();
    await screen.findByRole('region', { name: /Conversation with/ });
    const pages = listParams();
    expect(pages.length).toBeGreaterThan(0);
    for (const p of pages) expect(p.get('targetAccountId')).toBe('3001');
    await waitFor(() => expect(roomParams('room_1')[0]?.get('targetAccountId')).toBe('3001'));
  });

  it('the search narrows the loaded rooms; / focuses it, Escape clears it', async () => {
    mockInbox();
    renderWithProviders(<Harness />);
    const list = await roomList();
    await within(list).findByRole('button', { name: /Person 2/ });
    fireEvent.keyDown(document.body, { key: '/' });
    const search = screen.getByRole('searchbox', { name: 'Search conversations' });
    expect(search).toHaveFocus();
    await userEvent.type(search, 'person 2');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    expect(search).toHaveValue('');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('lists the shortcuts in a help popover (? or the keyboard button)', async () => {
    mockInbox();
    renderWithProviders(<Harness />);
    await roomList();
    fireEvent.keyDown(document.body, { key: '?' });
    expect(await screen.findByText('Next conversation')).toBeInTheDocument();
    expect(screen.getByText('Search conversations')).toBeInTheDocument();
  });

  it('switching tabs clears the active room and lists the junk (agent) conversations', async () => {
    const onSearch = vi.fn();
    mockInbox();
    renderWithProviders(<Harness initial={{ active: 'room_1' }} onSearch={onSearch} />);
    await screen.findByRole('region', { name: /Conversation with/ });
    await userEvent.click(screen.getByRole('tab', { name: 'Junk' }));
    expect(onSearch).toHaveBeenLastCalledWith({ filter: 'agent' });
    expect(screen.queryByRole('region', { name: /Conversation with/ })).toBeNull();
    // The engine's junk list (the contract's example): Oakridge Insurance.
    expect(await screen.findByRole('button', { name: /Oakridge Insurance/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Junk' })).toHaveAttribute('aria-selected', 'true');
  });

  it('the tabs follow the keyboard: one tab stop, arrows switch', async () => {
    const onSearch = vi.fn();
    mockInbox();
    renderWithProviders(<Harness onSearch={onSearch} />);
    await roomList();
    const priority = screen.getByRole('tab', { name: 'Priority' });
    expect(priority).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Junk' })).toHaveAttribute('tabindex', '-1');
    priority.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onSearch).toHaveBeenLastCalledWith({ filter: 'agent' });
    expect(screen.getByRole('tab', { name: 'Junk' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onSearch).toHaveBeenLastCalledWith({});
  });

  it('the unread filter asks again from page 0 with unread=true', async () => {
    mockInbox({ listConversations: pagedRooms(45) });
    renderWithProviders(<Harness />);
    await roomList();
    await userEvent.click(screen.getByLabelText('Unread only'));
    await waitFor(() => expect(listParams().some((p) => p.get('unread') === 'true')).toBe(true));
    const unread = listParams().filter((p) => p.get('unread') === 'true');
    expect(unread[0]?.get('page')).toBe('0');
  });

  it('the tabs and the unread filter keep each list where it was scrolled', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(1440);
    const scrolledTo: unknown[] = [];
    const original = HTMLElement.prototype.scrollTo;
    onTestFinished(() => {
      HTMLElement.prototype.scrollTo = original;
    });
    HTMLElement.prototype.scrollTo = function (this: HTMLElement, options?: ScrollToOptions | number) {
      if (this.dataset.testid === 'room-list' && typeof options === 'object') scrolledTo.push(options.top);
    } as typeof HTMLElement.prototype.scrollTo;
    mockInbox({ listConversations: pagedRooms(45) });
    renderWithProviders(<Harness />);
    await roomList();
    const box = screen.getByTestId('room-list');
    box.scrollTop = 250;
    fireEvent.scroll(box);
    await userEvent.click(screen.getByLabelText('Unread only'));
    await userEvent.click(screen.getByLabelText('Unread only'));
    await roomList();
    await waitFor(() => expect(scrolledTo.at(-1)).toBe(250));
    await userEvent.click(screen.getByRole('tab', { name: 'Junk' }));
    await roomList();
    await userEvent.click(screen.getByRole('tab', { name: 'Priority' }));
    await roomList();
    await within(await roomList()).findByRole('button', { name: /Person 2/ });
    await waitFor(() => expect(scrolledTo.at(-1)).toBe(250));
  }, 20_000);

  it('loads the next page only within 400 px of the bottom, and stops after ceil(totalRooms / 20) pages', async () => {
    // jsdom has no layout: the list box is 640 px tall and its content 1440 px, from the start.
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(1440);
    mockInbox({ listConversations: pagedRooms(45) });
    const { queryClient } = renderWithProviders(<Harness />);
    await roomList();
    const box = screen.getByTestId('room-list');
    const pages = () => listParams().map((p) => p.get('page'));
    await settled(queryClient);
    expect(pages()).toEqual(['0']);

    box.scrollTop = 399; // 1440 - 1039 = 401 px from the bottom: not yet
    fireEvent.scroll(box);
    await settled(queryClient);
    expect(pages()).toEqual(['0']);

    for (let i = 0; i < 4; i++) {
      box.scrollTop = 800; // at the bottom
      fireEvent.scroll(box);
      await settled(queryClient);
    }
    await waitFor(() => expect(pages()).toContain('2'));
    await settled(queryClient);
    expect(pages()).toEqual(['0', '1', '2']);
  });

  it('a failed next page is not asked for again by itself; Retry asks once more', async () => {
    mockInbox({
      listConversations: (req, url) =>
        url.searchParams.get('page') === '1' ? failing('Internal server error') : pagedRooms(45)(req, url),
    });
    const { queryClient } = renderWithProviders(<Harness />);
    await roomList();
    const page1 = () => listParams().filter((p) => p.get('page') === '1').length;
    // jsdom reports no scroll height, so the list counts as scrolled to the end at once.
    const alert = await screen.findByText('More conversations could not be loaded.');
    await settled(queryClient);
    expect(page1()).toBe(1);
    await userEvent.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }),
    );
    await waitFor(() => expect(page1()).toBe(2));
    await settled(queryClient);
    expect(page1()).toBe(2);
  });

  it('a failed list shows an error with Retry that recovers', async () => {
    let fail = true;
    mockInbox({ listConversations: (req, url) => (fail ? failing('Upstream unavailable') : pagedRooms(3)(req, url)) });
    renderWithProviders(<Harness />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The conversations could not be loaded.');
    expect(alert).toHaveTextContent('Upstream unavailable');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await roomList()).toBeInTheDocument();
  });

  it("a list the page's loader failed to get shows its error at once; only Retry asks again", async () => {
    let fail = true;
    mockInbox({ listConversations: (req, url) => (fail ? failing('Upstream unavailable') : pagedRooms(3)(req, url)) });
    // The route's loader starts the first page (and the open room) before the inbox renders.
    function AfterLoader({ children }: { children: ReactNode }) {
      const queryClient = useQueryClient();
      const [loaded, setLoaded] = useState(false);
      useEffect(() => {
        void prefetchInbox(queryClient, { tab: 'priority', active: 'room_1', targetAccountId: undefined }).then(() =>
          setLoaded(true),
        );
      }, [queryClient]);
      return loaded ? children : null;
    }
    const { queryClient } = renderWithProviders(
      <AfterLoader>
        <Harness initial={{ active: 'room_1' }} />
      </AfterLoader>,
    );
    const alert = (await screen.findByText('The conversations could not be loaded.', {}, { timeout: 5000 })).closest(
      '[role="alert"]',
    ) as HTMLElement;
    await settled(queryClient);
    const listCalls = () => listParams().length;
    // The loader's answer is the list's: the mount does not ask the server again.
    expect(listCalls()).toBe(1);
    // The open room came with the loader too, and is read from it.
    expect(roomParams('room_1')).toHaveLength(1);
    expect(await screen.findByText('Hello <b>there</b>')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await roomList()).toBeInTheDocument();
    expect(listCalls()).toBe(2);
  });

  it('caches at most 100 rooms per account and tab, and shows them while the list loads', async () => {
    mockInbox();
    const first = renderWithProviders(<Harness />);
    await roomList();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.inboxCache)).toContain('room_2'));
    first.unmount();

    // The next visit answers slowly: the cached rooms show meanwhile.
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    api.override('listConversations', async () => {
      await gate;
      return { body: { success: true, rooms: [room(7)], totalRooms: 1 } };
    });
    renderWithProviders(<Harness />);
    expect(await screen.findByRole('button', { name: /Person 2/ })).toBeInTheDocument();
    act(() => release());
    expect(await screen.findByRole('button', { name: /Person 7/ })).toBeInTheDocument();
  });
  it('clearing activity clears the room from the local cache, and clearing all clears the cache', async () => {
    // The activity names a room of the list (the engine's example names its own rooms).
    mockInbox({
      listPriorityActivity: () => ({ body: { success: true, activity: [{ roomId: 'room_1', name: 'Person 1' }] } }),
    });
    renderWithProviders(<Harness />);
    await roomList();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.inboxCache)).toContain('"room_1"'));
    await userEvent.click(screen.getByRole('button', { name: 'Activity' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Clear activity of Person 1' }));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.inboxCache)).not.toContain('"room_1"'));
    expect(localStorage.getItem(STORAGE_KEYS.inboxCache)).toContain('"room_2"');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all activity' }));
    // Clearing all of a tab's activity empties that tab's cache (of this account).
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.inboxCache)).not.toContain('"room_2"'));
    expect(api.bodies('clearPriorityActivity')).toEqual([{ clear: 'room_1' }, { clearAll: true }]);
  });
});

describe('new conversation', () => {
  it.each([
    [{ vidaPremium: false }, 'upgrade', 'selectNumber'],
    [{ vidaPhoneNumber: '' }, 'selectNumber', undefined],
    [{ smsEnabled: false }, 'requestAccess', undefined],
  ])('with %o opens %s', async (patch, overlay, value) => {
    mockInbox({}, { ...account, ...patch });
    const openOverlay = vi.fn();
    renderWithProviders(<Harness openOverlay={openOverlay} />);
    await roomList();
    await userEvent.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(openOverlay).toHaveBeenCalledWith(overlay, ...(value ? [value] : []));
    expect(screen.queryByRole('form', { name: 'New conversation' })).toBeNull();
  });

  it('gets the room from the group-room call and lists it; cancelling without a message removes it', async () => {
    // The engine answers its example room for every number: a new, empty room is a one-off answer.
    mockInbox({
      getGroupConversationRoomId: () => ({ body: { success: true, details: { room: 'r-new', roomId: 'room_new' } } }),
    });
    api.override('getConversation', (_req, url) =>
      url.pathname.endsWith('/room_new')
        ? { body: { success: true, rooms: [], totalRooms: 0, messages: [] } }
        : url.pathname.endsWith('/room_1')
          ? { body: room1 }
          : undefined,
    );
    const onSearch = vi.fn();
    renderWithProviders(<Harness onSearch={onSearch} />);
    await roomList();
    await userEvent.click(screen.getByRole('button', { name: 'New conversation' }));
    const form = screen.getByRole('form', { name: 'New conversation' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'To' }), '(415) 555-0123');
    await userEvent.click(within(form).getByRole('button', { name: 'Start conversation' }));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ new: 'r-new', active: 'room_new' }));
    // A 10-digit US number is sent as 11 digits.
    expect(api.bodies('getGroupConversationRoomId')).toEqual([{ users: ['14155550123'] }]);
    const list = await roomList();
    expect(within(list).getByRole('button', { name: /\+1 \(415\) 555-0123/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel new conversation' }));
    expect(onSearch).toHaveBeenLastCalledWith({});
    await waitFor(() => expect(within(list).queryByRole('button', { name: /555-0123/ })).toBeNull());
  });

  it('a room call answered after Cancel is ignored', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    // The group room is answered (by the engine) only after Cancel.
    mockInbox({
      getGroupConversationRoomId: async () => {
        await gate;
        return undefined;
      },
    });
    const onSearch = vi.fn();
    const { queryClient } = renderWithProviders(<Harness onSearch={onSearch} />);
    await roomList();
    await userEvent.click(screen.getByRole('button', { name: 'New conversation' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'To' }), 'jane');
    await userEvent.click(screen.getByRole('button', { name: 'Start conversation' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    act(() => release());
    await settled(queryClient);
    expect(onSearch).toHaveBeenLastCalledWith({});
    expect(screen.queryByRole('button', { name: /jane/ })).toBeNull();
    expect(api.answers('getGroupConversationRoomId')).toHaveLength(1);
  });

  it('opening a room while composing ends the new conversation and shows the room', async () => {
    mockInbox();
    const onSearch = vi.fn();
    renderWithProviders(<Harness onSearch={onSearch} />);
    const list = await roomList();
    await userEvent.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(screen.getByRole('form', { name: 'New conversation' })).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: /Person 1/ }));
    expect(onSearch).toHaveBeenLastCalledWith({ active: 'room_1' });
    expect(screen.queryByRole('form', { name: 'New conversation' })).toBeNull();
    expect(await screen.findByRole('region', { name: 'Conversation with Person 1' })).toBeInTheDocument();
  });

  it("a failed group-room call alerts 'Unable to start conversation with this user.' and cancels", async () => {
    mockInbox();
    api.prefer('getGroupConversationRoomId', 'code=500');
    const onSearch = vi.fn();
    renderWithProviders(<Harness onSearch={onSearch} />);
    await roomList();
    await userEvent.click(screen.getByRole('button', { name: 'New conversation' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'To' }), '4155550123');
    await userEvent.click(screen.getByRole('button', { name: 'Start conversation' }));
    expect(await screen.findByText('Unable to start conversation with this user.')).toBeInTheDocument();
    expect(onSearch).toHaveBeenLastCalledWith({});
    expect(screen.queryByRole('form', { name: 'New conversation' })).toBeNull();
  });

  it('pressing Junk while composing asks to confirm; keeping on writing stays', async () => {
    mockInbox();
    renderWithProviders(<Harness />);
    await roomList();
    await userEvent.click(screen.getByRole('button', { name: 'New conversation' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Junk' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep writing' }));
    expect(screen.getByRole('form', { name: 'New conversation' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Priority' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Junk' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel conversation' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Junk' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.queryByRole('form', { name: 'New conversation' })).toBeNull();
  }, 30_000);
});

describe('ActivityPanel', () => {
  it("alerts 'no account id' without an account id and asks nothing", () => {
    renderWithProviders(<ActivityPanel tab="priority" onOpenRoom={vi.fn()} onRoomCleared={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('no account id');
    expect(api.requests).toHaveLength(0);
  });

  it('clears one entry or all, for the tab it shows', async () => {
    // The engine's junk activity (the contract's example): Oakridge Insurance, room_c05d17.
    const onRoomCleared = vi.fn();
    renderWithProviders(
      <ActivityPanel tab="agent" accountId={4001} onOpenRoom={vi.fn()} onRoomCleared={onRoomCleared} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Clear activity of Oakridge Insurance' }));
    await waitFor(() => expect(onRoomCleared).toHaveBeenCalledWith('room_c05d17'));
    expect(api.bodies('clearJunkActivity')).toEqual([{ clear: 'room_c05d17' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all activity' }));
    await waitFor(() =>
      expect(api.bodies('clearJunkActivity')).toEqual([{ clear: 'room_c05d17' }, { clearAll: true }]),
    );
    expect(api.bodies('clearPriorityActivity')).toHaveLength(0);
  });
});
