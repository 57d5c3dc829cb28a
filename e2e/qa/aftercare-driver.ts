import { request, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page, type Route } from '@playwright/test';
import type { BrowserDriverOptions, BrowserPathDriver, MachinePath, Observation, PathEvent, PathStep } from '@vitrine/core/testing';
import { createPathDriver, PASSWORD, startOwnServer } from './driver-harness';
import { answerOf, arrangementOf, arrangementsAfter, callerOf, codeOf, isActorRequest, isAftercareRequest, navigationUrl, realLineId, UNKNOWN, type AftercareAnswer, type AftercareFlow, type RealValues } from './aftercare-plan';

/**
 * The QA browser driver for the returns and claims machines (shell-and-account.md §2 Returns,
 * Claims; §6 customerZipCode; docs/qa.md; decisions 0089, 0275): each path runs against the real
 * storefront in Chromium, on a demo customer's delivered order (the sandbox seeds one per demo
 * customer, decision 0193; its returns and claims are forgotten before every path through
 * DELETE /api/__sandbox/aftercare). Navigations become page loads (the first) or client-side
 * navigations; shopper events become clicks and typing on the steps; every aftercare call the
 * page makes waits in the browser until the path's answer step for it (so a loading state lasts as
 * long as the path says, across a navigation or a sign-in), and its answer is arranged for real where the sandbox gives it (the order, its lines and methods, a return or
 * claim made beforehand for a confirmation read, an unknown number for a not-found, a 500 from the
 * fault switch for a lost answer, a downgrade for a lapsed step-up) and answered in the browser
 * only for the refusals the sandbox never gives to that request. The state is what the aftercare
 * pages report (`vitrine:machine` events when `window.__VITRINE_QA__` is set; flow-runtime.ts).
 *
 * Deliberate differences, reported as driver failures rather than faked: the login modal signs a
 * customer in AUTHORIZED, so `session.signedIn` with REGISTERED cannot be produced; the pages offer
 * only the quantities a line still has, and only the orders of the list.
 */

const SITE = 'an-us';
/** The demo customer of each flow (the README's demo accounts; each has a delivered order, decision 0193). */
const CUSTOMER: Readonly<Record<AftercareFlow, string>> = { returns: 'roni_cost@example.com', claims: 'sarah.johnson@example.com' };
/** How long a step may take to reach its state (ms). */
const STEP_TIMEOUT_MS = 15_000;
/** How long the reported state must stay put before it is read back (ms). */
const SETTLE_MS = 500;
/** How long no further call of an actor must come before its newest held call is answered (ms). */
const CALLS_SETTLE_MS = 300;
const HEADERS = { 'x-vitrine-site-id': SITE, 'x-vitrine-locale': 'en-US', 'x-vitrine-language': 'en', 'x-vitrine-currency': 'USD', 'x-vitrine-channel': 'web', 'x-vitrine-context-path': '/' };

/** An aftercare request the page made, held in the browser until the path's answer step for it. */
interface HeldCall {
  readonly route: Route;
  readonly method: string;
  /** Its path under /api, without the query. */
  readonly apiPath: string;
  /** Lets the request go on: to the server, or answered in the browser. */
  readonly respond: (action: (route: Route) => Promise<void>) => void;
}

/** One path's browser context, customer and arranged server. */
class AftercarePathSession {
  private seen = 0;
  private loaded = false;
  private values: RealValues | null = null;
  private readonly held: HeldCall[] = [];
  /** The answer of the last answer step, for a call of that actor the machine makes again before the next event. */
  private standing: { readonly actor: string; readonly action: (route: Route) => Promise<void> } | null = null;

  private constructor(
    private readonly flow: AftercareFlow,
    private readonly context: BrowserContext,
    private readonly page: Page,
    private readonly api: APIRequestContext,
  ) {}

  static async open(browser: Browser, baseUrl: string, flow: AftercareFlow): Promise<AftercarePathSession> {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    // A string, not a function: tsx would wrap the function's inner functions in a helper the page lacks.
    await context.addInitScript(`
      window.__VITRINE_QA__ = true;
      window.addEventListener('vitrine:machine', function (event) {
        if (event.detail.machine !== ${JSON.stringify(flow)}) return;
        var reports = JSON.parse(sessionStorage.getItem('__qaAftercareStates') || '[]');
        reports.push(event.detail.state);
        sessionStorage.setItem('__qaAftercareStates', JSON.stringify(reports));
      });
    `);
    const page = await context.newPage();
    const api = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: HEADERS });
    const session = new AftercarePathSession(flow, context, page, api);
    // Every aftercare call waits in the browser until the path answers it: the machine stays in its
    // loading state for as long as the path says, across navigations and sign-ins.
    await page.route('**/api/order/**', async (route) => {
      const method = route.request().method();
      const apiPath = new URL(route.request().url()).pathname.replace(/^\/api/, '');
      if (!isAftercareRequest(method, apiPath)) return route.continue();
      const standing = session.standing;
      // A call the machine restarts after its answer step (a URL echo, a second sign-in report) gets the same answer.
      const action = standing && isActorRequest(standing.actor, method, apiPath) ? standing.action : await new Promise<(route: Route) => Promise<void>>((respond) => session.held.push({ route, method, apiPath, respond }));
      await action(route).catch(() => undefined);
    });
    return session;
  }

  private get real(): RealValues {
    if (!this.values) throw new Error('step before start');
    return this.values;
  }

  /** A call through an API session (the customer's own, or the browser's); throws on a failure. */
  private async call(via: APIRequestContext, method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown): Promise<unknown> {
    const response = await via.fetch(`/api${path}`, { method, headers: HEADERS, ...(data === undefined ? {} : { data }) });
    if (!response.ok()) throw new Error(`QA arrangement ${method} ${path} failed: ${response.status()} ${await response.text()}`);
    return response.status() === 204 ? null : response.json();
  }

  /**
   * The path's customer and order: the flow's demo customer signed in through its own API session,
   * its returns and claims forgotten; its newest returnable order and that
   * order's postal code; a return or a claim made now when the path reads one back.
   */
  private async prepare(path: MachinePath): Promise<RealValues> {
    const email = CUSTOMER[this.flow];
    // Faults are not cleared: one is armed only for a held call let through at once, and a returns
    // replay and a claims replay (two customers) may share the server.
    await this.call(this.api, 'DELETE', `/__sandbox/aftercare?email=${encodeURIComponent(email)}`);
    await this.call(this.api, 'POST', `/auth/v0/${SITE}/tokens`, { grantType: 'password', email, password: PASSWORD });
    const eligible = (await this.call(this.api, 'GET', `/order/v0/${SITE}/returns/eligible-orders`)) as { orders: { orderNumber: string }[] };
    const orderNumber = eligible.orders[0]?.orderNumber;
    if (!orderNumber) throw new Error(`${email} has no delivered order in the return window (is the sandbox seeded with the past orders of decision 0193?)`);
    const order = (await this.call(this.api, 'GET', `/order/v0/${SITE}/orders/${encodeURIComponent(orderNumber)}`)) as { shippingAddress: { postalCode: string } };
    const reads = (actor: string) => path.steps.some((s) => { const answer = answerOf(s.event); return answer?.actor === actor && codeOf(answer) === 'ok'; });
    let returnNumber: string | null = null;
    let claimNumber: string | null = null;
    if (reads('getReturn')) {
      const made = (await this.call(this.api, 'POST', `/order/v0/${SITE}/returns`, { orderNumber, methodId: 'MAIL', lines: [{ lineId: `${orderNumber}-1`, quantity: 1, reason: 'TOO_SMALL' }] })) as { returnNumber: string };
      returnNumber = made.returnNumber;
    }
    if (reads('getClaim')) {
      const made = (await this.call(this.api, 'POST', `/order/v0/${SITE}/claims`, {
        orderNumber,
        customerZipCode: null,
        claimType: 'DAMAGED',
        methodId: 'MAIL',
        // The first line has two units: the one left keeps it choosable, the second line stays whole for the path.
        lines: [{ lineId: `${orderNumber}-1`, quantity: 1 }],
        description: 'Arranged by the QA driver: torn along one seam.',
        resolution: 'REPLACEMENT',
      })) as { claimNumber: string };
      claimNumber = made.claimNumber;
    }
    return { siteId: SITE, orderNumber, postalCode: order.shippingAddress.postalCode, returnNumber, claimNumber };
  }

  /** Starts a path: the browser signed in as the input says (AUTHORIZED, REGISTERED or a guest); no page yet (the machine is idle). */
  async start(path: MachinePath): Promise<Observation> {
    if (path.initialState !== 'idle') throw new Error(`A ${this.flow} path starts idle, not ${path.initialState}`);
    this.values = await this.prepare(path);
    const scope = (path.input as { scope?: string } | null)?.scope ?? 'GUEST';
    const email = CUSTOMER[this.flow];
    if (scope === 'GUEST') await this.call(this.page.request, 'POST', `/auth/v0/${SITE}/tokens`, { grantType: 'guest' });
    else {
      await this.call(this.page.request, 'POST', `/auth/v0/${SITE}/tokens`, { grantType: 'password', email, password: PASSWORD });
      if (scope === 'REGISTERED') await this.call(this.page.request, 'POST', `/auth/v0/${SITE}/tokens`, { grantType: 'downgrade' });
      else if (scope !== 'AUTHORIZED') throw new Error(`No ${scope} session for a ${this.flow} path`);
    }
    return { state: 'idle' };
  }

  /** The machine's reports since the path started (kept in sessionStorage across page loads). */
  private async reports(): Promise<string[]> {
    if (!this.loaded) return [];
    return this.page.evaluate(() => JSON.parse(sessionStorage.getItem('__qaAftercareStates') ?? '[]') as string[]).catch(() => []);
  }

  /**
   * The state the machine reached for this step: the first report since the previous step that
   * equals `expected` (transient states count), else the latest once the reports are quiet. A
   * returns page in `loginRequired` must also show its Continue disabled (the spec's "guest
   * continue is disabled"); otherwise the state is read as `loginRequired (Continue enabled)`.
   */
  private async observe(expected: string): Promise<Observation> {
    const deadline = Date.now() + STEP_TIMEOUT_MS;
    let lastCount = -1;
    let quietSince = Date.now();
    let state: string | undefined;
    for (;;) {
      const reports = await this.reports();
      const fresh = reports.slice(this.seen);
      const hit = fresh.indexOf(expected);
      if (reports.length !== lastCount) {
        lastCount = reports.length;
        quietSince = Date.now();
      }
      const quiet = Date.now() - quietSince >= SETTLE_MS;
      if (hit >= 0) {
        this.seen += hit + 1;
        state = expected;
        break;
      }
      if (fresh.length === 0 && quiet && reports.at(-1) === expected) {
        state = expected;
        break;
      }
      if (Date.now() > deadline || (quiet && fresh.length > 0)) {
        this.seen = reports.length;
        state = reports.at(-1);
        if (state === undefined) throw new Error(`The ${this.flow} page reported no state`);
        break;
      }
      await this.page.waitForTimeout(50);
    }
    if (state === 'loginRequired' && this.flow === 'returns') {
      const continueButton = this.page.locator('[data-machine-state] button', { hasText: 'Continue' });
      await continueButton.first().waitFor({ state: 'attached', timeout: 5_000 }).catch(() => undefined);
      if ((await continueButton.count()) === 0 || !(await continueButton.first().isDisabled())) return { state: 'loginRequired (Continue enabled)' };
    }
    return { state };
  }

  /** Whether the event at `index` must send an unknown number: a not-found of the number it sends follows. */
  private sendsUnknown(path: MachinePath, index: number): boolean {
    return arrangementsAfter(path, index, this.real).some((arrangement) => arrangement.kind === 'unknown-number');
  }

  /**
   * The newest held call of `actor` once no other has come for CALLS_SETTLE_MS (the machine restarts
   * a call when the URL changes, or a second `session.signedIn` arrives, while it waits: only the
   * newest settles it); older ones of that actor are dropped, as the machine no longer listens to
   * them. Waits for a call up to the step time-out.
   */
  private async takeHeld(actor: string): Promise<HeldCall> {
    const deadline = Date.now() + STEP_TIMEOUT_MS;
    let count = 0;
    let since = Date.now();
    for (;;) {
      const calls = this.held.filter((call) => isActorRequest(actor, call.method, call.apiPath));
      if (calls.length !== count) {
        count = calls.length;
        since = Date.now();
      }
      const newest = calls.at(-1);
      if (newest && Date.now() - since >= CALLS_SETTLE_MS) {
        for (const call of calls) this.held.splice(this.held.indexOf(call), 1);
        for (const older of calls.slice(0, -1)) older.respond((route) => route.abort());
        return newest;
      }
      if (Date.now() > deadline) throw new Error(`The ${this.flow} page made no ${actor} call`);
      await this.page.waitForTimeout(50);
    }
  }

  /**
   * Answers the held call of the answer at `index` as arrangementOf says. A success is the
   * server's answer to the browser; when the server refuses it to the browser's session (a guest
   * reading the customer's claim without its postal code), a read is answered with what the
   * server gives the order's owner. A lost answer is a 500 armed on the fault switch for that very
   * call. SIGN_IN_REQUIRED is a lapsed step-up (a downgrade), and the server's own 403 to a guest;
   * where the server would still answer (a guest with the postal code) the 403 is given in the
   * browser. Any other refusal is given in the browser.
   */
  private async answer(answer: AftercareAnswer, index: number, path: MachinePath): Promise<void> {
    const arrangement = arrangementOf(answer, callerOf(path, index), this.real);
    this.standing = null;
    const call = await this.takeHeld(answer.actor);
    const refuse = (route: Route, status: number, code: string) => route.fulfill({ status, json: { code, message: `Arranged by the QA driver: ${code}` } });
    let action: (route: Route) => Promise<void>;
    switch (arrangement.kind) {
      case 'fault':
        // A 500: the gateway throws on a code it does not know, as on a lost connection (the actor's error).
        action = async (route) => {
          const apiPath = new URL(route.request().url()).pathname.replace(/^\/api/, '');
          await this.call(this.api, 'POST', '/__sandbox/faults', { path: apiPath, method: route.request().method(), status: 500, count: 1 });
          await route.continue();
        };
        break;
      case 'lapse':
        // A guest has no step-up to lapse: the server refuses it by itself.
        await this.page.request.post(`/api/auth/v0/${SITE}/tokens`, { headers: HEADERS, data: { grantType: 'downgrade' } });
        action = async (route) => {
          const response = await route.fetch();
          if (response.status() === 403) return route.fulfill({ response });
          return refuse(route, 403, 'SCOPE_REQUIRED');
        };
        break;
      case 'intercept':
        action = (route) => refuse(route, arrangement.status, arrangement.code);
        break;
      default:
        action = async (route) => {
          const response = await route.fetch();
          if (response.ok() || route.request().method() !== 'GET') return route.fulfill({ response });
          const url = new URL(route.request().url());
          const owners = await this.api.fetch(`${url.pathname}${url.search}`, { method: 'GET', headers: HEADERS });
          return route.fulfill({ response: owners.ok() ? owners : response });
        };
    }
    // A restarted POST would make a second return or claim: only reads are answered again.
    if (call.method === 'GET') this.standing = { actor: answer.actor, action };
    call.respond(action);
  }

  /** Opens a URL of the flow: a page load the first time (or from another page), else a client-side navigation. */
  private async navigate(url: string): Promise<void> {
    if (!this.loaded || !new URL(this.page.url()).pathname.startsWith(`/${this.flow}`)) {
      await this.page.goto(url);
      this.loaded = true;
      return;
    }
    await this.page.evaluate((target) => {
      const state = (window.history.state ?? {}) as { idx?: number };
      window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state.idx ?? 0) + 1 }, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, url);
  }

  private button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** Performs one step's event in the UI (nothing, for an answer the server gives by itself) and reads back the state. */
  async step(step: PathStep, index: number, path: MachinePath): Promise<Observation> {
    const event = step.event;
    const answer = answerOf(event);
    if (answer) {
      await this.answer(answer, index, path);
      return this.observe(step.expectedState);
    }
    this.standing = null;
    const unknown = this.sendsUnknown(path, index);
    switch (event.type) {
      case 'session.signedIn':
        await this.signIn(event);
        break;
      case 'route.entered':
        await this.navigate(navigationUrl(this.flow, event, this.real, unknown));
        break;
      case 'returns.retry':
      case 'claims.retry':
        await this.button('Try again').click();
        break;
      case 'order.choose': {
        const radio = this.page.locator(`input[name="orderNumber"][value="${this.real.orderNumber}"]`);
        if (!(await radio.waitFor({ timeout: 5_000 }).then(() => true, () => false))) {
          const offered = await this.page.locator('input[name="orderNumber"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
          throw new Error(`The order step does not offer order ${this.real.orderNumber} (it offers ${offered.join(', ') || 'no order'})`);
        }
        await radio.check();
        await this.button('Continue').click();
        break;
      }
      case 'details.submit':
        if (this.flow === 'returns') await this.chooseReturnLines(event);
        else await this.describe(event);
        break;
      case 'method.choose':
        await this.page.locator(`input[name="methodId"][value="${String(event['methodId'])}"]`).check({ timeout: STEP_TIMEOUT_MS });
        await this.button('Continue').click();
        break;
      case 'return.submit':
        await this.button('Submit return').click();
        break;
      case 'type.choose':
        await this.page.locator(`input[name="claimType"][value="${String(event['claimType'])}"]`).check({ timeout: STEP_TIMEOUT_MS });
        await this.button('Continue').click();
        break;
      case 'order.find': {
        const zip = event['customerZipCode'];
        await this.page.locator('#claim-order-number').fill(unknown ? UNKNOWN.orderNumber : this.real.orderNumber, { timeout: STEP_TIMEOUT_MS });
        await this.page.locator('#claim-zip').fill(typeof zip === 'string' && zip !== '' ? this.real.postalCode : '');
        await this.button('Find order').click();
        break;
      }
      case 'select.submit':
        await this.chooseClaimLines(event);
        break;
      case 'claim.submit':
        await this.button('Submit claim').click();
        break;
      default:
        throw new Error(`The ${this.flow} browser driver cannot perform ${event.type}`);
    }
    return this.observe(step.expectedState);
  }

  /** `session.signedIn`: signs in through the login modal the page opened by itself (AUTHORIZED: the modal's password sign-in). */
  private async signIn(event: PathEvent): Promise<void> {
    if (event['scope'] !== 'AUTHORIZED') throw new Error(`The login modal signs a customer in AUTHORIZED; a ${String(event['scope'])} sign-in cannot be made in the browser`);
    const dialog = this.page.locator('dialog[data-machine="login-modal"]');
    await dialog.waitFor({ timeout: STEP_TIMEOUT_MS });
    await dialog.getByLabel('Password', { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
    const emailBox = dialog.getByRole('textbox', { name: 'Email' });
    if ((await emailBox.count()) > 0) await emailBox.fill(CUSTOMER[this.flow]);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.locator('form button[type="submit"]').click();
    await dialog.waitFor({ state: 'hidden', timeout: STEP_TIMEOUT_MS }).catch(() => undefined);
  }

  /** Chooses a line on the returns details or claims select step, with its quantity; throws when the page does not offer that quantity. */
  private async chooseLine(idPrefix: string, sampleLineId: string, quantity: number): Promise<Locator> {
    const lineId = realLineId(sampleLineId, this.real.orderNumber);
    const box = this.page.locator(`input[type="checkbox"][id="${idPrefix}${lineId}"]`);
    await box.waitFor({ timeout: STEP_TIMEOUT_MS });
    if (await box.isDisabled()) throw new Error(`The line ${lineId} cannot be chosen (nothing of it is left to return or claim)`);
    await box.check();
    const row = this.page.locator('li', { has: box });
    const select = row.getByRole('combobox', { name: 'Quantity' });
    const offered = await select.locator('option').allTextContents();
    if (!offered.map((text) => text.trim()).includes(String(quantity))) throw new Error(`The page offers ${offered.join(', ')} of line ${lineId}, not ${quantity}`);
    await select.selectOption(String(quantity));
    return row;
  }

  /** `details.submit` of returns: each line chosen with its quantity and reason (none chosen: Continue alone). */
  private async chooseReturnLines(event: PathEvent): Promise<void> {
    await this.button('Continue').waitFor({ timeout: STEP_TIMEOUT_MS });
    for (const line of event['lines'] as { lineId: string; quantity: number; reason: string | null }[]) {
      const row = await this.chooseLine('line-', line.lineId, line.quantity);
      await row.getByRole('combobox', { name: 'Reason' }).selectOption(line.reason ?? '');
    }
    await this.button('Continue').click();
  }

  /** `select.submit` of claims: each line chosen with its quantity. */
  private async chooseClaimLines(event: PathEvent): Promise<void> {
    await this.button('Continue').waitFor({ timeout: STEP_TIMEOUT_MS });
    for (const line of event['lines'] as { lineId: string; quantity: number }[]) await this.chooseLine('claim-line-', line.lineId, line.quantity);
    await this.button('Continue').click();
  }

  /** `details.submit` of claims: the description typed, the resolution chosen. */
  private async describe(event: PathEvent): Promise<void> {
    const details = event['details'] as { description: string; resolution: string };
    await this.page.locator('#claim-description').fill(details.description, { timeout: STEP_TIMEOUT_MS });
    await this.page.locator(`#claim-resolution-${details.resolution}`).check();
    await this.button('Continue').click();
  }

  async close(): Promise<void> {
    for (const call of this.held.splice(0)) call.respond((route) => route.abort());
    await this.api.dispose();
    await this.context.close();
  }
}

/**
 * Creates the returns or claims browser driver (BrowserDriverModule of core's path-replay.ts, for
 * `machine: 'returns' | 'claims'`): headless Chromium (CHROME_PATH, default /usr/bin/chromium) and,
 * without `baseUrl`, a sandbox serving dist/ui on a free port with a fresh database of its own (with
 * the demo customers' past orders). The server must have the fault switch on (the e2e server and
 * the driver's own do). Rejects with a one-line reason for another machine, a missing build or a
 * missing browser.
 */
export async function createAftercareBrowserDriver(options: BrowserDriverOptions): Promise<BrowserPathDriver> {
  if (options.machine !== 'returns' && options.machine !== 'claims') throw new Error(`The aftercare browser driver replays returns and claims paths, not ${options.machine}`);
  const flow: AftercareFlow = options.machine;
  return createPathDriver(
    options,
    () => startOwnServer({ tempPrefix: 'vitrine-qa-aftercare-' }),
    (browser, baseUrl) => AftercarePathSession.open(browser, baseUrl, flow),
  );
}
