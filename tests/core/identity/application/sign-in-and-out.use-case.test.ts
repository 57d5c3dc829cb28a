import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { CartCountStore, domainError, err, loginModalActors, loginModalMachine, ok, sessionActors, sessionMachine, signIn, signOut, type AuthGateway, type Session } from '@vitrine/core';
import { aMinicart } from '../../../mothers/cart.mother.js';
import { aLogger } from '../../../mothers/core/fakes.js';

const authorized: Session = { scope: 'AUTHORIZED', expiresAt: 1_795_000_000_000, profileId: 'profile-1' };
const guest: Session = { scope: 'GUEST', expiresAt: 1_795_000_000_000, profileId: null };

/** The header count ports over a minicart stub answering `totalQuantity` units. */
function cartCount(totalQuantity = 5, fail = false) {
  const header = new CartCountStore();
  const getMinicart = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(aMinicart({ totalQuantity }))));
  return { cart: { getMinicart }, header, logger: aLogger() };
}

describe('signIn (shell-and-account.md §4; decision 0132)', () => {
  it('signs in and refreshes the header count: the guest cart merged into the customer’s', async () => {
    const auth = { signIn: vi.fn(async () => ok(authorized)) };
    const count = cartCount(5);
    await expect(signIn({ auth, cartCount: count }, { email: 'ada@example.com', password: 'pw-1234567' })).resolves.toEqual(ok(authorized));
    expect(auth.signIn).toHaveBeenCalledWith('ada@example.com', 'pw-1234567');
    expect(count.header.count).toBe(5);
  });

  it('returns a refusal as it is and reads no minicart', async () => {
    const refusal = domainError('AUTH.ACCOUNT_LOCKED', 'Locked', { retryAfterSeconds: 900 });
    const count = cartCount();
    await expect(signIn({ auth: { signIn: async () => err(refusal) }, cartCount: count }, { email: 'a@b.c', password: 'x' })).resolves.toEqual(err(refusal));
    expect(count.cart.getMinicart).not.toHaveBeenCalled();
  });

  it('succeeds without a count refresh when no cart ports are given, and when the minicart fails (logged)', async () => {
    await expect(signIn({ auth: { signIn: async () => ok(authorized) } }, { email: 'a@b.c', password: 'x' })).resolves.toEqual(ok(authorized));
    const failing = cartCount(5, true);
    await expect(signIn({ auth: { signIn: async () => ok(authorized) }, cartCount: failing }, { email: 'a@b.c', password: 'x' })).resolves.toEqual(ok(authorized));
    expect(failing.header.count).toBeNull();
    expect(failing.logger.error).toHaveBeenCalledWith('Cart count load failure', { error: 'Error: offline' });
  });

  it('is what the login modal machine’s signIn actor runs', async () => {
    const count = cartCount(2);
    const auth = { signIn: vi.fn(async () => ok(authorized)) } as unknown as AuthGateway;
    const actor = createActor(loginModalMachine.provide({ actors: loginModalActors(auth, count) }), { input: { request: { trigger: 'sign-in', scope: 'GUEST' } } }).start();
    actor.send({ type: 'login.submit', email: 'ada@example.com', password: 'pw-1234567' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'success', session: authorized });
    expect(count.header.count).toBe(2);
  });
});

describe('signOut (shell-and-account.md §2, §4; decision 0132)', () => {
  it('signs out and refreshes the header count for the new guest cart', async () => {
    const count = cartCount(0);
    count.header.set(4);
    await expect(signOut({ auth: { signOut: async () => guest }, cartCount: count })).resolves.toEqual(guest);
    expect(count.header.count).toBe(0);
  });

  it('signs out without cart ports, and rejects on a transport fault without reading the minicart', async () => {
    await expect(signOut({ auth: { signOut: async () => guest } })).resolves.toEqual(guest);
    const count = cartCount();
    await expect(signOut({ auth: { signOut: () => Promise.reject(new Error('Network Error')) }, cartCount: count })).rejects.toThrow('Network Error');
    expect(count.cart.getMinicart).not.toHaveBeenCalled();
  });

  it('is what the session machine’s signOut actor runs', async () => {
    const count = cartCount(0);
    count.header.set(3);
    const auth = { signOut: vi.fn(async () => guest) } as unknown as AuthGateway;
    const ports = { sessions: { createGuestSession: async () => guest }, auth, profiles: {} as never, preferenceSeed: () => ({ language: 'en', country: 'US', currency: 'USD' }), logger: aLogger(), cartCount: count };
    const actor = createActor(sessionMachine.provide({ actors: sessionActors(ports) }), { input: { session: guest } }).start();
    actor.send({ type: 'session.signOut' });
    expect(actor.getSnapshot().matches('signingOut')).toBe(true);
    await waitFor(actor, (s) => s.matches({ active: 'guest' }));
    expect(auth.signOut).toHaveBeenCalledOnce();
    expect(count.header.count).toBe(0);
  });
});
