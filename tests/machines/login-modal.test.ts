import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import {
  loginModalActors,
  loginModalMachine,
  type AuthAnswer,
  type AuthGateway,
  type LoginModalInput,
  type Session,
} from '@vitrine/core';
import {
  loginAnswers,
  loginModalInputs,
  loginModalModel,
  loginModalPaths,
  snapshotState,
  LOGIN_SAMPLE,
} from '@vitrine/core/testing';
import { describeModel } from './support/model-suite.js';
import { settleAll } from './support/settle.js';

describeModel(loginModalModel, loginModalPaths);

const session: Session = { scope: 'AUTHORIZED', expiresAt: 1_795_000_000_000, profileId: 'profile-1' };
const refused = (code: string, details?: Record<string, unknown>) => ({ ok: false as const, error: { code, message: code, ...(details ? { details } : {}) } });

/** An AuthGateway whose methods are spies answering what each test says. */
function anAuthGateway(overrides: Partial<AuthGateway> = {}): AuthGateway {
  return {
    signIn: vi.fn(async () => ({ ok: true as const, value: session })),
    upgrade: vi.fn(async () => ({ ok: true as const, value: session })),
    refresh: vi.fn(async () => ({ ok: true as const, value: session })),
    downgrade: vi.fn(async () => ({ ...session, scope: 'REGISTERED' as const })),
    signOut: vi.fn(async () => ({ ...session, scope: 'GUEST' as const, profileId: null })),
    createAccount: vi.fn(async () => ({ ok: true as const, value: session })),
    requestPasswordReset: vi.fn(async () => undefined),
    resetPassword: vi.fn(async () => ({ ok: true as const, value: undefined })),
    changePassword: vi.fn(async () => ({ ok: true as const, value: undefined })),
    recognition: vi.fn(async () => ({ recognized: true, firstName: 'Ada', emailMasked: 's***@example.com' })),
    ...overrides,
  } as AuthGateway;
}

function start(input: LoginModalInput, auth: AuthGateway = anAuthGateway()) {
  const actor = createActor(loginModalMachine.provide({ actors: loginModalActors(auth) }), { input });
  actor.start();
  return actor;
}
const state = (snapshot: SnapshotFrom<typeof loginModalMachine>) => snapshotState(snapshot);

describe('login modal: behaviour over AuthGateway (shell §4 login modal variants)', () => {
  it('signs in with what was typed and outputs the session', async () => {
    const auth = anAuthGateway();
    const actor = start(loginModalInputs['sign-in'] as LoginModalInput, auth);
    actor.send({ type: 'login.submit', email: 'ada@example.com', password: 'pw-1234567' });
    await settleAll();
    expect(auth.signIn).toHaveBeenCalledWith('ada@example.com', 'pw-1234567');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'success', session });
  });

  it('keeps the typed e-mail after a wrong password, never the password', async () => {
    const auth = anAuthGateway({ signIn: vi.fn(async () => refused('AUTH.WRONG_PASSWORD')) as AuthGateway['signIn'] });
    const actor = start(loginModalInputs['sign-in'] as LoginModalInput, auth);
    actor.send({ type: 'login.submit', email: 'ada@example.com', password: 'secret-123' });
    await settleAll();
    const snapshot = actor.getSnapshot();
    expect(state(snapshot)).toBe('signIn.editing.wrongPassword');
    expect(snapshot.context.email).toBe('ada@example.com');
    expect(snapshot.context.error?.code).toBe('AUTH.WRONG_PASSWORD');
    expect(JSON.stringify(snapshot.context)).not.toContain('secret-123');
  });

  it('a lock keeps the retry-after seconds; without details it counts 0', async () => {
    const locked = start(loginModalInputs['sign-in'] as LoginModalInput, anAuthGateway({ signIn: vi.fn(async () => refused('AUTH.ACCOUNT_LOCKED', { retryAfterSeconds: 840 })) as AuthGateway['signIn'] }));
    locked.send({ type: 'login.submit', email: 'a@b.c', password: 'x' });
    await settleAll();
    expect([state(locked.getSnapshot()), locked.getSnapshot().context.retryAfterSeconds]).toEqual(['signIn.lockedOut', 840]);
    const bare = start(loginModalInputs['sign-in'] as LoginModalInput, anAuthGateway({ signIn: vi.fn(async () => refused('AUTH.ACCOUNT_LOCKED')) as AuthGateway['signIn'] }));
    bare.send({ type: 'login.submit', email: 'a@b.c', password: 'x' });
    await settleAll();
    expect(bare.getSnapshot().context.retryAfterSeconds).toBe(0);
  });

  it('too many refused passwords from this connection pause sign-in the same way (AUTH.RATE_LIMITED)', async () => {
    const limited = start(loginModalInputs['sign-in'] as LoginModalInput, anAuthGateway({ signIn: vi.fn(async () => refused('AUTH.RATE_LIMITED', { retryAfterSeconds: 120 })) as AuthGateway['signIn'] }));
    limited.send({ type: 'login.submit', email: 'a@b.c', password: 'x' });
    await settleAll();
    expect([state(limited.getSnapshot()), limited.getSnapshot().context.retryAfterSeconds]).toEqual(['signIn.lockedOut', 120]);
  });

  it('the recognized variant greets by name and steps up with the password only', async () => {
    const auth = anAuthGateway();
    const actor = start(loginModalInputs.recognized as LoginModalInput, auth);
    await settleAll();
    expect(actor.getSnapshot().context.recognition?.firstName).toBe('Ada');
    actor.send({ type: 'login.submit', password: 'pw-1234567' });
    await settleAll();
    expect(auth.upgrade).toHaveBeenCalledWith('pw-1234567');
    expect(actor.getSnapshot().context.email).toBe('');
    expect(actor.getSnapshot().output?.outcome).toBe('success');
  });

  it('a submit without a password sends an empty one (the form validates before)', async () => {
    const auth = anAuthGateway({ upgrade: vi.fn(async () => refused('AUTH.WRONG_PASSWORD')) as AuthGateway['upgrade'] });
    const actor = start(loginModalInputs.recognized as LoginModalInput, auth);
    actor.send({ type: 'login.submit' });
    await settleAll();
    expect(auth.upgrade).toHaveBeenCalledWith('');
    expect(state(actor.getSnapshot())).toBe('recognized.editing.wrongPassword');
  });

  it('a recognition failure is logged as a warning and the form stays', async () => {
    const actor = start(loginModalInputs.recognized as LoginModalInput, anAuthGateway({ recognition: vi.fn(async () => Promise.reject(new Error('Network Error'))) }));
    const logs: unknown[] = [];
    actor.on('log', (event) => logs.push(event));
    await settleAll();
    expect(state(actor.getSnapshot())).toBe('recognized.editing.clean');
    expect(logs).toEqual([{ type: 'log', level: 'warn', message: 'Could not read the recognized customer', context: { error: 'Network Error' } }]);
  });

  it('creates an account with the typed names; the names stay after a refusal', async () => {
    const auth = anAuthGateway({ createAccount: vi.fn(async () => refused('AUTH.EMAIL_IN_USE')) as AuthGateway['createAccount'] });
    const actor = start(loginModalInputs['create-account'] as LoginModalInput, auth);
    actor.send({ type: 'login.submit', ...LOGIN_SAMPLE });
    await settleAll();
    expect(auth.createAccount).toHaveBeenCalledWith(LOGIN_SAMPLE);
    expect(state(actor.getSnapshot())).toBe('createAccount.editing.emailInUse');
    expect(actor.getSnapshot().context).toMatchObject({ email: LOGIN_SAMPLE.email, firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('sends the reset link to the typed e-mail, and again from sent', async () => {
    const auth = anAuthGateway();
    const actor = start({ request: { trigger: 'forgot-password', scope: 'GUEST' }, email: 'pre@filled.com' }, auth);
    actor.send({ type: 'login.submit' });
    await settleAll();
    expect(state(actor.getSnapshot())).toBe('forgotPassword.sent');
    actor.send({ type: 'login.submit', email: 'other@example.com' });
    await settleAll();
    expect(vi.mocked(auth.requestPasswordReset).mock.calls).toEqual([['pre@filled.com'], ['other@example.com']]);
  });

  it('upgrade optional cannot be closed, not even from its create-account page', () => {
    const actor = start(loginModalInputs['upgrade-optional'] as LoginModalInput);
    actor.send({ type: 'login.close' });
    expect(state(actor.getSnapshot())).toBe('upgradeOptional.editing.clean');
    actor.send({ type: 'login.switchToCreateAccount' });
    actor.send({ type: 'login.close' });
    expect(state(actor.getSnapshot())).toBe('createAccount.editing.clean');
  });

  it('"continue as guest" is offered only by the downgrade login and upgrade optional', () => {
    const plain = start(loginModalInputs['sign-in'] as LoginModalInput);
    plain.send({ type: 'login.continueAsGuest' });
    expect(state(plain.getSnapshot())).toBe('signIn.editing.clean');
    const downgrade = start(loginModalInputs['downgrade-login'] as LoginModalInput);
    downgrade.send({ type: 'login.continueAsGuest' });
    expect(downgrade.getSnapshot().output).toEqual({ outcome: 'downgrade-success', session: null });
  });

  it('closing outputs dismissed without a session', () => {
    const actor = start(loginModalInputs['upgrade-required'] as LoginModalInput);
    actor.send({ type: 'login.close' });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'dismissed', session: null });
  });

  it('without provided actors every call fails into the generic failure state', async () => {
    for (const [input, expected] of [
      ['sign-in', 'signIn.editing.failed'],
      ['create-account', 'createAccount.editing.failed'],
      ['forgot-password', 'forgotPassword.editing.failed'],
    ] as const) {
      const actor = createActor(loginModalMachine, { input: loginModalInputs[input] as LoginModalInput });
      actor.start();
      actor.send({ type: 'login.submit', ...LOGIN_SAMPLE });
      await settleAll();
      expect(state(actor.getSnapshot())).toBe(expected);
      expect(actor.getSnapshot().context.failure).toMatch(/actor is not provided/);
    }
  });

  it('an unexpected refusal is kept and shown as the generic failure', async () => {
    const actor = createActor(loginModalMachine.provide({ actors: { upgrade: fromPromise<AuthAnswer, { readonly password: string }>(async () => loginAnswers.upgradeUnexpected.output as unknown as AuthAnswer) } }), {
      input: loginModalInputs.recognized as LoginModalInput,
    });
    actor.start();
    actor.send({ type: 'login.submit', password: 'x' });
    await settleAll();
    expect(state(actor.getSnapshot())).toBe('recognized.editing.failed');
    expect(actor.getSnapshot().context.error?.code).toBe('AUTH.SCOPE_REQUIRED');
  });
});
