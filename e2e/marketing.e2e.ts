import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { createCustomer, DEMO_PASSWORD } from './pages/identity';

/**
 * Marketing sign-ups, contact forms, loyalty and giveaways against the sandbox (shell-and-account.md
 * §2 hash modals, §3-§5, §7; decisions 0200-0204). Each journey proves arrival through the sandbox's
 * test-only submissions endpoint or its mailbox.
 */

type Submission = { kind: string; body: Record<string, unknown> };
const submissions = async (request: APIRequestContext, kind: string): Promise<Submission[]> =>
  ((await (await request.get(`/api/__sandbox/submissions?kind=${kind}`)).json()) as { submissions: Submission[] }).submissions;

/** Signs in through the token call (the cookies land in the page's context). */
async function signIn(page: Page, email: string): Promise<void> {
  const answer = await page.request.post('/api/auth/v0/an-us/tokens', { data: { grantType: 'password', email, password: DEMO_PASSWORD } });
  expect(answer.ok()).toBe(true);
}

test('a guest signs up for emails and sees success; the sandbox kept it', async ({ page }) => {
  await page.goto('/#email-sign-up');
  const dialog = page.getByRole('dialog', { name: 'Sign up for emails' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill('e2e.guest@example.com');
  await dialog.getByRole('combobox', { name: 'I shop for' }).selectOption('female');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog.getByRole('status')).toContainText('Thanks, you are signed up for emails.');
  await expect(dialog.getByRole('status')).not.toContainText('not available');
  await expectNoAxeViolations(page, 'dialog');
  const kept = await submissions(page.request, 'marketing-subscription');
  expect(kept.some((s) => s.body['emailAddress'] === 'e2e.guest@example.com' && s.body['source'] === 'email-sign-up-modal')).toBe(true);
});

test('contact us and a catalog request succeed; a postal code of another region is shown on its field and nothing typed is lost', async ({ page }) => {
  await page.goto('/#contact-us');
  const contact = page.getByRole('dialog', { name: 'Contact us' });
  await contact.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await contact.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await contact.getByRole('textbox', { name: 'Reply-to email' }).fill('ada.e2e@example.com');
  await contact.getByRole('combobox', { name: 'Topic' }).selectOption('ORDER');
  await contact.getByRole('textbox', { name: 'Subject' }).fill('Where is my parcel?');
  await contact.getByRole('button', { name: 'Send message' }).click();
  await expect(contact.getByRole('status')).toContainText('Thanks, your message has been sent.');
  await expectNoAxeViolations(page, 'dialog');
  const inbox = (await (await page.request.get('/api/__sandbox/mailbox?to=customer-service@vitrine.test')).json()) as { messages: { subject: string }[] };
  expect(inbox.messages.map((m) => m.subject)).toContain('[ORDER] Where is my parcel?');
  await page.keyboard.press('Escape');

  await page.goto('/#request-catalog');
  const catalog = page.getByRole('dialog', { name: 'Request a catalog' });
  const typed: [string, string][] = [
    ['First name', 'Ada'],
    ['Last name', 'Lovelace'],
    ['Address line 1', '1 Main St'],
    ['City', 'Springfield'],
    ['State or region', 'IL'],
    ['Postal code', '10001'],
  ];
  for (const [name, value] of typed) await catalog.getByRole('textbox', { name }).fill(value);
  await catalog.getByRole('button', { name: 'Request catalog' }).click();
  const postalCode = catalog.getByRole('textbox', { name: 'Postal code' });
  await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
  await expect(catalog.getByRole('alert')).toContainText('This postal code is not in the state or region you entered.');
  for (const [name, value] of typed) await expect(catalog.getByRole('textbox', { name })).toHaveValue(value);
  await expectNoAxeViolations(page, 'dialog');
  await postalCode.fill('62701');
  await catalog.getByRole('button', { name: 'Request catalog' }).click();
  await expect(catalog.getByRole('status')).toContainText('Thanks, your catalog is on its way.');
  const kept = await submissions(page.request, 'catalog-request');
  expect(kept.map((s) => s.body['postalCode'])).toEqual(['62701']);
});

test('a guest opening #loyalty-signup is asked to sign in', async ({ page }) => {
  await page.goto('/#loyalty-signup');
  const dialog = page.getByRole('dialog', { name: 'Join the loyalty program' });
  await expect(dialog.getByRole('button', { name: 'Sign in to join' })).toBeVisible();
  await expectNoAxeViolations(page, 'dialog');
});

test('the demo loyalty member sees points, tier, rewards and ledger; signing up again shows the existing-member toast', async ({ page }) => {
  await signIn(page, 'sarah.johnson@example.com');
  await page.goto('/account/loyalty');
  await expect(page.getByRole('heading', { level: 1, name: 'Loyalty' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Points' })).toContainText(/\d/);
  await expect(page.getByRole('figure', { name: 'Loyalty tier' })).toContainText('VIP');
  const rewards = page.getByRole('list', { name: 'Rewards' });
  await expect(rewards.getByRole('listitem')).toHaveCount(2);
  await expect(rewards).toContainText(/Code REWARD-\d{6}/);
  const history = page.getByRole('table', { name: 'Points history' });
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history).toContainText('Points carried over');
  await expectNoAxeViolations(page);

  await page.goto('/#loyalty-signup');
  const region = page.getByRole('region', { name: 'Notifications' });
  await expect(region.getByRole('alert')).toContainText('You are already a member of our loyalty program.');
  await expect(page.locator('[data-message-key="loyalty_sign_up_modal-existing-member"]')).toHaveCount(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('store rewards: a guest signs in first, a customer without loyalty gets the toast, a member reaches their rewards', async ({ page }) => {
  const storePage = '/stores/0101';
  const redeem = page.getByRole('button', { name: 'Use my rewards in store' });
  await page.goto(storePage);
  await redeem.click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Escape');

  await signIn(page, await createCustomer(page.request));
  await page.goto(storePage);
  await redeem.click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('alert')).toContainText('Store rewards need a loyalty account.');
  await expect(page.locator('[data-message-key="rewards-account-required"]')).toHaveCount(1);

  await signIn(page, 'sarah.johnson@example.com');
  await page.goto(storePage);
  await redeem.click();
  await expect(page).toHaveURL(/\/account\/loyalty$/);
  await expect(page.getByRole('list', { name: 'Rewards' })).toContainText(/Code REWARD-\d{6}/);
});

test('a giveaway entry posts its event once', async ({ page }) => {
  await signIn(page, 'olivia.thompson@example.com');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/me/loyalty/campaigns/')) posts.push(request.postData() ?? '');
  });
  await page.goto('/#giveaway?id=spring-getaway');
  const dialog = page.getByRole('dialog', { name: 'Giveaway' });
  await dialog.getByRole('checkbox', { name: 'I have read and agree to the official rules.' }).check();
  const enter = dialog.getByRole('button', { name: 'Enter giveaway' });
  await enter.dblclick();
  await expect(dialog.getByRole('status')).toContainText('You are entered. Good luck!');
  await expectNoAxeViolations(page, 'dialog');
  // One POST for the double click; what it carried is read from the sandbox's record of it.
  expect(posts).toHaveLength(1);
  const kept = await submissions(page.request, 'loyalty-campaign-event');
  const entries = kept.filter((s) => s.body['campaignId'] === 'spring-getaway');
  expect(entries).toHaveLength(1);
  expect(entries[0]!.body['events']).toEqual([{ qty: 1 }]);
});

test('the browse event is sent once per cookie', async ({ page, context }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/me/loyalty/events')) posts.push(request.url());
  });
  await page.goto('/');
  await expect.poll(() => posts.length).toBe(1);
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'vitrine_loyalty_browse')?.value).toBe('true');
  await page.getByRole('link', { name: 'Your cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.goto('/search');
  await page.waitForLoadState('networkidle');
  expect(posts).toHaveLength(1);
});
