import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LoginModalInput } from '@vitrine/core';
import { launchLogin } from '../../../../ui/src/features/identity/launch-login';
import { modalStackOf } from '../../../../ui/src/shared/modal-stack/modal-stack-of';
import { DEMO_PASSWORD, renderIdentityApp, SARAH } from './identity-app';

// Whole-app renders load lazy chunks (routes, modals, the login modal) on first use: give them time.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

type App = Awaited<ReturnType<typeof renderIdentityApp>>;

/** Fills the sign-in form of `dialog` and submits it. */
async function signIn(app: App, dialog: HTMLElement, email: string, password: string) {
  const form = within(dialog);
  const emailBox = form.getByRole('textbox', { name: 'Email' });
  await app.user.clear(emailBox);
  await app.user.type(emailBox, email);
  const passwordBox = form.getByLabelText('Password');
  await app.user.clear(passwordBox);
  await app.user.type(passwordBox, password);
  await app.user.click(form.getByRole('button', { name: 'Sign in' }));
}

/** Opens the login modal as an upgrade prompt would (no hash opens these variants). */
async function openLogin(app: App, input: LoginModalInput) {
  let outcome: Promise<string> | undefined;
  act(() => {
    outcome = launchLogin(modalStackOf(app.services), input);
  });
  return { dialog: await screen.findByRole('dialog', { name: 'Sign in' }), outcome: outcome! };
}

describe('the login modal (shell-and-account.md §4 "Login modal variants"; the accessible names the acceptance tests use)', () => {
  it('email sign-in: a dialog "Sign in" with Email, Password, Sign in, Create account and Forgot password?', async () => {
    await renderIdentityApp('/#sign-in');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    const form = within(dialog);
    expect(form.getByRole('textbox', { name: 'Email' })).not.toBeNull();
    expect(form.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(form.getByRole('button', { name: 'Sign in' })).not.toBeNull();
    expect(form.getByRole('button', { name: 'Create account' })).not.toBeNull();
    expect(form.getByRole('button', { name: 'Forgot password?' })).not.toBeNull();
    expect(form.getByRole('button', { name: 'Close' })).not.toBeNull();
    expect(dialog.getAttribute('data-machine-state')).toBe('signIn.editing.clean');
    expect(document.activeElement).toBe(form.getByRole('textbox', { name: 'Email' }));
  });

  it('a wrong password, then the right one: a clear message, the e-mail stays, then signed in', async () => {
    const app = await renderIdentityApp('/#sign-in');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await signIn(app, dialog, SARAH.email, 'not-it-1');
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('That password is incorrect');
    expect((within(dialog).getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe(SARAH.email);
    expect(within(dialog).getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    await signIn(app, dialog, SARAH.email, DEMO_PASSWORD);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Account' })).not.toBeNull();
    expect(app.auth.scope()).toBe('AUTHORIZED');
  });

  it('an unknown e-mail says there is no account and offers to create one', async () => {
    const app = await renderIdentityApp('/#sign-in');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await signIn(app, dialog, 'nobody@example.com', 'whatever-1');
    expect((await within(dialog).findByRole('alert')).textContent).toContain("We couldn't find an account with that email");
    expect(within(dialog).getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
    expect((within(dialog).getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('nobody@example.com');
  });

  it('locked out after five failures: says so with the wait; the right password is refused while locked', async () => {
    const app = await renderIdentityApp('/#sign-in');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await signIn(app, dialog, SARAH.email, `wrong-${attempt}`);
      await waitFor(() => expect(dialog.getAttribute('data-machine-state')).not.toBe('signIn.submitting'));
    }
    expect(dialog.getAttribute('data-machine-state')).toBe('signIn.lockedOut');
    expect(within(dialog).getByRole('alert').textContent).toContain('Try again in 15 minutes');
    await signIn(app, dialog, SARAH.email, DEMO_PASSWORD);
    expect(dialog.getAttribute('data-machine-state')).toBe('signIn.lockedOut');
    expect(app.auth.scope()).toBe('GUEST');
  });

  it('blank fields are named before anything is sent', async () => {
    const app = await renderIdentityApp('/#sign-in');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(within(dialog).getByText('Enter your email.')).not.toBeNull();
    expect(within(dialog).getByText('Enter your password.')).not.toBeNull();
    expect(app.auth.calls).not.toContain('signIn');
  });

  it('create account: an e-mail in use and a weak password are explained; typed values stay; success signs in', async () => {
    const app = await renderIdentityApp('/#sign-up');
    const dialog = await screen.findByRole('dialog', { name: 'Create account' });
    const form = within(dialog);
    await app.user.type(form.getByRole('textbox', { name: 'First name' }), 'Ada');
    await app.user.type(form.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await app.user.type(form.getByRole('textbox', { name: 'Email' }), SARAH.email);
    await app.user.type(form.getByLabelText('Password'), 'Engines-1843');
    await app.user.click(form.getByRole('button', { name: 'Create account' }));
    expect((await form.findByRole('alert')).textContent).toContain('An account already exists for this email');
    const email = form.getByRole('textbox', { name: 'Email' });
    await app.user.clear(email);
    await app.user.type(email, 'ada@example.com');
    const password = form.getByLabelText('Password');
    await app.user.clear(password);
    await app.user.type(password, 'short');
    await app.user.click(form.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(form.getByRole('alert').textContent).toContain('That password is too weak'));
    expect((form.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Ada');
    await app.user.clear(password);
    await app.user.type(password, 'Engines-1843');
    await app.user.click(form.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.auth.scope()).toBe('AUTHORIZED');
  });

  it('forgot password: the link is sent without saying whether the account exists', async () => {
    const app = await renderIdentityApp('/#sign-in');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Email' }), SARAH.email);
    await app.user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    const reset = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect((within(reset).getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe(SARAH.email);
    await app.user.click(within(reset).getByRole('button', { name: 'Send reset link' }));
    expect((await within(reset).findByRole('status')).textContent).toContain(`If an account exists for ${SARAH.email}`);
    expect(app.auth.mailbox.map((m) => m.to)).toEqual([SARAH.email]);
    await app.user.click(within(reset).getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).not.toBeNull();
  });

  it('recognized user: a REGISTERED shopper is greeted and asked only for the password', async () => {
    const app = await renderIdentityApp('/#sign-in', { signedInAs: SARAH.email, stepUpLapsed: true });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect((await within(dialog).findByText(/Welcome back, Sarah/)).textContent).toContain('enter your password again');
    expect(within(dialog).queryByRole('textbox', { name: 'Email' })).toBeNull();
    await app.user.type(within(dialog).getByLabelText('Password'), DEMO_PASSWORD);
    await app.user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.auth.scope()).toBe('AUTHORIZED');
  });

  it('upgrade optional cannot be closed: no Close button, Escape ignored; the guest continues as a guest', async () => {
    const app = await renderIdentityApp('/');
    await screen.findByRole('banner');
    const { dialog, outcome } = await openLogin(app, { request: { trigger: 'upgrade', scope: 'GUEST', upgradeRequired: false } });
    expect(dialog.getAttribute('data-machine-state')).toBe('upgradeOptional.editing.clean');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await app.user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBe(dialog);
    await app.user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    const create = await screen.findByRole('dialog', { name: 'Create account' });
    expect(within(create).queryByRole('button', { name: 'Close' })).toBeNull();
    await app.user.click(within(create).getByRole('button', { name: 'Sign in instead' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Sign in' })).getByRole('button', { name: 'Continue as guest' }));
    await expect(outcome).resolves.toBe('downgrade-success');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('upgrade required asks to sign in to continue and can be closed', async () => {
    const app = await renderIdentityApp('/');
    await screen.findByRole('banner');
    const { dialog, outcome } = await openLogin(app, { request: { trigger: 'upgrade', scope: 'GUEST', upgradeRequired: true } });
    expect(within(dialog).getByText('Sign in or create an account to continue.')).not.toBeNull();
    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(outcome).resolves.toBe('dismissed');
  });

  it('a failure of the service says so and keeps what was typed', async () => {
    const app = await renderIdentityApp('/#sign-in');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    app.auth.signIn = () => Promise.reject(new Error('Network Error'));
    await signIn(app, dialog, SARAH.email, DEMO_PASSWORD);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Something went wrong on our side');
    expect(dialog.getAttribute('data-machine-state')).toBe('signIn.editing.failed');
  });
});

describe('the account menu (shell-and-account.md §2)', () => {
  it('logged out it is a button "Sign in" that opens the Sign In / Sign Up modal; focus returns to it on close', async () => {
    const app = await renderIdentityApp('/');
    const button = await screen.findByRole('button', { name: 'Sign in' });
    await app.user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByRole('button', { name: 'Create account' })).not.toBeNull();
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('signed in it is a button "Account" with the account links; sign out returns to GUEST', async () => {
    const app = await renderIdentityApp('/', { signedInAs: SARAH.email });
    const account = await screen.findByRole('button', { name: 'Account' });
    expect(account.getAttribute('aria-expanded')).toBe('false');
    await app.user.click(account);
    expect(account.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('Hi, Sarah')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Account overview' }).getAttribute('href')).toBe('/account/dashboard');
    await app.user.keyboard('{Escape}');
    expect(account.getAttribute('aria-expanded')).toBe('false');
    await app.user.click(account);
    await app.user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).not.toBeNull();
    expect(app.auth.scope()).toBe('GUEST');
  });

  it('/login hides the account menu and opens the login modal; success goes to returnTo', async () => {
    const app = await renderIdentityApp('/login?returnTo=%2Forders');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: 'Account' })).toBeNull();
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Sign in' })).toBeNull();
    await signIn(app, dialog, SARAH.email, DEMO_PASSWORD);
    await waitFor(() => expect(app.location()).toBe('/orders'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).not.toBeNull();
  });
});
