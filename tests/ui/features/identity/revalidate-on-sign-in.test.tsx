import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InMemoryOrders } from '@vitrine/adapters/in-memory';
import { domainError, err, ok, type Session } from '@vitrine/core';
import { SessionActor } from '../../../../ui/src/features/identity';
import { isRefusedForSignIn } from '../../../../ui/src/features/identity/revalidate-on-sign-in';
import { isSignedInAgain } from '../../../../ui/src/features/identity/session-scope';
import { DEMO_PASSWORD, renderIdentityApp, SARAH } from './identity-app';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const refusal = err(domainError('ORDER.SIGN_IN_REQUIRED', 'Sign in to see your orders'));

describe('loaders refused for a sign-in (decision 0286): pure parts', () => {
  it('isRefusedForSignIn reads the data and its own fields', () => {
    expect(isRefusedForSignIn(refusal)).toBe(true);
    expect(isRefusedForSignIn({ history: refusal })).toBe(true);
    expect(isRefusedForSignIn({ order: refusal, customerZipCode: null })).toBe(true);
    expect(isRefusedForSignIn({ history: err(domainError('ORDER.NOT_FOUND', 'x')) })).toBe(false);
    expect(isRefusedForSignIn({ history: ok({ orders: [] }) })).toBe(false);
    expect(isRefusedForSignIn({ nested: { history: refusal } })).toBe(false);
    expect(isRefusedForSignIn([refusal])).toBe(false);
    expect(isRefusedForSignIn(null)).toBe(false);
    expect(isRefusedForSignIn(undefined)).toBe(false);
  });

  it('isSignedInAgain: a new signed-in session not lower than before; never a lapse, a downgrade or a guest token', () => {
    const at = 1_795_000_000_000;
    const guest: Session = { scope: 'GUEST', expiresAt: at, profileId: null };
    const authorized: Session = { scope: 'AUTHORIZED', expiresAt: at, profileId: 'p1' };
    const lapsed: Session = { ...authorized, scope: 'REGISTERED' };
    const again: Session = { ...authorized, expiresAt: at + 1 };
    expect(isSignedInAgain(guest, authorized)).toBe(true);
    expect(isSignedInAgain(null, authorized)).toBe(true);
    expect(isSignedInAgain(lapsed, again)).toBe(true);
    expect(isSignedInAgain(authorized, again)).toBe(true);
    expect(isSignedInAgain(guest, lapsed)).toBe(true);
    expect(isSignedInAgain(authorized, lapsed)).toBe(false);
    expect(isSignedInAgain(authorized, guest)).toBe(false);
    expect(isSignedInAgain(authorized, authorized)).toBe(false);
    expect(isSignedInAgain(authorized, null)).toBe(false);
  });
});

describe('an account page whose loader met a revoked token (shell-and-account.md §4 "Access guard"; decision 0286)', () => {
  async function refusedOrders() {
    const orders = new InMemoryOrders();
    orders.authorized = false; // the server no longer honours the token: the call is refused
    const list = vi.spyOn(orders, 'listOrders');
    const app = await renderIdentityApp('/orders', { signedInAs: SARAH.email, replace: { orders } });
    expect(await screen.findByText('Sign in again to see your orders.')).not.toBeNull();
    expect(list).toHaveBeenCalledTimes(1);
    return { app, orders, list };
  }

  it('/orders refused with ORDER.SIGN_IN_REQUIRED asks for the sign-in and, once signed in, shows the orders without a reload', async () => {
    const { app, orders, list } = await refusedOrders();
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    orders.authorized = true;
    await app.user.type(within(dialog).getByLabelText('Password'), DEMO_PASSWORD);
    await app.user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText("You haven't placed any orders yet.")).not.toBeNull();
    expect(screen.queryByText('Sign in again to see your orders.')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(list).toHaveBeenCalledTimes(2);
    expect(app.location()).toBe('/orders');
  });

  it('a closed dialog keeps the refusal; a later sign-in from the header loads the orders', async () => {
    const { app, orders, list } = await refusedOrders();
    await screen.findByRole('dialog', { name: 'Sign in' });
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Sign in again to see your orders.')).not.toBeNull();

    // What the HTTP layer's renewal does after a revoked token: the session is a guest's.
    orders.authorized = true;
    act(() => app.services.get(SessionActor).send({ type: 'session.signOut' }));
    await app.user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Email' }), SARAH.email);
    await app.user.type(within(dialog).getByLabelText('Password'), DEMO_PASSWORD);
    await app.user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText("You haven't placed any orders yet.")).not.toBeNull();
    expect(list).toHaveBeenCalledTimes(2);
    expect(app.location()).toBe('/orders');
  });

  it('a lapsed step-up alone does not load the refused page again; a new AUTHORIZED session does, and the dialog closes', async () => {
    const { app, orders, list } = await refusedOrders();
    await screen.findByRole('dialog', { name: 'Sign in' });
    const session = app.services.get(SessionActor);
    await waitFor(() => expect(session.getSnapshot().context.profileReady).toBe(true));
    act(() => session.send({ type: 'session.stepUpLapsed' }));
    await act(async () => undefined);
    expect(list).toHaveBeenCalledTimes(1);

    orders.authorized = true;
    const signedIn = await app.auth.signIn(SARAH.email, DEMO_PASSWORD);
    if (!signedIn.ok) throw new Error(signedIn.error.code);
    act(() => session.send({ type: 'session.authenticated', session: signedIn.value }));
    expect(await screen.findByText("You haven't placed any orders yet.")).not.toBeNull();
    expect(list).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
