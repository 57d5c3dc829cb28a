import { describe, expect, it } from 'vitest';
import type { StepUpRequiredEvent } from '../../../adapters/src/http/client.js';
import { stepUpRequiredOn } from '../../../adapters/src/http/policy/step-up-required.policy.js';
import { clientHarness, TEST_BASE_URL } from '../support/client-harness.js';
import { apiError, json } from '../support/fetch-stub.js';

/**
 * A 403 SCOPE_REQUIRED AUTHORIZED for a signed-in customer means the step-up lapsed: the client's
 * onStepUpRequired hook tells the UI (which sends `session.stepUpLapsed`; decisions 0060, 0287).
 */

const scopeRequired = (requiredScope: string) => apiError(403, 'SCOPE_REQUIRED', `This call needs a ${requiredScope} token`, { requiredScope });

describe('onStepUpRequired', () => {
  it.each(['AUTHORIZED', 'REGISTERED'])('fires for 403 SCOPE_REQUIRED (AUTHORIZED) while the client believes %s; the call still fails, nothing renewed', async (believed) => {
    const events: StepUpRequiredEvent[] = [];
    const login: unknown[] = [];
    const h = clientHarness({ scope: () => believed, onStepUpRequired: (e) => events.push(e), onLoginRequired: (e) => login.push(e) });
    h.stub.on('PUT', '/api/profile/v0/an-us/me/addresses/a1', scopeRequired('AUTHORIZED'));
    await expect(h.http.put('/profile/v0/an-us/me/addresses/a1', { json: {} })).rejects.toMatchObject({ status: 403, code: 'SCOPE_REQUIRED' });
    expect(events).toEqual([{ requiredScope: 'AUTHORIZED', method: 'PUT', url: `${TEST_BASE_URL}/profile/v0/an-us/me/addresses/a1` }]);
    expect(login).toEqual([]);
    expect(h.renewals).toBe(0);
    expect(h.stub.calls).toHaveLength(1);
  });

  it('does not fire for REGISTERED, other codes or statuses, a guest, an agent, no token, or a success', async () => {
    const events: StepUpRequiredEvent[] = [];
    let scope: string | undefined = 'REGISTERED';
    const h = clientHarness({ scope: () => scope, onStepUpRequired: (e) => events.push(e) });
    h.stub.on('GET', '/api/x', scopeRequired('REGISTERED'), apiError(403, 'BLOCKED_BY_PERIMETER_X'), apiError(409, 'SCOPE_REQUIRED'), json(200, {}));
    for (let i = 0; i < 3; i += 1) await expect(h.http.get('/x')).rejects.toBeDefined();
    await expect(h.http.get('/x')).resolves.toEqual({});
    h.stub.on('DELETE', '/api/y', scopeRequired('AUTHORIZED'), scopeRequired('AUTHORIZED'), scopeRequired('AUTHORIZED'));
    for (const believed of ['GUEST', 'CALL_CENTER', undefined]) {
      scope = believed;
      await expect(h.http.delete('/y')).rejects.toMatchObject({ status: 403 });
    }
    expect(events).toEqual([]);
  });

  it('a PUT to the password credential leaves the session as it is (shell-and-account.md §7)', async () => {
    const events: StepUpRequiredEvent[] = [];
    const h = clientHarness({ scope: () => 'REGISTERED', onStepUpRequired: (e) => events.push(e) });
    h.stub.on('PUT', '/api/profile/v0/an-us/me/credentials/password', scopeRequired('AUTHORIZED'));
    await expect(h.http.put('/profile/v0/an-us/me/credentials/password', { json: { currentPassword: 'a', password: 'b' } })).rejects.toMatchObject({ status: 403 });
    expect(events).toEqual([]);
  });

  it('logs a hook that throws and still fails the call with its HttpError', async () => {
    const h = clientHarness({
      scope: () => 'AUTHORIZED',
      onStepUpRequired: () => {
        throw new Error('ui not ready');
      },
    });
    h.stub.on('DELETE', '/api/x', scopeRequired('AUTHORIZED'));
    await expect(h.http.delete('/x')).rejects.toMatchObject({ status: 403, code: 'SCOPE_REQUIRED' });
    expect(h.logger.messages('error').some((m) => m.includes('onStepUpRequired failed'))).toBe(true);
  });
});

describe('step-up-required policy', () => {
  const body = { code: 'SCOPE_REQUIRED', message: 'x', details: { requiredScope: 'AUTHORIZED' } };
  const at = (status: number, b: unknown = body, scope: Parameters<typeof stepUpRequiredOn>[1] = 'AUTHORIZED') => stepUpRequiredOn({ status, body: b, method: 'POST', url: 'http://a/api/x' }, scope);

  it('answers the event only for 403 SCOPE_REQUIRED AUTHORIZED from a signed-in customer', () => {
    expect(at(403)).toEqual({ requiredScope: 'AUTHORIZED', method: 'POST', url: 'http://a/api/x' });
    expect(at(403, body, 'REGISTERED')).not.toBeNull();
    expect(at(401)).toBeNull();
    expect(at(403, { code: 'SCOPE_REQUIRED', message: 'x' })).toBeNull();
    expect(at(403, { ...body, details: { requiredScope: 'CALL_CENTER' } })).toBeNull();
    expect(at(403, 'not json')).toBeNull();
    expect(at(403, body, 'GUEST')).toBeNull();
    expect(at(403, body, null)).toBeNull();
  });
});
