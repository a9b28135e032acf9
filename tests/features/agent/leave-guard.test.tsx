// @vitest-environment jsdom
// Leaving the editor with edits the server does not have yet asks first (issue 12 §1).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { accountsById, agentAccount } from '../../harness/fixtures';

afterEach(() => {
  cleanup();
  clearCredentials();
});

const own = { ...agentAccount, id: 4999, organizationId: 9999, accountName: 'Own agent', details: {} };
const staging = { success: true, campaignId: 'camp4001c9e2b7a1', agentInstructions: 'You are the front desk.' };
const answers = {
  'GET /api/v1/account': accountsById(own, [agentAccount]),
  'GET /api/v2/agentEventRules/staging': { body: staging },
  'GET /api/v2/agentEventRules/default': { body: { ...staging, published: true } },
  'GET /api/v2/agent/functions': { body: { success: true, functions: [] } },
  'GET /api/v2/agent/camp4001c9e2b7a1/versions': { body: { success: true, versions: [] } },
  'GET /api/v2/templates': { body: { success: true, templates: [] } },
  // The save fails, so the edit stays unsaved however long the test takes.
  'POST /api/v2/campaign': { status: 500, body: { success: false, message: 'Storage is down' } },
};

describe('leaving the editor', () => {
  it('with unsaved edits asks first: Stay keeps the page and the text, Leave goes', async () => {
    const { router } = await renderRoute('/app/agent/4001/agent', { answers });
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
    const { router } = await renderRoute('/app/agent/4001/agent', { answers });
    await screen.findByRole('textbox', { name: 'Instructions' });
    await act(async () => {
      void router.navigate({ to: '/app/$account/usage', params: { account: 'agent:4001' } } as never);
    });
    await vi.waitFor(() => expect(router.history.location.pathname).toBe('/app/agent/4001/usage'));
    expect(screen.queryByRole('alertdialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });
});
