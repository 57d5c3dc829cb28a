import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLOCKED_403_CODE,
  CHUNK_LOAD,
  COOKIE_SIZE_LIMIT,
  decideRedirect,
  GET_NETWORK_RETRIES,
  httpFailureLog,
  MAPS_SCRIPT_TIMEOUT_MS,
  matchesRetryScenario,
  on403,
  on413,
  onCartNotActive,
  oversizedCookiesToLog,
  RETRY_FAILED_MESSAGE,
  retryScenarioDecision,
  shouldRetryGet,
  thirdPartyCookieNames,
} from '@vitrine/core';

describe('retry scenario (shell §4, §8)', () => {
  it('matches a 401 with a token code', () => {
    expect(matchesRetryScenario(401, 'TOKEN_EXPIRED')).toBe(true);
    expect(matchesRetryScenario(401, null)).toBe(false);
    expect(matchesRetryScenario(403, 'TOKEN_EXPIRED')).toBe(false);
  });
  it("renews and reissues once; a second failure logs 'Retry failed'", () => {
    expect(retryScenarioDecision(401, 'TOKEN_MISSING', 0)).toEqual({ kind: 'renew-and-reissue' });
    expect(retryScenarioDecision(401, 'TOKEN_MISSING', 1)).toEqual({ kind: 'fail', log: 'Retry failed' });
    expect(retryScenarioDecision(500, 'X', 0)).toEqual({ kind: 'not-applicable' });
    expect(RETRY_FAILED_MESSAGE).toBe('Retry failed');
  });
  it('property: at most one reissue per call', () => {
    fc.assert(
      fc.property(fc.nat(5), (n) => {
        expect(retryScenarioDecision(401, 'TOKEN_INVALID', n).kind).toBe(n === 0 ? 'renew-and-reissue' : 'fail');
      }),
    );
  });
});

describe('GET retries (shopping §7)', () => {
  const base = { method: 'get', failure: 'network' as const, timeoutMs: 10_000, online: true, retriesSoFar: 0 };
  it('retries a GET network error while online', () => {
    expect(shouldRetryGet(base)).toBe(true);
  });
  it('retries a timeout only when no timeout was configured', () => {
    expect(shouldRetryGet({ ...base, failure: 'timeout', timeoutMs: 0 })).toBe(true);
    expect(shouldRetryGet({ ...base, failure: 'timeout' })).toBe(false);
    expect(shouldRetryGet({ ...base, failure: 'aborted' })).toBe(false);
  });
  it('does not retry offline, other methods, or past the limit', () => {
    expect(shouldRetryGet({ ...base, online: false })).toBe(false);
    expect(shouldRetryGet({ ...base, method: 'POST' })).toBe(false);
    expect(shouldRetryGet({ ...base, retriesSoFar: GET_NETWORK_RETRIES })).toBe(false);
  });
  it('property: retries exactly GET_NETWORK_RETRIES times', () => {
    fc.assert(fc.property(fc.nat(10), (n) => {
      expect(shouldRetryGet({ ...base, retriesSoFar: n })).toBe(n < GET_NETWORK_RETRIES);
    }));
  });
});

describe('redirects (shell §4)', () => {
  const client = (p: string) => p.startsWith('/shop/');
  it('follows client paths client-side and others with a hard load', () => {
    expect(decideRedirect('/shop/x', [], client)).toEqual({ kind: 'client', path: '/shop/x' });
    expect(decideRedirect('/legacy', [], client)).toEqual({ kind: 'hard', url: '/legacy' });
    expect(decideRedirect('https://other.test/shop/x', [], client)).toEqual({ kind: 'hard', url: 'https://other.test/shop/x' });
    expect(decideRedirect('//cdn.test/shop/x', [], () => true)).toEqual({ kind: 'hard', url: '//cdn.test/shop/x' });
  });
  it('a repeat of the same redirect is a loop', () => {
    expect(decideRedirect('/shop/x', ['/a', '/shop/x'], client)).toEqual({ kind: 'loop', message: 'Redirect loop detected for /shop/x' });
  });
  it('property: a target already followed is always a loop', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom('/a', '/b', '/shop/c')), fc.constantFrom('/a', '/b', '/shop/c'), (followed, target) => {
      expect(decideRedirect(target, followed, client).kind === 'loop').toBe(followed.includes(target));
    }));
  });
});

describe('status-specific policies (shopping §8)', () => {
  it('413: clear third-party cookies and retry once', () => {
    expect(on413(0)).toBe('clear-third-party-cookies-and-retry');
    expect(on413(1)).toBe('fail');
    expect(thirdPartyCookieNames(['vitrine_token', '_ga', 'vitrine_auth', 'optimizely'], 'vitrine_')).toEqual(['_ga', 'optimizely']);
  });
  it('412 CART_NOT_ACTIVE: reset the token and retry once', () => {
    expect(onCartNotActive(412, 'CART_NOT_ACTIVE', 0)).toBe('reset-token-and-retry');
    expect(onCartNotActive(412, 'CART_NOT_ACTIVE', 1)).toBe('fail');
    expect(onCartNotActive(412, 'OTHER', 0)).toBe('not-applicable');
    expect(onCartNotActive(409, 'CART_NOT_ACTIVE', 0)).toBe('not-applicable');
  });
  it('403: warning during personalization, report and reload with the code unless ABR', () => {
    expect(on403({ code: BLOCKED_403_CODE, personalization: true, abr: false })).toBe('warn');
    expect(on403({ code: 'BLOCKED_BY_PERIMETER_X', personalization: false, abr: false })).toBe('report-and-reload');
    expect(on403({ code: 'BLOCKED_BY_PERIMETER_X', personalization: false, abr: true })).toBe('report');
    expect(on403({ code: 'FORBIDDEN', personalization: false, abr: false })).toBe('not-applicable');
    expect(on403({ code: 'CUSTOM', personalization: false, abr: false, blockedCode: 'CUSTOM' })).toBe('report-and-reload');
  });
  it('has the spec timings', () => {
    expect(CHUNK_LOAD).toEqual({ timeoutMs: 120_000, retries: 2 });
    expect(MAPS_SCRIPT_TIMEOUT_MS).toBe(10_000);
  });
});

describe('oversized cookies (shell §8, §9)', () => {
  const big = { name: '_tp', value: 'x'.repeat(497) }; // 3 + 1 + 497 = 501
  const edge = { name: '_tq', value: 'x'.repeat(496) }; // exactly 500
  const ours = { name: 'vitrine_big', value: 'x'.repeat(900) };
  const WEEK = 10_080 * 60_000;
  it('logs third-party cookies over 500 characters', () => {
    expect(oversizedCookiesToLog([big, edge, ours], 'vitrine_', null, 0)).toEqual(['_tp']);
  });
  it('logs at most once per week', () => {
    expect(oversizedCookiesToLog([big], 'vitrine_', 0, WEEK - 1)).toEqual([]);
    expect(oversizedCookiesToLog([big], 'vitrine_', 0, WEEK)).toEqual(['_tp']);
  });
  it('property: a cookie is logged iff name=value is over the limit (catches >= for >)', () => {
    fc.assert(fc.property(fc.integer({ min: 490, max: 510 }), (len) => {
      const c = { name: 'ab', value: 'x'.repeat(len - 3) };
      expect(oversizedCookiesToLog([c], 'vitrine_', null, 0).length).toBe(len > COOKIE_SIZE_LIMIT ? 1 : 0);
    }));
  });
});

describe('httpFailureLog (shell §8)', () => {
  it('prefixes the named failures', () => {
    for (const m of ['Network Error', 'Request aborted', 'timeout', 'BLOCKED_BY_PERIMETER_X', 'INVALID_HEADER']) expect(httpFailureLog(null, m)).toEqual({ level: 'error', prefix: '[http]' });
  });
  it('logs 404 at debug, other 4xx at warn, the rest at error', () => {
    expect(httpFailureLog(null, 'Request aborted', true)).toEqual({ level: 'debug', prefix: '[http]' });
    expect(httpFailureLog(404, 'NOT_FOUND')).toEqual({ level: 'debug', prefix: null });
    expect(httpFailureLog(409, 'X')).toEqual({ level: 'warn', prefix: null });
    expect(httpFailureLog(500, 'X')).toEqual({ level: 'error', prefix: null });
    expect(httpFailureLog(null, 'X')).toEqual({ level: 'error', prefix: null });
    expect(httpFailureLog(302, 'X')).toEqual({ level: 'error', prefix: null });
  });
});
