import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createActor } from 'xstate';
import { HASH_MODALS, modalStackMachine, type HashModal, type ModalStackEvent } from '@vitrine/core';
import { expectNoAxeViolations } from './support/axe';
import { saveDialogScreenshots } from './pages/identity';

/** The accessible name of the dialog each hash opens (en-US). */
const DIALOG_NAMES: Readonly<Record<HashModal, string | RegExp>> = {
  'order-inquiry': 'Look up an order',
  'forgot-password': 'Reset your password',
  'sign-in': 'Sign in',
  'sign-up': 'Create account',
  'email-sign-up': 'Sign up for emails',
  'giftcard-balance': 'Check a gift card balance',
  'contact-us': 'Contact us',
  'request-catalog': 'Request a catalog',
  quickshop: /.+/,
  'site-select': 'Choose your region',
  'sms-sign-up': 'Sign up for texts',
  'loyalty-signup': 'Join the loyalty program',
  giveaway: 'Giveaway',
};

/** The hash each modal is opened with (quickshop and giveaway carry their query). */
const HASHES: Readonly<Record<HashModal, string>> = {
  ...(Object.fromEntries(HASH_MODALS.map((h) => [h, `#${h}`])) as Record<HashModal, string>),
  quickshop: '#quickshop?slug=__FIRST_PRODUCT__&color=1',
  giveaway: '#giveaway?id=spring',
};

/** Turns SMS opt-in on for this page (the sandbox's sites do not enable it), by editing the site configuration answer. */
async function enableSmsOptIn(page: Page): Promise<void> {
  // A client-side load reads the configuration from the API …
  await page.route('**/api/catalog/v0/*/configuration*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { features?: Record<string, boolean> };
    await route.fulfill({ response, json: { ...body, features: { ...body.features, smsOptIn: true } } });
  });
  // … a server-rendered page hands it over in its bootstrap script (decision 0150).
  await page.addInitScript(() => {
    let boot: { config?: { features?: Record<string, boolean> } } | undefined;
    Object.defineProperty(window, '__VITRINE_SSR__', {
      configurable: true,
      get: () => boot,
      set: (value: typeof boot) => {
        if (value?.config) value.config.features = { ...value.config.features, smsOptIn: true };
        boot = value;
      },
    });
  });
}

/** A product slug of the home page's first product link ('/shop/{slug}'). */
async function firstProductSlug(page: Page): Promise<string> {
  const href = await page.locator('main a[href*="/shop/"]').first().getAttribute('href');
  return href!.split('/shop/')[1]!.split('?')[0]!;
}

test.describe('hash-triggered modals (shell-and-account.md §2 "Hash-triggered modals")', () => {
  test('every hash modal opens from its URL and closes with Escape, focus returning where it was; axe finds nothing in it', async ({ page }) => {
    // Fourteen modals, each opened, scanned by axe and closed: about 90 s on the 2-core machine.
    test.setTimeout(240_000);
    await enableSmsOptIn(page);
    await page.goto('/');
    const slug = await firstProductSlug(page);
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    for (const modal of HASH_MODALS) {
      const hash = HASHES[modal].replace('__FIRST_PRODUCT__', slug);
      await search.focus();
      await page.evaluate((h) => {
        window.location.hash = h;
      }, hash);
      const dialog = page.getByRole('dialog', { name: DIALOG_NAMES[modal] });
      await expect(dialog, modal).toBeVisible();
      expect(await dialog.getAttribute('id')).toBe(`${modal}-modal`);
      await expect(dialog.locator(':focus')).toHaveCount(1);
      await expectNoAxeViolations(page, 'dialog');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(search, `focus back after ${modal}`).toBeFocused();
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('a modal hash in the address opens on a direct load; hash links replace the route; the form keeps what was typed', async ({ page }) => {
    await page.goto('/#contact-us');
    const dialog = page.getByRole('dialog', { name: 'Contact us' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Invalid parameters passed to submitContactUs');
    await expect(dialog.getByRole('textbox', { name: 'Last name' })).toBeFocused();
    await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    await saveDialogScreenshots(page, dialog, 'contact-us-dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const entries = await page.evaluate(() => window.history.length);
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '#request-catalog';
      link.textContent = 'Request a catalog';
      document.querySelector('main')!.append(link);
    });
    const link = page.getByRole('main').getByRole('link', { name: 'Request a catalog' });
    await link.click();
    const catalog = page.getByRole('dialog', { name: 'Request a catalog' });
    await expect(catalog).toBeVisible();
    expect(await page.evaluate(() => window.history.length)).toBe(entries);
    await catalog.getByRole('button', { name: 'Close' }).click();
    await expect(catalog).toBeHidden();
    await expect(link).toBeFocused();
  });

  test('modals stack: the loyalty sign-up asks a guest to sign in on top of it', async ({ page }) => {
    await page.goto('/#loyalty-signup');
    const loyalty = page.getByRole('dialog', { name: 'Join the loyalty program' });
    await loyalty.getByRole('button', { name: 'Sign in to join' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await expect(signIn).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(2);
    await page.keyboard.press('Escape');
    await expect(signIn).toBeHidden();
    await expect(loyalty).toBeVisible();
    await expect(loyalty.getByRole('button', { name: 'Sign in to join' })).toBeFocused();
  });

  test("one path of core's modal stack machine, played by a shopper: the page says what the machine says at every step (decision 0140)", async ({ page }) => {
    const machine = createActor(modalStackMachine).start();
    const marker = page.locator('[data-machine="modal-stack"]');
    /** Sends the step's event to the headless machine; the page's modal stack must reach the same state and open ids. */
    const sameAsMachine = async (event: ModalStackEvent) => {
      machine.send(event);
      const { value, context } = machine.getSnapshot();
      await expect(marker).toHaveAttribute('data-machine-state', String(value));
      await expect(marker).toHaveAttribute('data-modal-stack', context.stack.map((entry) => entry.id).join(' '));
    };

    await page.goto('/');
    await expect(marker).toHaveAttribute('data-machine-state', 'empty');
    await page.evaluate(() => {
      window.location.hash = '#loyalty-signup';
    });
    const loyalty = page.getByRole('dialog', { name: 'Join the loyalty program' });
    await expect(loyalty).toBeVisible();
    await sameAsMachine({ type: 'modal.launch', options: { modalId: 'loyalty-signup-modal', event: 'loyalty-signup', styleType: 'small' } });
    await loyalty.getByRole('button', { name: 'Sign in to join' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    await sameAsMachine({ type: 'modal.launch', options: { modalId: 'sign-in-modal', component: 'LoginDialog', title: 'Sign in', styleType: 'small' } });
    await page.keyboard.press('Escape');
    await sameAsMachine({ type: 'modal.close', modalId: 'sign-in-modal' });
    expect(machine.getSnapshot().value).toBe('open');
    await expect(loyalty.getByRole('button', { name: 'Sign in to join' })).toBeFocused();
    await page.keyboard.press('Escape');
    await sameAsMachine({ type: 'modal.close', modalId: 'loyalty-signup-modal' });
    expect(machine.getSnapshot().value).toBe('empty');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });
});
