import { test, expect } from '@playwright/test';

test.describe('email sign-in with a 6-digit code', () => {
  test('refuses a 5-digit code before submitting, then signs in with 6 digits', async ({ page }) => {
    const verifications: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/email/verify')) verifications.push(r.postDataJSON());
    });
    // The mock's account is a signed-in user's (no "Sign in" link): open the page directly.
    await page.goto('/app/signin');
    await page.getByLabel('Email').fill('maria@sunrisedental.example');
    await page.getByRole('button', { name: 'Email me a code' }).click();

    const code = page.getByLabel('Verification code');
    await code.fill('48291');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Enter the 6-digit code')).toBeVisible();
    expect(verifications).toHaveLength(0);

    await code.fill('482913');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sunrise Dental Group' })).toBeVisible();
    expect(verifications).toEqual([{ email: 'maria@sunrisedental.example', verificationCode: 482913, mobile: false }]);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(JSON.parse(token ?? 'null')).toBe('tok_4001_c2f8e61a9b7d4f30a5e1');
  });

  test("a failing verification shows 'Could not verify code.'", async ({ page }) => {
    await page.route('**/api/v1/email/verify**', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'code=400' } }),
    );
    await page.goto('/app/signin');
    await page.getByLabel('Email').fill('maria@sunrisedental.example');
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('Could not verify code.');
    await expect(page).toHaveURL(/\/app\/signin$/);
  });
});

test.describe('phone sign-in with a 6-digit code', () => {
  test('refuses an invalid number and a 5-digit code before submitting, then signs in', async ({ page }) => {
    const sent: { path: string; body: unknown }[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/v1/signin/phoneNumber')) sent.push({ path, body: r.postDataJSON() });
    });
    await page.goto('/app/signin');
    await page.getByRole('button', { name: 'Phone' }).click();
    const phone = page.getByLabel('Mobile number');
    await phone.fill('555-0123');
    await page.getByRole('button', { name: 'Text me a code' }).click();
    await expect(page.getByText(/Enter a US mobile number/)).toBeVisible();
    expect(sent).toHaveLength(0);

    await phone.fill('(415) 555-0123');
    await page.getByRole('button', { name: 'Text me a code' }).click();
    const code = page.getByLabel('Verification code');
    await code.fill('48291');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Enter the 6-digit code')).toBeVisible();
    expect(sent.map((s) => s.path)).toEqual(['/api/v1/signin/phoneNumber']);
    expect(sent[0]?.body).toMatchObject({ phoneNumber: '14155550123' });

    await code.fill('482913');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sunrise Dental Group' })).toBeVisible();
    expect(sent[1]).toMatchObject({
      path: '/api/v1/signin/phoneNumber/verify',
      body: { phoneNumber: '14155550123', verificationCode: '482913' },
    });
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(JSON.parse(token ?? 'null')).toBe('tok_4001_c2f8e61a9b7d4f30a5e1');
  });

  test("a failing verification shows 'Could not verify code.'", async ({ page }) => {
    await page.route('**/api/v1/signin/phoneNumber/verify**', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'code=422' } }),
    );
    await page.goto('/app/signin');
    await page.getByRole('button', { name: 'Phone' }).click();
    await page.getByLabel('Mobile number').fill('4155550123');
    await page.getByRole('button', { name: 'Text me a code' }).click();
    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('Could not verify code.');
    await expect(page).toHaveURL(/\/app\/signin$/);
  });
});
