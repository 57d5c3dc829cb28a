import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../adapters/src/http/http-error.js';
import { apiError, hang, json, networkFailure } from '../support/fetch-stub.js';
import { clientHarness } from '../support/client-harness.js';

const MINICART = '/api/checkout/v0/an-us/minicart';
const ITEMS = '/api/checkout/v0/an-us/carts/items';

async function failureOf(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('createHttpClient: requests', () => {
  it('resolves paths under the base URL and parses the JSON body', async () => {
    const h = clientHarness();
    h.stub.on('GET', '/api/catalog/v0/an-us/configuration', json(200, { siteId: 'an-us' }));
    await expect(h.http.get('/catalog/v0/an-us/configuration')).resolves.toEqual({ siteId: 'an-us' });
    expect(h.stub.calls[0]!.url.href).toBe('http://api.test/api/catalog/v0/an-us/configuration');
  });

  it('sends credentials and the documented site headers, with channel web by default', async () => {
    const h = clientHarness();
    h.stub.on('GET', MINICART, json(200, {}));
    await h.http.get(MINICART.slice(4));
    const [call] = h.stub.calls;
    expect(call!.credentials).toBe('include');
    expect(Object.fromEntries(call!.headers)).toMatchObject({
      'x-vitrine-locale': 'en-US',
      'x-vitrine-site-id': 'an-us',
      'x-vitrine-language': 'en',
      'x-vitrine-currency': 'USD',
      'x-vitrine-channel': 'web',
      'x-vitrine-context-path': '/',
    });
    expect(call!.headers.has('x-vitrine-scopes')).toBe(false);
    expect(call!.headers.has('x-vitrine-captcha-token')).toBe(false);
    expect(call!.headers.has('x-web-referer')).toBe(false);
  });

  it('sends channel, scopes, captcha token and web-referer from the getters', async () => {
    const h = clientHarness({ channel: () => 'app', scope: () => 'GUEST', captchaToken: () => 'captcha-1', referer: () => 'https://shop.test/shop/x' });
    h.stub.on('POST', ITEMS, json(200, {}));
    await h.http.post(ITEMS.slice(4), { json: { items: [] } });
    expect(Object.fromEntries(h.stub.calls[0]!.headers)).toMatchObject({
      'x-vitrine-channel': 'app',
      'x-vitrine-scopes': 'GUEST',
      'x-vitrine-captcha-token': 'captcha-1',
      'x-web-referer': 'https://shop.test/shop/x',
    });
  });

  it('adds x-web-referer to GET, POST and PUT only', async () => {
    const h = clientHarness({ referer: () => 'https://shop.test/cart' });
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) h.stub.on(method, '/api/x', json(200, {}));
    await h.http.get('/x');
    await h.http.post('/x');
    await h.http.put('/x');
    await h.http.patch('/x');
    await h.http.delete('/x');
    expect(h.stub.calls.map((c) => [c.method, c.headers.get('x-web-referer')])).toEqual([
      ['GET', 'https://shop.test/cart'],
      ['POST', 'https://shop.test/cart'],
      ['PUT', 'https://shop.test/cart'],
      ['PATCH', null],
      ['DELETE', null],
    ]);
  });

  it('sends JSON bodies, query parameters and per-call headers', async () => {
    const h = clientHarness();
    h.stub.on('POST', '/api/tiles', json(200, { ok: true }));
    await h.http.post('/tiles', { json: { page: 1 }, searchParams: { a: 'b', n: 2, gone: undefined }, headers: { 'x-vitrine-inventory-pool': 'US_DIRECT' } });
    const [call] = h.stub.calls;
    expect(call!.body).toEqual({ page: 1 });
    expect(call!.url.search).toBe('?a=b&n=2');
    expect(call!.headers.get('x-vitrine-inventory-pool')).toBe('US_DIRECT');
    expect(call!.headers.get('content-type')).toBe('application/json');
  });

  it('resolves undefined for an empty body and throws INVALID_RESPONSE for a body that is not JSON', async () => {
    const h = clientHarness();
    h.stub.on('DELETE', '/api/empty', new Response(null, { status: 204 }));
    h.stub.on('GET', '/api/html', new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    await expect(h.http.delete('/empty')).resolves.toBeUndefined();
    const failure = await failureOf(h.http.get('/html'));
    expect([failure.code, failure.status]).toEqual(['INVALID_RESPONSE', 200]);
    expect(h.logger.messages('error')).toEqual(['[http] INVALID_RESPONSE GET /html']);
  });
});

describe('createHttpClient: errors', () => {
  it('throws HttpError with status, code, message and details of the ApiErrorDto', async () => {
    const h = clientHarness();
    h.stub.on('POST', ITEMS, apiError(409, 'QUANTITY_EXCEEDS_STOCK', 'Only 2 left', { maxQuantity: 2 }));
    const failure = await failureOf(h.http.post(ITEMS.slice(4), { json: {} }));
    expect(failure).toMatchObject({ kind: 'http', status: 409, code: 'QUANTITY_EXCEEDS_STOCK', message: 'Only 2 left', details: { maxQuantity: 2 }, method: 'POST' });
    expect(failure.url).toBe(`http://api.test${ITEMS}`);
    expect(failure.is(409, 'QUANTITY_EXCEEDS_STOCK')).toBe(true);
  });

  it('gives HTTP_{status} and the status text when the body is not an ApiErrorDto', async () => {
    const h = clientHarness();
    h.stub.on('GET', '/api/x', new Response('gateway down', { status: 502, statusText: 'Bad Gateway' }));
    const failure = await failureOf(h.http.get('/x'));
    expect([failure.status, failure.code, failure.message]).toEqual([502, 'HTTP_502', 'Bad Gateway']);
    expect(h.stub.calls).toHaveLength(1);
  });

  it('logs each failure once, at the level core httpFailureLog gives, prefixed where it says', async () => {
    const h = clientHarness();
    h.stub
      .on('GET', '/api/missing', apiError(404, 'PRODUCT_NOT_FOUND'))
      .on('GET', '/api/bad', apiError(400, 'INVALID_REQUEST'))
      .on('GET', '/api/blocked', apiError(403, 'BLOCKED_BY_PERIMETER_X'))
      .on('GET', '/api/boom', apiError(500, 'INTERNAL'));
    for (const path of ['/missing', '/bad', '/blocked', '/boom']) await failureOf(h.http.get(path));
    expect(h.logger.entries.map((e) => [e.level, e.message])).toEqual([
      ['debug', '404 PRODUCT_NOT_FOUND GET /api/missing'],
      ['warn', '400 INVALID_REQUEST GET /api/bad'],
      ['error', '[http] BLOCKED_BY_PERIMETER_X GET /api/blocked'],
      ['error', '500 INTERNAL GET /api/boom'],
    ]);
  });

  it('adds header debug information to INVALID_HEADER', async () => {
    const h = clientHarness({ scope: () => 'GUEST' });
    h.stub.on('GET', '/api/x', apiError(400, 'INVALID_HEADER', 'Header too long'));
    await failureOf(h.http.get('/x'));
    expect(h.logger.entries.map((e) => [e.level, e.message])).toEqual([
      ['error', '[http] INVALID_HEADER GET /api/x'],
      ['debug', '[http] INVALID_HEADER request headers'],
    ]);
    const debug = h.logger.entries[1]!.context as { headers: Record<string, number>; totalLength: number };
    expect(debug.headers['x-vitrine-scopes']).toBe('GUEST'.length);
    expect(debug.totalLength).toBeGreaterThan(0);
  });
});

describe('createHttpClient: token renewal and one reissue', () => {
  it.each(['TOKEN_MISSING', 'TOKEN_EXPIRED', 'TOKEN_INVALID'])('renews the session once after a 401 %s and reissues the call', async (code) => {
    const h = clientHarness();
    h.stub.on('GET', MINICART, apiError(401, code), json(200, { meta: { totalQuantity: 0 } }));
    await expect(h.http.get(MINICART.slice(4))).resolves.toEqual({ meta: { totalQuantity: 0 } });
    expect(h.renewals).toBe(1);
    expect(h.stub.callsTo('GET', MINICART)).toHaveLength(2);
    expect(h.logger.messages('error')).toEqual([]);
  });

  it('reissues a POST with its body and the headers recomputed after renewal', async () => {
    let scope: string | undefined;
    const h = clientHarness({ scope: () => scope, onRenew: async () => void (scope = 'GUEST') });
    h.stub.on('POST', ITEMS, apiError(401, 'TOKEN_MISSING'), json(200, { cartId: 'c1' }));
    await expect(h.http.post(ITEMS.slice(4), { json: { items: [{ skuId: 'S1' }] } })).resolves.toEqual({ cartId: 'c1' });
    const [first, second] = h.stub.callsTo('POST', ITEMS);
    expect(second!.body).toEqual({ items: [{ skuId: 'S1' }] });
    expect(first!.headers.has('x-vitrine-scopes')).toBe(false);
    expect(second!.headers.get('x-vitrine-scopes')).toBe('GUEST');
  });

  it("logs 'Retry failed' and throws the original error when the reissue fails again", async () => {
    const h = clientHarness();
    h.stub.on('GET', MINICART, apiError(401, 'TOKEN_EXPIRED', 'Token expired'), apiError(401, 'TOKEN_INVALID', 'Still bad'));
    const failure = await failureOf(h.http.get(MINICART.slice(4)));
    expect([failure.status, failure.code, failure.message]).toEqual([401, 'TOKEN_EXPIRED', 'Token expired']);
    expect(h.renewals).toBe(1);
    expect(h.stub.callsTo('GET', MINICART)).toHaveLength(2);
    expect(h.logger.messages('error')).toEqual(['Retry failed']);
    expect(h.logger.entries.find((e) => e.message === 'Retry failed')!.context).toMatchObject({
      original: { status: 401, code: 'TOKEN_EXPIRED' },
      retry: { status: 401, code: 'TOKEN_INVALID' },
    });
  });

  it('throws the reissue\'s own error when it fails another way (a 409 after renewal), without \'Retry failed\'', async () => {
    const h = clientHarness();
    h.stub.on('POST', ITEMS, apiError(401, 'TOKEN_MISSING'), apiError(409, 'SKU_UNAVAILABLE', 'Sold out'));
    const failure = await failureOf(h.http.post(ITEMS.slice(4), { json: {} }));
    expect([failure.status, failure.code, failure.message]).toEqual([409, 'SKU_UNAVAILABLE', 'Sold out']);
    expect(h.renewals).toBe(1);
    expect(h.logger.messages('error')).toEqual([]);
    expect(h.logger.messages('warn')).toEqual([`409 SKU_UNAVAILABLE POST ${ITEMS}`]);
  });

  it("logs 'Retry failed' and throws the original error when renewal itself fails, without a reissue", async () => {
    const h = clientHarness({ onRenew: async () => Promise.reject(new Error('token service down')) });
    h.stub.on('GET', MINICART, apiError(401, 'TOKEN_EXPIRED'));
    const failure = await failureOf(h.http.get(MINICART.slice(4)));
    expect(failure.code).toBe('TOKEN_EXPIRED');
    expect(h.stub.callsTo('GET', MINICART)).toHaveLength(1);
    expect(h.logger.messages('error')).toEqual(['Retry failed']);
  });

  it('does not renew on a 401 with another code, nor when the call opts out', async () => {
    const h = clientHarness();
    h.stub.on('GET', '/api/other', apiError(401, 'LOGIN_REQUIRED'));
    h.stub.on('POST', '/api/auth/v0/an-us/tokens', apiError(401, 'TOKEN_INVALID'));
    expect((await failureOf(h.http.get('/other'))).code).toBe('LOGIN_REQUIRED');
    expect((await failureOf(h.http.post('/auth/v0/an-us/tokens', { renewOnUnauthorized: false }))).code).toBe('TOKEN_INVALID');
    expect(h.renewals).toBe(0);
    expect(h.stub.calls).toHaveLength(2);
  });

  it('shares one renewal between concurrent calls', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const h = clientHarness({ onRenew: () => gate });
    let firstRound = 0;
    h.stub.on('GET', /\/api\/c\d/, () => (firstRound++ < 2 ? apiError(401, 'TOKEN_MISSING') : json(200, { ok: true })));
    const both = Promise.all([h.http.get('/c1'), h.http.get('/c2')]);
    await new Promise((r) => setTimeout(r, 20));
    release();
    await expect(both).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(h.renewals).toBe(1);
    expect(h.stub.calls).toHaveLength(4);
  });
});

describe('createHttpClient: 413 cookie clean-up', () => {
  it('clears third-party cookies and retries once', async () => {
    const h = clientHarness();
    h.cookieJar.set('_ga', 'GA1.2.3');
    h.cookieJar.set('vitrine_site', 'an-us');
    h.stub.on('GET', '/api/x', new Response('', { status: 413 }), json(200, { ok: true }));
    await expect(h.http.get('/x')).resolves.toEqual({ ok: true });
    expect(h.cookieJar.getAll()).toEqual({ vitrine_site: 'an-us' });
    expect(h.stub.calls).toHaveLength(2);
    expect(h.logger.entries.find((e) => e.level === 'warn')).toMatchObject({ message: '[http] 413 cleared third-party cookies', context: { removed: ['_ga'] } });
  });

  it("retries only once: a second 413 logs 'Retry failed' and throws the first", async () => {
    const h = clientHarness();
    h.stub.on('POST', '/api/x', new Response('', { status: 413, statusText: 'Payload Too Large' }));
    const failure = await failureOf(h.http.post('/x', { json: {} }));
    expect([failure.status, failure.code]).toEqual([413, 'HTTP_413']);
    expect(h.stub.calls).toHaveLength(2);
    expect(h.logger.messages('error')).toEqual(['Retry failed']);
  });

  it('throws the 413 at once when no CookieJar is wired in', async () => {
    const h = clientHarness({ cookieJar: undefined });
    h.stub.on('GET', '/api/x', new Response('', { status: 413 }));
    expect((await failureOf(h.http.get('/x'))).status).toBe(413);
    expect(h.stub.calls).toHaveLength(1);
  });
});

describe('createHttpClient: retries after network failures', () => {
  it('retries a GET after network errors while online (2 retries at most)', async () => {
    const h = clientHarness();
    h.stub.on('GET', '/api/x', networkFailure(), networkFailure(), json(200, { ok: true }));
    await expect(h.http.get('/x')).resolves.toEqual({ ok: true });
    expect(h.stub.calls).toHaveLength(3);
  });

  it("gives up after 2 retries with a 'Network Error' HttpError logged with the prefix", async () => {
    const h = clientHarness();
    h.stub.on('GET', '/api/x', networkFailure());
    const failure = await failureOf(h.http.get('/x'));
    expect(failure).toMatchObject({ kind: 'network', status: 0, code: 'NETWORK_ERROR', message: 'Network Error' });
    expect(h.stub.calls).toHaveLength(3);
    expect(h.logger.entries.map((e) => [e.level, e.message])).toEqual([
      ['error', 'Retry failed'],
      ['error', '[http] Network Error GET /api/x'],
    ]);
    expect(h.logger.entries[0]!.context).toMatchObject({ retries: 2, retry: { code: 'NETWORK_ERROR', message: 'Network Error' } });
  });

  it('does not retry while offline', async () => {
    const h = clientHarness();
    h.connectivity.setOnline(false);
    h.stub.on('GET', '/api/x', networkFailure(), json(200, { ok: true }));
    expect((await failureOf(h.http.get('/x'))).kind).toBe('network');
    expect(h.stub.calls).toHaveLength(1);
    // Nothing was retried, so no 'Retry failed'.
    expect(h.logger.entries.map((e) => e.message)).not.toContain('Retry failed');
  });

  it('does not retry a POST after a network error', async () => {
    const h = clientHarness();
    h.stub.on('POST', '/api/x', networkFailure(), json(200, { ok: true }));
    expect((await failureOf(h.http.post('/x', { json: {} }))).kind).toBe('network');
    expect(h.stub.calls).toHaveLength(1);
  });

  it('does not retry an HTTP error status', async () => {
    const h = clientHarness();
    h.stub.on('GET', '/api/x', apiError(503, 'UNAVAILABLE'), json(200, { ok: true }));
    expect((await failureOf(h.http.get('/x'))).status).toBe(503);
    expect(h.stub.calls).toHaveLength(1);
  });

  it("throws 'timeout' after the configured time-out, without retry (core: only a zero time-out retries)", async () => {
    const h = clientHarness({ timeoutMs: 30 });
    h.stub.on('GET', '/api/slow', hang, json(200, { ok: true }));
    const failure = await failureOf(h.http.get('/slow'));
    expect(failure).toMatchObject({ kind: 'timeout', status: 0, code: 'TIMEOUT', message: 'timeout' });
    expect(h.stub.calls).toHaveLength(1);
    expect(h.logger.messages('error')).toEqual(['[http] timeout GET /api/slow']);
  });

  it('sets no time-out when timeoutMs is 0', async () => {
    const h = clientHarness({ timeoutMs: 0 });
    h.stub.on('GET', '/api/slow', () => new Promise<Response>((resolve) => setTimeout(() => resolve(json(200, { late: true })), 50)));
    await expect(h.http.get('/slow')).resolves.toEqual({ late: true });
  });

  it("throws a call its caller aborted as 'Request aborted', without retry, and logs it at debug only (decision 0473)", async () => {
    const h = clientHarness();
    h.stub.on('GET', '/api/x', hang);
    const controller = new AbortController();
    const pending = h.http.get('/x', { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    const failure = await failureOf(pending);
    expect(failure).toMatchObject({ kind: 'aborted', code: 'ABORTED', message: 'Request aborted' });
    expect(h.stub.calls).toHaveLength(1);
    expect(h.logger.entries.map((e) => [e.level, e.message])).toEqual([['debug', '[http] Request aborted GET /api/x']]);
  });

  it("logs an abort its caller did not ask for as '[http] Request aborted' at error", async () => {
    const h = clientHarness();
    h.stub.on('GET', '/api/x', () => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')));
    const controller = new AbortController();
    const failure = await failureOf(h.http.get('/x', { signal: controller.signal }));
    expect(failure).toMatchObject({ kind: 'aborted', code: 'ABORTED', message: 'Request aborted' });
    expect(h.logger.entries.map((e) => [e.level, e.message])).toEqual([['error', '[http] Request aborted GET /api/x']]);
  });
});
