// @vitest-environment jsdom
// The help area's overlays against the mock engine: help with and without a support URL, the
// get-support form (validation, the conversation it starts with the sales account, a failed send
// that keeps what was typed), the support chat (started, and a failure with Try again), info and
// mobile.
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import { SALES_ACCOUNT_ID, SALES_PHONE_NUMBER } from '@/api/config';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';

const api = useMockApi();
// Overlays load their code on first open: on a busy machine that takes a while.
const SLOW = { timeout: 45_000 };

afterEach(() => {
  cleanup();
  clearCredentials();
});

describe('help', () => {
  it("the top bar's Help opens the help overlay (spec 000 §1: the support URL, else the help page or the form)", async () => {
    api.override('lookupDomain', () => ({ status: 404, body: { success: false, message: 'Domain not found' } }));
    const user = userEvent.setup();
    const { router } = await renderRoute('/app/org/3001/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Help' }, SLOW));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ help: expect.anything() }));
    expect(await screen.findByRole('link', { name: /Open the help center/ }, SLOW)).toHaveAttribute(
      'href',
      'https://vida.io/help',
    );
    expect(screen.getByRole('button', { name: /Get support/ })).toBeInTheDocument();
  }, 90_000);

  it("goes to the domain's support URL when the domain sets one", async () => {
    await renderRoute('/app/org/3001/dashboard?help');
    const link = await screen.findByRole('link', { name: /Contact support/ }, SLOW);
    expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\/support\.bluebirdtelecom\.example\/?$/));
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: /Get support/ })).not.toBeInTheDocument();
  }, 90_000);

  it("without one: the account's own support URL, else the help center, the form and the chat", async () => {
    api.override('lookupDomain', () => ({ status: 404, body: { success: false, message: 'Domain not found' } }));
    const user = userEvent.setup();
    await renderRoute('/app/org/3001/dashboard?help');
    const center = await screen.findByRole('link', { name: /Open the help center/ }, SLOW);
    expect(center).toHaveAttribute('href', 'https://vida.io/help');
    expect(screen.queryByRole('link', { name: /Contact support/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Get support/ }));
    expect(await screen.findByRole('form', { name: 'Get support' }, SLOW)).toBeInTheDocument();
  }, 90_000);

  it("uses the account's settings' support URL when the domain has none", async () => {
    api.override('lookupDomain', () => ({ status: 404, body: { success: false, message: 'Domain not found' } }));
    api.seed((state) => {
      const account = state.account as { settings?: Record<string, unknown> };
      account.settings = { ...account.settings, supportUrl: 'mailto:help@sunrisedental.example' };
    });
    await renderRoute('/app?help');
    const link = await screen.findByRole('link', { name: /Contact support/ }, SLOW);
    expect(link).toHaveAttribute('href', 'mailto:help@sunrisedental.example');
    expect(screen.getByText('help@sunrisedental.example')).toBeInTheDocument();
  }, 90_000);

  it('a support URL that is not a safe web or mail address is not linked', async () => {
    api.override('lookupDomain', () => ({
      status: 200,
      body: { domain: 'localhost', name: 'Bluebird', supportUrl: 'javascript:alert(1)' },
    }));
    await renderRoute('/app?help');
    expect(await screen.findByRole('link', { name: /Open the help center/ }, SLOW)).toHaveAttribute(
      'href',
      'https://vida.io/help',
    );
    expect(screen.queryByRole('link', { name: /Contact support/ })).not.toBeInTheDocument();
  }, 90_000);
});

describe('the get-support form', () => {
  it('asks for a topic and a message, then starts the conversation with the sales account', async () => {
    const user = userEvent.setup();
    await renderRoute('/app/org/3001/dashboard?form');
    const form = await screen.findByRole('form', { name: 'Get support' }, SLOW);
    await user.click(within(form).getByRole('button', { name: 'Send to support' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(2);
    expect(api.calls('getGroupConversationRoomId')).toHaveLength(0);

    await user.selectOptions(within(form).getByLabelText(/Topic/), 'billing');
    await user.type(within(form).getByLabelText(/Message/), '  Where is my last invoice?  ');
    await user.click(within(form).getByRole('button', { name: 'Send to support' }));

    const sent = await screen.findByRole('status', {}, SLOW);
    expect(within(sent).getByText('Your message was sent to support.')).toBeInTheDocument();
    expect(within(sent).getByText(/The answer will arrive in your inbox/)).toBeInTheDocument();
    expect(api.bodies('getGroupConversationRoomId')).toEqual([{ users: [SALES_ACCOUNT_ID] }]);
    expect(api.calls('getGroupConversationRoomId')[0]?.searchParams.get('targetAccountId')).toBe('3001');
    const [text] = api.bodies('sendOutboundSms') as { target: string; content: string; meta: { roomId: string } }[];
    // The room the engine keeps for the sales account (made on the first call).
    const [room] = api.answers('getGroupConversationRoomId') as { details: { roomId: string } }[];
    expect(room?.details.roomId).toMatch(/^room_/);
    expect(text).toEqual({
      target: SALES_PHONE_NUMBER,
      content: 'Support request (Billing and plans): Where is my last invoice?',
      meta: { roomId: room?.details.roomId },
    });
  }, 90_000);

  it('a message over the limit is refused before sending', async () => {
    const user = userEvent.setup();
    await renderRoute('/app/org/3001/dashboard?form');
    const form = await screen.findByRole('form', { name: 'Get support' }, SLOW);
    await user.selectOptions(within(form).getByLabelText(/Topic/), 'other');
    await user.click(within(form).getByLabelText(/Message/));
    await user.paste('x'.repeat(1001));
    await user.click(within(form).getByRole('button', { name: 'Send to support' }));
    expect(await within(form).findByText('Keep the message under 1000 characters.')).toBeInTheDocument();
    expect(api.calls('getGroupConversationRoomId')).toHaveLength(0);
  }, 90_000);

  it('a failed send keeps what was typed and says it was not sent', async () => {
    const user = userEvent.setup();
    api.prefer('sendOutboundSms', 'code=500');
    await renderRoute('/app/org/3001/dashboard?form');
    const form = await screen.findByRole('form', { name: 'Get support' }, SLOW);
    await user.selectOptions(within(form).getByLabelText(/Topic/), 'problem');
    await user.type(within(form).getByLabelText(/Message/), 'Calls drop after a minute.');
    await user.click(within(form).getByRole('button', { name: 'Send to support' }));
    expect(await within(form).findByRole('alert', {}, SLOW)).toHaveTextContent(/Your message was not sent\./);
    expect(within(form).getByLabelText(/Topic/)).toHaveValue('problem');
    expect(within(form).getByLabelText(/Message/)).toHaveValue('Calls drop after a minute.');
  }, 90_000);
});

describe('the support chat', () => {
  it("starts the chat with the sales account and shows the room in the inbox's conversation view", async () => {
    const user = userEvent.setup();
    await renderRoute('/app/org/3001/dashboard?chat');
    await user.click(await screen.findByRole('button', { name: /Start the chat/ }, SLOW));
    expect(await screen.findByRole('region', { name: /^Conversation with/ }, SLOW)).toBeInTheDocument();
    expect(api.bodies('getGroupConversationRoomId')).toEqual([{ users: [SALES_ACCOUNT_ID] }]);
  }, 90_000);

  it('a chat that cannot start says so, with Try again', async () => {
    const user = userEvent.setup();
    api.prefer('getGroupConversationRoomId', 'code=500');
    await renderRoute('/app/org/3001/dashboard?chat');
    await user.click(await screen.findByRole('button', { name: /Start the chat/ }, SLOW));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(/The support chat could not be started\./);
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
  }, 90_000);
});

describe('info and mobile', () => {
  it('info lists the account with its ids to copy and the console version', async () => {
    await renderRoute('/app/org/3001/dashboard?info');
    const list = await screen.findByLabelText('Account details', {}, SLOW);
    expect(within(list).getByText('Account id')).toBeInTheDocument();
    expect(within(list).getByText('3001')).toBeInTheDocument();
    expect(within(list).getByText('Organization')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Copy account id' })).toBeInTheDocument();
    expect(within(list).getByText('Console version').nextSibling).toHaveTextContent(/^\d+\.\d+\.\d+/);
  }, 90_000);

  it("mobile shows this page's link without the overlay flags, and its QR code", async () => {
    await renderRoute('/app/org/3001/dashboard?mobile');
    const link = await screen.findByLabelText('Link to this page', {}, SLOW);
    await waitFor(() => expect(link).toHaveValue(`${window.location.origin}/app/org/3001/dashboard`));
    expect(screen.getByRole('img', { name: "QR code of this page's link" })).toBeInTheDocument();
  }, 90_000);
});
