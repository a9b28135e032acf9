import { test, type Page } from '@playwright/test';

// The agent editor and its main overlays at 1280 and 390 px, light and dark (docs/screenshots/).
// Run on purpose: SCREENSHOTS=1 npx playwright test e2e/agent-screenshots.spec.ts
test.skip(!process.env.SCREENSHOTS, 'screenshots are taken on purpose (SCREENSHOTS=1)');
test.describe.configure({ timeout: 120_000 });

const settle = (page: Page) => page.waitForTimeout(500); // dialog animations, for the picture only

for (const width of [1280, 390]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`agent ${width} ${scheme}`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/app/agent/4001/agent');
      await page.getByRole('textbox', { name: 'Instructions' }).waitFor();
      await page.getByText('Unpublished changes').waitFor();
      await settle(page);
      await page.screenshot({ path: `docs/screenshots/agent-${width}-${scheme}.png`, fullPage: true });

      await page.getByRole('button', { name: 'Compare changes' }).click();
      await page.getByRole('dialog', { name: 'Compare changes' }).getByText('2 fields differ').waitFor();
      await settle(page);
      await page.screenshot({ path: `docs/screenshots/agent-compare-${width}-${scheme}.png` });
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Test agent' }).click();
      const chat = page.getByRole('dialog', { name: 'Test agent' });
      await chat.getByRole('textbox', { name: 'Message to the agent' }).fill('Can I book a cleaning on Thursday?');
      await chat.getByRole('button', { name: 'Send' }).click();
      await chat.getByRole('list', { name: 'Conversation' }).getByRole('listitem').nth(1).waitFor();
      await settle(page);
      await page.screenshot({ path: `docs/screenshots/agent-test-${width}-${scheme}.png` });
      await page.keyboard.press('Escape');

      // saveConflict: the user types, another tab saves first (same token, straight to the API).
      const load = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v2/agentEventRules/staging');
      await page.reload();
      const token = new URL((await load).url()).searchParams.get('token');
      await page.getByRole('textbox', { name: 'Instructions' }).fill('You are the front desk. My edit in this tab.');
      const api = `token=${token}&targetAccountId=4001`;
      const { success: _s, ...campaign } = await (
        await page.request.get(`/api/v2/agentEventRules/staging?${api}`)
      ).json();
      await page.request.post(`/api/v2/campaign?${api}`, {
        data: {
          campaign: {
            ...campaign,
            agentInstructions: 'You are the front desk. Saved in another tab.',
            published: false,
          },
          published: false,
        },
      });
      await page.getByRole('dialog', { name: 'Save conflict' }).getByRole('button', { name: 'Keep mine' }).waitFor();
      await settle(page);
      await page.screenshot({ path: `docs/screenshots/agent-conflict-${width}-${scheme}.png` });
    });
  }
}
