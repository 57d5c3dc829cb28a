import { describe, expect, it } from 'vitest';
import type { HttpFailureKind } from '../../../../adapters/src/http/http-error.js';
import { failureLogEntry, headerDebugInfo } from '../../../../adapters/src/http/policy/failure-log.policy.js';

const failure = (kind: HttpFailureKind, status: number, code: string) => ({
  kind,
  status,
  code,
  message: 'm',
  method: 'get',
  url: 'http://api.test/api/checkout/v0/an-us/minicart?cacheBuster=1',
});

const WHERE = 'GET /api/checkout/v0/an-us/minicart';

describe('failureLogEntry (levels and prefix from core httpFailureLog)', () => {
  it.each([
    [failure('network', 0, 'NETWORK_ERROR'), 'error', `[http] Network Error ${WHERE}`],
    [failure('timeout', 0, 'TIMEOUT'), 'error', `[http] timeout ${WHERE}`],
    [failure('aborted', 0, 'ABORTED'), 'error', `[http] Request aborted ${WHERE}`],
    [failure('http', 403, 'BLOCKED_BY_PERIMETER_X'), 'error', `[http] BLOCKED_BY_PERIMETER_X ${WHERE}`],
    [failure('http', 400, 'INVALID_HEADER'), 'error', `[http] INVALID_HEADER ${WHERE}`],
    [failure('http', 404, 'NOT_FOUND'), 'debug', `404 NOT_FOUND ${WHERE}`],
    [failure('http', 409, 'SKU_UNAVAILABLE'), 'warn', `409 SKU_UNAVAILABLE ${WHERE}`],
    [failure('http', 401, 'TOKEN_EXPIRED'), 'warn', `401 TOKEN_EXPIRED ${WHERE}`],
    [failure('http', 500, 'INTERNAL'), 'error', `500 INTERNAL ${WHERE}`],
  ])('%o -> %s %s', (input, level, message) => {
    const entry = failureLogEntry(input);
    expect([entry.level, entry.message]).toEqual([level, message]);
    expect(entry.context).toEqual({ status: input.status, code: input.code, message: 'm', url: input.url });
  });

  it("logs an abort its caller asked for at debug, and any other failure of such a call as usual (decision 0473)", () => {
    expect(failureLogEntry(failure('aborted', 0, 'ABORTED'), true)).toMatchObject({ level: 'debug', message: `[http] Request aborted ${WHERE}` });
    expect(failureLogEntry(failure('network', 0, 'NETWORK_ERROR'), true)).toMatchObject({ level: 'error', message: `[http] Network Error ${WHERE}` });
    expect(failureLogEntry(failure('http', 500, 'INTERNAL'), true).level).toBe('error');
  });

  it('asks for header debug information on INVALID_HEADER only', () => {
    expect(failureLogEntry(failure('http', 400, 'INVALID_HEADER')).includeHeaderDebug).toBe(true);
    expect(failureLogEntry(failure('http', 400, 'INVALID_REQUEST')).includeHeaderDebug).toBe(false);
  });

  it('keeps a URL it cannot parse as it is', () => {
    expect(failureLogEntry({ ...failure('network', 0, 'NETWORK_ERROR'), url: '/relative' }).message).toBe('[http] Network Error GET /relative');
  });
});

describe('headerDebugInfo', () => {
  it('gives value lengths, never values, and the total size', () => {
    expect(headerDebugInfo([['x-a', 'abc'], ['x-bb', '']])).toEqual({ headers: { 'x-a': 3, 'x-bb': 0 }, totalLength: 3 + 3 + 4 });
  });
});
