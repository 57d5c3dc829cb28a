import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_PASSWORD, LoginDialogPart, signInAt } from './pages/identity';

/**
 * Session resilience (shell-and-account.md §4 "Token refresh", "Access guard"; decision 0286): a
 * session revoked on the server (the sandbox's test-only POST /__sandbox/tokens/revoke, decision
 * 0289) while the browser still holds its cookies. The account page's loader is refused, the
 * client falls back to a guest token and asks for a sign-in, and once the shopper signed in again
 * the page loads its data without a reload. Pages that read their data in an effect do the same
 * (decision 0296).
 */

/** Revokes every token of `email` in the sandbox (the browser's cookies stay as they were). */
async function revokeSession(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/api/__sandbox/tokens/revoke', { data: { email } });
  expect(response.status(), await response.text()).toBe(200);
}

/** The orders page as a fresh customer sees it once loaded: the empty history. */
const emptyHistory = (page: Page) => page.getByText("You haven't placed any orders yet.");
const refusal = (page: Page) => page.getByText('Sign in again to see your orders.');

test.describe('a revoked session on an account page', () => {
  test('a direct load of /orders asks for a sign-in and then shows the orders', async ({ page, request }) => {
    const email = await signInAt(page, request, '/orders');
    await expect(emptyHistory(page)).toBeVisible();
    await revokeSession(request, email);

    await page.goto('/orders');
    const dialog = new LoginDialogPart(page);
    await expect(dialog.dialog).toBeVisible();
    // Behind the dialog the page shows its refusal, or is still loading while the token renewal
    // the refused loader started is under way; either way the sign-in below must bring the orders.
    // The client still believed the shopper signed in, so the dialog opens as the recognized
    // (password only) form and turns into the e-mail sign-in once the server says it no longer
    // knows the token: sign in on that form.
    await expect(dialog.email).toBeVisible();
    await dialog.signIn(email, DEMO_PASSWORD);
    await expect(dialog.dialog).toBeHidden();

    await expect(emptyHistory(page)).toBeVisible();
    await expect(refusal(page)).toBeHidden();
    await expect(page).toHaveURL(/\/orders$/);
  });

  test('a client-side navigation to /orders asks for a sign-in and then shows the orders', async ({ page, request }) => {
    const email = await signInAt(page, request, '/account/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Account overview' })).toBeVisible();
    // The dashboard's own reads (loyalty, delivery pass) end first: revoked mid-read, one of them
    // would ask for the sign-in before the navigation this journey is about.
    await page.waitForLoadState('networkidle');
    await revokeSession(request, email);

    await page.getByRole('main').getByRole('link', { name: 'Orders', exact: true }).first().click();
    const dialog = new LoginDialogPart(page);
    await expect(dialog.dialog).toBeVisible();
    await dialog.signIn(email, DEMO_PASSWORD);
    await expect(dialog.dialog).toBeHidden();

    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(emptyHistory(page)).toBeVisible();
    await expect(refusal(page)).toBeHidden();
  });
});

test.describe('a revoked session on a page that reads its data in an effect (decision 0296)', () => {
  test('a direct load of /account/address asks for a sign-in and then shows the address book', async ({ page, request }) => {
    const email = await signInAt(page, request, '/account/address');
    const empty = page.getByText('You have no saved addresses yet.');
    await expect(empty).toBeVisible();
    await revokeSession(request, email);

    await page.goto('/account/address');
    const dialog = new LoginDialogPart(page);
    await expect(dialog.dialog).toBeVisible();
    await expect(dialog.email).toBeVisible();
    await dialog.signIn(email, DEMO_PASSWORD);
    await expect(dialog.dialog).toBeHidden();

    await expect(empty).toBeVisible();
    await expect(page.getByText("We couldn't load this information just now. Please reload the page to try again.")).toBeHidden();
    await expect(page).toHaveURL(/\/account\/address$/);
  });
});
