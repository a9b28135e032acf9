import { test, expect, type Page } from '@playwright/test';

// The mock answers the contract's LogList example (two inbound calls on 2025-11-20 and 21, 134 s
// and 312 s, one transferred) for every page, and an account without its own metrics, so the
// dashboard shows the eight defaults. The clock is set inside their 30-day window.
const NOW = new Date('2025-11-22T12:00:00Z');
const DASHBOARD = '/app/org/3001/dashboard';

// Each journey loads the page (eight trend charts, two periods computed) several times; on a
// loaded two-core machine that passes 30 s.
test.describe.configure({ timeout: 60_000 });

async function openDashboard(page: Page, path = DASHBOARD) {
  await page.clock.setFixedTime(NOW);
  await page.goto(path);
  // Hidden from the accessibility tree while an overlay opened by the URL is on top of it.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1, includeHidden: true })).toBeVisible();
}

const card = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Metrics' }).getByRole('button', { name: new RegExp(`^${title}:`) });

test('shows the eight default metrics computed from the logs of the window', async ({ page }) => {
  const logsCall = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v2/logs');
  await openDashboard(page);
  const url = new URL((await logsCall).url());
  expect(Number(url.searchParams.get('end'))).toBe(NOW.getTime() / 1000);
  // The 30-day window and the 30 days before it (each value's change is against that period).
  expect(Number(url.searchParams.get('start'))).toBe(NOW.getTime() / 1000 - 60 * 86_400 - 1);
  expect(url.searchParams.get('page')).toBe('1');
  expect(url.searchParams.get('targetAccountId')).toBe('3001');

  for (const title of [
    'Minutes Saved',
    'Calls Answered',
    'Appointments Booked',
    'Appointment Book Rate',
    'Avg Call Duration \\(sec\\)',
    'Calls Transfered',
    'Inbound Calls',
    'Outbound Calls',
  ]) {
    await expect(card(page, title)).toBeVisible();
  }
  await expect(card(page, 'Calls Answered')).toContainText('2');
  await expect(card(page, 'Minutes Saved')).toContainText('7');
  await expect(card(page, 'Avg Call Duration \\(sec\\)')).toContainText('223');
  await expect(card(page, 'Calls Transfered')).toContainText('1');
  await expect(card(page, 'Inbound Calls')).toContainText('2');
  await expect(card(page, 'Outbound Calls')).toContainText('0');
  await expect(card(page, 'Calls Answered')).toHaveAccessibleName(/last 30 days/);

  // A click opens the rows behind the number.
  await card(page, 'Inbound Calls').click();
  const data = page.getByRole('dialog', { name: 'Inbound Calls', exact: true });
  await expect(data).toBeVisible();
  await expect(data.getByRole('row')).toHaveCount(3);
  await expect(data).toContainText('+1 (415) 555-0187');
  await expect(page).toHaveURL(/metric=inboundCalls/);
  await page.keyboard.press('Escape');
  await expect(data).toHaveCount(0);
});

test.describe('the date range', () => {
  test.use({ timezoneId: 'UTC' });
  // Several loads of the page, each computing two periods.
  test.describe.configure({ timeout: 90_000 });

  test('a moving window and a custom range, kept in the address, each value with its change', async ({ page }) => {
    await openDashboard(page);
    await expect(card(page, 'Calls Answered')).toContainText('2');
    await page.getByLabel('Date range').selectOption('7d');
    await expect(page).toHaveURL(/range=7d/);
    const answered = card(page, 'Calls Answered');
    await expect(answered).toHaveAccessibleName(/last 7 days, \+2 vs previous period/);
    const region = page.getByRole('region', { name: 'Metrics' });
    await expect(region.getByTestId('metric-change').first()).toBeVisible();

    // A custom range of one day holds one of the two calls.
    await page.getByLabel('Date range').selectOption('custom');
    // The console's date control (typed month/day/year, read when the field loses focus).
    await expect(page.getByRole('button', { name: 'Open the From calendar' })).toBeVisible();
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('11/21/2025');
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('11/21/2025');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/range=custom&from=2025-11-21&to=2025-11-21/);
    await expect(card(page, 'Calls Answered')).toHaveAccessibleName(/^Calls Answered: 1, /);

    // The address alone gives the same dashboard after a reload.
    const errors: string[] = [];
    page.on('console', (m) => (m.type() === 'error' ? errors.push(m.text()) : undefined));
    await page.goto(page.url());
    await expect(card(page, 'Calls Answered')).toHaveAccessibleName(/^Calls Answered: 1, /, { timeout: 20_000 });
    expect(errors).toEqual([]);
    await expect(page.getByLabel('Date range')).toHaveValue('custom');

    // Back to each metric's own window.
    await page.getByLabel('Date range').selectOption('metric');
    await expect(page).not.toHaveURL(/range=/);
    await expect(card(page, 'Calls Answered')).toHaveAccessibleName(/^Calls Answered: 2, last 30 days/);
  });

  test('a trend chart has axes and a tooltip per day', async ({ page }) => {
    await openDashboard(page, `${DASHBOARD}?range=7d`);
    const chart = page.getByRole('img', { name: /^Calls Answered per day, Nov 15 to Nov 22/ });
    await expect(chart).toBeVisible();
    // Day ticks on the x axis, values on the y axis.
    await expect(chart).toContainText(/Nov 15.*Nov 22/);
    const box = await chart.boundingBox();
    if (!box) throw new Error('no chart box');
    await page.mouse.move(box.x + box.width - 10, box.y + box.height / 2);
    await expect(chart).toContainText(/Nov 2\d: \d+\s*\d+ conversations?/);
  });
});

test('a failed logs fetch shows the spec message with Retry', async ({ page }) => {
  await page.route('**/api/v2/logs?**', (route) =>
    route.continue({ headers: { ...route.request().headers(), Prefer: 'code=500' } }),
  );
  await openDashboard(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch logs' })).toBeVisible();
  await page.unroute('**/api/v2/logs?**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(card(page, 'Calls Answered')).toContainText('2');
});

test('edits a new metric with live validation and preview, and adds it to the dashboard', async ({ page }) => {
  await openDashboard(page);
  await expect(card(page, 'Calls Answered')).toContainText('2');
  await page.getByRole('button', { name: 'New metric' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit metric' });
  await expect(editor).toBeVisible();
  await expect(page).toHaveURL(/editMetric=new/);

  await editor.getByLabel('Title').fill('Long calls');
  await expect(editor.getByLabel('Name')).toHaveValue('longCalls');

  const formula = editor.getByRole('combobox', { name: 'Formula' });
  await formula.fill('');
  await formula.pressSequentially('dur');
  // Autocomplete offers the field; Enter takes it.
  await expect(editor.getByRole('option', { name: /duration/ })).toBeVisible();
  await formula.press('Enter');
  await expect(formula).toHaveValue('duration');
  await formula.pressSequentially(' > 200 and foo');
  await expect(editor.getByText('Unknown field: foo')).toBeVisible();
  await expect(editor.getByTestId('formula-error-mark')).toContainText('foo');
  await formula.fill('duration > 200');
  await expect(editor.getByText('Unknown field: foo')).toHaveCount(0);
  await formula.fill('(duration > 200');
  await expect(editor.getByText('Mismatched parentheses')).toBeVisible();
  await formula.fill('duration > 200');

  await editor.getByLabel('Aggregation').selectOption('sum');
  await expect(editor.getByTestId('metric-preview')).toHaveText('1');

  // Filters: disabled operators are listed but cannot be chosen.
  await editor.getByRole('button', { name: 'Add filter' }).click();
  const operator = editor.getByLabel('Filter 1 operator');
  await expect(operator.locator('option', { hasText: 'contains' })).toBeDisabled();
  await editor.getByLabel('Filter 1 value').fill('inbound');
  await expect(editor.getByTestId('filter-text')).toHaveText('Where direction is inbound');

  if (process.env.DASHBOARD_SCREENSHOTS) {
    await page.screenshot({ path: `docs/screenshots/dashboard-editor-${page.viewportSize()?.width}.png` });
  }

  const [save] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/accountSetting'),
    editor.getByRole('button', { name: 'Add to dashboard' }).click(),
  ]);
  const metrics = (save.postDataJSON() as { settings: { metrics: { name: string; formula: string }[] } }).settings
    .metrics;
  expect(metrics).toHaveLength(9);
  expect(metrics.at(-1)).toMatchObject({
    name: 'longCalls',
    title: 'Long calls',
    formula: 'duration > 200',
    aggregation: 'sum',
    filters: { direction: 'inbound|is' },
  });
  await expect(editor).toHaveCount(0);
  await expect(card(page, 'Long calls')).toContainText('1');
});

test('edits the dashboard: reorder with the keyboard, remove, reset, save', async ({ page }) => {
  await openDashboard(page, `${DASHBOARD}?editDashboard=true`);
  const dialog = page.getByRole('dialog', { name: 'Edit dashboard' });
  const items = dialog.getByRole('list', { name: 'Dashboard metrics' }).getByRole('listitem');
  await expect(items).toHaveCount(8);
  await items.nth(1).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(items.nth(0)).toContainText('Calls Answered');
  await expect(items.nth(0)).toBeFocused();
  await dialog.getByRole('button', { name: 'Remove Outbound Calls' }).click();
  await expect(items).toHaveCount(7);
  const [save] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/accountSetting'),
    dialog.getByRole('button', { name: 'Save dashboard' }).click(),
  ]);
  const names = (save.postDataJSON() as { settings: { metrics: { name: string }[] } }).settings.metrics.map(
    (m) => m.name,
  );
  expect(names[0]).toBe('callsAnswered');
  expect(names).not.toContain('outboundCalls');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Metrics' }).getByRole('button')).toHaveCount(7);
});
