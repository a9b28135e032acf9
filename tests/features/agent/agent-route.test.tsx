// @vitest-environment jsdom
// The agent section rendered for real (router, rewrite, console frame, registry, transport): an
// agent account opens on its editor, and every call acts on the account of the path.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { clearCredentials } from '@/api/credentials';
import { paramsOf, renderRoute } from '../../harness/render-route';
import { accountsById, agentAccount } from '../../harness/fixtures';

afterEach(() => {
  cleanup();
  clearCredentials();
});

const own = { ...agentAccount, id: 4999, organizationId: 9999, accountName: 'Own agent', details: {} };
const staging = {
  success: true,
  campaignId: 'camp4001c9e2b7a1',
  agentInstructions: 'You are the front desk.',
  published: false,
};
const answers = {
  'GET /api/v1/account': accountsById(own, [agentAccount]),
  'GET /api/v2/agentEventRules/staging': { body: staging },
  'GET /api/v2/agentEventRules/default': { body: { ...staging, published: true } },
  'GET /api/v2/agent/functions': { body: { success: true, functions: [] } },
  'GET /api/v2/agent/camp4001c9e2b7a1/versions': { body: { success: true, versions: [] } },
  'GET /api/v2/templates': { body: { success: true, templates: [] } },
};

describe('the agent section', () => {
  it('/app/agent/4001 opens the editor of agent 4001, every call with targetAccountId=4001', async () => {
    const { requests, router } = await renderRoute('/app/agent/4001', { answers });
    expect(await screen.findByRole('textbox', { name: 'Instructions' })).toHaveValue('You are the front desk.');
    expect(router.history.location.pathname).toBe('/app/agent/4001/agent');
    for (const path of [
      '/api/v2/agentEventRules/staging',
      '/api/v2/agentEventRules/default',
      '/api/v2/agent/functions',
    ]) {
      const calls = paramsOf(requests, path);
      expect(calls.length).toBeGreaterThan(0);
      expect(calls.every((p) => p.get('targetAccountId') === '4001')).toBe(true);
    }
    expect(await screen.findByText('Published')).toBeInTheDocument();
  });

  it('?templateId opens the template instead', async () => {
    await renderRoute('/app/agent/4001/agent?templateId=tpl_dental_v3', {
      answers: {
        ...answers,
        'GET /api/v2/templates/tpl_dental_v3': {
          body: {
            success: true,
            template: { id: 'tpl_dental_v3', title: 'Dental front desk', agentInstructions: 'You are {practiceName}.' },
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Dental front desk' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Instructions' })).toHaveValue('You are {practiceName}.');
  });
});
