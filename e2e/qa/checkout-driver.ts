import { request, type APIRequestContext, type Browser, type BrowserContext, type Page, type Route } from '@playwright/test';
import type { BrowserDriverOptions, BrowserPathDriver, Json, MachinePath, Observation, PathEvent, PathStep } from '@vitrine/core/testing';
import { createPathDriver, PASSWORD, startOwnServer } from './driver-harness';
import { SHOWCASE } from '../../sandbox/src/seed/showcase';
import { encryptedCardPayment } from '../pages/checkout';

/**
 * The QA browser driver for the checkout machine (acceptance criteria "the checkout machine's paths are …
 * replayable headless and with --browser"; docs/qa.md; decisions 0089, 0114, 0115): each path runs
 * against the real storefront in Chromium with a fresh customer of its own. Navigations become
 * page loads (the first, and the return from a payment page) or client-side navigations (the
 * machine keeps its checkout, as the path does); shopper events become clicks and typing on the
 * steps; each server answer the path expects is arranged for real where the sandbox gives it (a
 * checkout already at the right step, an empty cart, the test cards of docs/checkout-api.md, an
 * unknown customer e-mail, the sandbox's payment page) and intercepted in the browser only where it
 * cannot (a dropped connection, a refusal it never gives to that request). The state is what the
 * checkout layout reports (`vitrine:machine` events when `window.__VITRINE_QA__` is set).
 *
 * Deliberate differences, reported as driver failures rather than faked: a guest never reaches the
 * checkout machine — the route guard opens the login modal first — so `loginRequired` is read as
 * "the login modal is open and no checkout is running"; the UI offers no collection point, no
 * delivery method outside the checkout's list, and does not let a shopper submit an expired card,
 * a saved card this fresh customer does not have, Apple Pay without the browser's capability, or
 * place order with a failed payment-methods load (the site configuration is read at boot).
 */

const SITE = 'an-us';
const POOL = 'US_DIRECT';
const AGENT_EMAIL = 'agent@vitrine.test';
/** How long a step may take to reach its state (ms). */
const STEP_TIMEOUT_MS = 15_000;
/** How long the reported state must stay put before it is read back (ms). */
const SETTLE_MS = 500;
/** The sandbox's test cards (docs/checkout-api.md, decision 0107). */
const CARDS = { approved: '4111111111111111', sca: '4000002760003184', declined: '4000000000000002' } as const;
/** The address a new-address step types (core's sample address). */
const NEW_ADDRESS = { address1: '1600 Market Street', city: 'Philadelphia', region: 'PA', postalCode: '19103', phone: '2155550123' };
/** The API status of each API error code the driver may have to fake (docs/checkout-api.md). */
const STATUS: Readonly<Record<string, number>> = {
  SCOPE_REQUIRED: 403,
  CART_EMPTY: 409,
  CUSTOMER_NOT_FOUND: 404,
  CHECKOUT_NOT_FOUND: 404,
  ADDRESS_INVALID: 400,
  ADDRESS_NOT_FOUND: 404,
  COLLECTION_POINT_INVALID: 422,
  SHIPPING_DESTINATION_NOT_SUPPORTED: 422,
  DELIVERY_METHOD_INVALID: 400,
  CARD_INVALID: 400,
  PAYMENT_METHOD_NOT_ALLOWED: 422,
  PAYMENT_ACTION_REQUIRED: 409,
  PAYMENT_DECLINED: 402,
  ORDER_NOT_FOUND: 404,
  CHECKOUT_INCOMPLETE: 409,
};
/** Each actor's request (method and URL pattern). */
const REQUESTS: Readonly<Record<string, { method: string; pattern: RegExp }>> = {
  startCheckout: { method: 'POST', pattern: /\/api\/checkout\/v0\/[^/]+\/checkouts(\?|$)/ },
  getCurrentCheckout: { method: 'GET', pattern: /\/api\/checkout\/v0\/[^/]+\/checkouts\/current(\?|$)/ },
  setShippingAddress: { method: 'PUT', pattern: /\/checkouts\/current\/shipping-address(\?|$)/ },
  setDeliveryMethod: { method: 'PUT', pattern: /\/checkouts\/current\/delivery-method(\?|$)/ },
  // The prepareCardPayment actor (key, encryption, set payment) answers with its set-payment call.
  prepareCardPayment: { method: 'PUT', pattern: /\/checkouts\/current\/payment(\?|$)/ },
  setPayment: { method: 'PUT', pattern: /\/checkouts\/current\/payment(\?|$)/ },
  placeOrder: { method: 'POST', pattern: /\/api\/checkout\/v0\/[^/]+\/orders(\?|$)/ },
  getPlacedOrder: { method: 'GET', pattern: /\/api\/checkout\/v0\/[^/]+\/orders\/[^/?]+/ },
};

type Answer = { readonly actor: string; readonly kind: 'done' | 'error'; readonly event: PathEvent };
type PaymentShape = { kind: string; paymentType?: string; expirationYear?: number; savedPaymentId?: string };
type CheckoutShape = { lines?: unknown[]; shippingAddress?: unknown; deliveryMethod?: unknown };

/** The actor answer an event is (`xstate.done.actor.startCheckout`), or null for a user event. */
function answerOf(event: PathEvent | undefined): Answer | null {
  const match = event ? /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type) : null;
  return match ? { kind: match[1] as 'done' | 'error', actor: match[2]!, event: event! } : null;
}

/** The answers that follow step `index` until the next user event. */
function answersAfter(path: MachinePath, index: number): Answer[] {
  const found: Answer[] = [];
  for (const step of path.steps.slice(index + 1)) {
    const answer = answerOf(step.event);
    if (!answer) break;
    found.push(answer);
  }
  return found;
}

/** What a payment event pays with: `card.submit`'s card (in clear) or `payment.submit`'s request; null for other events. */
function paymentOf(event: PathEvent): PaymentShape | null {
  const payment = event.type === 'card.submit' ? event['card'] : event.type === 'payment.submit' ? event['request'] : null;
  return (payment ?? null) as PaymentShape | null;
}

/** The output of a done answer: `{ ok, value | error }` or a plain value. */
const outputOf = (answer: Answer) => answer.event['output'] as { ok?: boolean; value?: CheckoutShape; error?: { code?: string; details?: Record<string, Json> } } | null | undefined;

/** The domain code of a refused answer ('CHECKOUT.CART_EMPTY'), 'ok', or null for a transport fault. */
function codeOf(answer: Answer): string | null {
  if (answer.kind === 'error') return null;
  const output = outputOf(answer);
  return output && output.ok === false ? (output.error?.code ?? 'UNKNOWN') : 'ok';
}

/** The API code of a domain code ('CHECKOUT.NOT_FOUND' → 'CHECKOUT_NOT_FOUND', 'CHECKOUT.SIGN_IN_REQUIRED' → 'SCOPE_REQUIRED'). */
function apiCodeOf(code: string): string {
  const bare = code.replace(/^CHECKOUT\./, '');
  return bare === 'SIGN_IN_REQUIRED' ? 'SCOPE_REQUIRED' : bare === 'NOT_FOUND' ? 'CHECKOUT_NOT_FOUND' : bare === 'INCOMPLETE' ? 'CHECKOUT_INCOMPLETE' : bare;
}

/** One path's browser context, customers and arranged server. */
class CheckoutPathSession {
  private seen = 0;
  private loaded = false;
  private customerEmail = '';
  private customerAddressId = '';
  /** The customer's own API session (arrangements a guest browser cannot make). */
  private customerApi: APIRequestContext | null = null;
  /** A real order of this customer that stands in for the path's sample order number. */
  private realOrderNumber: string | null = null;
  private readonly intercepts: { actor: string; handler: (route: Route) => Promise<void>; matches: (route: Route) => boolean; respond: (route: Route) => Promise<void> }[] = [];

  private constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  static async open(browser: Browser, baseUrl: string): Promise<CheckoutPathSession> {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      const w = window as unknown as { __VITRINE_QA__: boolean };
      w.__VITRINE_QA__ = true;
      window.addEventListener('vitrine:machine', (event) => {
        const detail = (event as CustomEvent<{ machine: string; state: string }>).detail;
        if (detail.machine !== 'checkout') return;
        const reports = JSON.parse(sessionStorage.getItem('__qaCheckoutStates') ?? '[]') as string[];
        reports.push(detail.state);
        sessionStorage.setItem('__qaCheckoutStates', JSON.stringify(reports));
      });
    });
    const page = await context.newPage();
    return new CheckoutPathSession(context, page, baseUrl);
  }

  private headers() {
    return { 'x-vitrine-site-id': SITE, 'x-vitrine-locale': 'en-US', 'x-vitrine-language': 'en', 'x-vitrine-currency': 'USD', 'x-vitrine-channel': 'web', 'x-vitrine-context-path': '/' };
  }

  /** A call through the browser's own session (its cookies); throws on a failure. */
  private async call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown, headers: Record<string, string> = {}): Promise<unknown> {
    const response = await this.page.request.fetch(`/api${path}`, { method, headers: { ...this.headers(), ...headers }, ...(data === undefined ? {} : { data }) });
    if (!response.ok()) throw new Error(`QA arrangement ${method} ${path} failed: ${response.status()} ${await response.text()}`);
    return response.status() === 204 ? null : response.json();
  }

  /**
   * The path's customer, with its own API session: a fresh customer with a saved address, or — for
   * a path that pays with a saved card — Luma's demo customer, whose cards are seeded (docs/checkout-api.md
   * "Demo data"), with an empty cart.
   */
  private async openCustomer(seeded: boolean): Promise<{ email: string; addressId: string }> {
    const api: APIRequestContext = await request.newContext({ baseURL: this.baseUrl, extraHTTPHeaders: this.headers() });
    this.customerApi = api;
    if (seeded) {
      const email = 'roni_cost@example.com';
      await this.apiCall(api, 'POST', `/auth/v0/${SITE}/tokens`, { grantType: 'password', email, password: PASSWORD });
      const book = (await this.apiCall(api, 'GET', `/profile/v0/${SITE}/me/addresses`)) as { addresses: { id: string }[] };
      const cart = (await this.apiCall(api, 'GET', `/checkout/v0/${SITE}/carts`)) as { items: { itemId: string }[] };
      for (const item of cart.items) await this.apiCall(api, 'DELETE', `/checkout/v0/${SITE}/carts/items/${encodeURIComponent(item.itemId)}`);
      return { email, addressId: book.addresses[0]!.id };
    }
    const email = `qa-checkout-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await this.apiCall(api, 'POST', `/profile/v0/${SITE}/accounts`, { email, password: PASSWORD, firstName: 'Quinn', lastName: 'Tester' });
    const address = (await this.apiCall(api, 'POST', `/profile/v0/${SITE}/me/addresses`, {
      address: { ...NEW_ADDRESS, address2: '', country: 'US', name: { first: 'Quinn', last: 'Tester' }, phoneNumber: NEW_ADDRESS.phone },
      nickName: 'Home',
    })) as { id: string };
    return { email, addressId: address.id };
  }

  /** A call through an API session; throws on a failure. */
  private async apiCall(api: APIRequestContext, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown, headers: Record<string, string> = {}): Promise<unknown> {
    const response = await api.fetch(`/api${path}`, { method, headers, ...(data === undefined ? {} : { data }) });
    if (!response.ok()) throw new Error(`QA arrangement ${method} ${path} failed: ${response.status()} ${await response.text()}`);
    return response.status() === 204 ? null : response.json();
  }

  /** A real order of the customer (the Visa test card, encrypted as the browser would), placed through its API session. */
  private async placeRealOrder(): Promise<string> {
    const api = this.customerApi!;
    const base = `/checkout/v0/${SITE}`;
    await this.apiCall(api, 'POST', `${base}/carts/items`, { items: [{ productId: SHOWCASE.deepStock.productId, skuId: SHOWCASE.deepStock.skuId, poolId: POOL, quantity: 1, cartType: 'TRANSACTIONAL', fulfillmentType: 'DIRECT' }] });
    await this.apiCall(api, 'POST', `${base}/checkouts`, {});
    await this.apiCall(api, 'PUT', `${base}/checkouts/current/shipping-address`, { addressId: this.customerAddressId });
    await this.apiCall(api, 'PUT', `${base}/checkouts/current/delivery-method`, { deliveryMethodId: 'STANDARD' });
    await this.apiCall(api, 'PUT', `${base}/checkouts/current/payment`, await encryptedCardPayment(api));
    const order = (await this.apiCall(api, 'POST', `${base}/orders`, {}, { 'Idempotency-Key': `qa-${Date.now()}-${Math.random()}` })) as { orderNumber: string };
    return order.orderNumber;
  }

  /** Signs the browser in (password grant through the API: the cookies land in the browser). */
  private async signInBrowser(email: string): Promise<void> {
    await this.call('POST', `/auth/v0/${SITE}/tokens`, { grantType: 'password', email, password: PASSWORD });
  }

  private async addToCart(): Promise<void> {
    const { productId, skuId } = { productId: SHOWCASE.deepStock.productId, skuId: SHOWCASE.deepStock.skuId };
    await this.call('POST', `/checkout/v0/${SITE}/carts/items`, { items: [{ productId, skuId, poolId: POOL, quantity: 1, cartType: 'TRANSACTIONAL', fulfillmentType: 'DIRECT' }] });
  }

  private async emptyCart(): Promise<void> {
    const cart = (await this.call('GET', `/checkout/v0/${SITE}/carts`)) as { items: { itemId: string }[] };
    for (const item of cart.items) await this.call('DELETE', `/checkout/v0/${SITE}/carts/items/${encodeURIComponent(item.itemId)}`);
  }

  /** The checkout reports since the path started (kept in sessionStorage across page loads). */
  private async reports(): Promise<string[]> {
    if (!this.loaded) return [];
    return this.page.evaluate(() => JSON.parse(sessionStorage.getItem('__qaCheckoutStates') ?? '[]') as string[]).catch(() => []);
  }

  private async loginDialogOpen(): Promise<boolean> {
    return (await this.page.locator('dialog[data-machine="login-modal"][open]').count()) > 0;
  }

  /**
   * The state the checkout reached for this step: the first report since the previous step that
   * equals `expected` (transient states count), else the latest once the reports are quiet.
   * `loginRequired` is read as "the login modal is open with no checkout report since".
   */
  private async observe(expected: string): Promise<Observation> {
    const deadline = Date.now() + STEP_TIMEOUT_MS;
    let lastCount = -1;
    let quietSince = Date.now();
    for (;;) {
      const reports = await this.reports();
      const fresh = reports.slice(this.seen);
      const hit = fresh.indexOf(expected);
      if (hit >= 0) {
        this.seen += hit + 1;
        return { state: expected };
      }
      if (expected === 'loginRequired' && fresh.length === 0 && (await this.loginDialogOpen())) return { state: 'loginRequired' };
      // A navigation to the cart leaves the checkout route: the cart page is the machine's 'cart' step.
      if (expected === 'cart' && new URL(this.page.url()).pathname === '/cart') {
        this.seen = reports.length;
        return { state: 'cart' };
      }
      if (reports.length !== lastCount) {
        lastCount = reports.length;
        quietSince = Date.now();
      }
      const quiet = Date.now() - quietSince >= SETTLE_MS;
      if (fresh.length === 0 && quiet && reports.at(-1) === expected) return { state: expected };
      if (Date.now() > deadline || (quiet && fresh.length > 0)) {
        this.seen = reports.length;
        const current = reports.at(-1);
        if (current === undefined) throw new Error((await this.loginDialogOpen()) ? 'The login modal is open; no checkout is running' : 'The checkout reported no state');
        return { state: current };
      }
      await this.page.waitForTimeout(50);
    }
  }

  /** The next requests of `actor` are answered in the browser until the next user event: dropped, or an error body. */
  private async intercept(actor: string, answer: Answer): Promise<void> {
    const { method, pattern } = REQUESTS[actor]!;
    const code = codeOf(answer);
    const matches = (route: Route) => route.request().method() === method && pattern.test(route.request().url());
    const respond = async (route: Route) => {
      if (code === null) return route.abort('failed');
      const apiCode = apiCodeOf(code);
      const details = { ...(outputOf(answer)?.error?.details ?? {}) } as Record<string, Json>;
      delete details['code'];
      return route.fulfill({ status: STATUS[apiCode] ?? 400, json: { code: apiCode, message: `Arranged by the QA driver: ${apiCode}`, ...(Object.keys(details).length > 0 ? { details } : {}) } });
    };
    const handler = async (route: Route) => (matches(route) ? respond(route) : route.fallback());
    this.intercepts.push({ actor, handler, matches, respond });
    await this.page.route('**/api/**', handler);
  }

  /** Answers a request held at the sign-in gate: by an intercept arranged meanwhile, else by the server. */
  private async release(route: Route): Promise<void> {
    const intercept = this.intercepts.find((candidate) => candidate.matches(route));
    return intercept ? intercept.respond(route) : route.fallback();
  }

  private async clearIntercepts(): Promise<void> {
    for (const { handler } of this.intercepts.splice(0)) await this.page.unroute('**/api/**', handler);
  }

  /**
   * Brings the server's checkout to what a successful start or read answers (lines, address,
   * delivery method): through the agent's browser session for an agent, else through the
   * customer's own session (so it works while the browser is still a guest).
   */
  private async arrangeCheckout(shape: CheckoutShape, agent: boolean): Promise<void> {
    if ((shape.lines?.length ?? 1) === 0) return this.emptyCart();
    if (!shape.shippingAddress && !agent) return;
    const base = `/checkout/v0/${SITE}`;
    const run = (method: 'POST' | 'PUT', path: string, data: unknown) => (agent ? this.call(method, path, data) : this.apiCall(this.customerApi!, method, path, data));
    if (!agent) await run('POST', `${base}/carts/items`, { items: [{ productId: SHOWCASE.deepStock.productId, skuId: SHOWCASE.deepStock.skuId, poolId: POOL, quantity: 1, cartType: 'TRANSACTIONAL', fulfillmentType: 'DIRECT' }] });
    await run('POST', `${base}/checkouts`, agent ? { customerEmail: this.customerEmail } : {});
    if (shape.shippingAddress) await run('PUT', `${base}/checkouts/current/shipping-address`, { addressId: this.customerAddressId });
    if (shape.deliveryMethod) await run('PUT', `${base}/checkouts/current/delivery-method`, { deliveryMethodId: 'STANDARD' });
  }

  /** Arranges every answer that follows step `index`; returns what the next user event should use. */
  private async arrange(path: MachinePath, index: number): Promise<{ card: string; customerEmail: string }> {
    await this.clearIntercepts();
    const agent = (path.input as { scope?: string }).scope === 'CALL_CENTER' || path.steps.slice(0, index + 1).some((s) => s.event.type === 'session.signedIn' && s.event['scope'] === 'CALL_CENTER');
    let card: string = CARDS.approved;
    let customerEmail = this.customerEmail;
    for (const answer of answersAfter(path, index)) {
      const code = codeOf(answer);
      const value = outputOf(answer)?.value;
      if (code === 'ok') {
        if (answer.actor === 'startCheckout' || answer.actor === 'getCurrentCheckout') await this.arrangeCheckout(value ?? {}, agent);
        if ((answer.actor === 'setPayment' || answer.actor === 'prepareCardPayment') && (value as { payment?: { status?: string } } | undefined)?.payment?.status === 'ACTION_REQUIRED') card = CARDS.sca;
        continue;
      }
      if (answer.actor === 'loadPaymentMethods') throw new Error('The payment methods come with the site configuration read at boot: a failed load cannot be arranged');
      if (answer.actor === 'placeOrder' && code === 'CHECKOUT.PAYMENT_DECLINED') {
        card = CARDS.declined;
        continue;
      }
      if (answer.actor === 'startCheckout' && code === 'CHECKOUT.CART_EMPTY') {
        await this.emptyCart();
        continue;
      }
      if (answer.actor === 'startCheckout' && code === 'CHECKOUT.CUSTOMER_NOT_FOUND') {
        customerEmail = `nobody-${Date.now()}@example.com`;
        continue;
      }
      if (answer.actor === 'getPlacedOrder' && code === 'CHECKOUT.ORDER_NOT_FOUND') continue;
      await this.intercept(answer.actor, answer);
    }
    return { card, customerEmail };
  }

  /** Starts a path: the customer (or the agent) signed in, a line in the cart; no page yet (the machine is idle). */
  async start(path: MachinePath): Promise<Observation> {
    const input = path.input as { scope?: string; payment?: { applePay?: unknown } };
    const scope = input.scope ?? 'GUEST';
    const savedCards = path.steps.some((s) => paymentOf(s.event)?.kind === 'saved-card');
    const customer = await this.openCustomer(savedCards);
    this.customerEmail = customer.email;
    this.customerAddressId = customer.addressId;
    if (input.payment?.applePay) {
      // The browser's Apple Pay capability of the path's input (shell-and-account.md §4: session version 3 and can make payments).
      // A string, not a function: tsx would wrap the function's inner functions in a helper the page lacks.
      await this.page.addInitScript('window.ApplePaySession = { supportsVersion: function (v) { return v <= 3; }, canMakePayments: function () { return true; } };');
    }
    // A confirmation read that succeeds needs a real order of this customer: its number replaces the path's sample number.
    if (path.steps.some((s) => { const a = answerOf(s.event); return a?.actor === 'getPlacedOrder' && codeOf(a) === 'ok'; })) this.realOrderNumber = await this.placeRealOrder();
    if (scope === 'CALL_CENTER') await this.signInBrowser(AGENT_EMAIL);
    else if (scope !== 'GUEST') await this.signInBrowser(customer.email);
    else await this.call('POST', `/auth/v0/${SITE}/tokens`, { grantType: 'guest' });
    if (scope !== 'GUEST') await this.emptyCart();
    await this.addToCart();
    if (path.initialState !== 'idle') throw new Error(`A checkout path starts idle, not ${path.initialState}`);
    return { state: 'idle' };
  }

  /** Opens a checkout URL: a page load the first time and after a payment page, else a client-side navigation. */
  private async navigate(url: string, arranged: { card: string; customerEmail: string }, index: number, path: MachinePath): Promise<void> {
    void arranged;
    const query = new URL(url, this.baseUrl).searchParams;
    const returning = query.has('apmCompleted') || query.has('scaCompleted') || (query.has('paymentError') && /\/payment-sessions\//.test(this.page.url()));
    if (returning && /\/payment-sessions\//.test(this.page.url())) {
      const outcome = query.has('paymentError') ? (query.get('paymentError') === 'PAYMENT_CANCELLED' ? 'Cancel' : 'Decline') : null;
      const button = outcome ? this.page.getByRole('button', { name: outcome }) : this.page.getByRole('button', { name: /^(Approve|Authenticate)$/ });
      await button.click();
      await this.page.waitForURL(/\/checkout\//);
      return;
    }
    const started = (await this.reports()).length > 0 || path.steps.slice(0, index).some((s) => s.event.type === 'route.entered');
    if (!this.loaded) {
      await this.page.goto(url);
      this.loaded = true;
      return;
    }
    if (!started || !/\/checkout(\/|$|\?)/.test(new URL(this.page.url()).pathname)) {
      await this.page.goto(url);
      return;
    }
    await this.page.evaluate((target) => {
      const state = (window.history.state ?? {}) as { idx?: number };
      window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state.idx ?? 0) + 1 }, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, url);
  }

  /** Performs one step's event in the UI (or nothing, for an answer the server gives by itself) and reads back the state. */
  async step(step: PathStep, index: number, path: MachinePath): Promise<Observation> {
    const event = step.event;
    if (answerOf(event)) return this.observe(step.expectedState);
    if (event.type === 'session.signedIn') return this.signIn(step, index, path);
    const arranged = await this.arrange(path, index);
    switch (event.type) {
      case 'route.entered': {
        const target = event['step'] as string;
        const query = new URLSearchParams((event['query'] as Record<string, string> | undefined) ?? {});
        if (query.has('orderNumber') && this.realOrderNumber) query.set('orderNumber', this.realOrderNumber);
        const paths: Record<string, string> = { cart: '/cart', checkout: '/checkout', confirmation: '/checkout/confirmation' };
        await this.navigate(`${paths[target] ?? `/checkout/${target}`}${query.size > 0 ? `?${query}` : ''}`, arranged, index, path);
        break;
      }
      case 'checkout.retry':
        await this.page.getByRole('button', { name: 'Try again' }).click();
        break;
      case 'order.retry':
        await this.page.getByRole('button', { name: 'Try placing the order again' }).click();
        break;
      case 'customer.submit':
        await this.page.getByRole('textbox', { name: 'Customer email' }).fill(arranged.customerEmail);
        await this.page.getByRole('button', { name: 'Start checkout' }).click();
        break;
      case 'address.submit': {
        const choice = event['choice'] as { kind: string };
        if (choice.kind === 'collection-point') throw new Error('The shipping address step offers no collection point');
        await this.page.getByRole('button', { name: 'Continue to delivery' }).waitFor({ timeout: STEP_TIMEOUT_MS });
        if (choice.kind === 'saved') await this.page.getByRole('group', { name: 'Where should we send your order?' }).getByRole('radio').first().check();
        else {
          await this.page.getByRole('radio', { name: 'A new address' }).check();
          await this.page.getByRole('textbox', { name: 'Street address' }).fill(NEW_ADDRESS.address1);
          await this.page.getByRole('textbox', { name: 'City' }).fill(NEW_ADDRESS.city);
          await this.page.getByRole('combobox', { name: 'State' }).selectOption(NEW_ADDRESS.region);
          await this.page.getByRole('textbox', { name: 'Postal code' }).fill(NEW_ADDRESS.postalCode);
        }
        await this.page.getByRole('button', { name: 'Continue to delivery' }).click();
        break;
      }
      case 'delivery.choose': {
        const radio = this.page.locator(`input[name="deliveryMethod"][value="${String(event['deliveryMethodId'])}"]`);
        if (!(await this.shows(radio))) throw new Error(`The delivery step does not offer ${String(event['deliveryMethodId'])}`);
        await radio.check();
        await this.page.getByRole('button', { name: 'Continue to payment' }).click();
        break;
      }
      case 'card.submit':
      case 'payment.submit':
        await this.pay(paymentOf(event)!, arranged.card);
        break;
      default:
        throw new Error(`The checkout browser driver cannot perform ${event.type}`);
    }
    return this.observe(step.expectedState);
  }

  /**
   * `session.signedIn`: signs in through the login modal the route guard opened. The checkout calls
   * the page makes next wait at a gate until the answers that follow are arranged — which needs the
   * signed-in session (an agent's checkout is the agent's own).
   */
  private async signIn(step: PathStep, index: number, path: MachinePath): Promise<Observation> {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const hold = async (route: Route) => {
      await gate;
      await this.release(route);
    };
    await this.page.route('**/api/checkout/**', hold);
    try {
      const dialog = this.page.locator('dialog[data-machine="login-modal"]');
      await dialog.waitFor({ timeout: STEP_TIMEOUT_MS });
      const email = step.event['scope'] === 'CALL_CENTER' ? AGENT_EMAIL : this.customerEmail;
      const emailBox = dialog.getByRole('textbox', { name: 'Email' });
      await dialog.getByLabel('Password', { exact: true }).waitFor();
      if ((await emailBox.count()) > 0) await emailBox.fill(email);
      await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await dialog.locator('form button[type="submit"]').click();
      await dialog.waitFor({ state: 'hidden', timeout: STEP_TIMEOUT_MS }).catch(() => undefined);
      await this.arrange(path, index);
    } finally {
      open();
      await this.page.unroute('**/api/checkout/**', hold);
    }
    return this.observe(step.expectedState);
  }

  /** True when `locator` shows up within a few seconds (the step renders after the state is reported). */
  private async shows(locator: ReturnType<Page['locator']>): Promise<boolean> {
    return locator.first().waitFor({ state: 'attached', timeout: 5_000 }).then(
      () => true,
      () => false,
    );
  }

  /** Chooses and fills the payment the request describes, then "Place order". */
  private async pay(request: PaymentShape, card: string): Promise<void> {
    const method = (value: string) => this.page.locator(`input[name="paymentMethod"][value="${value}"]`);
    const choose = async (value: string) => {
      if (!(await this.shows(method(value)))) {
        const offered = await this.page.locator('input[name="paymentMethod"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
        throw new Error(`The payment step does not offer ${value} (it offers ${offered.join(', ') || 'nothing'})`);
      }
      await method(value).check();
    };
    switch (request.kind) {
      case 'new-card': {
        if ((request.expirationYear ?? 9999) < new Date().getFullYear()) throw new Error('The card form does not let a shopper submit an expired card');
        await choose('CREDIT_CARD');
        const newCard = this.page.getByRole('radio', { name: 'A new card' });
        await this.page.getByRole('group', { name: 'Payment method' }).waitFor({ timeout: STEP_TIMEOUT_MS });
        if ((await newCard.count()) > 0) await newCard.check();
        // The card fields are in the card frame's own document (decision 0460).
        const cardFrame = this.page.frameLocator('iframe[title="Card details"]');
        await cardFrame.getByRole('textbox', { name: 'Card number' }).fill(card);
        await cardFrame.getByRole('textbox', { name: 'Expiration date (MM/YY)' }).fill('04/30');
        await cardFrame.getByRole('textbox', { name: /^Security code/ }).fill('123');
        break;
      }
      case 'saved-card': {
        await choose('CREDIT_CARD');
        const id = request.savedPaymentId ?? '';
        const last4 = { 'pay-visa-1111': '1111', 'pay-mc-4444': '4444', 'pay-amex-0005': '0005' }[id] ?? '';
        const radio = this.page.getByRole('radio', { name: new RegExp(`ending ${last4}`) });
        if (!(await this.shows(radio))) throw new Error(`No saved card ending ${last4}`);
        if (await radio.isDisabled()) throw new Error(`The saved card ending ${last4} is expired: the UI shows it but does not let the shopper choose it`);
        await radio.check();
        // A card that needs verification takes its code in the card frame's security-code mode (decision 0436).
        const codeFrame = this.page.locator('iframe[title="Security code"]');
        if ((await codeFrame.count()) > 0) await this.page.frameLocator('iframe[title="Security code"]').getByRole('textbox', { name: 'Security code' }).fill(last4 === '0005' ? '1234' : '123');
        break;
      }
      case 'gift-card':
        await choose('GIFT_CARD');
        await this.page.getByRole('textbox', { name: 'Gift card number' }).fill('6006491000000001');
        await this.page.getByRole('textbox', { name: 'PIN' }).fill('1234');
        break;
      case 'rep-hold':
        await choose('CC_REP_HOLD');
        break;
      case 'redirect':
        await choose(request.paymentType ?? '');
        break;
      default:
        throw new Error(`Unknown payment request ${request.kind}`);
    }
    await this.page.getByRole('button', { name: 'Place order' }).click();
  }

  async close(): Promise<void> {
    await this.clearIntercepts().catch(() => undefined);
    await this.customerApi?.dispose();
    await this.context.close();
  }
}

/**
 * Creates the checkout's browser driver (BrowserDriverModule of core's path-replay.ts, for
 * `machine: 'checkout'`): headless Chromium (CHROME_PATH, default /usr/bin/chromium) and, without
 * `baseUrl`, a sandbox serving dist/ui on a free port with a fresh database of its own (placed
 * orders take stock, so every replay starts from the seed). Rejects with a one-line reason for
 * another machine, a missing build or a missing browser.
 */
export async function createCheckoutBrowserDriver(options: BrowserDriverOptions): Promise<BrowserPathDriver> {
  if (options.machine !== 'checkout') throw new Error(`The checkout browser driver replays checkout paths, not ${options.machine}`);
  return createPathDriver(
    options,
    () => startOwnServer({ tempPrefix: 'vitrine-qa-checkout-' }),
    (browser, baseUrl) => CheckoutPathSession.open(browser, baseUrl),
  );
}
