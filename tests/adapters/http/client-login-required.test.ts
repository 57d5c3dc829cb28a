import { describe, expect, it } from 'vitest';
import type { LoginRequiredEvent } from '../../../adapters/src/http/client.js';
import { isPasswordCredentialPut, loginRequiredOn } from '../../../adapters/src/http/policy/login-required.policy.js';
import { clientHarness, TEST_BASE_URL } from '../support/client-harness.js';
import { apiError, json } from '../support/fetch-stub.js';

/** A 403 where only REGISTERED is required opens login; a 403 on the password PUT leaves the token (shell-and-account.md §4, §7). */

const scopeRequired = (requiredScope: string) => apiError(403, 'SCOPE_REQUIRED', 'needs a token', { requiredScope });

describe('onLoginRequired', () => {
  it('fires for 403 SCOPE_REQUIRED (REGISTERED) while a guest, and the call still fails with its error', async () => {
    const events: LoginRequiredEvent[] = [];
    const h = clientHarness({ scope: () => 'GUEST', onLoginRequired: (e) => events.push(e) });
    h.stub.on('GET', '/api/profile/v0/an-us/me', scopeRequired('REGISTERED'));
    await expect(h.http.get('/profile/v0/an-us/me')).rejects.toMatchObject({ status: 403, code: 'SCOPE_REQUIRED' });
    expect(events).toEqual([{ requiredScope: 'REGISTERED', method: 'GET', url: `${TEST_BASE_URL}/profile/v0/an-us/me` }]);
    expect(h.renewals).toBe(0);
  });

  it('does not fire for AUTHORIZED, other codes, other statuses, or a session already registered', async () => {
    const events: LoginRequiredEvent[] = [];
    let scope = 'GUEST';
    const h = clientHarness({ scope: () => scope, onLoginRequired: (e) => events.push(e) });
    h.stub.on('GET', '/api/x', scopeRequired('AUTHORIZED'), apiError(403, 'BLOCKED'), apiError(401, 'WRONG_PASSWORD'), scopeRequired('REGISTERED'));
    for (let i = 0; i < 3; i += 1) await expect(h.http.get('/x')).rejects.toBeDefined();
    scope = 'REGISTERED';
    await expect(h.http.get('/x')).rejects.toMatchObject({ status: 403 });
    expect(events).toEqual([]);
  });

  it('logs a hook that throws and still fails the call with its HttpError', async () => {
    const h = clientHarness({
      scope: () => 'GUEST',
      onLoginRequired: () => {
        throw new Error('ui not ready');
      },
    });
    h.stub.on('POST', '/api/x', scopeRequired('REGISTERED'));
    await expect(h.http.post('/x', { json: {} })).rejects.toMatchObject({ status: 403 });
    expect(h.logger.messages('error').some((m) => m.includes('onLoginRequired failed'))).toBe(true);
  });
});

describe('a PUT to the password credential that answers 403', () => {
  it.each(['/profile/v0/an-us/me/credentials/password', '/profile/v0/an-us/credentials/password'])('%s: no login, no renewal, cookies untouched', async (path) => {
    const events: LoginRequiredEvent[] = [];
    const h = clientHarness({ scope: () => 'GUEST', onLoginRequired: (e) => events.push(e) });
    h.cookieJar.set('vitrine_auth', JSON.stringify({ scope: 'REGISTERED', expiresAt: 1 }));
    const before = h.cookieJar.getAll();
    h.stub.on('PUT', `/api${path}`, scopeRequired('REGISTERED'));
    await expect(h.http.put(path, { json: { currentPassword: 'a', password: 'b' } })).rejects.toMatchObject({ status: 403, code: 'SCOPE_REQUIRED' });
    expect(events).toEqual([]);
    expect(h.renewals).toBe(0);
    expect(h.cookieJar.getAll()).toEqual(before);
    expect(h.stub.calls).toHaveLength(1);
  });

  it('the same path with GET is an ordinary call', async () => {
    const h = clientHarness();
    h.stub.on('GET', '/api/profile/v0/an-us/me/credentials/password', json(200, {}));
    await expect(h.http.get('/profile/v0/an-us/me/credentials/password')).resolves.toEqual({});
  });
});

describe('login-required policy', () => {
  it.each([
    ['PUT', 'http://a/api/profile/v0/an-us/me/credentials/password', true],
    ['put', '/profile/v0/an-us/credentials/password/', true],
    ['POST', 'http://a/api/profile/v0/an-us/me/credentials/password', false],
    ['PUT', 'http://a/api/profile/v0/an-us/me/credentials/phonenumber', false],
    ['PUT', 'http://a/api/profile/v0/an-us/me/credentials/password-resets', false],
  ])('isPasswordCredentialPut(%s, %s) → %s', (method, url, expected) => {
    expect(isPasswordCredentialPut(method, url)).toBe(expected);
  });

  it('answers the event only for 403 SCOPE_REQUIRED REGISTERED below REGISTERED', () => {
    const body = { code: 'SCOPE_REQUIRED', message: 'x', details: { requiredScope: 'REGISTERED' } };
    const at = (status: number, b: unknown = body, method = 'GET') => loginRequiredOn({ status, body: b, method, url: 'http://a/api/x' }, null);
    expect(at(403)).toEqual({ requiredScope: 'REGISTERED', method: 'GET', url: 'http://a/api/x' });
    expect(at(401)).toBeNull();
    expect(at(403, { code: 'SCOPE_REQUIRED', message: 'x' })).toBeNull();
    expect(at(403, 'not json')).toBeNull();
    expect(loginRequiredOn({ status: 403, body, method: 'GET', url: 'http://a/api/x' }, 'CALL_CENTER')).toBeNull();
  });
});
