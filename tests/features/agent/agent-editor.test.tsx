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

  it('apps show by their catalogue name and "version 1.2.0", never as appId:version', async () => {
    renderEditor();
    await instructions();
    const apps = screen.getByRole('list', { name: 'Apps' });
    expect(await within(apps).findByText('version 1.2.0')).toBeInTheDocument();
    expect(within(apps).getByText('Google Calendar')).toBeInTheDocument();
    expect(within(apps).getByRole('group', { name: 'Functions of Google Calendar' })).toBeInTheDocument();
    expect(apps).not.toHaveTextContent('google-calendar');
    expect(apps).not.toHaveTextContent('v1.2.0');
  });

  it("Add app offers the catalogue's apps by name and a version in the right form, with field errors", async () => {
    renderEditor();
    await instructions();
    const app = await screen.findByRole('combobox', { name: 'App' });
    // The catalogue's apps the agent does not have yet, by name (Google Calendar is on it).
    await vi.waitFor(() => expect(within(app).getByRole('option', { name: 'Zendesk' })).toBeInTheDocument());
    expect(within(app).queryByRole('option', { name: 'Google Calendar' })).toBeNull();
    const add = screen.getByRole('button', { name: 'Add app' });
    const items = () => within(screen.getByRole('list', { name: 'Apps' })).getAllByRole('listitem');

    fireEvent.click(add);
    expect(app).toHaveAttribute('aria-invalid', 'true');
    expect(app).toHaveAccessibleDescription(expect.stringContaining('Choose an app.'));
    expect(items()).toHaveLength(1);

    fireEvent.change(app, { target: { value: 'zendesk' } });
    const version = screen.getByRole('textbox', { name: 'Version' });
    expect(version).toHaveValue('2.0.0');
    fireEvent.change(version, { target: { value: 'latest' } });
    fireEvent.click(add);
    expect(version).toHaveAttribute('aria-invalid', 'true');
    expect(version).toHaveAccessibleDescription(expect.stringContaining('Enter a version such as 1.2.0.'));
    expect(items()).toHaveLength(1);

    fireEvent.change(version, { target: { value: '2.0.0' } });
    fireEvent.click(add);
    await vi.waitFor(() => expect(items()).toHaveLength(2));
    expect(within(items()[1]!).getByText('Zendesk')).toBeInTheDocument();
    expect(within(items()[1]!).getByText('version 2.0.0')).toBeInTheDocument();
  });

  it('an automatic version shows as "Autosave, <date and time>", not its raw title', async () => {
    renderEditor();
    await instructions();
    const history = await screen.findByRole('list', { name: 'Version history' }, { timeout: 10_000 });
    const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(1763612345678);
    expect(within(history).getByText(`Autosave, ${when}`)).toBeInTheDocument();
    expect(history).not.toHaveTextContent('Auto-1763612345678');
    expect(within(history).getByRole('button', { name: `Restore Autosave, ${when}` })).toBeInTheDocument();
  });

  it('an empty prompt is not auto-saved: the message is on the instructions, with no Retry', async () => {
    renderEditor();
    fireEvent.change(await instructions(), { target: { value: '' } });
    await act(() => vi.advanceTimersByTimeAsync(1600));
    await vi.waitFor(() => expect(status()).toHaveTextContent('Not saved: Please enter a prompt.'));
    expect(within(status()).queryByRole('button', { name: 'Retry' })).toBeNull();
    const box = await instructions();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Please enter a prompt.'));
    expect(api.calls('saveCampaign')).toHaveLength(0);
  });

  it('Publish without a prompt says why beside Publish and where to fix it', async () => {
    renderEditor();
    fireEvent.change(await instructions(), { target: { value: '' } });
    // The auto-save has already refused it: Publish must still say something.
    await act(() => vi.advanceTimersByTimeAsync(1600));
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const alert = await screen.findByRole('alert', { name: 'Not published' });
    expect(alert).toHaveTextContent('Please enter a prompt.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Go to the instructions' }));
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Instructions' })).toHaveFocus());
    fireEvent.change(await instructions(), { target: { value: 'Answer the phone.' } });
    await vi.waitFor(() => expect(screen.queryByRole('alert', { name: 'Not published' })).toBeNull());
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
