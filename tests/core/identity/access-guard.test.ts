import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideAfterLogin,
  decideRouteAccess,
  isAuthorized,
  isLoggedIn,
  isProfileReady,
  isRegisteredOrBetter,
  parseTokenScope,
  REAUTH_FAILURE_MESSAGE,
  shouldOpenLoginOn403,
  tokenRefreshStrategy,
  TOKEN_SCOPES,
  type GuardContext,
  type TokenScope,
} from '@vitrine/core';

const ctx = (scope: TokenScope | null, patch: Partial<GuardContext> = {}): GuardContext => ({ scope, query: {}, webview: false, ...patch });
const account = { requiresAuthorization: true };
const checkout = { requiresRegistered: true };
const orderDetails = { requiresAuthorization: true, customerZipCodeBypass: true };

describe('token scopes (shell §4)', () => {
  it('logged in means registered or authorized', () => {
    expect(TOKEN_SCOPES.filter((s) => isLoggedIn(s))).toEqual(['REGISTERED', 'AUTHORIZED']);
    expect(isLoggedIn(null)).toBe(false);
  });
  it('parses scopes', () => {
    expect(parseTokenScope('GUEST')).toBe('GUEST');
    expect(parseTokenScope('guest')).toBeNull();
    expect(parseTokenScope(3)).toBeNull();
  });
  it('orders scopes for the guard', () => {
    expect(isAuthorized('AUTHORIZED')).toBe(true);
    expect(isAuthorized('REGISTERED')).toBe(false);
    expect(['REGISTERED', 'AUTHORIZED', 'CALL_CENTER'].every((s) => isRegisteredOrBetter(s as TokenScope))).toBe(true);
    expect(isRegisteredOrBetter('GUEST')).toBe(false);
    expect(isRegisteredOrBetter(null)).toBe(false);
  });
});

describe('decideRouteAccess (shell §4 "Access guard", §6)', () => {
  it('lets open routes through', () => {
    expect(decideRouteAccess({}, ctx(null))).toEqual({ kind: 'proceed' });
  });
  it('lets an authorized user into authorization routes', () => {
    expect(decideRouteAccess(account, ctx('AUTHORIZED'))).toEqual({ kind: 'proceed' });
  });
  it('skips the check with customerZipCode where allowed', () => {
    expect(decideRouteAccess(orderDetails, ctx('GUEST', { query: { customerZipCode: '10001' } }))).toEqual({ kind: 'proceed' });
    expect(decideRouteAccess(account, ctx('GUEST', { query: { customerZipCode: '10001' } })).kind).toBe('login');
    expect(decideRouteAccess(orderDetails, ctx('GUEST', { query: { customerZipCode: '' } })).kind).toBe('login');
  });
  it('checkout needs a registered user (call-centre agents pass)', () => {
    expect(decideRouteAccess(checkout, ctx('REGISTERED'))).toEqual({ kind: 'proceed' });
    expect(decideRouteAccess(checkout, ctx('CALL_CENTER'))).toEqual({ kind: 'proceed' });
    expect(decideRouteAccess(checkout, ctx('GUEST'))).toEqual({ kind: 'login', initialState: 'sign-in', requiredScope: 'REGISTERED' });
  });
  it('handles a webview first', () => {
    expect(decideRouteAccess(account, ctx('GUEST', { webview: true }))).toEqual({ kind: 'webview-login', requiredScope: 'AUTHORIZED' });
  });
  it('a registered user on an authorization route gets the recognized login', () => {
    expect(decideRouteAccess(account, ctx('REGISTERED'))).toEqual({ kind: 'login', initialState: 'recognized', requiredScope: 'AUTHORIZED' });
  });
  it('routes with a downgrade path open the downgrade login', () => {
    expect(decideRouteAccess({ ...account, downgradePath: '/orders' }, ctx('GUEST'))).toEqual({ kind: 'downgrade-login', downgradePath: '/orders' });
  });
  it('otherwise the login modal opens in sign-in', () => {
    expect(decideRouteAccess(account, ctx(null))).toEqual({ kind: 'login', initialState: 'sign-in', requiredScope: 'AUTHORIZED' });
  });
  it('property: never proceeds into an authorization route without AUTHORIZED (unless the zip-code bypass applies)', () => {
    fc.assert(
      fc.property(fc.constantFrom<TokenScope | null>(...TOKEN_SCOPES, null), fc.boolean(), fc.boolean(), fc.option(fc.constant('10001'), { nil: undefined }), (scope, bypass, webview, zip) => {
        const d = decideRouteAccess({ requiresAuthorization: true, customerZipCodeBypass: bypass }, ctx(scope, { webview, query: { customerZipCode: zip } }));
        expect(d.kind === 'proceed').toBe(scope === 'AUTHORIZED' || (bypass && zip !== undefined));
      }),
    );
  });
});

describe('after login (shell §4)', () => {
  it('proceeds on success, redirects on downgrade success, cancels otherwise', () => {
    expect(decideAfterLogin('success')).toEqual({ kind: 'proceed' });
    expect(decideAfterLogin('downgrade-success', '/orders')).toEqual({ kind: 'redirect', path: '/orders', state: { downgradeRedirectPath: true } });
    expect(decideAfterLogin('downgrade-success')).toEqual({ kind: 'proceed' });
    expect(decideAfterLogin('dismissed')).toEqual({ kind: 'cancel' });
    expect(decideAfterLogin('failed', '/x')).toEqual({ kind: 'cancel' });
  });
});

describe('other identity rules (shell §4, shopping §4, §8)', () => {
  it('a 403 where only registered suffices opens login', () => {
    expect(shouldOpenLoginOn403('REGISTERED', 'GUEST')).toBe(true);
    expect(shouldOpenLoginOn403('REGISTERED', 'REGISTERED')).toBe(false);
    expect(shouldOpenLoginOn403('AUTHORIZED', 'GUEST')).toBe(false);
  });
  it('the profile is ready once loading ends, success or failure', () => {
    expect(isProfileReady('succeeded')).toBe(true);
    expect(isProfileReady('failed')).toBe(true);
    expect(isProfileReady('loading')).toBe(false);
    expect(isProfileReady('idle')).toBe(false);
  });
  it('registered and authorized sessions re-authenticate; others get a guest token', () => {
    expect(tokenRefreshStrategy('REGISTERED')).toBe('reauthenticate');
    expect(tokenRefreshStrategy('AUTHORIZED')).toBe('reauthenticate');
    expect(tokenRefreshStrategy('GUEST')).toBe('guest-token');
    expect(tokenRefreshStrategy(null)).toBe('guest-token');
    expect(REAUTH_FAILURE_MESSAGE).toBe('Could not handle registered token reauth error');
  });
});
