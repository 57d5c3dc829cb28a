import { constants, publicEncrypt } from 'node:crypto';
import { expect, type APIRequestContext, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { SHOWCASE } from '../../sandbox/src/seed/showcase';
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
export const SITE_HEADERS = { 'x-vitrine-site-id': 'an-us', 'x-vitrine-locale': 'en-US', 'x-vitrine-language': 'en', 'x-vitrine-currency': 'USD', 'x-vitrine-channel': 'web', 'x-vitrine-context-path': '/' };

/** The checkout as a shopper sees it: the steps' headings, the progress, the forms and the "Place order" button. */
export class CheckoutPage {
  readonly progress: Locator;
  readonly placeOrder: Locator;
  readonly paymentMethods: Locator;
  /** The card fields' own sandboxed document (decision 0460). */
  readonly cardFrame: FrameLocator;

  constructor(readonly page: Page) {
    this.progress = page.getByRole('navigation', { name: 'Checkout progress' });
    this.placeOrder = page.getByRole('button', { name: 'Place order' });
    this.paymentMethods = page.getByRole('group', { name: 'Payment method' });
    this.cardFrame = page.frameLocator('iframe[title="Card details"]');
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

  /**
   * Opens the shipping address step. The sandbox keeps a customer's open checkout and its choices
   * between runs (docs/checkout-api.md "Starting again keeps the open checkout's choices"), so
   * /checkout may lead further on; shipping address is always reachable with lines in the cart.
   */
  async openShippingAddress(): Promise<void> {
    await this.page.goto('/checkout/shipping-address');
    await this.expectStep('Shipping address', /\/checkout\/shipping-address$/);
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

  /** Chooses a new card (when saved cards are offered) and types it into the card frame. */
  async typeNewCard(number: string, expiry = '04/30', securityCode = '123'): Promise<void> {
    const newCard = this.page.getByRole('radio', { name: 'A new card' });
    if ((await newCard.count()) > 0) await newCard.check();
    await this.cardFrame.getByRole('textbox', { name: 'Card number' }).fill(number);
    await this.cardFrame.getByRole('textbox', { name: 'Expiration date (MM/YY)' }).fill(expiry);
    await this.cardFrame.getByRole('textbox', { name: /^Security code/ }).fill(securityCode);
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

/**
 * A new-card PaymentRequestDto for the Visa test card, encrypted the way the browser does it (RSA
 * PKCS#1 v1.5 with the PXP key, base64; docs/checkout-api.md "New card") with Node's crypto.
 */
export async function encryptedCardPayment(request: APIRequestContext): Promise<Record<string, unknown>> {
  const answer = await request.get('/api/catalog/v0/an-us/configuration/pxp-public-key', { headers: SITE_HEADERS });
  expect(answer.ok(), await answer.text()).toBe(true);
  const key = (await answer.json()) as { publicEncryptionKey: { pem: string }; encryptionId: string };
  const encrypt = (text: string) => publicEncrypt({ key: key.publicEncryptionKey.pem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(text)).toString('base64');
  return {
    paymentType: 'CREDIT_CARD',
    creditCard: { encryptedCardNumber: encrypt('4111111111111111'), encryptionId: key.encryptionId, expirationMonth: 4, expirationYear: 2030, securityCode: encrypt('123'), nameOnCard: 'Olga Orders' },
  };
}

/**
 * A fresh customer with one order placed entirely through the API (its own request context; the
 * Visa test card, encrypted as the browser would): returns the e-mail, the order number and the
 * shipping postal code. For the order pages' journeys.
 */
export async function placeOrderThroughApi(request: APIRequestContext): Promise<{ email: string; orderNumber: string; postalCode: string }> {
  const call = async (method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown, headers: Record<string, string> = {}) => {
    const response = await request.fetch(`/api${path}`, { method, headers: { ...SITE_HEADERS, ...headers }, ...(data === undefined ? {} : { data }) });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const email = `e2e-orders-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const postalCode = '19103';
  await call('POST', '/profile/v0/an-us/accounts', { email, password: DEMO_PASSWORD, firstName: 'Olga', lastName: 'Orders' });
  const { productId, skuId } = SHOWCASE.deepStock;
  await call('POST', '/checkout/v0/an-us/carts/items', { items: [{ productId, skuId, poolId: 'US_DIRECT', quantity: 1, cartType: 'TRANSACTIONAL', fulfillmentType: 'DIRECT' }] });
  await call('POST', '/checkout/v0/an-us/checkouts', {});
  await call('PUT', '/checkout/v0/an-us/checkouts/current/shipping-address', {
    address: { address1: '1600 Market Street', address2: '', city: 'Philadelphia', country: 'US', name: { first: 'Olga', last: 'Orders' }, phoneNumber: '2155550123', postalCode, region: 'PA' },
  });
  await call('PUT', '/checkout/v0/an-us/checkouts/current/delivery-method', { deliveryMethodId: 'STANDARD' });
  await call('PUT', '/checkout/v0/an-us/checkouts/current/payment', await encryptedCardPayment(request));
  const order = await call('POST', '/checkout/v0/an-us/orders', {}, { 'Idempotency-Key': `e2e-${email}` });
  return { email, orderNumber: String(order['orderNumber']), postalCode };
}
