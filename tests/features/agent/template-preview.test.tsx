// @vitest-environment jsdom
// Issue 28 §2: an agent built from a template (after onboarding) holds the template's text; the
// editor shows it filled in by the template engine (spec 000 §5), the raw template one toggle away.
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';

const api = useMockApi();

afterEach(() => {
  cleanup();
  clearCredentials();
});

const RAW =
  'You are the front desk of {practiceName}.\n{#offersWhitening=yes}Mention the whitening special ({whiteningPrice}).{/offersWhitening}';

type State = {
  agent: { staging: Record<string, unknown> };
  account: { settings?: Record<string, unknown> };
};

function builtFromTemplate(offersWhitening: 'yes' | 'no') {
  api.seed((raw) => {
    const state = raw as State;
    state.agent.staging = {
      ...state.agent.staging,
      templateId: 'tpl_dental_v3',
      agentInstructions: RAW,
      welcomeMessage: 'Thanks for calling {practiceName}, how can I help?',
    };
    // The answers given in onboarding, saved in the account's settings.
    state.account.settings = {
      ...state.account.settings,
      onboarding: {
        method: 'BUILD_FROM_TEMPLATE',
        templateId: 'tpl_dental_v3',
        templateFields: [
          { key: 'practiceName', type: 'text', value: 'Sunrise Dental Group' },
          { key: 'offersWhitening', type: 'select', value: offersWhitening },
          { key: 'whiteningPrice', type: 'text', value: '$299' },
        ],
        activeStep: 'SCHEDULE_CALL',
        onboardingComplete: true,
        updatedAt: 1_700_000_000,
      },
    };
  });
}

describe('the agent editor’s prompt built from a template', { timeout: 90_000 }, () => {
  it('shows the filled-in text, not {practiceName} or {#offersWhitening=yes}', async () => {
    builtFromTemplate('yes');
    await renderRoute('/app/agent/4001/agent');
    const instructions = await screen.findByRole('region', { name: 'Instructions' });
    await within(instructions).findByText(/front desk of Sunrise Dental Group/);
    expect(instructions).toHaveTextContent('Mention the whitening special ($299).');
    expect(instructions.textContent).not.toMatch(/[{}]/);
    expect(screen.getByRole('region', { name: 'Welcome message' })).toHaveTextContent(
      'Thanks for calling Sunrise Dental Group, how can I help?',
    );
    expect(api.calls('getTemplate')[0]?.pathname).toBe('/api/v2/templates/tpl_dental_v3');
  });

  it('a block whose answer differs is left out; the raw template is one toggle away and editable', async () => {
    builtFromTemplate('no');
    await renderRoute('/app/agent/4001/agent');
    const instructions = await screen.findByRole('region', { name: 'Instructions' });
    await within(instructions).findByText(/front desk of Sunrise Dental Group/);
    expect(instructions).not.toHaveTextContent('whitening');

    await userEvent.click(screen.getByRole('button', { name: 'Edit template' }));
    expect(screen.getByRole('textbox', { name: 'Instructions' })).toHaveValue(RAW);
    await userEvent.click(screen.getByRole('button', { name: 'Filled in' }));
    expect(await screen.findByRole('region', { name: 'Instructions' })).toHaveTextContent('Sunrise Dental Group');
  });
});
