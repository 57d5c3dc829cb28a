import { describe, expect, it } from 'vitest';
import { RETRY_SCENARIO_CODES } from '@vitrine/core';
import { isRepeatedFailure, reissueAction, type ReissueState } from '../../../../adapters/src/http/policy/reissue.policy.js';

const fresh: ReissueState = { renewalAllowed: true, renewed: false, canClearCookies: true, cookiesCleared: false };

describe('reissueAction', () => {
  it.each(RETRY_SCENARIO_CODES)('renews on a 401 %s', (code) => expect(reissueAction(401, code, fresh)).toBe('renew-session'));

  it.each([
    [401, 'LOGIN_REQUIRED'],
    [401, undefined],
    [403, 'TOKEN_EXPIRED'],
    [412, 'CART_NOT_ACTIVE'],
  ])('does not renew on %i %s', (status, code) => expect(reissueAction(status, code, fresh)).toBeNull());

  it('renews once on a token 401', () => {
    expect(reissueAction(401, 'TOKEN_EXPIRED', fresh)).toBe('renew-session');
    expect(reissueAction(401, 'TOKEN_EXPIRED', { ...fresh, renewed: true })).toBeNull();
    expect(reissueAction(401, 'TOKEN_EXPIRED', { ...fresh, renewalAllowed: false })).toBeNull();
  });

  it('clears cookies once on a 413 when a jar is wired in', () => {
    expect(reissueAction(413, undefined, fresh)).toBe('clear-cookies');
    expect(reissueAction(413, undefined, { ...fresh, cookiesCleared: true })).toBeNull();
    expect(reissueAction(413, undefined, { ...fresh, canClearCookies: false })).toBeNull();
  });

  it('lets every other failure stand', () => {
    for (const [status, code] of [[400, 'INVALID_REQUEST'], [404, 'NOT_FOUND'], [500, undefined], [401, 'NOPE']] as const) {
      expect(reissueAction(status, code, fresh)).toBeNull();
    }
  });
});

describe('isRepeatedFailure', () => {
  it('is a repeated failure when a renewal is followed by a token 401 again', () => {
    for (const code of RETRY_SCENARIO_CODES) expect(isRepeatedFailure('renew-session', 401, code)).toBe(true);
    expect(isRepeatedFailure('renew-session', 401, 'LOGIN_REQUIRED')).toBe(false);
    expect(isRepeatedFailure('renew-session', 409, 'SKU_UNAVAILABLE')).toBe(false);
    expect(isRepeatedFailure('renew-session', 500, undefined)).toBe(false);
  });

  it('is a repeated failure when a cookie clean-up is followed by a 413 again', () => {
    expect(isRepeatedFailure('clear-cookies', 413, undefined)).toBe(true);
    expect(isRepeatedFailure('clear-cookies', 401, 'TOKEN_MISSING')).toBe(false);
  });
});
