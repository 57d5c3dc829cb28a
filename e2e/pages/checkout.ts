import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, LoginDialogPart } from './identity';
import { ProductPage } from './product-page';

/** Seeded accounts the checkout journeys use, one per journey so parallel journeys never share a cart (docs/identity.md). */
export const CHECKOUT_ACCOUNTS = {
  /** Luma's demo customer: seeded saved cards (VISA 1111, expired MC 4444, AMEX 0005). */
  lumaShopper: 'roni_cost@example.com',
  /** Spree's demo customer: the same seeded cards. */
  spreeShopper: 'sarah.johnson@example.com',
  refresher: 'michael.chen@example.com',
  paymentPages: 'emily.rodriguez@example.com',
  guest: 'william.davis@example.com',
  /** A shopper who must not see rep hold. */
  plainShopper: 'sophia.martinez@example.com',
  /** The customer the agent checks out for. */
  agentCustomer: 'olivia.thompson@example.com',
  agent: 'agent@vitrine.test',
} as const;

/** Test cards of docs/checkout-api.md (decision 0107). */
export const TEST_CARDS = { visa: '4111 1111 1111 1111', sca: '4000 0027 6000 3184' } as const;

/** The request headers the sandbox reads for the default site (docs/api.md). */
const SITE_HEADERS = { 'x-vitrine-site-id': 'an-us', 'x-vitrine-locale': 'en-US', 'x-vitrine-language': 'en', 'x-vitrine-currency': 'USD', 'x-vitrine-channel': 'web', 'x-vitrine-context-path': '/' };

/** The checkout as a shopper sees it: the steps' headings, the progress, the forms and the "Place order" button. */
export class CheckoutPage {
  readonly progress: Locator;
  readonly placeOrder: Locator;
  readonly paymentMethods: Locator;

  constructor(readonly page: Page) {
    this.progress = page.getByRole('navigation', { name: 'Checkout progress' });
    this.placeOrder = page.getByRole('button', { name: 'Place order' });
    this.paymentMethods = page.getByRole('group', { name: 'Payment method' });
  }

  /** The level-1 heading of a step ("Shipping address", "Delivery", "Payment", "Order confirmation"). */
  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  /** Waits until the step's heading shows and the machine is no longer busy. */
  async expectStep(name: string, path: RegExp): Promise<void> {
    await expect(this.heading(name)).toBeVisible();
    await expect(this.page).toHaveURL(path);
    await expect(this.page.getByTestId('checkout-busy')).toHaveText('');
  }

  /** Signs in through the #sign-in dialog on the home page. */
  async signIn(email: string): Promise<void> {
    await this.page.goto('/#sign-in');
    const login = new LoginDialogPart(this.page);
    await login.signIn(email, DEMO_PASSWORD);
    await expect(login.dialog).toBeHidden();
  }

  /** Removes every line of the session's cart through the API (the browser's cookies), so a journey starts clean. */
  async emptyCart(): Promise<void> {
    const cart = await this.page.request.get('/api/checkout/v0/an-us/carts', { headers: SITE_HEADERS });
    expect(cart.ok(), await cart.text()).toBe(true);
    const { items } = (await cart.json()) as { items: { itemId: string }[] };
    for (const item of items) {
      const removed = await this.page.request.delete(`/api/checkout/v0/an-us/carts/items/${encodeURIComponent(item.itemId)}`, { headers: SITE_HEADERS });
      expect(removed.ok(), await removed.text()).toBe(true);
    }
  }

  /** Adds one unit of a product from its page (`query` preselects colour and size). */
  async add(slug: string, query = ''): Promise<void> {
    const pdp = new ProductPage(this.page);
    await pdp.open(slug, query);
    await pdp.add(1);
  }

  /** The AUTHORIZED step-up may have lapsed (20 s in e2e): when the recognized sign-in asks for the password, give it. */
  async passStepUpIfAsked(): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: 'Sign in' });
    const asked = await dialog.waitFor({ state: 'visible', timeout: 2500 }).then(
      () => true,
      () => false,
    );
    if (!asked) return;
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  async continueToDelivery(): Promise<void> {
    await this.page.getByRole('button', { name: 'Continue to delivery' }).click();
    await this.expectStep('Delivery', /\/checkout\/shipping-delivery$/);
  }

  async continueToPayment(): Promise<void> {
    await this.page.getByRole('button', { name: 'Continue to payment' }).click();
    await this.expectStep('Payment', /\/checkout\/payment$/);
    await expect(this.paymentMethods).toBeVisible();
  }

  /** Chooses a new card (when saved cards are offered) and types it. */
  async typeNewCard(number: string, expiry = '04/30', securityCode = '123'): Promise<void> {
    const newCard = this.page.getByRole('radio', { name: 'A new card' });
    if ((await newCard.count()) > 0) await newCard.check();
    await this.page.getByRole('textbox', { name: 'Card number' }).fill(number);
    await this.page.getByRole('textbox', { name: 'Expiration date (MM/YY)' }).fill(expiry);
    await this.page.getByRole('textbox', { name: /^Security code/ }).fill(securityCode);
  }

  /** The order number the confirmation shows ("Order number VT-2026-000123"). */
  async orderNumber(): Promise<string> {
    const text = await this.page.getByTestId('order-number').innerText();
    const match = /^Order number\s+(VT-\d{4}-\d{6})$/.exec(text.trim());
    if (!match) throw new Error(`No order number in "${text}"`);
    return match[1]!;
  }
}

/** Every request the page sends, as URL plus body, for "the card number never leaves in clear" checks. */
export function captureRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(`${request.method()} ${request.url()}\n${request.postData() ?? ''}`));
  return seen;
}

/** The forms a card number could take in a request: digits, spaced, dashed, URL-encoded. */
export function clearForms(cardNumber: string): string[] {
  const digits = cardNumber.replace(/\D/g, '');
  return [digits, cardNumber, cardNumber.replace(/ /g, '-'), encodeURIComponent(cardNumber), cardNumber.replace(/ /g, '+')];
}
