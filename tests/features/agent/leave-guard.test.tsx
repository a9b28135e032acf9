// @vitest-environment jsdom
// Leaving the editor with edits the server does not have yet asks first (issue 12 §1).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';
import { ownAgentElsewhere } from '../../harness/fixtures';

const api = useMockApi();

beforeEach(() => {
  api.seed((state) => {
    ownAgentElsewhere(state);
    const staging = { campaignId: 'camp4001c9e2b7a1', agentInstructions: 'You are the front desk.' };
    state.agent = { staging, live: { ...staging, published: true } };
  });
  // The save fails, so the edit stays unsaved however long the test takes.
  api.prefer('saveCampaign', 'code=500');
});
afterEach(() => {
  cleanup();
  clearCredentials();
});

describe('leaving the editor', () => {
  // The file's first whole-app render loads the frame's and the editor's code: slow on a busy machine.
  it('with unsaved edits asks first: Stay keeps the page and the text, Leave goes', { timeout: 60_000 }, async () => {
    const { router } = await renderRoute('/app/agent/4001/agent');
    const box = await screen.findByRole('textbox', { name: 'Instructions' });
    fireEvent.change(box, { target: { value: 'An edit not saved yet' } });
    await act(async () => {
      void router.navigate({ to: '/app/$account/usage', params: { account: 'agent:4001' } } as never);
    });
    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Stay' }));
    await screen.findByRole('textbox', { name: 'Instructions' });
    expect(router.history.location.pathname).toBe('/app/agent/4001/agent');
    expect(screen.getByRole('textbox', { name: 'Instructions' })).toHaveValue('An edit not saved yet');

    await act(async () => {
      void router.navigate({ to: '/app/$account/usage', params: { account: 'agent:4001' } } as never);
    });
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await vi.waitFor(() => expect(router.history.location.pathname).toBe('/app/agent/4001/usage'));
  });

  it('without edits leaves at once', async () => {
    const { router } = await renderRoute('/app/agent/4001/agent');
    await screen.findByRole('textbox', { name: 'Instructions' });
    await act(async () => {
      void router.navigate({ to: '/app/$account/usage', params: { account: 'agent:4001' } } as never);
    });
    await vi.waitFor(() => expect(router.history.location.pathname).toBe('/app/agent/4001/usage'));
    expect(screen.queryByRole('alertdialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });
});
