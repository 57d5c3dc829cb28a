import { expect, test } from './support/test';
import { DEMO_PASSWORD, LoginDialogPart, SEEDED_CUSTOMER } from './pages/identity';
import { expectNoAxeViolations } from './support/axe';

/**
 * The store inside the mobile app's webview (shell-and-account.md §2 "Webviews hide header and
 * footer", §4 "Access guard"; decision 0305) and return paths that stay on the site (decision 0306).
 */
test.describe('webview mode and same-site return paths', () => {
  test('a webview page has no header or footer, keeps the mode for the session, and hands a guarded route to /login', async ({ page }) => {
    await page.goto('/?webview=true');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'vitrine_webview')?.value).toBe('true');
    await expectNoAxeViolations(page);

    await page.goto('/account/dashboard');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount%2Fdashboard$/);
    await expect(page.getByRole('banner')).toHaveCount(0);
    const login = new LoginDialogPart(page);
    await login.signIn(SEEDED_CUSTOMER.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/account\/dashboard$/);
    await expect(page.getByRole('banner')).toHaveCount(0);

    await page.goto('/cart?webview=false');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  for (const returnTo of ['/\\evil.test', '//evil.test', 'javascript:alert(1)', '%2F%2Fevil.test', '/%5Cevil.test', 'https://evil.test/']) {
    test(`/login?returnTo=${returnTo} stays on the site after signing in`, async ({ page, baseURL }) => {
      await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
      await new LoginDialogPart(page).signIn(SEEDED_CUSTOMER.email, DEMO_PASSWORD);
      await expect(page).toHaveURL(`${baseURL}/account/dashboard`);
    });
  }
});
