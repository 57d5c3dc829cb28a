import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine, type Session } from '@vitrine/core';
import { InMemoryCookieJar } from '@vitrine/adapters/in-memory';
import { readAuthCookieSnapshot } from '../../../../ui/src/di/auth-cookie-reader';
import { stripBasename } from '../../../../ui/src/features/identity/access-guard-blocker';
import { DOWNGRADE_REDIRECT_FLAG, guardRedirectPath } from '../../../../ui/src/features/identity/guarded-loader';
import type { AuthCookieSnapshot } from '../../../../ui/src/features/identity/identity-services';
import { returnPathOf } from '../../../../ui/src/features/identity/login-page';
import { blankFields } from '../../../../ui/src/features/identity/login-typed';
import { reportMachineState, stateText } from '../../../../ui/src/features/identity/machine-state';
import { guardOfPath, queryOf } from '../../../../ui/src/features/identity/route-guard';
import { isSignedIn, syncedScope } from '../../../../ui/src/features/identity/session-scope';
import { watchStepUpLapse } from '../../../../ui/src/features/identity/step-up-lapse';

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);
const authorized: Session = { scope: 'AUTHORIZED', expiresAt: NOW + 86_400_000, profileId: 'cust-1' };

/** A running session machine whose profile load fails at once (logged, profile ready) and whose other calls never answer. */
function sessionActor(session: Session | null) {
  const machine = sessionMachine.provide({
    actors: { loadProfile: fromPromise(() => Promise.reject(new Error('no profile in this test'))) },
  });
  return createActor(machine, { input: { session } }).start();
}

/** Lets the actor's promise answers settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  delete window.__VITRINE_QA__;
  vi.useRealTimers();
});

describe('reading the auth payload cookie (docs/auth-api.md; docs/identity.md)', () => {
  const jar = (value: unknown) => {
    const cookies = new InMemoryCookieJar();
    if (value !== undefined) cookies.set('vitrine_auth', typeof value === 'string' ? value : JSON.stringify(value));
    return cookies;
  };

  it('gives the effective scope: a lapsed step-up reads REGISTERED, an expired token none', () => {
    const payload = { scope: 'AUTHORIZED', expiresAt: NOW + 1000, authorizedUntil: NOW + 500, profileId: 'cust-1', firstName: 'Sarah' };
    expect(readAuthCookieSnapshot(jar(payload), NOW)).toEqual({ session: { scope: 'AUTHORIZED', expiresAt: NOW + 1000, profileId: 'cust-1' }, authorizedUntil: NOW + 500, firstName: 'Sarah' });
    expect(readAuthCookieSnapshot(jar(payload), NOW + 600)).toEqual({ session: { scope: 'REGISTERED', expiresAt: NOW + 1000, profileId: 'cust-1' }, authorizedUntil: null, firstName: 'Sarah' });
    expect(readAuthCookieSnapshot(jar(payload), NOW + 2000)).toEqual({ session: null, authorizedUntil: null, firstName: null });
    expect(readAuthCookieSnapshot(jar(undefined), NOW)).toEqual({ session: null, authorizedUntil: null, firstName: null });
    expect(readAuthCookieSnapshot(jar('not json'), NOW).session).toBeNull();
  });
});

describe('session scope and the step-up lapse', () => {
  it('syncedScope tells the session actor when the cookie says the step-up lapsed', async () => {
    const actor = sessionActor(authorized);
    await settle();
    let cookie: AuthCookieSnapshot = { session: authorized, authorizedUntil: NOW + 1, firstName: null };
    expect(syncedScope(actor, () => cookie)).toBe('AUTHORIZED');
    cookie = { session: { ...authorized, scope: 'REGISTERED' }, authorizedUntil: null, firstName: null };
    expect(syncedScope(actor, () => cookie)).toBe('REGISTERED');
    expect(actor.getSnapshot().matches({ active: 'registered' })).toBe(true);
    actor.stop();
  });

  it('watchStepUpLapse sends session.stepUpLapsed when authorizedUntil passes, and stops watching when unsubscribed', async () => {
    const actor = sessionActor(authorized);
    await settle();
    vi.useFakeTimers();
    let now = NOW;
    let lapsed = false;
    const read = (): AuthCookieSnapshot => ({ session: { ...authorized, scope: lapsed ? 'REGISTERED' : 'AUTHORIZED' }, authorizedUntil: lapsed ? null : NOW + 10_000, firstName: null });
    const stop = watchStepUpLapse(actor, read, () => now, { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as number) });
    vi.advanceTimersByTime(5_000);
    expect(actor.getSnapshot().context.session?.scope).toBe('AUTHORIZED');
    now = NOW + 10_000;
    lapsed = true;
    vi.advanceTimersByTime(5_100);
    expect(actor.getSnapshot().context.session?.scope).toBe('REGISTERED');
    stop();
    actor.stop();
  });

  it('watchStepUpLapse re-arms while the cookie still says AUTHORIZED and idles when not stepped up', async () => {
    const actor = sessionActor(authorized);
    await settle();
    vi.useFakeTimers();
    let calls = 0;
    const read = (): AuthCookieSnapshot => {
      calls += 1;
      return { session: authorized, authorizedUntil: NOW, firstName: null };
    };
    const stop = watchStepUpLapse(actor, read, () => NOW, { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as number) });
    vi.advanceTimersByTime(200);
    expect(calls).toBeGreaterThan(2);
    expect(actor.getSnapshot().context.session?.scope).toBe('AUTHORIZED');
    stop();
    actor.stop();
    const guest = sessionActor({ scope: 'GUEST', expiresAt: NOW + 1000, profileId: null });
    const never = vi.fn(() => 0);
    watchStepUpLapse(guest, () => ({ session: null, authorizedUntil: null, firstName: null }), () => NOW, { setTimeout: never, clearTimeout: vi.fn() })();
    expect(never).not.toHaveBeenCalled();
    guest.stop();
  });

  it('signed in means registered, authorized or a call-centre agent', () => {
    expect(['GUEST', 'REGISTERED', 'AUTHORIZED', 'CALL_CENTER', null].map((s) => isSignedIn(s as never))).toEqual([false, true, true, true, false]);
  });
});

describe('routing helpers of the guard', () => {
  const routes = [
    { path: '/', children: [{ path: 'account/dashboard', handle: { guard: { requiresAuthorization: true } } }, { path: 'order/:id', handle: { guard: { requiresAuthorization: true, customerZipCodeBypass: true } } }, { path: 'cart' }] },
  ];

  it('finds the guard of the deepest matching route', () => {
    expect(guardOfPath(routes, '/account/dashboard')).toEqual({ requiresAuthorization: true });
    expect(guardOfPath(routes, '/order/7')).toEqual({ requiresAuthorization: true, customerZipCodeBypass: true });
    expect(guardOfPath(routes, '/cart')).toBeNull();
    expect(guardOfPath(routes, '/nowhere/at/all')).toBeNull();
    expect(queryOf('?customerZipCode=1&a=2')).toEqual({ customerZipCode: '1', a: '2' });
  });

  it('answers a repeated path from the same table the same way, and another table by its own routes', () => {
    expect(guardOfPath(routes, '/cart')).toBeNull();
    expect(guardOfPath(routes, '/cart')).toBeNull();
    const guardedCart = [{ path: '/', children: [{ path: 'cart', handle: { guard: { requiresAuthorization: true } } }] }];
    expect(guardOfPath(guardedCart, '/cart')).toEqual({ requiresAuthorization: true });
    expect(guardOfPath(routes, '/cart')).toBeNull();
  });

  it('says where a guard result goes instead of the route', () => {
    expect(guardRedirectPath({ kind: 'cancel' }, '/orders')).toBe('/');
    expect(guardRedirectPath({ kind: 'redirect', path: '/order-inquiry', state: { downgradeRedirectPath: true } }, '/orders')).toBe(`/order-inquiry?${DOWNGRADE_REDIRECT_FLAG}=true`);
    expect(guardRedirectPath({ kind: 'redirect', path: '/x?a=1', state: { downgradeRedirectPath: true } }, '/orders')).toBe('/x?a=1&downgradeRedirectPath=true');
    expect(guardRedirectPath({ kind: 'webview-login', requiredScope: 'AUTHORIZED', returnTo: '/orders' }, '/orders?p=1')).toBe('/login?returnTo=%2Forders%3Fp%3D1');
  });

  it('strips the site’s context path and validates return paths', () => {
    expect(stripBasename('/fr-fr/account/dashboard', '/fr-fr')).toBe('/account/dashboard');
    expect(stripBasename('/fr-fr', '/fr-fr')).toBe('/');
    expect(stripBasename('/account', '/')).toBe('/account');
    expect(stripBasename('/other', '/fr-fr')).toBe('/other');
    expect(returnPathOf('/orders')).toBe('/orders');
    expect(returnPathOf('//evil.test')).toBe('/account/dashboard');
    expect(returnPathOf('https://evil.test')).toBe('/account/dashboard');
    expect(returnPathOf('/\\evil.test')).toBe('/account/dashboard');
    expect(returnPathOf('/%2F%2Fevil.test')).toBe('/account/dashboard');
    expect(returnPathOf(null)).toBe('/account/dashboard');
  });
});

describe('login form and QA helpers', () => {
  it('names blank fields', () => {
    expect(blankFields({ email: ' ', password: 'x', firstName: '', lastName: 'L' }, ['email', 'password', 'firstName'])).toEqual(['email', 'firstName']);
  });

  it('writes state values as QA path files do', () => {
    expect(stateText('dismissed')).toBe('dismissed');
    expect(stateText({ signIn: { editing: 'clean' } })).toBe('signIn.editing.clean');
    expect(stateText({ a: 'x', b: { c: 'y' } })).toBe('a.x | b.c.y');
  });

  it('reports machine states to the QA driver only when it asked for them', () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener('vitrine:machine', listener);
    reportMachineState('login-modal', { signIn: 'submitting' });
    window.__VITRINE_QA__ = true;
    reportMachineState('login-modal', { signIn: 'submitting' });
    window.removeEventListener('vitrine:machine', listener);
    expect(seen).toEqual([{ machine: 'login-modal', state: 'signIn.submitting' }]);
  });
});
