import { test, expect, type Page } from '@playwright/test';
import { patchAccount } from './support/account';

// The inbox as a messaging workspace: replying, the toolbar, the phone layout, the keyboard.

const conversation = (page: Page) => page.getByRole('region', { name: /Conversation with/ });
const messages = (page: Page) => conversation(page).getByRole('list', { name: 'Messages' });

/** Prism-style forced failures of the send-text call, switchable during a test. */
async function failSending(page: Page) {
  const state = { fail: true };
  await page.route('**/api/v2/agent/outboundSms**', (route) =>
    state.fail ? route.fallback({ headers: { ...route.request().headers(), prefer: 'code=500' } }) : route.fallback(),
  );
  return state;
}

test.describe('replying', () => {
  // The stateful mock stamps sent texts by its own clock (MOCK_NOW in playwright.config.ts); the
  // page's clock starts on the same day, as a client's and a server's clocks agree in life.
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: new Date('2025-11-22T12:00:00Z') });
  });

  test('Enter sends at once; the text stays after the server has it; Shift+Enter adds a line', async ({ page }) => {
    await page.goto('/inbox?active=room_8a41c2');
    const box = conversation(page).getByRole('textbox', { name: 'Message' });
    await expect(box).toBeEnabled();

    await box.fill('Line one');
    await box.press('Shift+Enter');
    await box.pressSequentially('Line two');
    await expect(box).toHaveValue('Line one\nLine two');
    await box.fill('');

    const sent = page.waitForRequest((r) => r.url().includes('/api/v2/agent/outboundSms') && r.method() === 'POST');
    await box.fill('Thursday at 3pm works. See you then!');
    await box.press('Enter');
    const request = await sent;
    expect(request.postDataJSON()).toMatchObject({
      target: '+14155550187',
      content: 'Thursday at 3pm works. See you then!',
      meta: { roomId: 'room_8a41c2' },
    });
    await expect(box).toHaveValue('');
    const mine = messages(page).getByRole('listitem').filter({ hasText: 'Thursday at 3pm works.' });
    await expect(mine).toHaveCount(1);
    // The room is fetched again and holds the text: it shows once, with no pending state.
    await expect(mine.getByText('Sending…')).toHaveCount(0);
    await page.reload();
    await expect(messages(page).getByRole('listitem').filter({ hasText: 'Thursday at 3pm works.' })).toHaveCount(1);
  });

  test('a failed send shows Not sent with Retry, and Retry sends it', async ({ page }) => {
    const sending = await failSending(page);
    await page.goto('/inbox?active=room_8a41c2');
    const box = conversation(page).getByRole('textbox', { name: 'Message' });
    await box.fill('Can you confirm by text?');
    await conversation(page).getByRole('button', { name: 'Send' }).click();

    const item = messages(page).getByRole('listitem').filter({ hasText: 'Can you confirm by text?' });
    const failed = item.getByRole('alert');
    await expect(failed).toContainText('Not sent');
    sending.fail = false;
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(item.getByRole('alert')).toHaveCount(0);
    await expect(messages(page).getByRole('listitem').filter({ hasText: 'Can you confirm by text?' })).toHaveCount(1);
  });

  test('a new conversation has the message box; after a message, Done replaces Cancel', async ({ page }) => {
    await patchAccount(page, (account) => ({
      ...account,
      vidaPremium: true,
      vidaPhoneNumber: '14155550142',
      smsEnabled: true,
    }));
    await page.goto('/inbox');
    await page.getByRole('button', { name: 'New conversation' }).click();
    const form = page.getByRole('form', { name: 'New conversation' });
    await form.getByRole('textbox', { name: 'To' }).fill('(415) 555-0123');
    const made = page.waitForResponse((r) => r.url().includes('/api/v1/getGroupConversationRoomId'));
    await form.getByRole('button', { name: 'Start conversation' }).click();
    // The mock keeps a room per set of members: this number's, made on the first call.
    const { details } = (await (await made).json()) as { details: { roomId: string } };
    await expect(page).toHaveURL(new RegExp(`active=${details.roomId}`));
    const box = conversation(page).getByRole('textbox', { name: 'Message' });
    await box.fill('Hello from Sunrise Dental!');
    await box.press('Enter');
    await expect(messages(page).getByText('Hello from Sunrise Dental!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
  });

  test('a draft survives switching rooms', async ({ page }) => {
    await page.goto('/inbox?active=room_8a41c2');
    await conversation(page).getByRole('textbox', { name: 'Message' }).fill('Half-written reply');
    await page
      .getByRole('list', { name: 'Priority conversations' })
      .getByRole('button', { name: /Priya Raman/ })
      .click();
    await expect(page).toHaveURL(/active=room_3b72e9/);
    await expect(conversation(page).getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await page
      .getByRole('list', { name: 'Priority conversations' })
      .getByRole('button', { name: /James Whitfield/ })
      .click();
    await expect(conversation(page).getByRole('textbox', { name: 'Message' })).toHaveValue('Half-written reply');
  });
});

test.describe('the toolbar', () => {
  test('primary actions are visible, the rest in a menu that reflects the state', async ({ page }) => {
    await page.goto('/inbox?active=room_8a41c2');
    const toolbar = conversation(page).getByRole('toolbar', { name: 'Conversation actions' });
    await expect(toolbar.getByRole('switch', { name: 'AI agent' })).toBeChecked();
    await expect(toolbar.getByRole('button', { name: 'Call James Whitfield' })).toBeEnabled();
    await expect(toolbar.getByRole('button', { name: 'Close conversation' })).toBeEnabled();

    await toolbar.getByRole('button', { name: 'More actions' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Mark as unread' })).toBeVisible();
    await expect(menu.getByRole('menuitemradio', { name: '4 stars' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Block James Whitfield' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Block' }).click();
    await toolbar.getByRole('button', { name: 'More actions' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Unblock James Whitfield' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Mark as unread leaves the room (it shows as unread in the list again).
    const marked = page.waitForRequest((r) => r.url().includes('/api/v1/activity/markUnread'));
    await toolbar.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Mark as unread' }).click();
    expect((await marked).postDataJSON()).toEqual({ roomId: 'room_8a41c2' });
    await expect(page).not.toHaveURL(/active=/);
    await page
      .getByRole('list', { name: 'Priority conversations' })
      .getByRole('button', { name: /James Whitfield/ })
      .click();

    // Closing archives the room: the primary action becomes Reopen, and Reopen brings it back.
    await toolbar.getByRole('button', { name: 'Close conversation' }).click();
    await expect(toolbar.getByRole('button', { name: 'Reopen conversation' })).toBeVisible();
    await toolbar.getByRole('button', { name: 'Reopen conversation' }).click();
    await expect(toolbar.getByRole('button', { name: 'Close conversation' })).toBeVisible();
  });

  test('nothing is enabled on a room that failed to load', async ({ page }) => {
    // The retries' waits come on top of the page's own time.
    test.slow();
    await page.route('**/api/v1/conversations/room_8a41c2?**', (route) =>
      route.fallback({ headers: { ...route.request().headers(), prefer: 'code=500' } }),
    );
    await page.goto('/inbox?active=room_8a41c2');
    // A server error is asked again twice (1 s, then 2 s later) before the room says it failed.
    await expect(conversation(page).getByRole('alert')).toContainText('could not be loaded', { timeout: 20_000 });
    const toolbar = conversation(page).getByRole('toolbar', { name: 'Conversation actions' });
    await expect(toolbar.getByRole('switch', { name: 'AI agent' })).toBeDisabled();
    for (const name of [/^Call /, 'Close conversation', 'More actions'])
      await expect(toolbar.getByRole('button', { name })).toBeDisabled();
    await expect(conversation(page).getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await expect(conversation(page).getByRole('button', { name: 'Attach a file' })).toBeDisabled();
  });
});

test.describe('phones', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('list and conversation are two screens with Back; one-row toolbar; no sideways scrolling', async ({ page }) => {
    await page.goto('/inbox');
    const list = page.getByRole('list', { name: 'Priority conversations' });
    await list.getByRole('button', { name: /James Whitfield/ }).click();
    await expect(list).toHaveCount(0);
    const view = conversation(page);
    await expect(view).toBeVisible();

    const toolbar = view.getByRole('toolbar', { name: 'Conversation actions' });
    const boxes = await Promise.all(
      [
        view.getByRole('button', { name: 'Back to conversations' }),
        toolbar.getByRole('button', { name: 'More actions' }),
        toolbar.getByRole('button', { name: /^Call / }),
        toolbar.getByRole('button', { name: 'Close conversation' }),
      ].map((l) => l.boundingBox()),
    );
    const tops = boxes.map((b) => Math.round(b!.y + b!.height / 2));
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(4);

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(view.getByRole('textbox', { name: 'Message' })).toBeVisible();

    await view.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(page).not.toHaveURL(/active=/);
    await expect(page.getByRole('list', { name: 'Priority conversations' })).toBeVisible();
  });
});

test.describe('keyboard', () => {
  test('j/k move, Enter opens, Escape closes, / searches, ? shows the shortcuts', async ({ page }) => {
    await page.goto('/inbox');
    const list = page.getByRole('list', { name: 'Priority conversations' });
    await expect(list.getByRole('button', { name: /James Whitfield/ })).toBeVisible();
    await page.locator('body').press('j');
    await expect(list.getByRole('button', { name: /James Whitfield/ })).toBeFocused();
    await page.keyboard.press('j');
    await expect(list.getByRole('button', { name: /Priya Raman/ })).toBeFocused();
    await page.keyboard.press('k');
    await expect(list.getByRole('button', { name: /James Whitfield/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('button', { name: /Priya Raman/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/active=room_3b72e9/);
    await page.locator('body').press('Escape');
    await expect(page).not.toHaveURL(/active=/);

    await page.locator('body').press('/');
    await expect(page.getByRole('searchbox', { name: 'Search conversations' })).toBeFocused();
    await page.keyboard.type('oak');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(list.getByRole('listitem')).toHaveCount(3);

    await page.locator('body').press('?');
    await expect(page.getByText('Keyboard shortcuts', { exact: true })).toBeVisible();
    await expect(page.getByText('Next conversation')).toBeVisible();
  });
});
