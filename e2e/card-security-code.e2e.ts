import { constants, publicEncrypt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { captureRequests, SITE_HEADERS } from './pages/checkout';
import { passStepUpIfAsked, signInAt } from './pages/identity';
import { expectNoAxeViolations } from './support/axe';

/**
 * "Verify card" on the account's payments page (shell-and-account.md §3 "Payment", §7 POST
 * /me/payments/{id}/verification; decision 0436): the saved card's security code is typed in the
 * card frame's security-code mode (a sandboxed frame the page's scripts cannot read) and leaves
 * sealed; the page holds no security code input. axe scans the form with its problem shown.
 */

const PAYMENTS = '/api/profile/v0/an-us/me/payments';
const ADDRESS = { address1: '1 Main St', address2: '', city: 'Springfield', country: 'US', name: { first: 'Eve', last: 'Tester' }, phoneNumber: '', postalCode: '62704', region: 'IL' };

/** Saves a Mastercard without its security code through the API (encrypted as the browser does): it needs verification. */
async function saveUnverifiedCard(request: APIRequestContext): Promise<void> {
  const answer = await request.get('/api/catalog/v0/an-us/configuration/pxp-public-key', { headers: SITE_HEADERS });
  expect(answer.ok(), await answer.text()).toBe(true);
  const key = (await answer.json()) as { publicEncryptionKey: { pem: string }; encryptionId: string };
  const encryptedCardNumber = publicEncrypt({ key: key.publicEncryptionKey.pem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from('5555555555554444')).toString('base64');
  const saved = await request.post(PAYMENTS, {
    data: { paymentType: 'CREDIT_CARD', visible: true, creditCard: { encryptedCardNumber, encryptionId: key.encryptionId, expirationMonth: 12, expirationYear: 2032, nameOnCard: 'Eve Tester' }, address: ADDRESS },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  expect(((await saved.json()) as { creditCardDetail: { needsVerification: boolean } }).creditCardDetail.needsVerification).toBe(true);
}

test('Verify card takes the security code in the isolated card frame and sends it sealed', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInAt(page, request, '/account/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
  await saveUnverifiedCard(page.request);
  await page.reload();
  const card = page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem').filter({ hasText: 'Mastercard ending in 4444' });
  await passStepUpIfAsked(page, card);
  await expect(card).toContainText('Needs verification');
  const requests = captureRequests(page);

  await card.getByRole('button', { name: 'Verify card' }).click();
  const form = page.getByRole('form', { name: 'Verify card' });
  const frameElement = form.locator('iframe[title="Security code"]');
  await expect(frameElement).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
  expect(await frameElement.evaluate((frame) => (frame as HTMLIFrameElement).contentDocument)).toBeNull();
  await expect(page.locator('input[name="cvc"], input[autocomplete="cc-csc"]')).toHaveCount(0);
  const codeFrame = page.frameLocator('iframe[title="Security code"]');
  const code = codeFrame.getByRole('textbox', { name: 'Security code' });
  await expect(codeFrame.getByText('3 digits on the back of the card.')).toBeVisible();

  await code.fill('12');
  await form.getByRole('button', { name: 'Verify' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Check the card details: Security code.' })).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toBeFocused();
  await expectNoAxeViolations(page);

  await code.fill('321');
  // The endpoint refuses a clear code (400 DECRYPTION_FAILED): a 200 means the frame sent it sealed.
  const verified = page.waitForResponse((response) => response.request().method() === 'POST' && /\/me\/payments\/[^/]+\/verification$/.test(new URL(response.url()).pathname) && response.status() === 200);
  await form.getByRole('button', { name: 'Verify' }).click();
  await passStepUpIfAsked(page, page.getByText('The card was verified.'));
  expect(((await (await verified).json()) as { creditCardDetail: { needsVerification: boolean } }).creditCardDetail.needsVerification).toBe(false);
  await expect(card).not.toContainText('Needs verification');
  expect(requests.some((line) => /[?&=:"]321\b/.test(line))).toBe(false);
});
