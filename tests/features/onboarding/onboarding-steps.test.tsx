// @vitest-environment jsdom
// The onboarding wizard's steps rendered in the real app (router, overlay host, transport) at
// `/app/agent/4001?onboard=true&activeStep=…`, the API answered by the mock engine.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import { EXPERT_BOOKING_URL } from '@/lib/constants';
import { TIMEZONES, matchTimezone } from '@/lib/onboarding';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';
import { ownAgentElsewhere } from '../../harness/fixtures';

const api = useMockApi();

afterEach(() => {
  cleanup();
  clearCredentials();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
beforeEach(() => localStorage.clear());
beforeEach(() => world());

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

/** The engine's state for this test: the session's own account is another agent (of
 * organization 9999), agent 4001 (the path) has `settings`, the templates are these two and the
 * staged agent says 'Be kind.'. */
function world({
  settings,
  staging,
  templates = [],
  google,
}: {
  settings?: Record<string, unknown>;
  staging?: Record<string, unknown>;
  /** Templates besides the two. */
  templates?: Record<string, unknown>[];
  google?: Record<string, unknown>;
} = {}) {
  api.seed((state) => {
    ownAgentElsewhere(state);
    if (settings)
      for (const agent of state.agentAccounts as { id: number; settings?: unknown }[])
        if (agent.id === 4001) agent.settings = settings;
    state.templates = [template, other, ...templates];
    if (google) state.google = google;
    const agent = state.agent as { staging: Record<string, unknown> };
    agent.staging = { campaignId: agent.staging.campaignId, agentInstructions: 'Be kind.', ...staging };
  });
}

const dialog = () => screen.findByRole('dialog', { name: 'Set up your agent' });
const stepHeading = async (name: string) =>
  within(await dialog()).findByRole('heading', { level: 2, name }, { timeout: 10_000 });
const saved = () => JSON.parse(localStorage.getItem('onboarding') ?? '{}')['agent:4001'];
const seed = (state: Record<string, unknown>) =>
  localStorage.setItem('onboarding', JSON.stringify({ 'agent:4001': { updatedAt: 4_000_000_000, ...state } }));

describe('WELCOME', () => {
  // The file's first whole-app render loads the frame's and the wizard's code: slow on a busy machine.
  it(
    'offers both methods; from scratch goes to GENERATE_AGENT, saved locally at once',
    { timeout: 60_000 },
    async () => {
      const { router } = await renderRoute('/app/agent/4001?onboard=true');
      await stepHeading('Let’s build your agent');
      await userEvent.click(screen.getByRole('button', { name: /Start from scratch/ }));
      await stepHeading('Create your agent');
      expect(saved()).toMatchObject({ method: 'BUILD_FROM_SCRATCH', activeStep: 'GENERATE_AGENT' });
      expect(saved()).not.toHaveProperty('skipTimezoneStep');
      await waitFor(() => expect(router.state.location.search).toMatchObject({ activeStep: 'generate' }));
    },
  );
});

describe('closing', () => {
  it('the close button removes onboard, activeStep, fieldIndex and integrationIndex, keeping the progress', async () => {
    const { router } = await renderRoute('/app/agent/4001?onboard=true&activeStep=templates');
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
    const { router } = await renderRoute('/app/agent/4001?onboard=true');
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
    await renderRoute('/app/agent/4001?onboard=true&activeStep=templates');
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
    api.prefer('getTemplate', 'code=500');
    await renderRoute('/app/agent/4001?onboard=true&activeStep=templates');
    await userEvent.click(await screen.findByRole('button', { name: 'Use Dental front desk' }));
    await waitFor(() => expect(api.answers('getTemplate')).toHaveLength(1));
    const [failed] = api.answers('getTemplate') as { message: string }[];
    expect(await screen.findByText(failed!.message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a template' })).toBeInTheDocument();
  });
});

describe('SETUP_TEMPLATE', () => {
  it('one field at a time: select, the disabled field skipped, multi-select, placeholders from other fields', async () => {
    await renderRoute('/app/agent/4001?onboard=true&activeStep=templates');
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
    await renderRoute('/app/agent/4001?onboard=true&activeStep=templates');
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
    await renderRoute('/app/agent/4001?onboard=true');
    await stepHeading('Connect your tools');
    expect(screen.getByLabelText('Calendly: not connected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Calendly personal access token'), 'pat_0123456789abcdefghij');
    await userEvent.click(screen.getByRole('button', { name: 'Connect Calendly' }));
    expect(await screen.findByLabelText('Calendly: connected')).toBeInTheDocument();
    expect(api.bodies('enableCalendly')).toEqual([{ userPAT: 'pat_0123456789abcdefghij' }]);
    expect(api.state().calendly).toMatchObject({ enabled: true });
    expect(saved().connectedIntegrations).toEqual({ calendly: true });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Your time zone');
  });

  it('Google Calendar not connected: says so, and the step can be skipped', { timeout: 45_000 }, async () => {
    seed({
      method: 'BUILD_FROM_TEMPLATE',
      templateId: 'tpl_x',
      templateIntegrations: ['googleCalendar'],
      activeStep: 'SETUP_INTEGRATIONS',
    });
    // Google Calendar not connected in the engine: its calendars are refused.
    world({ google: { connected: false, calendars: null, main: null } });
    await renderRoute('/app/agent/4001?onboard=true');
    // The step's code loads lazily: on a busy machine that takes a while.
    expect(await screen.findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent(
      'Your Google account is not connected yet.',
    );
    expect(api.answers('listGoogleCalendars')[0]).toMatchObject({ success: false });
    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    await stepHeading('Your time zone');
  });
});

describe('SELECT_TIMEZONE and SELECT_VOICE', () => {
  it('the browser’s zone is preselected, the list is searchable, and choosing goes to the voice', async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    await renderRoute('/app/agent/4001?onboard=true&activeStep=timezone');
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
    await renderRoute('/app/agent/4001?onboard=true');
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
    await renderRoute('/app/agent/4001?onboard=true&activeStep=selectTimezone&skipTimezoneStep=true&agentVoice=nova');
    await stepHeading('Create your agent');
    expect(within(await dialog()).getByText('Nova')).toBeInTheDocument();
    // Skip flags are never saved.
    expect(saved()).not.toHaveProperty('skipTimezoneStep');
  });

  it('a time zone from the account settings’ pre-fill is matched to an entry', async () => {
    world({ settings: { onboarding: { prefill: { timezone: 'UTC+5:30' } } } });
    await renderRoute('/app/agent/4001?onboard=true&activeStep=timezone');
    await stepHeading('Your time zone');
    expect(within(await dialog()).getByText(/Selected:/).textContent).toContain('Chennai, Kolkata');
  });
});

describe('GENERATE_AGENT', () => {
  it('a failed creation says so with Retry; retrying succeeds and moves to EDIT_AGENT', async () => {
    seed({ method: 'BUILD_FROM_TEMPLATE', templateId: 'tpl_x', activeStep: 'GENERATE_AGENT' });
    world({ templates: [{ id: 'tpl_x', title: 'Plain', agentInstructions: 'You answer for the plain template.' }] });
    api.prefer('createAgentFromTemplate', 'code=500');
    await renderRoute('/app/agent/4001?onboard=true');
    await stepHeading('Create your agent');
    await userEvent.click(screen.getByRole('button', { name: 'Create my agent' }));
    await waitFor(() => expect(api.answers('createAgentFromTemplate')).toHaveLength(1));
    const [failed] = api.answers('createAgentFromTemplate') as { message: string }[];
    expect(await screen.findByText(`Your agent could not be created. ${failed!.message}`)).toBeInTheDocument();
    api.prefer('createAgentFromTemplate', '');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await stepHeading('Review the instructions');
    expect(api.bodies('createAgentFromTemplate').at(-1)).toMatchObject({ templateId: 'tpl_x' });
    expect(api.state().agent).toMatchObject({ staging: { agentInstructions: 'You answer for the plain template.' } });
  });
});

// The app provides these steps' views built from the agent editor's pieces (src/app/onboarding);
describe('EDIT_AGENT and TEST_AGENT', () => {
  it('shows the agent editor’s instructions, welcome message and save status', async () => {
    world({ staging: { welcomeMessage: 'Hello, Sunrise Dental!' } });
    await renderRoute('/app/agent/4001?onboard=true&activeStep=editAgent');
    // Scoped to the wizard: the agent's page behind it shows the editor too.
    const wizard = within(await dialog());
    const box = await wizard.findByRole('textbox', { name: 'Instructions' }, { timeout: 10_000 });
    expect(box).toHaveValue('Be kind.');
    expect(wizard.getByText('8 characters')).toBeInTheDocument();
    expect(wizard.getByRole('textbox', { name: 'Welcome message' })).toHaveValue('Hello, Sunrise Dental!');
    expect(wizard.getByRole('status', { name: 'Save status' })).toHaveTextContent('All changes saved');
  });

  it('Save and continue saves the edits through the editor, then moves to TEST_AGENT', async () => {
    await renderRoute('/app/agent/4001?onboard=true&activeStep=editAgent');
    const wizard = within(await dialog());
    const box = await wizard.findByRole('textbox', { name: 'Instructions' }, { timeout: 10_000 });
    await userEvent.clear(box);
    await userEvent.type(box, 'You answer calls for a bakery.');
    await userEvent.type(wizard.getByRole('textbox', { name: 'Welcome message' }), 'Hi!');
    await userEvent.click(wizard.getByRole('button', { name: 'Save and continue' }));
    await stepHeading('Try your agent');
    expect(api.bodies('saveCampaign').at(-1)).toMatchObject({
      campaign: { agentInstructions: 'You answer calls for a bakery.', welcomeMessage: 'Hi!' },
    });
    expect(api.state().agent).toMatchObject({
      staging: { agentInstructions: 'You answer calls for a bakery.', welcomeMessage: 'Hi!' },
    });
    expect(saved().activeStep).toBe('TEST_AGENT');
  });

  it('a failed save stays on the step with the failure and Retry; nothing typed is lost', async () => {
    api.prefer('saveCampaign', 'code=500');
    await renderRoute('/app/agent/4001?onboard=true&activeStep=editAgent');
    const wizard = within(await dialog());
    const box = await wizard.findByRole('textbox', { name: 'Instructions' }, { timeout: 10_000 });
    await userEvent.type(box, ' Always.');
    await userEvent.click(wizard.getByRole('button', { name: 'Save and continue' }));
    const status = wizard.getByRole('status', { name: 'Save status' });
    await waitFor(() => expect(api.answers('saveCampaign')).toHaveLength(1));
    const [failed] = api.answers('saveCampaign') as { message: string }[];
    await waitFor(() => expect(status).toHaveTextContent(`Not saved: ${failed!.message}`));
    expect(within(status).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(wizard.getByRole('heading', { level: 2, name: 'Review the instructions' })).toBeInTheDocument();
    expect(box).toHaveValue('Be kind. Always.');
  });

  it('empty instructions are refused with the spec’s message', async () => {
    await renderRoute('/app/agent/4001?onboard=true&activeStep=editAgent');
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
    await renderRoute('/app/agent/4001?onboard=true&activeStep=tryAgent');
    const box = await screen.findByRole('textbox', { name: 'Message to the agent' }, { timeout: 10_000 });
    // The agent editor's test chat (it can also run the webhook).
    expect(screen.getByRole('button', { name: 'Run webhook' })).toBeInTheDocument();
    await userEvent.type(box, 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.answers('runAgentPrompt')).toHaveLength(1));
    const [reply] = api.answers('runAgentPrompt') as { response: string }[];
    expect(await screen.findByText(reply!.response)).toBeInTheDocument();
    api.prefer('runAgentPrompt', 'code=500');
    await userEvent.type(box, 'Again');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.answers('runAgentPrompt')).toHaveLength(2));
    const failed = api.answers('runAgentPrompt')[1] as { message: string };
    expect(await screen.findByText(failed.message)).toBeInTheDocument();
    expect(box).toHaveValue('Again');
  });
});

describe('CHOOSE_NUMBER and SCHEDULE_CALL', () => {
  it.each([
    ['the engine’s 404 for a search that matches nothing', false],
    ['an empty list', true],
  ])('a search without results (%s) says so, not a failure; skipping goes to SCHEDULE_CALL', async (_, empty) => {
    if (empty) api.override('searchPhoneNumbersByLocality', () => ({ body: { success: true, numbers: [] } }));
    await renderRoute('/app/agent/4001?onboard=true&activeStep=chooseNumber');
    await stepHeading('Get a phone number');
    await userEvent.click(screen.getByRole('button', { name: 'City' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Nowhere');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No numbers found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(api.bodies('searchPhoneNumbersByLocality')).toEqual([expect.objectContaining({ city: 'Nowhere' })]);
    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    await stepHeading('Talk with an expert');
  });

  it('Book a call opens the booking page in a new tab', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    await renderRoute('/app/agent/4001?onboard=true&activeStep=talkWithExpert');
    await userEvent.click(await screen.findByRole('button', { name: /Book a call/ }));
    expect(open).toHaveBeenCalledWith(EXPERT_BOOKING_URL, '_blank', 'noopener,noreferrer');
  });

  it('in the mobile app, Book a call goes through the native URL opener', async () => {
    localStorage.setItem('isMobileApp', 'true');
    const assign = vi.fn();
    const open = vi.fn();
    vi.stubGlobal('open', open);
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    await renderRoute('/app/agent/4001?onboard=true&activeStep=scheduleCall');
    await userEvent.click(await screen.findByRole('button', { name: /Book a call/ }));
    expect(open).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(String(assign.mock.calls[0]?.[0])).toMatch(/^vida:/);
  });
});

describe('saving', () => {
  it('settings are saved once, 1000 ms after the last change; a failure logs the spec’s message', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.prefer('updateAccountSettings', 'code=500');
    await renderRoute('/app/agent/4001?onboard=true');
    await stepHeading('Let’s build your agent');
    const posts = () => api.bodies('updateAccountSettings') as { settings: { onboarding: unknown } }[];
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
    expect(posts().at(-1)?.settings.onboarding).toMatchObject({
      method: 'BUILD_FROM_SCRATCH',
      activeStep: 'GENERATE_AGENT',
    });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error saving settings'));
    expect(saved().activeStep).toBe('GENERATE_AGENT');
  });

  it('corrupt local storage counts as nothing saved', async () => {
    localStorage.setItem('onboarding', '{not json');
    await renderRoute('/app/agent/4001?onboard=true');
    await stepHeading('Let’s build your agent');
  });

  it('account settings newer than the local copy win', async () => {
    seed({ activeStep: 'SELECT_TEMPLATE', method: 'BUILD_FROM_TEMPLATE', updatedAt: 100 });
    world({ settings: { onboarding: { method: 'BUILD_FROM_SCRATCH', activeStep: 'SELECT_VOICE', updatedAt: 200 } } });
    await renderRoute('/app/agent/4001?onboard=true');
    await stepHeading('Pick a voice');
  });
});
