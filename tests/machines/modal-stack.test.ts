import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { MODAL_LAUNCH_MESSAGES, modalStackMachine, type ModalStackEmitted, type ModalStackEvent } from '@vitrine/core';
import { modalEvents, modalStackModel, modalStackPaths, snapshotState } from '@vitrine/core/testing';
import { describeModel } from './support/model-suite.js';

describeModel(modalStackModel, modalStackPaths);

function start() {
  const actor = createActor(modalStackMachine);
  const emitted: ModalStackEmitted[] = [];
  actor.on('*', (event) => emitted.push(event as ModalStackEmitted));
  actor.start();
  const send = (event: unknown) => actor.send(event as ModalStackEvent);
  return { actor, emitted, send, ids: () => actor.getSnapshot().context.stack.map((e) => e.id) };
}
const m = modalEvents;

describe('modal stack (shell §4 modal stack, route start; §5 modal launch)', () => {
  it('launch pushes; close resolves the launch with the outcome', () => {
    const { emitted, send, ids } = start();
    send(m.launchSignIn);
    expect(ids()).toEqual(['sign-in-modal']);
    send(m.close);
    expect(emitted).toEqual([
      { type: 'modal.launched', modalId: 'sign-in-modal', duplicate: false },
      { type: 'modal.closed', modalId: 'sign-in-modal', outcome: { confirmed: true } },
    ]);
  });

  it('an open id is not duplicated: the stack pops back to it, the modals above close with their preemptive outcome', () => {
    const { emitted, send, ids } = start();
    send(m.launchSignIn);
    send(m.launchQuickshop);
    send(m.setQuickshopOutcome);
    emitted.length = 0;
    send(m.launchSignIn);
    expect(ids()).toEqual(['sign-in-modal']);
    expect(emitted).toEqual([
      { type: 'modal.closed', modalId: 'quickshop-modal', outcome: { added: true } },
      { type: 'modal.launched', modalId: 'sign-in-modal', duplicate: true },
    ]);
  });

  it('a component modal without a title launches with a warning', () => {
    const { emitted, send } = start();
    send(m.launchQuickshop);
    expect(emitted[0]).toEqual({ type: 'log', level: 'warn', message: MODAL_LAUNCH_MESSAGES.titleAdvised, context: { modalId: 'quickshop-modal' } });
  });

  it('invalid options are rejected and nothing opens', () => {
    const { actor, emitted, send } = start();
    send(m.launchInvalid);
    expect(snapshotState(actor.getSnapshot())).toBe('empty');
    expect(emitted).toEqual([{ type: 'modal.rejected', error: { code: 'MODAL.INVALID_OPTIONS', message: MODAL_LAUNCH_MESSAGES.componentXorEvent } }]);
  });

  it('pop to a destination closes the modals above it and merges the outcome into it', () => {
    const { actor, emitted, send } = start();
    send(m.launchSignIn);
    send(m.launchQuickshop);
    emitted.length = 0;
    send(m.popToSignIn);
    expect(actor.getSnapshot().context.stack).toEqual([
      { id: 'sign-in-modal', options: (m.launchSignIn as { options: unknown }).options, preemptiveOutcome: { returnedFrom: 'quickshop-modal' } },
    ]);
    expect(emitted).toEqual([{ type: 'modal.closed', modalId: 'quickshop-modal', outcome: undefined }]);
    send(m.close);
    expect(emitted.at(-1)).toEqual({ type: 'modal.closed', modalId: 'sign-in-modal', outcome: { returnedFrom: 'quickshop-modal', confirmed: true } });
  });

  it('pop to a modal that is not open warns, open or empty', () => {
    const { emitted, send } = start();
    send(m.popToMissing);
    send(m.launchSignIn);
    send(m.popToMissing);
    const warnings = emitted.filter((e) => e.type === 'log');
    expect(warnings).toEqual([
      { type: 'log', level: 'warn', message: 'Modal contact-us-modal is not open', context: { modalId: 'contact-us-modal' } },
      { type: 'log', level: 'warn', message: 'Modal contact-us-modal is not open', context: { modalId: 'contact-us-modal' } },
    ]);
  });

  it('a modal closed outside the pop logic warns and resolves its launch', () => {
    const { emitted, send, ids } = start();
    send(m.launchSignIn);
    send(m.launchQuickshop);
    emitted.length = 0;
    send(m.quickshopClosedExternally);
    expect(ids()).toEqual(['sign-in-modal']);
    expect(emitted).toEqual([
      { type: 'log', level: 'warn', message: 'Modal quickshop-modal was closed outside of the modal stack pop logic', context: { modalId: 'quickshop-modal' } },
      { type: 'modal.closed', modalId: 'quickshop-modal', outcome: undefined },
    ]);
  });

  it('a close reported for a modal already popped, or unknown ids, change nothing', () => {
    const { actor, emitted, send, ids } = start();
    send(m.launchSignIn);
    emitted.length = 0;
    send(m.quickshopClosedExternally);
    send(m.setQuickshopOutcome);
    expect(ids()).toEqual(['sign-in-modal']);
    expect(actor.getSnapshot().context.stack[0]!.preemptiveOutcome).toBeUndefined();
    expect(emitted).toEqual([]);
  });

  it('a failing modal rejects its launch with the error', () => {
    const { emitted, send } = start();
    send(m.launchSignIn);
    send(m.launchQuickshop);
    send(m.fail);
    expect(emitted.at(-1)).toEqual({ type: 'modal.failed', modalId: 'quickshop-modal', error: { code: 'QUICKSHOP.UNAVAILABLE', message: 'The product could not be loaded' } });
  });

  it('route start closes every open modal, top first', () => {
    const { actor, emitted, send } = start();
    send(m.launchSignIn);
    send(m.launchQuickshop);
    emitted.length = 0;
    send(m.routeStart);
    expect(snapshotState(actor.getSnapshot())).toBe('empty');
    expect(emitted.map((e) => (e.type === 'modal.closed' ? e.modalId : e.type))).toEqual(['quickshop-modal', 'sign-in-modal']);
  });

  it('closing a modal by id closes the modals above it first; an id that is not open warns and closes nothing', () => {
    const { actor, emitted, send, ids } = start();
    send(m.launchSignIn);
    send(m.launchQuickshop);
    send(m.closeMissing);
    expect(ids()).toEqual(['sign-in-modal', 'quickshop-modal']);
    expect(emitted.at(-1)).toEqual({ type: 'log', level: 'warn', message: 'Modal contact-us-modal is not open', context: { modalId: 'contact-us-modal' } });
    emitted.length = 0;
    send(m.closeSignIn);
    expect(snapshotState(actor.getSnapshot())).toBe('empty');
    expect(emitted).toEqual([
      { type: 'modal.closed', modalId: 'quickshop-modal', outcome: undefined },
      { type: 'modal.closed', modalId: 'sign-in-modal', outcome: { outcome: 'dismissed' } },
    ]);
  });

  it('closing a modal by id that is not the bottom one keeps the modals below', () => {
    const { actor, send, ids } = start();
    send(m.launchLoyalty);
    send(m.launchSignIn);
    send(m.closeSignIn);
    expect(ids()).toEqual(['loyalty-signup-modal']);
    expect(snapshotState(actor.getSnapshot())).toBe('open');
  });

  it("route start towards the access guard's target keeps its login; other modals close", () => {
    const { actor, emitted, send, ids } = start();
    send(m.launchQuickshop);
    send(m.launchGuardLogin);
    emitted.length = 0;
    send(m.routeStartToGuarded);
    expect(ids()).toEqual(['sign-in-modal']);
    expect(snapshotState(actor.getSnapshot())).toBe('open');
    expect(emitted).toEqual([{ type: 'modal.closed', modalId: 'quickshop-modal', outcome: undefined }]);
    send(m.routeStart);
    expect(snapshotState(actor.getSnapshot())).toBe('empty');
  });
});
