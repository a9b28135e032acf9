// @vitest-environment jsdom
// The onboarding wizard's steps rendered in the real app (router, overlay host, transport) at
// `/app/agent/4001?onboard=true&activeStep=…`, the API answered by a table.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import type { AccountResponse } from '@/api/generated/model';
import { EXPERT_BOOKING_URL } from '@/lib/constants';
import { TIMEZONES, matchTimezone } from '@/lib/onboarding';
import { renderRoute } from '../../harness/render-route';
import { accountsById, agentAccount } from '../../harness/fixtures';
import type { Answer } from '../../harness/stub-api';

afterEach(() => {
  cleanup();
  clearCredentials();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
beforeEach(() => localStorage.clear());

const own = { ...agentAccount, id: 4999, organizationId: 9999, accountName: 'Own agent', details: {} };

const template = {
  id: 'tpl_dental_v3',
  title: 'Dental front desk',
  description: 'Answers calls for a dental practice.',
  templateFields: [
    { key: 'practiceName', label: 'Practice name', type: 'text', placeholder: 'e.g. Sunrise' },
    {
      key: 'offersWhitening',
      label: 'Do you offer whitening?',
      type: 'select',
      options: [
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ],
      value: 'no',
    },
    { key: 'whiteningPrice', label: 'Whitening price', type: 'text', disabledIf: 'offersWhitening=no' },
    {
      key: 'services',
      label: 'Services offered',
      type: 'multi-select',
      options: [
        { value: 'cleaning', label: 'Cleaning' },
        { value: 'whitening', label: 'Whitening' },
      ],
    },
    { key: 'greeting', label: 'Greeting', type: 'text', placeholder: 'Welcome to {practiceName}' },
    { key: 'timezone', label: 'Time zone', type: 'text', autoPrefilled: true, value: 'America/Los_Angeles' },
  ],
  templateIntegrations: ['calendly'],
};
const other = { id: 'tpl_intake', title: 'Medical office intake', description: 'Takes new-patient details.' };

function answers(
  extra: Record<string, Answer | ((req: Request) => Answer)> = {},
  account: AccountResponse = agentAccount,
) {
  return {
    'GET /api/v1/account': accountsById(own, [account]),
    'GET /api/v2/templates': { body: { success: true, templates: [template, other] } },
    'GET /api/v2/templates/tpl_dental_v3': { body: { success: true, template } },
    'POST /api/v1/accountSetting': { body: { success: true, settings: {} } },
    'GET /api/v2/agentEventRules/staging': { body: { success: true, agentInstructions: 'Be kind.' } },
    'POST /api/v2/campaign': { body: { success: true } },
    ...extra,
  };
}

const dialog = () => screen.findByRole('dialog', { name: 'Set up your agent' });
const stepHeading = async (name: string) =>
  within(await dialog()).findByRole('heading', { level: 2, name }, { timeout: 10_000 });
const saved = () => JSON.parse(localStorage.getItem('onboarding') ?? '{}')['agent:4001'];
const seed = (state: Record<string, unknown>) =>
  localStorage.setItem('onboarding', JSON.stringify({ 'agent:4001': { updatedAt: 4_000_000_000, ...state } }));

describe('WELCOME', () => {
  it('offers both methods; from scratch goes to GENERATE_AGENT, saved locally at once', async () => {
    const { router } = await renderRoute('/app/agent/4001?onboard=true', { answers: answers() });
    await stepHeading('Let’s build your agent');
    await userEvent.click(screen.getByRole('button', { name: /Start from scratch/ }));
    await stepHeading('Create your agent');
    expect(saved()).toMatchObject({ method: 'BUILD_FROM_SCRATCH', activeStep: 'GENERATE_AGENT' });
    expect(saved()).not.toHaveProperty('skipTimezoneStep');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ activeStep: 'generate' }));
  });
});

describe('closing', () => {
  it('the close button removes onboard, activeStep, fieldIndex and integrationIndex, keeping the progress', async () => {
    const { router } = await renderRoute('/app/agent/4001?onboard=true&activeStep=templates', { answers: answers() });
    await stepHeading('Choose a template');
    await waitFor(() => expect(router.state.location.search).toHaveProperty('integrationIndex'));
    await userEvent.click(screen.getByRole('button', { name: 'Close Set up your agent' }));
    await waitFor(() => {
      const search = router.state.location.search as Record<string, unknown>;
      for (const key of ['onboard', 'activeStep', 'fieldIndex', 'integrationIndex'])
        expect(search).not.toHaveProperty(key);
    });
    expect(saved().activeStep).toBe('SELECT_TEMPLATE');
  });

  it('Discard asks first, then clears the template and closes', async () => {
    seed({
      method: 'BUILD_FROM_TEMPLATE',
      templateId: 'tpl_x',
      timezone: 'UTC',
      agentVoice: 'echo',
      activeStep: 'GENERATE_AGENT',
    });
    const { router } = await renderRoute('/app/agent/4001?onboard=true', { answers: answers() });
    await stepHeading('Create your agent');
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    const confirm = await screen
      .findByRole('alertdialog', { name: 'Discard your progress?' })
      .catch(() => screen.findByRole('dialog', { name: 'Discard your progress?' }));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('onboard'));
    expect(saved()).toMatchObject({
      templateId: null,
      timezone: null,
      agentVoice: null,
      activeStep: 'SELECT_TEMPLATE',
    });
  });
});

describe('SELECT_TEMPLATE', () => {
  it('lists the templates with descriptions, searchable, and selecting one opens its first field', async () => {
    await renderRoute('/app/agent/4001?onboard=true&activeStep=templates', { answers: answers() });
    await stepHeading('Choose a template');
    expect(await within(await dialog()).findByText('Takes new-patient details.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search templates' }), 'zzz');
    expect(within(await dialog()).getByText('No template matches')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Search templates' }));
    await userEvent.click(screen.getByRole('button', { name: 'Use Dental front desk' }));
    await stepHeading('Tell us about your business');
    expect(screen.getByRole('textbox', { name: 'Practice name' })).toHaveAttribute('placeholder', 'e.g. Sunrise');
  });

  it('a template that fails to load says so and stays', async () => {
    await renderRoute('/app/agent/4001?onboard=true&activeStep=templates', {
      answers: answers({
        'GET /api/v2/templates/tpl_dental_v3': { status: 500, body: { success: false, message: 'Boom' } },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Use Dental front desk' }));
    expect(await screen.findByText('Boom')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a template' })).toBeInTheDocument();
  });
});

describe('SETUP_TEMPLATE', () => {
  it('one field at a time: select, the disabled field skipped, multi-select, placeholders from other fields', async () => {
    await renderRoute('/app/agent/4001?onboard=true&activeStep=templates', { answers: answers() });
    await userEvent.click(await screen.findByRole('button', { name: 'Use Dental front desk' }));
    await stepHeading('Tell us about your business');
    expect(screen.getByText('Question 1 of 4')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Practice name' }), 'Sunrise Dental');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // A select: the template's value is chosen; "No" keeps the price field disabled, so it is skipped.
    expect(await screen.findByRole('radio', { name: 'No' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('checkbox', { name: 'Cleaning' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Whitening' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The placeholder is filled from the practice name.
    expect(await screen.findByRole('textbox', { name: 'Greeting' })).toHaveAttribute(
      'placeholder',
      'Welcome to Sunrise Dental',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The auto-prefilled time zone is skipped; the template's integration comes next.
    await stepHeading('Connect your tools');
    const fields = saved().templateFields as { key: string; value?: unknown }[];
    expect(Object.fromEntries(fields.map((f) => [f.key, f.value]))).toMatchObject({
      practiceName: 'Sunrise Dental',
      offersWhitening: 'no',
      services: ['whitening'],
    });
  });

  it('Back from the first field returns to the templates', async () => {
    await renderRoute('/app/agent/4001?onboard=true&activeStep=templates', { answers: answers() });
    await userEvent.click(await screen.findByRole('button', { name: 'Use Dental front desk' }));
    await stepHeading('Tell us about your business');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Choose a template');
  });
});

describe('SETUP_INTEGRATIONS', () => {
  it('Calendly connects with a token and shows connected; skipping moves on', async () => {
    seed({
      method: 'BUILD_FROM_TEMPLATE',
      templateId: 'tpl_x',
      templateIntegrations: ['calendly'],
      activeStep: 'SETUP_INTEGRATIONS',
    });
    const { requests } = await renderRoute('/app/agent/4001?onboard=true', {
      answers: answers({ 'POST /api/v2/calendly': { body: { success: true, message: 'Calendly enabled' } } }),
    });
    await stepHeading('Connect your tools');
    expect(screen.getByLabelText('Calendly: not connected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Calendly personal access token'), 'pat_123');
    await userEvent.click(screen.getByRole('button', { name: 'Connect Calendly' }));
    expect(await screen.findByLabelText('Calendly: connected')).toBeInTheDocument();
    const call = requests.find((r) => new URL(r.url).pathname === '/api/v2/calendly');
    expect(await call?.clone().json()).toEqual({ userPAT: 'pat_123' });
    expect(saved().connectedIntegrations).toEqual({ calendly: true });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Your time zone');
  });

  it('Google Calendar not connected: says so, and the step can be skipped', async () => {
    seed({
      method: 'BUILD_FROM_TEMPLATE',
      templateId: 'tpl_x',
      templateIntegrations: ['googleCalendar'],
      activeStep: 'SETUP_INTEGRATIONS',
    });
    await renderRoute('/app/agent/4001?onboard=true', {
      answers: answers({
        'GET /api/v1/google/calendars': { status: 401, body: { success: false, message: 'Not connected' } },
      }),
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    await stepHeading('Your time zone');
  });
});

describe('SELECT_TIMEZONE and SELECT_VOICE', () => {
  it('the browser’s zone is preselected, the list is searchable, and choosing goes to the voice', async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    await renderRoute('/app/agent/4001?onboard=true&activeStep=timezone', { answers: answers() });
    await stepHeading('Your time zone');
    const checked = screen.getAllByRole('radio', { checked: true });
    expect(checked).toHaveLength(1);
    const expected = TIMEZONES.find((tz) => tz.value === matchTimezone(zone).value);
    expect(checked[0]).toHaveAccessibleName(expected!.text);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search time zones' }), 'kolkata');
    const india = screen.getByRole('radio', { name: /Chennai, Kolkata/ });
    await userEvent.click(india);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Pick a voice');
    expect(saved().timezone).toBe('India Standard Time');
  });

  it('choosing a voice goes to GENERATE_AGENT when building from a template', async () => {
    seed({ method: 'BUILD_FROM_TEMPLATE', templateId: 'tpl_x', activeStep: 'SELECT_VOICE' });
    await renderRoute('/app/agent/4001?onboard=true', { answers: answers() });
    await stepHeading('Pick a voice');
    await userEvent.click(screen.getByRole('radio', { name: 'Echo' }));
    expect(screen.getByRole('radio', { name: 'Echo' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Create your agent');
    expect(saved().agentVoice).toBe('echo');
  });
});

describe('pre-fill', () => {
  it('skip flags and a voice from the query redirect past the time zone and voice steps', async () => {
    seed({ method: 'BUILD_FROM_TEMPLATE', templateId: 'tpl_x', activeStep: 'SELECT_TEMPLATE' });
    await renderRoute('/app/agent/4001?onboard=true&activeStep=selectTimezone&skipTimezoneStep=true&agentVoice=nova', {
      answers: answers(),
    });
    await stepHeading('Create your agent');
    expect(within(await dialog()).getByText('Nova')).toBeInTheDocument();
    // Skip flags are never saved.
    expect(saved()).not.toHaveProperty('skipTimezoneStep');
  });

  it('a time zone from the account settings’ pre-fill is matched to an entry', async () => {
    const account = { ...agentAccount, settings: { onboarding: { prefill: { timezone: 'UTC+5:30' } } } };
    await renderRoute('/app/agent/4001?onboard=true&activeStep=timezone', { answers: answers({}, account) });
    await stepHeading('Your time zone');
    expect(within(await dialog()).getByText(/Selected:/).textContent).toContain('Chennai, Kolkata');
  });
});

describe('GENERATE_AGENT', () => {
  it('a failed creation says so with Retry; retrying succeeds and moves to EDIT_AGENT', async () => {
    seed({ method: 'BUILD_FROM_TEMPLATE', templateId: 'tpl_x', activeStep: 'GENERATE_AGENT' });
    let fail = true;
    await renderRoute('/app/agent/4001?onboard=true', {
      answers: answers({
        'POST /api/v2/createAgentFromTemplate': () =>
          fail
            ? { status: 500, body: { success: false, message: 'Server busy' } }
            : { body: { success: true, campaignId: 'c1' } },
      }),
    });
    await stepHeading('Create your agent');
    await userEvent.click(screen.getByRole('button', { name: 'Create my agent' }));
    expect(await screen.findByText(/Your agent could not be created\. Server busy/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await stepHeading('Review the instructions');
  });
});

// The app provides these steps' views built from the agent editor's pieces (src/app/onboarding);
describe('EDIT_AGENT and TEST_AGENT', () => {
  const campaignPosts = (requests: readonly Request[]) =>
    requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/v2/campaign');

  it('shows the agent editor’s instructions, welcome message and save status', async () => {
    await renderRoute('/app/agent/4001?onboard=true&activeStep=editAgent', {
      answers: answers({
        'GET /api/v2/agentEventRules/staging': {
          body: { success: true, agentInstructions: 'Be kind.', welcomeMessage: 'Hello, Sunrise Dental!' },
        },
      }),
    });
    // Scoped to the wizard: the agent's page behind it shows the editor too.
    const wizard = within(await dialog());
    const box = await wizard.findByRole('textbox', { name: 'Instructions' }, { timeout: 10_000 });
    expect(box).toHaveValue('Be kind.');
    expect(wizard.getByText('8 characters')).toBeInTheDocument();
    expect(wizard.getByRole('textbox', { name: 'Welcome message' })).toHaveValue('Hello, Sunrise Dental!');
    expect(wizard.getByRole('status', { name: 'Save status' })).toHaveTextContent('All changes saved');
  });

  it('Save and continue saves the edits through the editor, then moves to TEST_AGENT', async () => {
    const { requests } = await renderRoute('/app/agent/4001?onboard=true&activeStep=editAgent', {
      answers: answers(),
    });
    const wizard = within(await dialog());
    const box = await wizard.findByRole('textbox', { name: 'Instructions' }, { timeout: 10_000 });
    await userEvent.clear(box);
    await userEvent.type(box, 'You answer calls for a bakery.');
    await userEvent.type(wizard.getByRole('textbox', { name: 'Welcome message' }), 'Hi!');
    await userEvent.click(wizard.getByRole('button', { name: 'Save and continue' }));
    await stepHeading('Try your agent');
    const posts = campaignPosts(requests);
    expect(posts.length).toBeGreaterThan(0);
    const body = await posts.at(-1)!.clone().json();
    expect(body.campaign).toMatchObject({ agentInstructions: 'You answer calls for a bakery.', welcomeMessage: 'Hi!' });
    expect(saved().activeStep).toBe('TEST_AGENT');
  });

  it('a failed save stays on the step with the failure and Retry; nothing typed is lost', async () => {
    await renderRoute('/app/agent/4001?onboard=true&activeStep=editAgent', {
      answers: answers({ 'POST /api/v2/campaign': { status: 500, body: { success: false, message: 'Disk full' } } }),
    });
    const wizard = within(await dialog());
    const box = await wizard.findByRole('textbox', { name: 'Instructions' }, { timeout: 10_000 });
    await userEvent.type(box, ' Always.');
    await userEvent.click(wizard.getByRole('button', { name: 'Save and continue' }));
    const status = wizard.getByRole('status', { name: 'Save status' });
    await waitFor(() => expect(status).toHaveTextContent('Not saved: Disk full'));
    expect(within(status).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(wizard.getByRole('heading', { level: 2, name: 'Review the instructions' })).toBeInTheDocument();
    expect(box).toHaveValue('Be kind. Always.');
  });

  it('empty instructions are refused with the spec’s message', async () => {
    await renderRoute('/app/agent/4001?onboard=true&activeStep=editAgent', { answers: answers() });
    const wizard = within(await dialog());
    const box = await wizard.findByRole('textbox', { name: 'Instructions' }, { timeout: 10_000 });
    expect(box).toHaveValue('Be kind.');
    await userEvent.clear(box);
    await userEvent.click(wizard.getByRole('button', { name: 'Save and continue' }));
    expect(await wizard.findByText('Please enter a prompt.')).toBeInTheDocument();
    expect(box).toHaveFocus();
    expect(wizard.getByRole('heading', { level: 2, name: 'Review the instructions' })).toBeInTheDocument();
  });

  it('the test chat shows the answer; a failure shows an error and gives the text back', async () => {
    let fail = false;
    await renderRoute('/app/agent/4001?onboard=true&activeStep=tryAgent', {
      answers: answers({
        'POST /api/v1/agent/runPrompt': () =>
          fail
            ? { status: 500, body: { success: false, message: 'Agent offline' } }
            : { body: { success: true, response: 'Hi there!' } },
      }),
    });
    const box = await screen.findByRole('textbox', { name: 'Message to the agent' }, { timeout: 10_000 });
    // The agent editor's test chat (it can also run the webhook).
    expect(screen.getByRole('button', { name: 'Run webhook' })).toBeInTheDocument();
    await userEvent.type(box, 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Hi there!')).toBeInTheDocument();
    fail = true;
    await userEvent.type(box, 'Again');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Agent offline')).toBeInTheDocument();
    expect(box).toHaveValue('Again');
  });
});

describe('CHOOSE_NUMBER and SCHEDULE_CALL', () => {
  it('a search without results says so; skipping goes to SCHEDULE_CALL', async () => {
    await renderRoute('/app/agent/4001?onboard=true&activeStep=chooseNumber', {
      answers: answers({ 'POST /api/v2/phoneNumber/search/local/locality': { body: { success: true, numbers: [] } } }),
    });
    await stepHeading('Get a phone number');
    await userEvent.click(screen.getByRole('button', { name: 'City' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Nowhere');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No numbers found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    await stepHeading('Talk with an expert');
  });

  it('Book a call opens the booking page in a new tab', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    await renderRoute('/app/agent/4001?onboard=true&activeStep=talkWithExpert', { answers: answers() });
    await userEvent.click(await screen.findByRole('button', { name: /Book a call/ }));
    expect(open).toHaveBeenCalledWith(EXPERT_BOOKING_URL, '_blank', 'noopener,noreferrer');
  });

  it('in the mobile app, Book a call goes through the native URL opener', async () => {
    localStorage.setItem('isMobileApp', 'true');
    const assign = vi.fn();
    const open = vi.fn();
    vi.stubGlobal('open', open);
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    await renderRoute('/app/agent/4001?onboard=true&activeStep=scheduleCall', { answers: answers() });
    await userEvent.click(await screen.findByRole('button', { name: /Book a call/ }));
    expect(open).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(String(assign.mock.calls[0]?.[0])).toMatch(/^vida:/);
  });
});

describe('saving', () => {
  it('settings are saved once, 1000 ms after the last change; a failure logs the spec’s message', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { requests } = await renderRoute('/app/agent/4001?onboard=true', {
      answers: answers({ 'POST /api/v1/accountSetting': { status: 500, body: { success: false, message: 'no' } } }),
    });
    await stepHeading('Let’s build your agent');
    const posts = () => requests.filter((r) => new URL(r.url).pathname === '/api/v1/accountSetting');
    const before = posts().length;
    // Only the timers are faked, after the app has rendered: the debounce is counted exactly.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(screen.getByRole('button', { name: /Start from scratch/ }));
      expect(saved().activeStep).toBe('GENERATE_AGENT');
      await vi.advanceTimersByTimeAsync(999);
      expect(posts().length).toBe(before);
      await vi.advanceTimersByTimeAsync(1);
      for (let i = 0; i < 20 && posts().length === before; i += 1) await vi.advanceTimersByTimeAsync(0);
      expect(posts().length).toBe(before + 1);
    } finally {
      vi.useRealTimers();
    }
    const body = await posts().at(-1)!.clone().json();
    expect(body.settings.onboarding).toMatchObject({ method: 'BUILD_FROM_SCRATCH', activeStep: 'GENERATE_AGENT' });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error saving settings'));
    expect(saved().activeStep).toBe('GENERATE_AGENT');
  });

  it('corrupt local storage counts as nothing saved', async () => {
    localStorage.setItem('onboarding', '{not json');
    await renderRoute('/app/agent/4001?onboard=true', { answers: answers() });
    await stepHeading('Let’s build your agent');
  });

  it('account settings newer than the local copy win', async () => {
    seed({ activeStep: 'SELECT_TEMPLATE', method: 'BUILD_FROM_TEMPLATE', updatedAt: 100 });
    const account = {
      ...agentAccount,
      settings: { onboarding: { method: 'BUILD_FROM_SCRATCH', activeStep: 'SELECT_VOICE', updatedAt: 200 } },
    };
    await renderRoute('/app/agent/4001?onboard=true', { answers: answers({}, account) });
    await stepHeading('Pick a voice');
  });
});
