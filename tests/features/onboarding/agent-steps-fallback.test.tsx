// @vitest-environment jsdom
// The EDIT_AGENT and TEST_AGENT steps' own minimal views: what the wizard shows when the app
// provides no agent step views (here the app's views are replaced by none).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { accountsById, agentAccount } from '../../harness/fixtures';
import type { Answer } from '../../harness/stub-api';

vi.mock('@/app/onboarding/lazy-agent-step-views', () => ({ appAgentStepViews: {} }));

afterEach(() => {
  cleanup();
  clearCredentials();
  localStorage.clear();
});
beforeEach(() => localStorage.clear());

const own = { ...agentAccount, id: 4999, organizationId: 9999, accountName: 'Own agent', details: {} };

function answers(extra: Record<string, Answer | ((req: Request) => Answer)> = {}) {
  return {
    'GET /api/v1/account': accountsById(own, [agentAccount]),
    'GET /api/v2/templates': { body: { success: true, templates: [] } },
    'POST /api/v1/accountSetting': { body: { success: true, settings: {} } },
    'GET /api/v2/agentEventRules/staging': { body: { success: true, agentInstructions: 'Be kind.' } },
    'POST /api/v2/campaign': { body: { success: true } },
    ...extra,
  };
}

const dialog = () => screen.findByRole('dialog', { name: 'Set up your agent' });
const stepHeading = async (name: string) =>
  within(await dialog()).findByRole('heading', { level: 2, name }, { timeout: 10_000 });

describe('the minimal agent step views (no views provided)', () => {
  it('EDIT_AGENT: the instructions alone, saved on Save and continue', async () => {
    const { requests } = await renderRoute('/app/agent/4001?onboard=true&activeStep=editAgent', {
      answers: answers(),
    });
    await stepHeading('Review the instructions');
    const box = await screen.findByRole('textbox', { name: 'Instructions' });
    expect(box).toHaveValue('Be kind.');
    expect(screen.queryByRole('textbox', { name: 'Welcome message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Save status' })).not.toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Please enter a prompt.')).toBeInTheDocument();
    await userEvent.type(box, 'You answer calls for a bakery.');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await stepHeading('Try your agent');
    const post = requests.find((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/v2/campaign');
    expect((await post!.clone().json()).campaign.agentInstructions).toBe('You answer calls for a bakery.');
  });

  it('TEST_AGENT: a plain chat through runPrompt, then Continue', async () => {
    await renderRoute('/app/agent/4001?onboard=true&activeStep=tryAgent', {
      answers: answers({ 'POST /api/v1/agent/runPrompt': { body: { success: true, response: 'Hi there!' } } }),
    });
    await stepHeading('Try your agent');
    expect(screen.queryByRole('button', { name: 'Run webhook' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message to the agent' }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Hi there!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Get a phone number');
  });
});
