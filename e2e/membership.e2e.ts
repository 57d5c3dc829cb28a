import { expect, test } from './support/test';
import { passStepUpIfAsked, signInAt } from './pages/identity';
import { expectNoAxeViolations } from './support/axe';
import { failNext } from './support/faults';

/**
 * Membership and the delivery pass (shell-and-account.md §2 "Delivery pass enrollment" and
 * "Delivery pass details", §3 "Profile" membership fields, §6 user groups and membership market
 * eligibility; decisions 0260-0262): a fresh customer enrolls in the delivery pass and sees its
 * details, and finds their membership market and joins its group — at desktop width and at 390
 * px. Bad input and a 500 from the fault switch keep what was chosen. axe scans every page.
 */

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 900 }],
  ['390 px', { width: 390, height: 844 }],
] as const;

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`membership and delivery pass (${name})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
    });

    test('a fresh customer enrolls in the delivery pass and sees its details; bad input and a 500 keep the choices', async ({ page, request }) => {
      // Four axe scans, a sign-in and a step-up: past 60 s on a busy CI machine.
      test.setTimeout(120_000);
      await page.goto('/delivery-pass-details');
      await expect(page.getByRole('link', { name: 'Join the delivery pass' })).toBeVisible();
      await expectNoAxeViolations(page);

      await signInAt(page, request, '/delivery-pass-enrollment');
      await expect(page.getByRole('heading', { level: 1, name: 'Join the delivery pass' })).toBeVisible();
      await expect(page.getByText('One yearly fee of $49.00 and your deliveries are on us:')).toBeVisible();
      const country = page.getByRole('combobox', { name: 'Billing country' });
      await expect(country).toHaveValue('US');
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Join the delivery pass' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Please check the highlighted fields.' })).toBeVisible();
      await expect(page.getByText('Accept the terms to join.')).toBeVisible();
      await expect(country).toHaveValue('US');
      await expectNoAxeViolations(page);

      const terms = page.getByRole('checkbox', { name: /I accept the delivery pass terms/ });
      await terms.check();
      await failNext(request, 'POST', '/profile/v0/an-us/me/delivery-pass/enrollments');
      await page.getByRole('button', { name: 'Join the delivery pass' }).click();
      await expect(page.getByRole('alert').filter({ hasText: "We couldn't enroll you just now." })).toBeVisible();
      await expect(terms).toBeChecked();
      await expect(country).toHaveValue('US');

      await page.getByRole('button', { name: 'Join the delivery pass' }).click();
      await passStepUpIfAsked(page, page.getByRole('heading', { level: 1, name: 'Your delivery pass' }));
      await expect(page).toHaveURL(/\/delivery-pass-details$/);
      await expect(page.getByText('Active', { exact: true })).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: 'United States' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Your benefits' }).getByRole('listitem')).toHaveCount(3);
      await expectNoAxeViolations(page);
    });

    test('a fresh customer finds their membership market by postal code and joins its group; a closed group says so', async ({ page, request }) => {
      await signInAt(page, request, '/account/membership');
      await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
      await expect(page.getByText('You are not part of a membership program.')).toBeVisible();
      const groups = page.getByRole('region', { name: 'Membership groups' });
      await expect(groups.getByRole('listitem').filter({ hasText: 'WHOLESALE' })).toContainText('Closed to new members');
      await expectNoAxeViolations(page);

      const postal = page.getByRole('textbox', { name: 'Postal code' });
      await postal.fill('1O0!');
      await page.getByRole('button', { name: 'Check my market' }).click();
      await expect(page.getByText('Enter a postal code of 3 to 10 letters or digits.')).toBeVisible();
      await expect(postal).toHaveValue('1O0!');
      await postal.fill('10001');
      await page.getByRole('button', { name: 'Check my market' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Postal code 10001 is in the MARKET_A market.' })).toBeVisible();
      await expectNoAxeViolations(page);

      await groups.getByRole('button', { name: 'Join MARKET_A' }).click();
      await passStepUpIfAsked(page, page.getByRole('status').filter({ hasText: 'Welcome to MARKET_A. Your membership is active.' }));
      await expect(groups.getByRole('button', { name: /^Join/ })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Your membership' })).toContainText('MARKET_A');
      await expectNoAxeViolations(page);
    });
  });
}
