// @vitest-environment jsdom
// The agent section rendered for real (router, rewrite, console frame, registry, transport): an
// agent account opens on its editor, and every call acts on the account of the path.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';
import { ownAgentElsewhere } from '../../harness/fixtures';

const api = useMockApi();

const staging = {
  campaignId: 'camp4001c9e2b7a1',
  agentInstructions: 'You are the front desk.',
  published: false,
};

/** The session's own account is another agent (of organization 9999): the path names 4001. */
beforeEach(() => {
  api.seed((state) => {
    ownAgentElsewhere(state);
    state.agent = { staging, live: { ...staging, published: true } };
    const templates = state.templates as { id: string; title?: string; agentInstructions?: string }[];
    for (const t of templates)
      if (t.id === 'tpl_dental_v3')
        Object.assign(t, { title: 'Dental front desk', agentInstructions: 'You are {practiceName}.' });
  });
});
afterEach(() => {
  cleanup();
  clearCredentials();
});

describe('the agent section', () => {
  it('/app/agent/4001 opens the editor of agent 4001, every call with targetAccountId=4001', async () => {
    const { router } = await renderRoute('/app/agent/4001');
    expect(await screen.findByRole('textbox', { name: 'Instructions' })).toHaveValue('You are the front desk.');
    expect(router.history.location.pathname).toBe('/app/agent/4001/agent');
    for (const operationId of ['getStagingAgent', 'getDefaultAgent', 'listAgentFunctions'] as const) {
      const calls = api.calls(operationId).map((u) => u.searchParams);
      expect(calls.length).toBeGreaterThan(0);
      expect(calls.every((p) => p.get('targetAccountId') === '4001')).toBe(true);
    }
    expect(await screen.findByText('Published')).toBeInTheDocument();
  });

  it('?templateId opens the template instead', async () => {
    await renderRoute('/app/agent/4001/agent?templateId=tpl_dental_v3');
    expect(await screen.findByRole('heading', { name: 'Dental front desk' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Instructions' })).toHaveValue('You are {practiceName}.');
  });
});
