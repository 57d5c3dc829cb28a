import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideEmailCapture, isQueryOnlyChange, matchesRoutePrefix, nextPageVisitCount, pathWithoutQuery, type EmailCaptureInput } from '@vitrine/core';

const base: EmailCaptureInput = {
  loggedIn: false,
  disabledByFlag: false,
  routeDisables: false,
  optInCookie: undefined,
  bypassCookie: undefined,
  visitCount: 3,
  trigger: 3,
  path: '/shop/linen-shirt',
  previousPath: '/',
  excludedRoutePrefixes: ['/checkout', '/account/'],
  desktopOnly: false,
  isDesktop: true,
  utmSource: null,
};

describe('decideEmailCapture (shell §4)', () => {
  it('launches at the trigger and sets the opt-in cookie', () => {
    expect(decideEmailCapture(base)).toEqual({ launch: true, setOptInCookie: true, setBypassCookie: false, reason: null });
  });
  it('does nothing below the trigger', () => {
    expect(decideEmailCapture({ ...base, visitCount: 2 })).toEqual({ launch: false, setOptInCookie: false, setBypassCookie: false, reason: 'below-trigger' });
  });
  it('sets the bypass cookie above the trigger', () => {
    expect(decideEmailCapture({ ...base, visitCount: 4 })).toEqual({ launch: false, setOptInCookie: false, setBypassCookie: true, reason: 'above-trigger' });
  });
  it.each<[Partial<EmailCaptureInput>, string]>([
    [{ loggedIn: true }, 'logged-in'],
    [{ disabledByFlag: true }, 'disabled-flag'],
    [{ routeDisables: true }, 'route-disables'],
    [{ optInCookie: 'true' }, 'opted-in'],
    [{ bypassCookie: 'true' }, 'bypassed'],
    [{ path: '/checkout/payment' }, 'excluded-route'],
    [{ path: '/account' }, 'excluded-route'],
    [{ path: '/shop/x?color=RED', previousPath: '/shop/x?color=BLK' }, 'query-only-change'],
    [{ desktopOnly: true, isDesktop: false }, 'desktop-only'],
  ])('skips for %j', (patch, reason) => {
    expect(decideEmailCapture({ ...base, ...patch })).toEqual({ launch: false, setOptInCookie: false, setBypassCookie: false, reason });
  });
  it('utm_source of marketing sets the opt-in cookie', () => {
    expect(decideEmailCapture({ ...base, utmSource: 'Marketing' })).toEqual({ launch: false, setOptInCookie: true, setBypassCookie: false, reason: 'utm-marketing' });
  });
  it('other cookie values do not skip; desktop-only on desktop launches', () => {
    expect(decideEmailCapture({ ...base, optInCookie: 'false', bypassCookie: 'no', desktopOnly: true, utmSource: 'email' }).launch).toBe(true);
  });
  it('property: launches only exactly at the trigger, and above it always sets the bypass cookie', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }), (visitCount, trigger) => {
        const d = decideEmailCapture({ ...base, visitCount, trigger });
        expect(d.launch).toBe(visitCount === trigger);
        expect(d.setBypassCookie).toBe(visitCount > trigger);
        expect(d.setOptInCookie).toBe(visitCount === trigger);
      }),
    );
  });
});

describe('route helpers', () => {
  it('strips query and hash', () => {
    expect(pathWithoutQuery('/a/b?c=1#d')).toBe('/a/b');
    expect(pathWithoutQuery('/a#x')).toBe('/a');
  });
  it('detects query-only changes', () => {
    expect(isQueryOnlyChange(null, '/a')).toBe(false);
    expect(isQueryOnlyChange('/a', '/a')).toBe(false);
    expect(isQueryOnlyChange('/a?x=1', '/a?x=2')).toBe(true);
    expect(isQueryOnlyChange('/a', '/b')).toBe(false);
  });
  it('matches prefixes on segment boundaries', () => {
    expect(matchesRoutePrefix('/checkout', '/checkout')).toBe(true);
    expect(matchesRoutePrefix('/checkout/x?y', '/checkout/')).toBe(true);
    expect(matchesRoutePrefix('/checkouts', '/checkout')).toBe(false);
  });
});

describe('nextPageVisitCount (shopping §9)', () => {
  it('counts a visit', () => {
    expect(nextPageVisitCount(undefined)).toBe(1);
    expect(nextPageVisitCount(' 4 ')).toBe(5);
    expect(nextPageVisitCount('abc')).toBe(1);
  });
  it('does not count a query-only change', () => {
    expect(nextPageVisitCount('4', true)).toBe(4);
  });
  it('property: increases by exactly one', () => {
    fc.assert(fc.property(fc.nat({ max: 10_000 }), (n) => {
        expect(nextPageVisitCount(String(n))).toBe(n + 1);
      }));
  });
});
