import { test, expect as baseExpect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { failWhile } from './support/fail-while';

// The calendar against the stateful mock: the week edited in another time zone and found after a
// reload (the keyboard moves a block), a refused save keeping every value, Google Calendar's main
// calendar (a forced failure first), disconnect and connect, and a Calendly token that is never shown again.

// The machine these run on is shared and slow to paint: generous waits, never sleeps.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test('edits the weekly hours in another time zone and finds them after a reload', async ({ page }) => {
  let failing = false;
  await failWhile(page, '**/api/v1/schedule?**', () => failing);
  await page.goto('/app/agent/4001/calendar');
  await expect(page.getByRole('heading', { name: 'Booking hours' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit hours' }).click();
  const editor = dialog(page, 'Booking hours');
  await editor
    .getByRole('combobox', { name: 'Time zone' })
    .selectOption({ label: '(UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi' });
  await editor.getByRole('button', { name: 'Add hours on Saturday' }).click();
  await editor.getByRole('combobox', { name: 'Saturday block 1 starts' }).selectOption({ label: '10:00 AM' });
  await editor.getByRole('combobox', { name: 'Saturday block 1 ends' }).selectOption({ label: '1:30 PM' });
  // The keyboard: Monday's block moves half an hour later.
  await editor.getByRole('button', { name: 'Monday 8:00 AM – 5:00 PM', exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(editor.getByRole('button', { name: 'Monday 8:30 AM – 5:30 PM', exact: true })).toBeFocused();
  await editor.getByRole('button', { name: 'Add a date' }).click();
  // The console's date control: typed month/day/year, read when the field loses focus (to the note).
  await editor
    .getByRole('group', { name: 'Date 1' })
    .getByRole('textbox', { name: 'Date', exact: true })
    .fill('12/25/2026');
  await editor.getByRole('group', { name: 'Date 1' }).getByRole('textbox', { name: 'Note' }).fill('Christmas');

  // The first save is refused by the server (a forced 500): every value stays.
  failing = true;
  await editor.getByRole('button', { name: 'Save hours' }).click();
  await expect(editor.getByRole('alert')).toBeVisible();
  await expect(editor.getByRole('combobox', { name: 'Saturday block 1 ends' })).toHaveValue(String(13 * 60 + 30));
  failing = false;
  const [save] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/v1/schedule')),
    editor.getByRole('button', { name: 'Save hours' }).click(),
  ]);
  const sent = save.postDataJSON() as {
    schedule: { timezone: string; availability: unknown[]; exceptions: unknown[] };
  };
  expect(sent.schedule.timezone).toBe('Asia/Kolkata');
  expect(sent.schedule.availability).toContainEqual({ day: 'saturday', start: '10:00', end: '13:30' });
  expect(sent.schedule.availability).toContainEqual({ day: 'monday', start: '08:30', end: '17:30' });
  expect(sent.schedule.exceptions).toEqual([{ date: '2026-12-25', label: 'Christmas' }]);
  await expect(editor).toHaveCount(0);

  await page.reload();
  const hours = page.getByLabel('Weekly hours');
  await expect(hours).toContainText('Saturday10:00 AM – 1:30 PM');
  await expect(hours).toContainText('Monday8:30 AM – 5:30 PM');
  await expect(page.getByText(/^Asia\/Kolkata/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Dates that differ' })).toContainText('Christmas');
});

test('Google Calendar: chooses the main calendar, disconnects after confirmation, connects again', async ({ page }) => {
  await page.goto('/app/agent/4001/calendar');
  const google = page.getByRole('region', { name: 'Google Calendar' });
  await expect(google.getByText('Connected', { exact: true })).toBeVisible();
  await google.getByText('Front desk (primary)').click();
  // The first choice fails (a forced 500): it says so, the main calendar stays, the choice stays.
  let failing = true;
  await page.route('**/api/v1/google/calendars/main?**', (route) =>
    failing && route.request().method() === 'PUT'
      ? route.fallback({ headers: { ...route.request().headers(), prefer: 'code=500' } })
      : route.fallback(),
  );
  await google.getByRole('button', { name: 'Use as main calendar' }).click();
  await expect(google.getByRole('alert')).toBeVisible();
  await expect(google.getByText('Front desk (primary) — main')).toHaveCount(0);
  failing = false;
  const [put] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/api/v1/google/calendars/main')),
    google.getByRole('button', { name: 'Use as main calendar' }).click(),
  ]);
  expect(put.postDataJSON()).toEqual({ calendar: 'frontdesk@sunrisedental.example' });
  await expect(google.getByText('Front desk (primary) — main')).toBeVisible();
  await expect(google.getByRole('alert')).toHaveCount(0);

  // The confirmation toast sits over the bottom of the page and stays while the pointer rests on
  // it (a toast pauses on hover): move the pointer away and let it go, as a person would.
  await page.mouse.move(0, 0);
  await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('status')).toHaveCount(0);
  await google.getByRole('button', { name: 'Disconnect' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Disconnect Google Calendar?' });
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(google.getByText('Not connected')).toBeVisible();
  await google.getByRole('button', { name: 'Connect Google Calendar' }).click();
  await expect(google.getByText('Connected', { exact: true })).toBeVisible();
  await expect(google.getByText('Hygienist appointments')).toBeVisible();
});

test('Calendly: a refused token says why; a good one connects and is never shown again; disconnects', async ({
  page,
}) => {
  await page.goto('/app/agent/4001/calendar');
  const calendly = page.getByRole('region', { name: 'Calendly' });
  await expect(calendly.getByText('Not connected')).toBeVisible();
  await calendly.getByLabel('Personal access token').fill('short');
  await calendly.getByRole('button', { name: 'Connect Calendly' }).click();
  await expect(calendly.getByText(/Calendly did not accept this token/)).toBeVisible();
  const token = 'eyJraWQiOiIxY2UxZTEzNjE3ZGNmNzY2YjNjZWJj';
  await calendly.getByLabel('Personal access token').fill(token);
  await calendly.getByRole('button', { name: 'Connect Calendly' }).click();
  await expect(calendly.getByText('Connected', { exact: true })).toBeVisible();
  await page.reload();
  await expect(calendly.getByText('Connected', { exact: true })).toBeVisible();
  expect(await page.content()).not.toContain(token);
  await calendly.getByRole('button', { name: 'Disconnect Calendly' }).click();
  await expect(calendly.getByText('Not connected')).toBeVisible();
});

test('the calendar page and the week editor have no serious accessibility problems', async ({ page }) => {
  await page.goto('/app/agent/4001/calendar?schedule');
  await expect(dialog(page, 'Booking hours').getByRole('button', { name: 'Save hours' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
