import { expect, test } from './support/test';
import { AccountMenuPart, cookieScope, createCustomer, DEMO_PASSWORD, E2E_AUTHORIZED_TTL_MS, latestResetLink, LoginDialogPart, saveDialogScreenshots, SEEDED_CUSTOMER } from './pages/identity';
import { expectNoAxeViolations } from './support/axe';
import { saveScreenshots } from './support/screenshots';

test.describe('sign-in and the access guard (shell-and-account.md §4)', () => {
  test('a guest opening /account/dashboard sees the sign-in dialog, signs in as a seeded customer and lands on the dashboard', async ({ page }) => {
    await page.goto('/account/dashboard');
    const login = new LoginDialogPart(page);
    await expect(login.dialog).toBeVisible();
    await expect(login.email).toBeFocused();
    await expect(login.dialog.getByRole('button', { name: 'Create account' })).toBeVisible();
    await expect(login.dialog.getByRole('button', { name: 'Forgot password?' })).toBeVisible();
    await expectNoAxeViolations(page, 'dialog');
    await saveDialogScreenshots(page, login.dialog, 'sign-in-dialog');

    await login.signIn(SEEDED_CUSTOMER.email, DEMO_PASSWORD);
    await expect(login.dialog).toBeHidden();
    await expect(page).toHaveURL(/\/account\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account overview' })).toBeVisible();
    await expect(page.getByText(`${SEEDED_CUSTOMER.firstName} ${SEEDED_CUSTOMER.lastName}`)).toBeVisible();
    await expect(new AccountMenuPart(page).account).toBeVisible();
    expect(await cookieScope(page.context())).toBe('AUTHORIZED');
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'account-dashboard');
  });

  test('closing the dialog on a direct load cancels the navigation and goes home', async ({ page }) => {
    await page.goto('/orders');
    const login = new LoginDialogPart(page);
    await expect(login.dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(login.dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toHaveCount(0);
  });

  test('wrong password, unknown e-mail and a lock-out each get a clear message, and what was typed stays', async ({ page, request }) => {
    const email = await createCustomer(request);
    await page.goto('/#sign-in');
    const login = new LoginDialogPart(page);
    await expect(login.dialog).toBeVisible();

    await login.signIn('nobody-here@example.com', 'whatever-1');
    await expect(login.alert).toContainText("We couldn't find an account with that email");
    await expect(login.email).toHaveValue('nobody-here@example.com');

    await login.signIn(email, 'wrong-password-1');
    await expect(login.alert).toContainText('That password is incorrect');
    await expect(login.email).toHaveValue(email);
    await expectNoAxeViolations(page, 'dialog');

    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await login.signIn(email, `wrong-password-${attempt}`);
      await expect.poll(() => login.state()).not.toBe('signIn.submitting');
    }
    await expect(login.alert).toContainText(/Too many failed attempts.*Try again in 15 minutes/);
    expect(await login.state()).toBe('signIn.lockedOut');
    await expect(login.email).toHaveValue(email);
    await saveDialogScreenshots(page, login.dialog, 'sign-in-locked-out');
  });

  test('forgot password, the reset page, and an expired (used) reset link', async ({ page, request }) => {
    const email = await createCustomer(request);
    await page.goto('/#forgot-password');
    const forgot = new LoginDialogPart(page, 'Reset your password');
    await forgot.email.fill(email);
    await forgot.dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(forgot.dialog.getByRole('status')).toContainText(`If an account exists for ${email}`);
    await expectNoAxeViolations(page, 'dialog');

    const link = await latestResetLink(request, email);
    await page.goto(link);
    await page.getByLabel('New password').fill('Brand-new-pass-7');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Your password has been changed');
    await saveScreenshots(page, 'password-reset');

    await page.goto(link);
    await page.getByLabel('New password').fill('Another-pass-8');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('This reset link has expired or was already used');
    await expect(page.getByLabel('New password')).toHaveValue('Another-pass-8');
    await page.getByRole('button', { name: 'Send me a new link' }).click();
    await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
  });

  test('after the step-up lapsed an AUTHORIZED page asks for the password again and continues; closing instead keeps the page; sign out returns to GUEST', async ({ page }) => {
    test.setTimeout(60_000 + E2E_AUTHORIZED_TTL_MS * 2);
    const menu = new AccountMenuPart(page);
    await page.goto('/cart');
    await menu.signIn.click();
    const login = new LoginDialogPart(page);
    await login.signIn(SEEDED_CUSTOMER.email, DEMO_PASSWORD);
    await expect(login.dialog).toBeHidden();
    await expect(menu.account).toBeVisible();
    expect(await cookieScope(page.context())).toBe('AUTHORIZED');

    await expect.poll(() => cookieScope(page.context()), { timeout: E2E_AUTHORIZED_TTL_MS + 10_000, intervals: [1000] }).toBe('REGISTERED');

    // Closing the password prompt cancels the navigation: the cart stays.
    await menu.go('Orders');
    await expect(login.dialog).toBeVisible();
    await expect(login.dialog).toContainText('enter your password again');
    await expect(login.email).toHaveCount(0);
    await login.close.click();
    await expect(login.dialog).toBeHidden();
    await expect(page).toHaveURL(/\/cart$/);

    // The password again (upgrade to AUTHORIZED), and the navigation continues.
    await menu.go('Account overview');
    await expect(login.dialog).toBeVisible();
    await expectNoAxeViolations(page, 'dialog');
    await login.signIn(SEEDED_CUSTOMER.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/account\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account overview' })).toBeVisible();
    expect(await cookieScope(page.context())).toBe('AUTHORIZED');

    await menu.signOut();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu.signIn).toBeVisible();
    expect(await cookieScope(page.context())).toBe('GUEST');
  });

  test('/login hides the account menu and returns where it was asked to', async ({ page }) => {
    await page.goto('/login?returnTo=%2Faccount%2Fmembership');
    const login = new LoginDialogPart(page);
    await expect(login.dialog).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /^(Sign in|Account)$/ })).toHaveCount(0);
    await login.signIn(SEEDED_CUSTOMER.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/account\/membership$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
  });
});
