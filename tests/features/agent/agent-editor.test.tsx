// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { AgentEditorPage } from '@/features/agent';
import { computePermissions } from '@/lib/permissions';
import { ConfirmDialogHost, Toaster } from '@/components/feedback';
import { parseRootSearch } from '@/lib/search';
import type { Account } from '@/api/generated/model';
import { renderWithProviders, stubApi, type Answer } from '../../render';

const account = {
  id: 4001,
  username: 'sunrisedental',
  accountType: 'agent',
  agentName: 'Sunrise Front Desk',
  vidaPhoneNumber: '14155550142',
} as Account;

const staging = {
  success: true,
  campaignId: 'camp4001c9e2b7a1',
  agentInstructions: 'You are the front desk. Offer Thursday slots first.',
  welcomeMessage: 'Thanks for calling!',
  actions: [{ name: 'transfer' }],
  apps: [{ appId: 'google-calendar', version: '1.2.0' }],
  enabledFunctions: { 'google-calendar:1.2.0': ['checkAvailability'] },
  published: false,
  confirmTransfers: true,
};
const live = { ...staging, agentInstructions: 'You are the front desk.', published: true, confirmTransfers: false };

function answers(extra: Record<string, Answer | ((req: Request) => Answer)> = {}) {
  return {
    'GET /api/v2/agentEventRules/staging': { body: staging },
    'GET /api/v2/agentEventRules/default': { body: live },
    'GET /api/v2/agent/functions': {
      body: {
        success: true,
        functions: [
          { name: 'transfer', appId: null },
          { name: 'checkAvailability', appId: 'google-calendar', appVersion: '1.2.0' },
          { name: 'bookAppointment', appId: 'google-calendar', appVersion: '1.2.0' },
        ],
      },
    },
    'GET /api/v2/agent/camp4001c9e2b7a1/versions': { body: { success: true, versions: [] } },
    'GET /api/v2/templates': { body: { success: true, templates: [] } },
    'POST /api/v2/campaign': { body: { success: true } },
    ...extra,
  };
}

function renderEditor() {
  const rootRoute = createRootRoute({
    validateSearch: parseRootSearch,
    component: () => (
      <>
        <AgentEditorPage
          targetAccountId={undefined}
          account={account}
          permissions={computePermissions({
            user: { accountType: 'agent' },
            account: { id: 4001, accountType: 'agent' },
          })}
        />
        <ConfirmDialogHost />
        <Toaster />
      </>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return { router, ...renderWithProviders(<RouterProvider router={router as never} />) };
}

const instructions = () => screen.findByRole('textbox', { name: 'Instructions' });
const status = () => screen.getByRole('status', { name: 'Save status' });
const campaignPosts = (requests: Request[]) =>
  requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/v2/campaign');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Rendering the whole editor is slow on a busy machine.
describe('agent editor', { timeout: 30_000 }, () => {
  it('loads the staging configuration with its character count and the unpublished state', async () => {
    stubApi(answers());
    renderEditor();
    await screen.findByRole('status', { name: 'Loading the agent' });
    expect(await instructions()).toHaveValue(staging.agentInstructions);
    expect(screen.getByText('51 characters')).toBeInTheDocument();
    expect(await screen.findByText('Unpublished changes')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'checkAvailability' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'bookAppointment' })).not.toBeChecked();
  });

  it('auto-saves 1.5 s after the last change as unpublished and says Saved', async () => {
    const { requests } = stubApi(answers());
    renderEditor();
    fireEvent.change(await instructions(), { target: { value: 'Hello' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.change(await instructions(), { target: { value: 'Hello there' } });
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(campaignPosts(requests)).toHaveLength(0);
    expect(status()).toHaveTextContent('Unsaved edits');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await vi.waitFor(() => expect(status()).toHaveTextContent('Saved'));
    const posts = campaignPosts(requests);
    expect(posts).toHaveLength(1);
    const body = await posts[0]!.clone().json();
    expect(body).toMatchObject({ published: false, campaign: { agentInstructions: 'Hello there', published: false } });
  });

  it('a failed save keeps the text and the server message; Retry saves again', async () => {
    let fail = true;
    const { requests } = stubApi(
      answers({
        'POST /api/v2/campaign': () =>
          fail ? { status: 500, body: { success: false, message: 'Storage is down' } } : { body: { success: true } },
      }),
    );
    renderEditor();
    fireEvent.change(await instructions(), { target: { value: 'Keep me' } });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await vi.waitFor(() => expect(status()).toHaveTextContent('Not saved: Storage is down'));
    expect(await instructions()).toHaveValue('Keep me');
    fail = false;
    fireEvent.click(within(status()).getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(status()).toHaveTextContent('Saved'));
    expect(campaignPosts(requests)).toHaveLength(2);
  });

  it('a failure without a server message shows the default', async () => {
    stubApi(answers({ 'POST /api/v2/campaign': { status: 500, body: {} } }));
    renderEditor();
    fireEvent.change(await instructions(), { target: { value: 'Keep me' } });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await vi.waitFor(() => expect(status()).toHaveTextContent('Not saved: Failed to save staging campaign'));
  });

  it('publishing without a prompt ties the message to the instructions and sends nothing', async () => {
    const { requests } = stubApi(answers());
    renderEditor();
    fireEvent.change(await instructions(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const box = await instructions();
    await vi.waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Please enter a prompt.'));
    await vi.waitFor(() => expect(box).toHaveFocus());
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(requests.some((r) => new URL(r.url).pathname === '/api/v2/agent/publish')).toBe(false);
  });

  it('publish waits 1.5 s, saves (published true), publishes, waits 200 ms and reloads', async () => {
    const { requests } = stubApi(answers({ 'POST /api/v2/agent/publish': { body: { success: true } } }));
    renderEditor();
    await instructions();
    await vi.waitFor(() => expect(screen.getByText('Unpublished changes')).toBeInTheDocument());
    const before = requests.length;
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(requests.length).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await vi.waitFor(() =>
      expect(requests.some((r) => new URL(r.url).pathname === '/api/v2/agent/publish')).toBe(true),
    );
    const save = campaignPosts(requests).at(-1)!;
    expect(await save.clone().json()).toMatchObject({ published: true });
    const stagingGets = () =>
      requests.filter((r) => new URL(r.url).pathname === '/api/v2/agentEventRules/staging').length;
    const loadsBefore = stagingGets();
    await act(() => vi.advanceTimersByTimeAsync(250));
    await vi.waitFor(() => expect(stagingGets()).toBeGreaterThan(loadsBefore));
  });

  it('a failed publish shows the server message in the error list and keeps the text', async () => {
    stubApi(
      answers({
        'POST /api/v2/agent/publish': { status: 500, body: { success: false, message: 'Publishing is paused' } },
      }),
    );
    renderEditor();
    fireEvent.change(await instructions(), { target: { value: 'Keep me too' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await act(() => vi.advanceTimersByTimeAsync(1600));
    const list = await screen.findByRole('list', { name: 'Errors' });
    expect(list).toHaveTextContent('Publishing is paused');
    expect(await instructions()).toHaveValue('Keep me too');
  });

  it('an app without a version is only logged and changes nothing', async () => {
    stubApi(answers());
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderEditor();
    await instructions();
    fireEvent.change(screen.getByRole('textbox', { name: 'App ID' }), { target: { value: 'zapier' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add app' }));
    expect(warn).toHaveBeenCalledWith('App must have appId and version');
    expect(within(screen.getByRole('list', { name: 'Apps' })).getAllByRole('listitem')).toHaveLength(1);
    // The app by its name, not its id (issue 28 §2).
    expect(within(screen.getByRole('list', { name: 'Apps' })).getByText('Google Calendar')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Apps' })).queryByText('google-calendar')).toBeNull();
  });

  it('a staging load failure says so with Retry', async () => {
    stubApi(
      answers({
        'GET /api/v2/agentEventRules/staging': {
          status: 500,
          body: { success: false, message: 'Down for maintenance' },
        },
      }),
    );
    renderEditor();
    const title = await screen.findByText('The agent could not be loaded', {}, { timeout: 5000 });
    const alert = title.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('Down for maintenance');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
