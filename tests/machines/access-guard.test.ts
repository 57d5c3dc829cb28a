import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  accessGuardMachine,
  type AccessGuardEvent,
  type GuardResultEvent,
  type LoginOutcome,
  type MachineLogEvent,
  type OpenLoginInput,
} from '@vitrine/core';
import {
  accessGuardModel,
  accessGuardPaths,
  guardChecks,
  snapshotState,
} from '@vitrine/core/testing';
import { describeModel } from './support/model-suite.js';
import { settleAll } from './support/settle.js';

describeModel(accessGuardModel, accessGuardPaths);

/** The guard with an openLogin that records its input and answers `outcome` (or fails). */
function start(outcome: LoginOutcome | Error) {
  const asked: OpenLoginInput[] = [];
  const machine = accessGuardMachine.provide({
    actors: {
      openLogin: fromPromise<LoginOutcome, OpenLoginInput>(async ({ input }) => {
        asked.push(input);
        if (outcome instanceof Error) throw outcome;
        return outcome;
      }),
    },
  });
  const actor = createActor(machine);
  const results: GuardResultEvent[] = [];
  const logs: MachineLogEvent[] = [];
  actor.on('guard.result', (event) => results.push(event));
  actor.on('log', (event) => logs.push(event));
  actor.start();
  return { actor, asked, results, logs };
}
const check = (event: (typeof guardChecks)[keyof typeof guardChecks]) => event as unknown as AccessGuardEvent;

describe('access guard (shell §4 access guard, §6)', () => {
  it('a guest on an authorization route gets the sign-in login; success proceeds', async () => {
    const { actor, asked, results } = start('success');
    actor.send(check(guardChecks.accountAsGuest));
    expect(snapshotState(actor.getSnapshot())).toBe('awaitingLogin');
    await settleAll();
    expect(asked).toEqual([{ to: '/account/dashboard', initialState: 'sign-in', requiredScope: 'AUTHORIZED', downgradePath: null }]);
    expect(results).toEqual([{ type: 'guard.result', to: '/account/dashboard', result: { kind: 'proceed' } }]);
  });

  it('a REGISTERED shopper gets the recognized login', async () => {
    const { actor, asked } = start('success');
    actor.send(check(guardChecks.accountAsRegistered));
    await settleAll();
    expect(asked[0]?.initialState).toBe('recognized');
  });

  it('still unauthorized after the login cancels the navigation', async () => {
    for (const outcome of ['dismissed', 'failed'] as const) {
      const { actor, results } = start(outcome);
      actor.send(check(guardChecks.checkoutAsGuest));
      await settleAll();
      expect(snapshotState(actor.getSnapshot())).toBe('cancelled');
      expect(results.at(-1)?.result).toEqual({ kind: 'cancel' });
    }
  });

  it('a downgrade success redirects to the downgrade path with downgradeRedirectPath', async () => {
    const { actor, asked, results } = start('downgrade-success');
    actor.send(check(guardChecks.orderAsGuest));
    await settleAll();
    expect(asked[0]).toEqual({ to: '/order/A1001', initialState: 'sign-in', requiredScope: 'AUTHORIZED', downgradePath: '/order-inquiry' });
    expect(actor.getSnapshot().context.result).toEqual({ kind: 'redirect', path: '/order-inquiry', state: { downgradeRedirectPath: true } });
    expect(results).toHaveLength(1);
  });

  it('a downgrade login on a registered route asks for REGISTERED', async () => {
    const { actor, asked } = start('success');
    actor.send({ type: 'guard.check', to: '/registry/account', route: { requiresRegistered: true, downgradePath: '/registry' }, scope: 'GUEST', query: {}, webview: false });
    await settleAll();
    expect(asked[0]?.requiredScope).toBe('REGISTERED');
    expect(snapshotState(actor.getSnapshot())).toBe('allowed');
  });

  it('the webview hands over to the login page with a return URL', () => {
    const { actor, results } = start('success');
    actor.send(check(guardChecks.accountInWebview));
    expect(results[0]?.result).toEqual({ kind: 'webview-login', requiredScope: 'AUTHORIZED', returnTo: '/account/dashboard' });
  });

  it('customerZipCode and a call-centre agent at checkout pass without a login', () => {
    const { actor, asked } = start('success');
    actor.send(check(guardChecks.orderWithZip));
    expect(snapshotState(actor.getSnapshot())).toBe('allowed');
    actor.send(check(guardChecks.checkoutAsAgent));
    expect(snapshotState(actor.getSnapshot())).toBe('allowed');
    expect(asked).toEqual([]);
  });

  it('a login that cannot open is logged and cancels', async () => {
    const { actor, logs } = start(new Error('no modal'));
    actor.send(check(guardChecks.accountAsGuest));
    await settleAll();
    expect(snapshotState(actor.getSnapshot())).toBe('cancelled');
    expect(logs).toEqual([{ type: 'log', level: 'warn', message: 'The login for a guarded route failed; the navigation is cancelled', context: { error: 'no modal' } }]);
  });

  it('without a provided openLogin the navigation is cancelled', async () => {
    const actor = createActor(accessGuardMachine);
    actor.start();
    actor.send(check(guardChecks.orderAsGuest));
    await settleAll();
    expect(snapshotState(actor.getSnapshot())).toBe('cancelled');
  });
});
