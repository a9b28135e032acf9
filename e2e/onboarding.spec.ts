import { test, expect, type Page, type Request } from '@playwright/test';

// The onboarding wizard (the `onboard` overlay) and the walkthrough card against the stateful
// mock: agent account 4001 (Sunrise Front Desk), the Dental front desk template (five fields,
// Google Calendar named twice, asked once). Each test has its own session, so mock state never leaks between tests.
test.describe.configure({ timeout: 120_000 });

const AGENT_PAGE = '/app/agent/4001/agent';
const wizard = (page: Page) => page.getByRole('dialog', { name: 'Set up your agent' });
const heading = (page: Page, name: string) => wizard(page).getByRole('heading', { level: 2, name });
const button = (page: Page, name: string | RegExp) =>
  wizard(page).getByRole('button', { name, exact: typeof name === 'string' });
const isCall = (method: string, path: string) => (r: Request) =>
  r.method() === method && new URL(r.url()).pathname === path;
const query = (page: Page) => new URL(page.url()).searchParams;
// src/lib/storage STORAGE_KEYS.onboarding: where the wizard keeps its local copy.
const ONBOARDING_STORAGE_KEY = 'onboarding';

async function open(page: Page, search = 'onboard=true') {
  await page.goto(`${AGENT_PAGE}?${search}`);
  await expect(wizard(page)).toBeVisible({ timeout: 30_000 });
}

test('by template: WELCOME to SCHEDULE_CALL, reloading mid-way resumes, Finish completes', async ({ page }) => {
  await open(page);
  await expect(heading(page, 'Let’s build your agent')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/activeStep=initial/);
  await button(page, /Start from a template/).click();
  await expect(heading(page, 'Choose a template')).toBeVisible();
  await expect(page).toHaveURL(/activeStep=templates/);
  // The total is known from the first counted step and never changes (issue 28 §2).
  await expect(wizard(page).getByText('Step 1 of 10', { exact: true })).toBeVisible();
  await wizard(page).getByRole('textbox', { name: 'Search templates' }).fill('intake');
  await expect(button(page, 'Use Dental front desk')).toHaveCount(0);
  await wizard(page).getByRole('textbox', { name: 'Search templates' }).fill('');
  await button(page, 'Use Dental front desk').click();

  // SETUP_TEMPLATE: the time zone field is auto-prefilled and the price is disabled (offersWhitening=no).
  await expect(heading(page, 'Tell us about your business')).toBeVisible();
  await expect(wizard(page).getByText('Question 1 of 3')).toBeVisible();
  await expect(page).toHaveURL(/activeStep=fields&fieldIndex=0/);
  await wizard(page).getByRole('textbox', { name: 'Practice name' }).fill('Sunrise Dental Group');
  await button(page, 'Continue').click();
  await expect(page).toHaveURL(/fieldIndex=1/);
  await wizard(page).getByRole('checkbox', { name: 'Whitening' }).check({ force: true });
  await button(page, 'Continue').click();
  await wizard(page).getByRole('radio', { name: 'Yes' }).check({ force: true });
  await button(page, 'Continue').click();
  // The price is enabled now that whitening is offered; its placeholder shows.
  await expect(wizard(page).getByRole('textbox', { name: 'Whitening price' })).toHaveAttribute(
    'placeholder',
    'e.g. $299',
  );
  await wizard(page).getByRole('textbox', { name: 'Whitening price' }).fill('$249');

  // Reload mid-way: the same field, with the values kept (once the local copy holds the value).
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', ONBOARDING_STORAGE_KEY))
    .toContain('$249');
  await page.reload();
  await expect(wizard(page).getByRole('textbox', { name: 'Whitening price' })).toHaveValue('$249', { timeout: 30_000 });
  await button(page, 'Continue').click();

  // SETUP_INTEGRATIONS: Google Calendar (pick the calendar), asked once although the template
  // names it twice (googleCalendar and the Google Calendar app).
  await expect(heading(page, 'Connect your tools')).toBeVisible();
  await expect(wizard(page).getByText('Step 3 of 10', { exact: true })).toBeVisible();
  await expect(wizard(page).getByText('Integration 1 of 1')).toBeVisible();
  await expect(page).toHaveURL(/activeStep=integrations&fieldIndex=\d+&integrationIndex=0/);
  await expect(wizard(page).getByText('Not connected')).toBeVisible();
  const setCalendar = page.waitForRequest(isCall('PUT', '/api/v1/google/calendars/main'));
  await button(page, 'Use this calendar').click();
  expect((await setCalendar).postDataJSON()).toEqual({ calendar: 'frontdesk@sunrisedental.example' });
  await expect(wizard(page).getByText('Connected', { exact: true })).toBeVisible();
  await button(page, 'Continue').click();

  // SELECT_TIMEZONE: searchable; pick Arizona.
  await expect(heading(page, 'Your time zone')).toBeVisible();
  await wizard(page).getByRole('textbox', { name: 'Search time zones' }).fill('arizona');
  await wizard(page).getByRole('radio', { name: '(UTC-07:00) Arizona' }).click();
  await button(page, 'Continue').click();

  // SELECT_VOICE
  await expect(heading(page, 'Pick a voice')).toBeVisible();
  await expect(page).toHaveURL(/activeStep=agentVoice/);
  await wizard(page).getByRole('radio', { name: 'Nova' }).click();
  await button(page, 'Continue').click();

  // GENERATE_AGENT: from the template with the answers, then the time zone and voice into the draft.
  await expect(heading(page, 'Create your agent')).toBeVisible();
  const create = page.waitForRequest(isCall('POST', '/api/v2/createAgentFromTemplate'));
  const draft = page.waitForRequest(isCall('POST', '/api/v2/campaign'));
  await button(page, 'Create my agent').click();
  const created = (await create).postDataJSON();
  expect(created.templateId).toBe('tpl_dental_v3');
  const values = Object.fromEntries(
    created.templateFields.map((f: { key: string; value?: unknown }) => [f.key, f.value]),
  );
  expect(values).toMatchObject({
    practiceName: 'Sunrise Dental Group',
    services: ['cleaning', 'whitening'],
    offersWhitening: 'yes',
    whiteningPrice: '$249',
  });
  const saved = (await draft).postDataJSON();
  expect(saved.campaign).toMatchObject({ timezone: 'America/Creston', agentVoice: 'nova', published: false });

  // EDIT_AGENT → TEST_AGENT → CHOOSE_NUMBER → SCHEDULE_CALL
  await expect(heading(page, 'Review the instructions')).toBeVisible();
  await expect(wizard(page).getByRole('textbox', { name: 'Instructions' })).not.toHaveValue('');
  // The agent editor's pieces (composed by the app): welcome message and save status.
  await expect(wizard(page).getByRole('textbox', { name: 'Welcome message' })).toBeVisible();
  await expect(wizard(page).getByRole('status', { name: 'Save status' })).toBeVisible();
  await button(page, 'Save and continue').click();
  await expect(heading(page, 'Try your agent')).toBeVisible();
  await expect(page).toHaveURL(/activeStep=tryAgent/);
  await expect(button(page, 'Run webhook')).toBeVisible();
  await wizard(page).getByRole('textbox', { name: 'Message to the agent' }).fill('Hello');
  await button(page, 'Send').click();
  await expect(wizard(page).getByText('The webhook was called and answered 200 OK.')).toBeVisible();
  await button(page, 'Continue').click();

  await expect(heading(page, 'Get a phone number')).toBeVisible();
  await wizard(page).getByRole('textbox', { name: 'Area code' }).fill('41a');
  await button(page, 'Search').click();
  await expect(wizard(page).getByText('Enter digits only, such as 415.')).toBeVisible();
  await wizard(page).getByRole('textbox', { name: 'Area code' }).fill('415');
  const search = page.waitForRequest(isCall('POST', '/api/v2/phoneNumber/search/local/prefix'));
  await button(page, 'Search').click();
  expect((await search).postDataJSON()).toEqual({ prefix: '415', country: 'US' });
  const assign = page.waitForRequest(isCall('POST', '/api/v2/phoneNumber/assign'));
  // 555-0142 and 555-0177 are the mock's agents' own numbers: the search no longer offers them.
  await button(page, 'Get (415) 555-0198').click();
  expect((await assign).postDataJSON()).toEqual({ number: '+14155550198', country: 'US' });

  await expect(heading(page, 'Talk with an expert')).toBeVisible();
  await expect(page).toHaveURL(/activeStep=scheduleCall/);
  const popup = page.waitForEvent('popup');
  await button(page, /Book a call/).click();
  await (await popup).close();

  const complete = page.waitForRequest(
    (r) =>
      isCall('POST', '/api/v1/accountSetting')(r) &&
      r.postDataJSON()?.settings?.onboarding?.onboardingComplete === true,
  );
  await button(page, 'Finish').click();
  await expect(wizard(page)).toHaveCount(0);
  // The setup checklist reads the new state at once: the agent is set up and has its number.
  await expect(page.getByRole('region', { name: 'Get your agent live' }).getByText('3 of 4 done')).toBeVisible();
  for (const key of ['onboard', 'activeStep', 'fieldIndex', 'integrationIndex'])
    expect(query(page).has(key)).toBe(false);
  const done = (await complete).postDataJSON().settings.onboarding;
  expect(done.activeStep).toBe('WELCOME');
  expect(Number.isInteger(done.updatedAt)).toBe(true);
  expect(done).not.toHaveProperty('skipTimezoneStep');

  // Completed onboarding starts the next run at SELECT_TEMPLATE.
  await open(page);
  await expect(heading(page, 'Choose a template')).toBeVisible();
});

test('by scratch: generate first, then time zone, voice, the agent steps; exit and re-enter resumes', async ({
  page,
}) => {
  await open(page);
  await button(page, /Start from scratch/).click();
  await expect(heading(page, 'Create your agent')).toBeVisible();
  await expect(page).toHaveURL(/activeStep=generate/);
  await expect(wizard(page).getByText('Built from: scratch')).toBeVisible();
  const draft = page.waitForRequest(isCall('POST', '/api/v2/campaign'));
  await button(page, 'Create my agent').click();
  expect((await draft).postDataJSON().published).toBe(false);

  // The agent exists already, so each choice is saved into its draft before the wizard moves on.
  await expect(heading(page, 'Your time zone')).toBeVisible();
  const zoneSave = page.waitForRequest(isCall('POST', '/api/v2/campaign'));
  await button(page, 'Continue').click();
  expect(typeof (await zoneSave).postDataJSON().campaign.timezone).toBe('string');
  await expect(heading(page, 'Pick a voice')).toBeVisible();
  // Back and Forward move between steps.
  await page.goBack();
  await expect(heading(page, 'Your time zone')).toBeVisible();
  await expect(page).toHaveURL(/activeStep=timezone/);
  await page.goForward();
  await expect(heading(page, 'Pick a voice')).toBeVisible();
  const voiceSave = page.waitForRequest(isCall('POST', '/api/v2/campaign'));
  await button(page, 'Continue').click();
  expect((await voiceSave).postDataJSON().campaign.agentVoice).toBeTruthy();
  await expect(heading(page, 'Review the instructions')).toBeVisible();
  await wizard(page).getByRole('textbox', { name: 'Instructions' }).fill('');
  await button(page, 'Save and continue').click();
  await expect(wizard(page).getByText('Please enter a prompt.', { exact: true })).toBeVisible();
  await wizard(page).getByRole('textbox', { name: 'Instructions' }).fill('You answer calls for a bakery.');
  const instructions = page.waitForRequest(isCall('POST', '/api/v2/campaign'));
  await button(page, 'Save and continue').click();
  expect((await instructions).postDataJSON().campaign.agentInstructions).toBe('You answer calls for a bakery.');
  await expect(heading(page, 'Try your agent')).toBeVisible();
  await button(page, 'Continue').click();
  await expect(heading(page, 'Get a phone number')).toBeVisible();
  await button(page, 'Skip for now').click();
  await expect(heading(page, 'Talk with an expert')).toBeVisible();

  // Save and exit keeps the progress; re-entering resumes at the same step.
  await wizard(page).getByRole('button', { name: 'Save and exit' }).click();
  await expect(wizard(page)).toHaveCount(0);
  expect(query(page).has('activeStep')).toBe(false);
  await open(page);
  await expect(heading(page, 'Talk with an expert')).toBeVisible();
  await expect(page).toHaveURL(/activeStep=scheduleCall/);
});

test.describe('the time zone step', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });
  test('starts at the browser’s zone, not UTC', async ({ page }) => {
    await open(page, 'onboard=true&activeStep=timezone');
    await expect(heading(page, 'Your time zone')).toBeVisible({ timeout: 30_000 });
    await expect(wizard(page).getByText(/^Selected:/)).toHaveText(
      'Selected: (UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi',
    );
    await expect(
      wizard(page).getByRole('radio', { name: '(UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi' }),
    ).toBeChecked();
  });
});

const ALIASES: [string, string][] = [
  ['activeStep=initial', 'Let’s build your agent'],
  ['activeStep=templates', 'Choose a template'],
  ['activeStep=setupAgent', 'Tell us about your business'],
  ['activeStep=selectTimezone', 'Your time zone'],
  ['activeStep=selectVoice', 'Pick a voice'],
  ['activeStep=generateAgent', 'Create your agent'],
  ['activeStep=editAgent', 'Review the instructions'],
  ['activeStep=testAgent', 'Try your agent'],
  ['activeStep=chooseNumber', 'Get a phone number'],
  ['activeStep=talkWithExpert', 'Talk with an expert'],
  ['onboard=scheduleCall', 'Talk with an expert'],
];

// One test per alias (each opens the agent page afresh, about 10 s on a busy machine: twelve in
// one test overran its time), so they also run in parallel.
test.describe('every step opens by its aliases', () => {
  for (const [search, title] of ALIASES) {
    test(`${search} opens “${title}”`, async ({ page }) => {
      await open(page, search.startsWith('onboard=') ? search : `onboard=true&${search}`);
      await expect(heading(page, title)).toBeVisible({ timeout: 30_000 });
      // The URL then names the step by its written alias.
      if (search === 'onboard=scheduleCall') await expect(page).toHaveURL(/activeStep=scheduleCall/);
    });
  }

  test('without a template, the fields step offers to choose one', async ({ page }) => {
    await open(page, 'onboard=true&activeStep=fields');
    await expect(wizard(page).getByText('Choose a template first')).toBeVisible();
  });
});

test('a stale saved template restarts the setup with a notice, keeping the answers that fit', async ({ page }) => {
  // A state saved when the template had two fields and no integrations, at the voice step.
  const saved = {
    method: 'BUILD_FROM_TEMPLATE',
    templateId: 'tpl_dental_v3',
    templateFields: [
      { key: 'practiceName', label: 'Practice name', type: 'text', value: 'Old Practice' },
      { key: 'parking', label: 'Parking', type: 'text', value: 'Free' },
    ],
    templateIntegrations: [],
    connectedIntegrations: {},
    activeStep: 'SELECT_VOICE',
    fieldIndex: 0,
    integrationIndex: 0,
    timezone: 'UTC',
    agentVoice: null,
    onboardingComplete: false,
    updatedAt: Math.floor(Date.now() / 1000) + 3600,
    skippedFields: [],
    skippedIntegrations: [],
    prefillValues: {},
  };
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('onboarding', JSON.stringify({ 'agent:4001': value }));
      sessionStorage.setItem('seeded', '1');
    }
  }, saved);
  await open(page, 'onboard=true');
  await expect(wizard(page).getByText(/This template has changed since you started/)).toBeVisible();
  await expect(heading(page, 'Tell us about your business')).toBeVisible();
  await expect(wizard(page).getByRole('textbox', { name: 'Practice name' })).toHaveValue('Old Practice');
  await expect(page).toHaveURL(/activeStep=fields&fieldIndex=0/);
});

test('a failed settings save (Prefer: code=500) logs the error and keeps the local copy', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.route('**/api/v1/accountSetting**', (route) =>
    route.continue({ headers: { ...route.request().headers(), Prefer: 'code=500' } }),
  );
  await open(page);
  const failed = page.waitForResponse((r) => isCall('POST', '/api/v1/accountSetting')(r.request()));
  await button(page, /Start from a template/).click();
  expect((await failed).status()).toBe(500);
  await expect.poll(() => errors.includes('Error saving settings')).toBe(true);
  await expect(heading(page, 'Choose a template')).toBeVisible();
  // The local copy holds the progress: a reload resumes there without the URL's step.
  await page.goto(`${AGENT_PAGE}?onboard=true`);
  await expect(heading(page, 'Choose a template')).toBeVisible({ timeout: 30_000 });
});

test('the walkthrough card: a number assigned shows its step done, finishing appends (not the shown step), dismiss and reopen', async ({
  page,
}) => {
  await page.goto(AGENT_PAGE);
  const card = page.getByRole('region', { name: 'Get your agent live' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  // Saved: set up and tested. The account has a number, so "Add a phone number" shows done
  // (issue 28 walkthrough) without being saved as finished.
  await expect(card.getByText('3 of 4 done')).toBeVisible();
  await expect(card.getByText('Add a phone number (done)')).toBeAttached();
  await expect(card.getByRole('button', { name: 'Get a number' })).toHaveCount(0);
  await card.getByRole('button', { name: 'See how' }).click();
  await expect(page.getByRole('dialog', { name: 'Forward your calls' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Forward your calls' }).getByRole('button', { name: 'Done' }).click();

  const save = page.waitForRequest(isCall('POST', '/api/v1/accountSetting'));
  await card.getByRole('button', { name: 'Mark “Forward your calls” as done' }).click();
  expect((await save).postDataJSON().settings.walkthrough).toEqual({
    version: 1,
    completed: ['SETUP_AGENT', 'TEST_AGENT', 'FORWARD_CALLS'],
    dismissed: false,
  });
  const ready = page.getByRole('region', { name: 'Your agent is ready' });
  await expect(ready.getByText('4 of 4 done')).toBeVisible();
  await page.reload();
  await expect(ready.getByText('4 of 4 done')).toBeVisible({ timeout: 30_000 });
  await ready.getByRole('button', { name: 'Dismiss the setup checklist' }).click();
  await expect(ready).toHaveCount(0);
  await page.getByRole('button', { name: 'Show the setup checklist' }).click();
  await expect(ready.getByText('4 of 4 done')).toBeVisible();
});
