import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** How long the e2e server's AUTHORIZED step-up lasts (ms; e2e/support/e2e-server.ts; docs/identity.md). */
export const E2E_AUTHORIZED_TTL_MS = Number(process.env.E2E_AUTHORIZED_TTL_MS ?? 20_000);

/** The password of every seeded demo account (docs/identity.md "Demo accounts"). */
export const DEMO_PASSWORD = 'Vitrine-demo-1';

/** A seeded customer (Spree's customers.csv). */
export const SEEDED_CUSTOMER = { email: 'sarah.johnson@example.com', firstName: 'Sarah', lastName: 'Johnson' } as const;

/** The login modal as a shopper sees it: a dialog named "Sign in" (or "Create account", "Reset your password"). */
export class LoginDialogPart {
  readonly dialog: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly close: Locator;
  readonly alert: Locator;

  constructor(
    readonly page: Page,
    name: string | RegExp = 'Sign in',
  ) {
    this.dialog = page.getByRole('dialog', { name });
    this.email = this.dialog.getByRole('textbox', { name: 'Email' });
    this.password = this.dialog.getByLabel('Password', { exact: true });
    this.submit = this.dialog.getByRole('button', { name: 'Sign in', exact: true });
    this.close = this.dialog.getByRole('button', { name: 'Close' });
    this.alert = this.dialog.getByRole('alert');
  }

  /** The login modal machine's state as the dialog exposes it ('signIn.editing.clean'). */
  state(): Promise<string | null> {
    return this.dialog.getAttribute('data-machine-state');
  }

  /** Types the e-mail (when the variant asks for it) and the password, and submits. */
  async signIn(email: string, password: string): Promise<void> {
    await this.password.waitFor();
    if ((await this.email.count()) > 0) await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}

/** The header's my-account menu. */
export class AccountMenuPart {
  readonly signIn: Locator;
  readonly account: Locator;

  constructor(readonly page: Page) {
    const banner = page.getByRole('banner');
    this.signIn = banner.getByRole('button', { name: 'Sign in' });
    this.account = banner.getByRole('button', { name: 'Account' });
  }

  /** Opens the menu and follows one of its links. */
  async go(link: string): Promise<void> {
    await this.account.click();
    await this.page.getByRole('link', { name: link }).click();
  }

  /** Signs out and waits until the session is a guest's (the auth cookie says GUEST), so a navigation right after does not cut the sign-out short. */
  async signOut(): Promise<void> {
    await this.account.click();
    await this.page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => cookieScope(this.page.context())).toBe('GUEST');
  }
}

/** The scope the readable auth payload cookie carries now, with a lapsed step-up read as REGISTERED (docs/identity.md). */
export async function cookieScope(context: BrowserContext): Promise<string | null> {
  const cookie = (await context.cookies()).find((c) => c.name === 'vitrine_auth');
  if (!cookie) return null;
  const payload = JSON.parse(decodeURIComponent(cookie.value)) as { scope: string; authorizedUntil?: number };
  return payload.scope === 'AUTHORIZED' && (payload.authorizedUntil ?? 0) <= Date.now() ? 'REGISTERED' : payload.scope;
}

/**
 * Creates a fresh customer through the API with its own request context (the browser stays a
 * guest), for journeys that change an account (lock-out, password reset). Returns its e-mail.
 */
export async function createCustomer(request: APIRequestContext, password = DEMO_PASSWORD): Promise<string> {
  const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await request.post('/api/profile/v0/an-us/accounts', { data: { email, password, firstName: 'Eve', lastName: 'Tester' } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return email;
}

/** The newest password-reset link the sandbox "sent" to `email` (GET /api/__sandbox/mailbox), as an app path. */
export async function latestResetLink(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get(`/api/__sandbox/mailbox?to=${encodeURIComponent(email)}`);
  const body = (await response.json()) as { messages?: { link: string }[] } | { link: string }[];
  const messages = Array.isArray(body) ? body : (body.messages ?? []);
  const link = messages.at(-1)?.link;
  if (!link) throw new Error(`No reset link for ${email}`);
  const url = new URL(link, 'http://app.invalid');
  return url.pathname + url.search;
}

/**
 * Saves screenshots of an open dialog at 390 px and 1280 px wide into
 * e2e-artifacts/screenshots/{name}-{width}.png (the dialog itself: the page behind it is inert).
 */
export async function saveDialogScreenshots(page: Page, dialog: Locator, name: string): Promise<void> {
  const dir = resolve(import.meta.dirname, '../../e2e-artifacts/screenshots');
  mkdirSync(dir, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await dialog.screenshot({ path: resolve(dir, `${name}-${width}.png`), animations: 'disabled' });
  }
  await page.setViewportSize(original);
}

/** Opens `path` as a fresh customer: the access guard's sign-in dialog, then the page. Returns the e-mail. */
export async function signInAt(page: Page, request: APIRequestContext, path: string): Promise<string> {
  const email = await createCustomer(request);
  await page.goto(path);
  await new LoginDialogPart(page).signIn(email, DEMO_PASSWORD);
  await expect(page.getByRole('dialog')).toBeHidden();
  return email;
}

/**
 * The e2e step-up lasts 20 s (docs/identity.md), shorter than a journey: when a write or a reload
 * finds it lapsed, the password dialog asks again (decision 0185) and the journey answers it, then
 * waits for `done`.
 */
export async function passStepUpIfAsked(page: Page, done: Locator): Promise<void> {
  const stepUp = new LoginDialogPart(page);
  await expect(done.or(stepUp.dialog)).toBeVisible();
  if (await stepUp.dialog.isVisible()) await stepUp.signIn('', DEMO_PASSWORD);
  await expect(done).toBeVisible();
}
