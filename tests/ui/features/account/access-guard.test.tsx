import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, renderIdentityApp, SARAH } from '../identity/identity-app';

// Whole-app renders load lazy chunks (routes, modals, the login modal) on first use: give them time.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

type App = Awaited<ReturnType<typeof renderIdentityApp>>;

/** Lets the shell's pending effects finish (the guard's blocker registers in an effect after the first render). */
async function shellReady(name: 'Sign in' | 'Account') {
  await screen.findByRole('button', { name });
  await act(async () => undefined);
}

async function signInWith(app: App, dialog: HTMLElement, password = DEMO_PASSWORD) {
  const form = within(dialog);
  const email = form.queryByRole('textbox', { name: 'Email' });
  if (email) await app.user.type(email, SARAH.email);
  await app.user.type(form.getByLabelText('Password'), password);
  await app.user.click(form.getByRole('button', { name: 'Sign in' }));
}

describe('the access guard (shell-and-account.md §2, §4 "Access guard", §6)', () => {
  it('a guest opening /account/dashboard sees the sign-in dialog; signing in lands on the dashboard with the profile’s name', async () => {
    const app = await renderIdentityApp('/account/dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(screen.queryByRole('heading', { name: 'Account overview', level: 1 })).toBeNull();
    await signInWith(app, dialog);
    expect(await screen.findByRole('heading', { name: 'Account overview', level: 1 })).not.toBeNull();
    expect(await screen.findByText('Sarah Johnson')).not.toBeNull();
    expect(screen.getByText(SARAH.email)).not.toBeNull();
    expect(app.location()).toBe('/account/dashboard');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closing the dialog on a direct load cancels the navigation and goes home', async () => {
    const app = await renderIdentityApp('/orders');
    await screen.findByRole('dialog', { name: 'Sign in' });
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Orders', level: 1 })).toBeNull();
  });

  it('closing the dialog on a client-side navigation keeps the page the shopper was on', async () => {
    const app = await renderIdentityApp('/cart');
    await shellReady('Sign in');
    await act(() => app.router.navigate('/account/address'));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.location()).toBe('/cart');
    expect(app.router.state.navigation.state).toBe('idle');
  });

  it('a client-side navigation proceeds after signing in', async () => {
    const app = await renderIdentityApp('/');
    await shellReady('Sign in');
    await act(() => app.router.navigate('/orders'));
    await signInWith(app, await screen.findByRole('dialog', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Orders', level: 1 })).not.toBeNull();
    expect(app.location()).toBe('/orders');
  });

  it('an AUTHORIZED page after the step-up lapsed asks for the password again and continues', async () => {
    const app = await renderIdentityApp('/', { signedInAs: SARAH.email, stepUpLapsed: true });
    await shellReady('Account');
    await act(() => app.router.navigate('/account/membership'));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(await within(dialog).findByText(/enter your password again/)).not.toBeNull();
    expect(dialog.getAttribute('data-machine-state')).toMatch(/^recognized\./);
    await signInWith(app, dialog);
    expect(await screen.findByRole('heading', { name: 'Membership', level: 1 })).not.toBeNull();
    expect(app.auth.scope()).toBe('AUTHORIZED');
  });

  it('an authorized customer goes straight in; /account redirects to /account/dashboard', async () => {
    const app = await renderIdentityApp('/account', { signedInAs: SARAH.email });
    expect(await screen.findByRole('heading', { name: 'Account overview', level: 1 })).not.toBeNull();
    expect(app.location()).toBe('/account/dashboard');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Account' })).not.toBeNull();
  });

  it('order details skip the check with customerZipCode, and need a sign-in without it', async () => {
    const app = await renderIdentityApp('/order/A1001?customerZipCode=62704');
    expect(await screen.findByRole('heading', { name: 'Order A1001', level: 1 })).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    await shellReady('Sign in');
    await act(() => app.router.navigate('/order/A1002'));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).not.toBeNull();
  });

  it.each(['/registry/account', '/registry/account/edit', '/registry/account/listing', '/registry/account/create', '/account/hearted-products', '/account/account-settings'])(
    '%s needs an authorized user',
    async (path) => {
      await renderIdentityApp(path);
      expect(await screen.findByRole('dialog', { name: 'Sign in' })).not.toBeNull();
    },
  );

  it('sign-out on a guarded page returns to GUEST and leaves for the home page', async () => {
    const app = await renderIdentityApp('/account/dashboard', { signedInAs: SARAH.email });
    await screen.findByRole('heading', { name: 'Account overview', level: 1 });
    await app.user.click(screen.getByRole('button', { name: 'Account' }));
    await app.user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).not.toBeNull();
    expect(app.auth.scope()).toBe('GUEST');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
