import { describe, expect, it } from 'vitest';
import { HttpError, httpErrorFromResponse, isConnectionFailure, isHttpError, parseApiError } from '../../../adapters/src/http/http-error.js';

describe('parseApiError', () => {
  it('reads code, message and object details', () => {
    expect(parseApiError({ code: 'X', message: 'm', details: { a: 1 } })).toEqual({ code: 'X', message: 'm', details: { a: 1 } });
    expect(parseApiError({ code: 'X', message: 'm', details: [1] })).toEqual({ code: 'X', message: 'm' });
  });

  it.each([null, 'text', 42, { code: 1, message: 'm' }, { code: 'X' }])('gives undefined for %j', (body) => {
    expect(parseApiError(body)).toBeUndefined();
  });
});

describe('httpErrorFromResponse', () => {
  it('builds an http HttpError from an ApiErrorDto body', () => {
    const error = httpErrorFromResponse({ status: 404, body: { code: 'LINE_NOT_FOUND', message: 'No line' }, method: 'DELETE', url: 'http://a/x' });
    expect(error).toMatchObject({ name: 'HttpError', kind: 'http', status: 404, code: 'LINE_NOT_FOUND', message: 'No line', details: undefined, method: 'DELETE' });
    expect(isHttpError(error)).toBe(true);
    expect(error.is(404)).toBe(true);
    expect(error.is(404, 'OTHER')).toBe(false);
    expect(error.is(409, 'LINE_NOT_FOUND')).toBe(false);
  });

  it('falls back to HTTP_{status} and a generic message without status text', () => {
    const error = httpErrorFromResponse({ status: 500, body: undefined, method: 'GET', url: 'http://a/x' });
    expect([error.code, error.message]).toEqual(['HTTP_500', 'Request failed with status 500']);
  });

  it('keeps the cause', () => {
    const cause = new Error('root');
    expect(new HttpError({ kind: 'network', status: 0, code: 'NETWORK_ERROR', message: 'Network Error', method: 'GET', url: 'u', cause }).cause).toBe(cause);
    expect(isHttpError(new Error('x'))).toBe(false);
  });
});

describe('isConnectionFailure (decisions 0450, 0451)', () => {
  const failure = (kind: 'http' | 'network' | 'timeout' | 'aborted') => new HttpError({ kind, status: kind === 'http' ? 503 : 0, code: 'X', message: 'm', method: 'POST', url: 'u' });
  it('is true for calls that got no answer (network error, time-out) only', () => {
    expect([failure('network'), failure('timeout'), failure('http'), failure('aborted')].map(isConnectionFailure)).toEqual([true, true, false, false]);
    expect(isConnectionFailure(new TypeError('Failed to fetch'))).toBe(false);
    expect(isConnectionFailure(undefined)).toBe(false);
  });
});
