// @vitest-environment jsdom
// saveConflict: the staged configuration changed elsewhere (another tab or user) while the user
// edited. The save stops before overwriting it, the overlay asks, and each choice does what it says.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';

const api = useMockApi();

const loaded = {
  campaignId: 'camp4001c9e2b7a1',
  agentInstructions: 'You are the front desk.',
  welcomeMessage: 'Hello!',
  published: false,
};
const elsewhere = { ...loaded, agentInstructions: 'You are the front desk. Saved in another tab.' };

/** The staged configuration as the engine keeps it (what the next read answers). */
const server = () => (api.state().agent as { staging: typeof loaded }).staging;
/** Another tab saves the staged configuration: the engine's state changes under the page. */
const changeElsewhere = () => {
  (api.state().agent as { staging: typeof loaded }).staging = { ...elsewhere };
};

const instructions = () => screen.findByRole('textbox', { name: 'Instructions' });
const status = () => screen.getByRole('status', { name: 'Save status' });
const saves = () => api.calls('saveCampaign');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  api.seed((state) => {
    state.agent = { staging: loaded, live: { ...loaded, published: true } };
  });
});
afterEach(() => {
  cleanup();
  clearCredentials();
  vi.useRealTimers();
});

async function editThenConflict() {
  const view = await renderRoute('/app/agent/4001/agent');
  fireEvent.change(await instructions(), { target: { value: 'You are the front desk. My own edit.' } });
  changeElsewhere();
  await act(() => vi.advanceTimersByTimeAsync(1500));
  const dialog = await screen.findByRole('dialog', { name: 'Save conflict' });
  // The overlay's component loads lazily.
  await within(dialog).findByRole('button', { name: 'Keep mine' });
  return { ...view, dialog };
}

describe('saveConflict', () => {
  it('stops the save, shows both versions and sends nothing until the user chooses', async () => {
    const { dialog, router } = await editThenConflict();
    expect(router.state.location.search).toHaveProperty('saveConflict');
    expect(saves()).toHaveLength(0);
    expect(server()).toEqual(elsewhere);
    expect(within(dialog).getByText(/changed in another tab or by someone else/)).toBeInTheDocument();
    const lines = within(dialog).getByRole('list', { name: 'Instructions, line by line' });
    // The sign (− or +) is only seen; screen readers hear which side a line is on.
    expect(lines).toHaveTextContent(/Only in the other version: −You are the front desk\. Saved in another tab\./);
    expect(lines).toHaveTextContent(/Only in yours: \+You are the front desk\. My own edit\./);
    // The text stays as typed (behind the modal), and further edits are held without saving.
    const box = screen.getByRole('textbox', { name: 'Instructions', hidden: true });
    expect(box).toHaveValue('You are the front desk. My own edit.');
    fireEvent.change(box, { target: { value: 'You are the front desk. My own edit, again.' } });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(saves()).toHaveLength(0);
    expect(server()).toEqual(elsewhere);
  });

  it('"Keep mine" saves the user\'s version over the other', async () => {
    const { dialog } = await editThenConflict();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await vi.waitFor(() => expect(saves()).toHaveLength(1));
    expect(api.bodies('saveCampaign')[0]).toMatchObject({
      campaign: { agentInstructions: 'You are the front desk. My own edit.' },
    });
    await vi.waitFor(() => expect(status()).toHaveTextContent('Saved'));
    expect(server().agentInstructions).toBe('You are the front desk. My own edit.');
    expect(screen.queryByRole('dialog', { name: 'Save conflict' })).not.toBeInTheDocument();
  });

  it('"Load the other version" replaces the draft and saves nothing', async () => {
    const { dialog } = await editThenConflict();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Load the other version' }));
    await vi.waitFor(async () => expect(await instructions()).toHaveValue(elsewhere.agentInstructions));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(saves()).toHaveLength(0);
    expect(status()).toHaveTextContent('All changes saved');
  });

  it('closing without choosing keeps the edit unsaved, says so, and leads back to the choice', async () => {
    const { router } = await editThenConflict();
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save conflict' })).not.toBeInTheDocument());
    expect(status()).toHaveTextContent('Not saved: the agent was changed elsewhere');
    expect(await instructions()).toHaveValue('You are the front desk. My own edit.');
    expect(saves()).toHaveLength(0);
    fireEvent.click(within(status()).getByRole('button', { name: 'Choose a version' }));
    expect(await screen.findByRole('dialog', { name: 'Save conflict' })).toBeInTheDocument();
    expect(router.state.location.search).toHaveProperty('saveConflict');
  });

  it('a change elsewhere that the user had not touched is simply loaded again on the next check', async () => {
    const { queryClient } = await renderRoute('/app/agent/4001/agent');
    expect(await instructions()).toHaveValue(loaded.agentInstructions);
    changeElsewhere();
    await act(() => queryClient.refetchQueries({ queryKey: ['/api/v2/agentEventRules/staging'] }));
    await vi.waitFor(async () => expect(await instructions()).toHaveValue(elsewhere.agentInstructions));
    expect(screen.queryByRole('dialog', { name: 'Save conflict' })).not.toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it('a change elsewhere found when the tab comes back, while edits wait, asks too', async () => {
    const { queryClient } = await renderRoute('/app/agent/4001/agent');
    fireEvent.change(await instructions(), { target: { value: 'You are the front desk. My own edit.' } });
    changeElsewhere();
    await act(() => queryClient.refetchQueries({ queryKey: ['/api/v2/agentEventRules/staging'] }));
    expect(await screen.findByRole('dialog', { name: 'Save conflict' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(saves()).toHaveLength(0);
  });

  it('publishing asks too, and publishes nothing, when the agent changed elsewhere', async () => {
    await renderRoute('/app/agent/4001/agent');
    fireEvent.change(await instructions(), { target: { value: 'You are the front desk. My own edit.' } });
    changeElsewhere();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await act(() => vi.advanceTimersByTimeAsync(1500));
    const dialog = await screen.findByRole('dialog', { name: 'Save conflict' });
    await within(dialog).findByRole('button', { name: 'Keep mine' });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(saves()).toHaveLength(0);
    expect(api.calls('publishAgent')).toHaveLength(0);
    expect(server()).toEqual(elsewhere);
    expect(screen.queryByRole('list', { name: 'Errors', hidden: true })).not.toBeInTheDocument();
  });

  it("a server that answers what it answered before (it does not keep saves, like Prism's examples) is no conflict", async () => {
    // A one-off answer: the staged configuration as first loaded, whatever was saved since.
    api.override('getStagingAgent', () => ({ body: { success: true, ...loaded } }));
    await renderRoute('/app/agent/4001/agent');
    fireEvent.change(await instructions(), { target: { value: 'First edit.' } });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await vi.waitFor(() => expect(status()).toHaveTextContent('Saved'));
    fireEvent.change(await instructions(), { target: { value: 'Second edit.' } });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await vi.waitFor(() => expect(saves()).toHaveLength(2));
    await vi.waitFor(() => expect(status()).toHaveTextContent('Saved'));
    expect(screen.queryByRole('dialog', { name: 'Save conflict' })).not.toBeInTheDocument();
    expect(await instructions()).toHaveValue('Second edit.');
  });
});
