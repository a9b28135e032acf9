// @vitest-environment jsdom
import { describe, it, expect, afterEach, beforeEach, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConversationView } from '@/features/inbox/conversation-view';
import { ConfirmDialogHost, Toaster } from '@/components/feedback';
import { clearCredentials, setCredentials } from '@/api/credentials';
import { renderWithProviders, stubApi, type Answer } from '../render';

const detail = {
  rooms: [{ roomId: 'room_1', room: 'sunrisedental-1', name: 'James Whitfield', username: '14155550187', rating: 2 }],
  totalRooms: 1,
  messages: [
    {
      id: 'm1',
      roomId: 'room_1',
      uuid: 'call-1',
      type: 'call',
      duration: 134,
      message: 'Inbound call',
      timestamp: 1_763_700_000,
      fromUser: 'James Whitfield',
      collectedData: { reason: 'Move cleaning', preferredDay: 'Thursday' },
      callDialog: [{ role: 'user', message: 'Hi', timestamp: 1_763_700_001 }],
      reactions: [{ reaction: '👍', username: 'sunrisedental', messageId: 'm1' }],
      attachments: [{ type: 'image/jpeg', url: 'https://cdn.vida.example/x.jpg', name: 'x-ray.jpg' }],
    },
  ],
};

function setup(extra: Record<string, Answer | ((req: Request) => Answer)> = {}) {
  const api = stubApi({
    'GET /api/v1/conversations/room_1': { body: detail },
    'GET /api/v1/conversations/room_1/aiAgentEnabled': { body: { success: true, aiAgentEnabled: true } },
    'POST /api/v1/conversations/room_1/aiAgentEnabled': { body: { success: true, aiAgentEnabled: false } },
    'GET /api/v1/block/14155550187': { body: { success: true, blocked: false } },
    'POST /api/v1/block': { body: { success: true, blocked: true } },
    'POST /api/v1/reaction': { body: { success: true } },
    'DELETE /api/v1/reaction': { body: { success: true } },
    'POST /api/v1/rateConvo': { body: { success: true } },
    'POST /api/v1/closeConversation': { body: { success: true } },
    'POST /api/v1/activity/markUnread': { body: { success: true } },
    'POST /api/v1/chat/media': {
      body: {
        success: true,
        attachment: { type: 'application/pdf', url: 'https://cdn.vida.example/f.pdf', name: 'f.pdf' },
      },
    },
    ...extra,
  });
  const props = {
    onClose: vi.fn(),
    onListChanged: vi.fn(),
    onSent: vi.fn(),
    onCall: vi.fn(),
    onTranscript: vi.fn(),
  };
  renderWithProviders(
    <>
      <ConversationView roomId="room_1" tab="priority" me="sunrisedental" {...props} />
      <ConfirmDialogHost />
      <Toaster />
    </>,
  );
  return { ...api, props };
}

const bodyOf = async (requests: Request[], method: string, path: string) => {
  const r = requests.find((q) => q.method === method && new URL(q.url).pathname === path);
  return r ? r.clone().json() : undefined;
};

/** The first message of the room (the list items name nothing but their content). */
const firstMessage = async () =>
  (await within(await screen.findByRole('list', { name: 'Messages' })).findAllByRole('listitem'))[0]!;

beforeEach(() => setCredentials({ token: 'tok' }));
afterEach(() => {
  cleanup();
  clearCredentials();
  vi.unstubAllGlobals();
});

describe('ConversationView', () => {
  it('shows the message with its time, sender, attachment, transcript and collected data', async () => {
    const { props } = setup();
    const item = await firstMessage();
    expect(within(item).getByText('Call · 2:14')).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: 'x-ray.jpg' })).toBeInTheDocument();
    expect(item.querySelector('time')?.getAttribute('datetime')).toBe(new Date(1_763_700_000_000).toISOString());
    await userEvent.click(within(item).getByRole('button', { name: 'Collected data (2)' }));
    expect(within(item).getByText('Move cleaning')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Transcript' }));
    expect(props.onTranscript).toHaveBeenCalledWith(expect.objectContaining({ uuid: 'call-1' }));
  });

  it('removes my reaction and adds another', async () => {
    const { requests } = setup();
    const item = await firstMessage();
    await userEvent.click(within(item).getByRole('button', { name: /👍 1, remove your reaction/ }));
    await waitFor(async () =>
      expect(await bodyOf(requests, 'DELETE', '/api/v1/reaction')).toEqual({
        reaction: '👍',
        messageId: 'm1',
        roomId: 'room_1',
      }),
    );
    await userEvent.click(within(item).getByRole('button', { name: 'React with ❤️' }));
    await waitFor(async () =>
      expect(await bodyOf(requests, 'POST', '/api/v1/reaction')).toEqual({
        reaction: '❤️',
        messageId: 'm1',
        roomId: 'room_1',
      }),
    );
    expect(within(item).getByRole('button', { name: /❤️ 1, remove your reaction/ })).toBeInTheDocument();
  });

  it('rates, switches the AI agent, and closes the conversation', async () => {
    const { requests, props } = setup();
    await firstMessage();
    expect(screen.getByRole('radio', { name: '2 stars' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    await waitFor(async () =>
      expect(await bodyOf(requests, 'POST', '/api/v1/rateConvo')).toEqual({ rating: 4, roomId: 'room_1' }),
    );
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');

    const ai = await screen.findByRole('switch', { name: 'AI agent' });
    await waitFor(() => expect(ai).toBeChecked());
    await userEvent.click(ai);
    await waitFor(async () =>
      expect(await bodyOf(requests, 'POST', '/api/v1/conversations/room_1/aiAgentEnabled')).toEqual({
        aiAgentEnabled: false,
      }),
    );
    await waitFor(() => expect(ai).not.toBeChecked());

    await userEvent.click(screen.getByRole('button', { name: 'Close conversation' }));
    await waitFor(() => expect(props.onClose).toHaveBeenCalled());
    expect(await bodyOf(requests, 'POST', '/api/v1/closeConversation')).toEqual({ room: 'sunrisedental-1' });
    expect(props.onListChanged).toHaveBeenCalledWith('room_1');
  });

  it('marks unread through the tab activity call', async () => {
    const { requests, props } = setup();
    await firstMessage();
    await userEvent.click(screen.getByRole('button', { name: 'Mark unread' }));
    await waitFor(() => expect(props.onClose).toHaveBeenCalled());
    expect(await bodyOf(requests, 'POST', '/api/v1/activity/markUnread')).toEqual({ roomId: 'room_1' });
  });

  it('blocks only after confirmation', async () => {
    const { requests } = setup();
    await firstMessage();
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(requests.some((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/v1/block')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block James Whitfield?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(async () =>
      expect(await bodyOf(requests, 'POST', '/api/v1/block')).toEqual({ id: '14155550187', block: true }),
    );
  });

  it('uploads a file as multipart and shows it as sent', async () => {
    const { requests, props } = setup();
    await firstMessage();
    const file = new File(['%PDF'], 'f.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Attachment'), file);
    await waitFor(() => expect(props.onSent).toHaveBeenCalledWith('room_1'));
    const upload = requests.find((r) => new URL(r.url).pathname === '/api/v1/chat/media')!;
    expect(upload.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(await screen.findByRole('link', { name: 'f.pdf' })).toBeInTheDocument();
  });

  it('a failed room fetch shows its message with Retry', async () => {
    let fail = true;
    setup({
      'GET /api/v1/conversations/room_1': () =>
        fail ? { status: 200, body: { success: false, message: 'Failed to fetch convo' } } : { body: detail },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch convo');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await firstMessage()).toBeInTheDocument();
  });
});
