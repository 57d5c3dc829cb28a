import { request, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page, type Route } from '@playwright/test';
import type { BrowserDriverOptions, BrowserPathDriver, Json, MachinePath, Observation, PathEvent, PathStep } from '@vitrine/core/testing';
import { createPathDriver, PASSWORD, startOwnServer } from './driver-harness';

/**
 * The QA browser driver for the login modal (acceptance criteria "QA tooling"; docs/qa.md; decision 0089):
 * `npm run qa -- replay <file.json> --browser` loads it and replays each path against the real
 * storefront in Chromium. Shopper events become clicks and typing in the "Sign in" dialog; each
 * server answer a path expects is arranged for real where the sandbox can produce it (a fresh
 * customer per path, a wrong password, an unknown e-mail, five failed sign-ins for a lock-out, an
 * e-mail already in use, a weak password) and intercepted in the browser only where it cannot (a
 * dropped connection, a refusal the API never sends for that call, an unrecognised token); the
 * state is what the UI reports (the `vitrine:machine` events the app dispatches when
 * `window.__VITRINE_QA__` is set).
 */

/** How long a step may take to reach its state (ms): sign-in checks hash passwords (~100 ms each). */
const STEP_TIMEOUT_MS = 10_000;
/** How long the state must stay put before an event that changes nothing is read back (ms). */
const SETTLE_MS = 400;
/** The sandbox's lock-out: five failures in 15 minutes lock for 15 minutes (decision 0071). */
const LOCK_ATTEMPTS = 5;
const LOCK_MS = 15 * 60_000;

type Answer = { readonly actor: string; readonly kind: 'done' | 'error'; readonly event: PathEvent };

/** The actor answer an event is (`xstate.done.actor.signIn`), or null for a shopper event. */
function answerOf(event: PathEvent | undefined): Answer | null {
  const match = event ? /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type) : null;
  return match ? { kind: match[1] as 'done' | 'error', actor: match[2]!, event: event! } : null;
}

/** The refusal code of a done answer (`{ output: { ok: false, error: { code } } }`), 'ok' for a success, null for an error answer. */
function answerCode(answer: Answer): string | null {
  if (answer.kind === 'error') return null;
  const output = answer.event['output'] as { ok?: boolean; error?: { code?: string }; recognized?: boolean } | null | undefined;
  if (output && output.ok === false) return output.error?.code ?? 'UNKNOWN';
  return 'ok';
}

/** A customer this path signs in with: its e-mail and current password. */
interface Customer {
  readonly email: string;
  password: string;
}

/** One path's browser context, page and arranged server. */
class PathSession {
  private readonly reportsKey = '__qaStates';
  private seen = 0;
  private customer: Customer | null = null;
  /** Planned answers of the recognition call, in order (route.continue, or a fake). */
  private readonly recognitionPlan: Answer[] = [];

  private constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
    private readonly api: APIRequestContext,
    private readonly siteId: string,
  ) {}

  static async open(browser: Browser, baseUrl: string, path: MachinePath): Promise<PathSession> {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      const w = window as unknown as { __VITRINE_QA__: boolean; __qaStates: string[] };
      w.__VITRINE_QA__ = true;
      w.__qaStates = [];
      window.addEventListener('vitrine:machine', (event) => {
        const detail = (event as CustomEvent<{ machine: string; state: string }>).detail;
        if (detail.machine === 'login-modal') w.__qaStates.push(detail.state);
      });
    });
    const page = await context.newPage();
    if (path.steps.some((s) => s.event.type === 'login.lockExpired')) await page.clock.install();
    const api = await request.newContext({ baseURL: baseUrl });
    return new PathSession(context, page, api, 'an-us');
  }

  private get dialog(): Locator {
    return this.page.locator('dialog[data-machine="login-modal"]');
  }

  private async reports(): Promise<string[]> {
    return this.page.evaluate((key) => (window as unknown as Record<string, string[]>)[key] ?? [], this.reportsKey);
  }

  /**
   * The state the UI reached for this step: the first report since the last step that equals
   * `expected` (a transient state such as `signIn.submitting` counts when it was reported), else
   * — once the UI has been quiet for a moment or the time is up — the latest state reported.
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
      if (reports.length !== lastCount) {
        lastCount = reports.length;
        quietSince = Date.now();
      }
      const current = reports.at(-1);
      const quiet = Date.now() - quietSince >= SETTLE_MS;
      if (current !== undefined && fresh.length === 0 && current === expected && quiet) return { state: current };
      if (Date.now() > deadline || (quiet && fresh.length > 0 && !(await this.busy()))) {
        this.seen = reports.length;
        if (current === undefined) throw new Error('The login dialog reported no state');
        return { state: current };
      }
      await this.page.waitForTimeout(50);
    }
  }

  /** True while the login dialog waits for the server (a form is aria-busy). */
  private async busy(): Promise<boolean> {
    return (await this.dialog.locator('form[aria-busy="true"]').count()) > 0;
  }

  /** The variant on screen: the first segment of the dialog's `data-machine-state`. */
  private async view(): Promise<string> {
    return ((await this.dialog.getAttribute('data-machine-state')) ?? '').split('.')[0]!;
  }

  /** A customer of its own for this path, created through the API (not the browser's session). */
  private async ensureCustomer(): Promise<Customer> {
    if (this.customer) return this.customer;
    const email = `qa-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const created = await this.api.post(`/api/profile/v0/${this.siteId}/accounts`, { data: { email, password: PASSWORD, firstName: 'Quinn', lastName: 'Tester' } });
    if (!created.ok()) throw new Error(`Could not create a QA customer: ${created.status()} ${await created.text()}`);
    this.customer = { email, password: PASSWORD };
    return this.customer;
  }

  /** Locks the customer out: wrong passwords through the API until the sandbox answers 423. */
  private async lockCustomer(): Promise<void> {
    const customer = await this.ensureCustomer();
    for (let attempt = 0; attempt < LOCK_ATTEMPTS + 1; attempt += 1) {
      const answer = await this.api.post(`/api/auth/v0/${this.siteId}/tokens`, { data: { grantType: 'password', email: customer.email, password: `Not-the-password-${attempt}` } });
      if (answer.status() === 423) return;
    }
    throw new Error('Could not lock the QA customer out');
  }

  /** Unlocks the customer if locked (a password reset unlocks, docs/identity.md), through the test mailbox. */
  private async unlockCustomer(): Promise<void> {
    const customer = await this.ensureCustomer();
    const probe = await this.api.post(`/api/auth/v0/${this.siteId}/tokens`, { data: { grantType: 'password', email: customer.email, password: customer.password } });
    if (probe.status() !== 423) return;
    await this.api.post(`/api/profile/v0/${this.siteId}/credentials/password-resets`, { data: { email: customer.email } });
    const mail = (await (await this.api.get(`/api/__sandbox/mailbox?to=${encodeURIComponent(customer.email)}`)).json()) as { messages: { link: string }[] };
    const link = mail.messages.at(-1)?.link;
    if (!link) throw new Error('No reset link to unlock the QA customer (is the test mailbox on?)');
    const token = new URL(link, 'http://qa.invalid').searchParams.get('token');
    customer.password = `${PASSWORD}-${Date.now() % 1000}`;
    const reset = await this.api.put(`/api/profile/v0/${this.siteId}/credentials/password`, { data: { resetToken: token, password: customer.password } });
    if (!reset.ok()) throw new Error(`Could not unlock the QA customer: ${reset.status()}`);
  }

  /** The next request to `pattern` with `method` fails in the browser: dropped, or answered with an error body. */
  private async interceptNext(pattern: string, method: string, failure: 'drop' | { status: number; code: string; details?: Record<string, Json> }): Promise<void> {
    const handler = async (route: Route) => {
      if (route.request().method() !== method) return route.continue();
      await this.page.unroute(pattern, handler);
      if (failure === 'drop') return route.abort('failed');
      return route.fulfill({ status: failure.status, json: { code: failure.code, message: `Arranged by the QA driver: ${failure.code}`, ...(failure.details ? { details: failure.details } : {}) } });
    };
    await this.page.route(pattern, handler);
  }

  /** Arranges the server's answer to the next identity call and returns what the form should hold. */
  private async arrange(answer: Answer | null): Promise<{ email: string; password: string; firstName: string; lastName: string }> {
    const customer = await this.ensureCustomer();
    const typed = { email: customer.email, password: customer.password, firstName: 'Quinn', lastName: 'Tester' };
    const tokens = `**/api/auth/v0/*/tokens`;
    if (!answer) return typed;
    const code = answerCode(answer);
    const unexpected = { status: 403, code: 'SCOPE_REQUIRED', details: { requiredScope: 'REGISTERED' } };
    switch (answer.actor) {
      case 'signIn':
      case 'upgrade':
        if (code === 'ok') await this.unlockCustomer();
        if (code === 'AUTH.UNKNOWN_EMAIL') return { ...typed, email: `nobody-${Date.now()}@example.com` };
        if (code === 'AUTH.WRONG_PASSWORD') {
          await this.unlockCustomer();
          return { ...typed, password: 'Wrong-password-1' };
        }
        if (code === 'AUTH.ACCOUNT_LOCKED') await this.lockCustomer();
        if (code === null) await this.interceptNext(tokens, 'POST', 'drop');
        else if (!['ok', 'AUTH.UNKNOWN_EMAIL', 'AUTH.WRONG_PASSWORD', 'AUTH.ACCOUNT_LOCKED'].includes(code)) await this.interceptNext(tokens, 'POST', unexpected);
        return typed;
      case 'createAccount':
        if (code === 'AUTH.EMAIL_IN_USE') return typed;
        if (code === 'AUTH.WEAK_PASSWORD') return { ...typed, email: `qa-new-${Date.now()}@example.com`, password: 'short' };
        if (code === null) await this.interceptNext('**/api/profile/v0/*/accounts', 'POST', 'drop');
        else if (code !== 'ok') await this.interceptNext('**/api/profile/v0/*/accounts', 'POST', unexpected);
        return { ...typed, email: `qa-new-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`, password: PASSWORD };
      case 'requestPasswordReset':
        if (code === null) await this.interceptNext('**/api/profile/v0/*/credentials/password-resets', 'POST', 'drop');
        return typed;
      default:
        return typed;
    }
  }

  /** Opens the login modal the way the path's input says (a hash, the access guard, or the QA hook for the upgrade variants). */
  async start(path: MachinePath): Promise<Observation> {
    const input = path.input as { request: { trigger: string; scope: string | null }; downgradePath?: string | null };
    this.recognitionPlan.push(...path.steps.map((s) => answerOf(s.event)).filter((a): a is Answer => a?.actor === 'recognition'));
    await this.page.route('**/api/auth/v0/*/recognition', async (route) => {
      const planned = this.recognitionPlan.shift();
      if (!planned || (planned.kind === 'done' && (planned.event['output'] as { recognized?: boolean } | null)?.recognized === true)) return route.continue();
      if (planned.kind === 'error') return route.abort('failed');
      return route.fulfill({ json: { recognized: false } });
    });
    const { trigger, scope } = input.request;
    if (trigger === 'sign-in' && scope !== 'REGISTERED') await this.page.goto('/#sign-in');
    else if (trigger === 'sign-up') await this.page.goto('/#sign-up');
    else if (trigger === 'forgot-password') await this.page.goto('/#forgot-password');
    else if (scope === 'REGISTERED' && !input.downgradePath) {
      const customer = await this.ensureCustomer();
      const signIn = await this.page.request.post(`/api/auth/v0/${this.siteId}/tokens`, { data: { grantType: 'password', email: customer.email, password: customer.password } });
      const downgrade = await this.page.request.post(`/api/auth/v0/${this.siteId}/tokens`, { data: { grantType: 'downgrade' } });
      if (!signIn.ok() || !downgrade.ok()) throw new Error('Could not make the QA customer REGISTERED');
      await this.page.goto('/account/dashboard');
    } else {
      await this.page.goto('/');
      await this.page.waitForFunction(() => Boolean((window as unknown as { __vitrineQa?: unknown }).__vitrineQa));
      await this.page.evaluate((value) => (window as unknown as { __vitrineQa: { openLogin(input: unknown): void } }).__vitrineQa.openLogin(value), input);
    }
    await this.dialog.waitFor({ timeout: STEP_TIMEOUT_MS });
    return this.observe(path.initialState);
  }

  /** Clicks a button of the dialog when the view offers it; returns false when there is none. */
  private async clickIfPresent(name: string | RegExp): Promise<boolean> {
    const button = this.dialog.getByRole('button', { name, exact: typeof name === 'string' });
    if ((await button.count()) === 0) return false;
    await button.first().click();
    return true;
  }

  /** Fills what the form on screen asks for and submits it. */
  private async submit(next: PathEvent | undefined): Promise<void> {
    const typed = await this.arrange(answerOf(next));
    const fill = async (locator: Locator, value: string) => {
      if ((await locator.count()) > 0) await locator.fill(value);
    };
    await fill(this.dialog.getByRole('textbox', { name: 'First name' }), typed.firstName);
    await fill(this.dialog.getByRole('textbox', { name: 'Last name' }), typed.lastName);
    await fill(this.dialog.getByRole('textbox', { name: 'Email' }), typed.email);
    await fill(this.dialog.getByLabel('Password', { exact: true }), typed.password);
    await this.dialog.locator('form button[type="submit"]').click();
  }

  /** Performs one step's event in the UI and reads back the state. */
  async step(step: PathStep, index: number, path: MachinePath): Promise<Observation> {
    const event = step.event;
    const view = answerOf(event) ? '' : await this.view();
    switch (event.type) {
      case 'login.submit':
        await this.submit(path.steps[index + 1]?.event);
        break;
      case 'login.switchToSignIn':
        if (view === 'createAccount') await this.clickIfPresent('Sign in instead');
        else if (view === 'forgotPassword') await this.clickIfPresent('Back to sign in');
        else if (view === 'recognized') await this.clickIfPresent(/^Not you\?/);
        break;
      case 'login.switchToCreateAccount':
        if (['signIn', 'upgradeOptional', 'upgradeRequired'].includes(view)) await this.clickIfPresent('Create account');
        break;
      case 'login.switchToForgotPassword':
        if (['signIn', 'upgradeOptional', 'upgradeRequired', 'recognized'].includes(view)) await this.clickIfPresent('Forgot password?');
        break;
      case 'login.continueAsGuest':
        await this.clickIfPresent('Continue as guest');
        break;
      case 'login.lockExpired':
        if ((await this.dialog.getAttribute('data-machine-state'))?.endsWith('.lockedOut')) {
          await this.page.clock.fastForward(LOCK_MS + 2_000);
          await this.page.clock.resume();
        }
        break;
      case 'login.close':
        if (!(await this.clickIfPresent('Close'))) await this.page.keyboard.press('Escape');
        break;
      default:
        if (!answerOf(event)) throw new Error(`The browser driver cannot perform ${event.type}`);
    }
    return this.observe(step.expectedState);
  }

  async close(): Promise<void> {
    await this.api.dispose();
    await this.context.close();
  }
}

/**
 * Creates the browser driver for `npm run qa -- replay … --browser` (BrowserDriverModule of
 * core's path-replay.ts): launches headless Chromium (CHROME_PATH, default /usr/bin/chromium, with
 * playwright.config.ts's flags) and, without `baseUrl`, a sandbox serving dist/ui on a free port
 * (data in .data/qa-pglite). Rejects with a one-line reason for another machine than the login
 * modal, a missing build or a missing browser.
 */
export async function createBrowserDriver(options: BrowserDriverOptions): Promise<BrowserPathDriver> {
  // The checkout machine's paths have their own driver (e2e/qa/checkout-driver.ts).
  if (options.machine === 'checkout') return (await import('./checkout-driver')).createCheckoutBrowserDriver(options);
  // The returns and claims machines' paths share theirs (e2e/qa/aftercare-driver.ts).
  if (options.machine === 'returns' || options.machine === 'claims') return (await import('./aftercare-driver')).createAftercareBrowserDriver(options);
  if (options.machine !== 'login-modal') throw new Error(`The browser driver replays login-modal paths, not ${options.machine}`);
  return createPathDriver(
    options,
    () => startOwnServer({ dataDir: '.data/qa-pglite' }),
    (browser, baseUrl, path) => PathSession.open(browser, baseUrl, path),
  );
}
