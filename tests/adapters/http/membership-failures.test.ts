import { describe, expect, it } from 'vitest';
import { areaFailure } from '../../../adapters/src/http/membership-failures.js';
import { HttpError } from '../../../adapters/src/http/http-error.js';

/** How a failed membership or delivery-pass call reads in core (decisions 0185, 0260, 0261). */

const failure = (status: number, code: string, kind: 'http' | 'network' = 'http', details?: Record<string, unknown>) =>
  new HttpError({ kind, status, code, message: code, ...(details ? { details } : {}), method: 'POST', url: '/api/profile/v0/an-us/me/delivery-pass/enrollments' });

describe('areaFailure', () => {
  it('names known API codes under the area, keeps the fields of a 400, and asks for the step-up on 403 SCOPE_REQUIRED', () => {
    expect(areaFailure('MEMBERSHIP', ['ENROLLMENT_CLOSED'], failure(409, 'MEMBERSHIP_ENROLLMENT_CLOSED'))).toMatchObject({ code: 'MEMBERSHIP.ENROLLMENT_CLOSED', details: { status: 409 } });
    expect(areaFailure('DELIVERY_PASS', [], failure(400, 'INVALID_REQUEST', 'http', { fields: ['billingCountry'] }))).toMatchObject({ code: 'DELIVERY_PASS.INVALID_REQUEST', details: { fields: ['billingCountry'] } });
    expect(areaFailure('DELIVERY_PASS', [], failure(403, 'SCOPE_REQUIRED'))).toMatchObject({ code: 'DELIVERY_PASS.SIGN_IN_REQUIRED' });
  });

  it('reads a 500, an unknown code and a network failure as UNAVAILABLE; rethrows what is not an HttpError', () => {
    expect(areaFailure('MEMBERSHIP', ['NOT_FOUND'], failure(500, 'INTERNAL_ERROR')).code).toBe('MEMBERSHIP.UNAVAILABLE');
    expect(areaFailure('MEMBERSHIP', ['NOT_FOUND'], failure(418, 'TEAPOT')).code).toBe('MEMBERSHIP.UNAVAILABLE');
    expect(areaFailure('DELIVERY_PASS', [], failure(0, 'NETWORK_ERROR', 'network')).code).toBe('DELIVERY_PASS.UNAVAILABLE');
    expect(() => areaFailure('MEMBERSHIP', [], new TypeError('bug'))).toThrow(TypeError);
  });
});
