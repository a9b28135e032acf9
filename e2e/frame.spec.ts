import { test, expect, type Page } from '@playwright/test';
import { patchAccount } from './support/account';

/** Answers the account calls (GET /api/v1/account: the session's own account and any it views)
 * with the mock's example changed by `patch`: a signed-in user has an email, the anonymous one none. */
const ownAccount = (page: Page, patch: (a: Record<string, unknown>) => Record<string, unknown>) =>
  patchAccount(page, patch);

const signedIn = (a: Record<string, unknown>) => ({
  ...a,
  name: 'Dana Reyes',
  email: 'dana@sunrisedental.example',
  // An image that fails to load: the initials stay.
  details: { ...(a.details as object), image: 'https://images.invalid/dana.png' },
});
const anonymous = (a: Record<string, unknown>) => {
  const { email: _e, phoneNumber: _p, superAdmin: _s, ...rest } = a;
  return rest;
};

test.describe('the console frame', () => {
  test('sidebar grouped with icons, active page marked, collapsible on desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await ownAccount(page, signedIn);
    await page.goto('/app');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('group', { name: 'Workspace' })).toBeVisible();
    const home = nav.getByRole('link', { name: 'Home' });
    await expect(home).toHaveAttribute('aria-current', 'page');
    await expect(home).toHaveAttribute('data-active', '');
    await expect(home.locator('svg')).toHaveCount(1);
    // Entries link to the acting account's page or open the overlay that serves the section.
    await expect(home).toHaveAttribute('href', '/app');
    await nav.getByRole('link', { name: 'Contacts' }).click();
    await expect(page.getByRole('dialog', { name: 'Contacts' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(nav.getByText('Workspace')).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(nav.getByText('Workspace')).toBeVisible();
  });

  test('a signed-in user gets the user menu with initials, never "Sign in"', async ({ page }) => {
    await ownAccount(page, signedIn);
    await page.goto('/app');
    const trigger = page.getByRole('button', { name: 'Account menu for Dana Reyes' });
    await expect(trigger).toBeVisible();
    await expect(trigger).toContainText('DR');
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await trigger.click();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  });

  test('an anonymous visitor sees "Sign in" and no user menu', async ({ page }) => {
    await ownAccount(page, anonymous);
    await page.goto('/app');
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Account menu/ })).toHaveCount(0);
  });

  test('the breadcrumb names each level of the account path, each a link', async ({ page }) => {
    await page.goto('/app/reseller/2001/org/3001');
    const crumbs = page.getByRole('navigation', { name: 'Account' });
    await expect(crumbs.getByRole('link', { name: 'Reseller 2001' })).toHaveAttribute('href', '/app/reseller/2001');
    const last = crumbs.getByRole('link').last();
    await expect(last).toHaveAttribute('href', '/app/reseller/2001/org/3001');
    await expect(last).toHaveAttribute('aria-current', 'page');
    await crumbs.getByRole('link', { name: 'Reseller 2001' }).click();
    await expect(page).toHaveURL(/\/app\/reseller\/2001$/);
  });

  test('on a 390 px phone the navigation is a drawer behind "Menu"', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/app');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Inbox' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Inbox' }).click();
    await expect(page).toHaveURL(/\/inbox/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    // Nothing overflows the phone's width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the theme follows the operating system until chosen', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/app');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('public pages get the public frame without account actions', async ({ page }) => {
    await page.goto('/u/sunrisedental');
    await expect(page.getByRole('link', { name: 'Help' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Account menu/ })).toHaveCount(0);
  });
});

test.describe('every navigation entry leads somewhere', () => {
  test.describe.configure({ timeout: 90_000 });
  test('each section of the sidebar opens a page with its heading, never a "not available yet" panel', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/app/org/3001');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    const labels = await nav.getByRole('link').allInnerTexts();
    for (const label of ['Inbox', 'Dashboard', 'Logs', 'Usage', 'Contacts', 'Calendar', 'Knowledge base', 'Tasks']) {
      expect(labels).toContain(label);
    }
    for (const label of ['Integrations', 'Developer', 'Settings', 'Agents']) expect(labels).toContain(label);
    for (const label of labels.filter((l) => !['Home', 'Inbox', 'Contacts'].includes(l))) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      const link = nav.getByRole('link', { name: label, exact: true });
      await expect(link, label).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }), label).toBeVisible();
      await expect(page.getByText('is not available yet')).toHaveCount(0);
    }
  });

  for (const [path, list, child] of [
    ['/app/org/3001/agents', 'Agents', '/app/org/3001/agent/'],
    ['/app/reseller/2001/organizations', 'Organizations', '/app/reseller/2001/org/'],
    ['/app/partner/1001/resellers', 'Resellers', '/app/partner/1001/reseller/'],
  ] as const) {
    test(`the account list ${list} links into each account`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: list })).toBeVisible();
      const table = page.getByRole('table', { name: list });
      const first = table.getByRole('row').nth(1).getByRole('link');
      await expect(first).toBeVisible();
      await expect(first).toHaveAttribute('href', new RegExp(`^${child}\\d+$`));
      await first.click();
      // The account's page (an agent's opens its default section, the agent editor).
      await expect(page).toHaveURL(new RegExp(`${child}\\d+(/agent)?$`));
    });
  }
});
