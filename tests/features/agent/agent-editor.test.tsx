// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { AgentEditorPage } from '@/features/agent';
import { computePermissions } from '@/lib/permissions';
import { ConfirmDialogHost, Toaster } from '@/components/feedback';
import { parseRootSearch } from '@/lib/search';
import type { Account } from '@/api/generated/model';
import { clearCredentials, setCredentials } from '@/api/credentials';
import { renderWithProviders } from '../../render';
import { MOCK_TOKEN, useMockApi } from '../../harness/mock-api';

const api = useMockApi();

const account = {
  id: 4001,
  username: 'sunrisedental',
  accountType: 'agent',
  agentName: 'Sunrise Front Desk',
  vidaPhoneNumber: '14155550142',
} as Account;

// The staged and live configurations the engine starts from (its own are the contract's
// examples): staging differs from live, one of the app's two functions is on.
const staging = {
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
/** The engine starts from this test's staged and live configurations. */
const seedAgent = () =>
  api.seed((state) => {
    state.agent = { staging, live };
  });
/** The message the engine answered to the first call of an operation forced to fail. */
const answeredMessage = (operationId: 'saveCampaign' | 'publishAgent' | 'getStagingAgent') =>
  (api.answers(operationId)[0] as { message: string }).message;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  setCredentials({ token: MOCK_TOKEN });
  seedAgent();
});
afterEach(() => {
  cleanup();
  clearCredentials();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// Rendering the whole editor is slow on a busy machine.
describe('agent editor', { timeout: 30_000 }, () => {
  it('loads the staging configuration with its character count and the unpublished state', async () => {
    renderEditor();
    await screen.findByRole('status', { name: 'Loading the agent' });
    expect(await instructions()).toHaveValue(staging.agentInstructions);
    expect(screen.getByText('51 characters')).toBeInTheDocument();
    expect(await screen.findByText('Unpublished changes')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'checkAvailability' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'bookAppointment' })).not.toBeChecked();
  });

  it('auto-saves 1.5 s after the last change as unpublished and says Saved', async () => {
    renderEditor();
    fireEvent.change(await instructions(), { target: { value: 'Hello' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.change(await instructions(), { target: { value: 'Hello there' } });
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(api.calls('saveCampaign')).toHaveLength(0);
    expect(status()).toHaveTextContent('Unsaved edits');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await vi.waitFor(() => expect(status()).toHaveTextContent('Saved'));
    expect(api.bodies('saveCampaign')).toHaveLength(1);
    expect(api.bodies('saveCampaign')[0]).toMatchObject({
      published: false,
      campaign: { agentInstructions: 'Hello there', published: false },
    });
    // The engine kept it: the staged configuration is the saved one.
    expect(api.state().agent).toMatchObject({ staging: { agentInstructions: 'Hello there', published: false } });
  });

  it('a failed save keeps the text and the server message; Retry saves again', async () => {
    api.prefer('saveCampaign', 'code=500');
    renderEditor();
    fireEvent.change(await instructions(), { target: { value: 'Keep me' } });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await vi.waitFor(() => expect(api.answers('saveCampaign')).toHaveLength(1));
    await vi.waitFor(() => expect(status()).toHaveTextContent(`Not saved: ${answeredMessage('saveCampaign')}`));
    expect(await instructions()).toHaveValue('Keep me');
    expect(api.state().agent).toMatchObject({ staging: { agentInstructions: staging.agentInstructions } });
    api.prefer('saveCampaign', '');
    fireEvent.click(within(status()).getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(status()).toHaveTextContent('Saved'));
    expect(api.calls('saveCampaign')).toHaveLength(2);
    expect(api.state().agent).toMatchObject({ staging: { agentInstructions: 'Keep me' } });
  });

  it('a failure without a server message shows the default', async () => {
    // A body without an envelope, which no declared answer has: a one-off override.
    api.override('saveCampaign', () => ({ status: 500, body: {} }));
    renderEditor();
    fireEvent.change(await instructions(), { target: { value: 'Keep me' } });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await vi.waitFor(() => expect(status()).toHaveTextContent('Not saved: Failed to save staging campaign'));
  });

  it('publishing without a prompt ties the message to the instructions and sends nothing', async () => {
    renderEditor();
    fireEvent.change(await instructions(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const box = await instructions();
    await vi.waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Please enter a prompt.'));
    await vi.waitFor(() => expect(box).toHaveFocus());
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(api.calls('publishAgent')).toHaveLength(0);
  });

  it('publish waits 1.5 s, saves (published true), publishes, waits 200 ms and reloads', async () => {
    renderEditor();
    await instructions();
    await vi.waitFor(() => expect(screen.getByText('Unpublished changes')).toBeInTheDocument());
    const before = api.requests.length;
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(api.requests.length).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await vi.waitFor(() => expect(api.calls('publishAgent')).toHaveLength(1));
    expect(api.bodies('saveCampaign').at(-1)).toMatchObject({ published: true });
    const loadsBefore = api.calls('getStagingAgent').length;
    await act(() => vi.advanceTimersByTimeAsync(250));
    await vi.waitFor(() => expect(api.calls('getStagingAgent').length).toBeGreaterThan(loadsBefore));
    // The engine published the staged configuration: live is it now.
    expect(api.state().agent).toMatchObject({
      live: { agentInstructions: staging.agentInstructions, published: true },
    });
  });

  it('a failed publish shows the server message in the error list and keeps the text', async () => {
    api.prefer('publishAgent', 'code=500');
    renderEditor();
    fireEvent.change(await instructions(), { target: { value: 'Keep me too' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await act(() => vi.advanceTimersByTimeAsync(1600));
    const list = await screen.findByRole('list', { name: 'Errors' });
    expect(list).toHaveTextContent(answeredMessage('publishAgent'));
    expect(await instructions()).toHaveValue('Keep me too');
    expect(api.state().agent).toMatchObject({ live: { agentInstructions: live.agentInstructions } });
  });

  it('an app without a version is only logged and changes nothing', async () => {
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
    api.prefer('getStagingAgent', 'code=500');
    renderEditor();
    const title = await screen.findByText('The agent could not be loaded', {}, { timeout: 5000 });
    const alert = title.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent(answeredMessage('getStagingAgent'));
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
