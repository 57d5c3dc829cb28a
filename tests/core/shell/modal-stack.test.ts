import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  closeForRouteStart,
  closeModal,
  launchModal,
  MODAL_LAUNCH_MESSAGES,
  modalClosedExternally,
  popModal,
  popToModal,
  setPreemptiveOutcome,
  validateModalLaunch,
  type ModalLaunchOptions,
  type ModalStack,
} from '@vitrine/core';

const opts = (modalId: string): ModalLaunchOptions => ({ modalId, event: `open-${modalId}` });
const stackOf = (...ids: string[]): ModalStack => ids.map((id) => ({ id, options: opts(id) }));
const ids = (s: ModalStack) => s.map((e) => e.id);

describe('validateModalLaunch (shell §5)', () => {
  const fail = (o: unknown) => {
    const r = validateModalLaunch(o);
    return r.ok ? null : r.error.message;
  };
  it('needs options', () => {
    expect(fail(undefined)).toBe(MODAL_LAUNCH_MESSAGES.options);
    expect(fail([])).toBe(MODAL_LAUNCH_MESSAGES.options);
  });
  it('needs a modal id', () => {
    expect(fail({ event: 'x' })).toBe(MODAL_LAUNCH_MESSAGES.modalId);
  });
  it('needs exactly one of a component or an event', () => {
    expect(fail({ modalId: 'a' })).toBe(MODAL_LAUNCH_MESSAGES.componentXorEvent);
    expect(fail({ modalId: 'a', component: {}, event: 'e' })).toBe(MODAL_LAUNCH_MESSAGES.componentXorEvent);
    expect(fail({ modalId: 'a', component: null, event: ' ' })).toBe(MODAL_LAUNCH_MESSAGES.componentXorEvent);
  });
  it('allows only small, large, full and review-details', () => {
    expect(fail({ modalId: 'a', event: 'e', styleType: 'huge' })).toBe(MODAL_LAUNCH_MESSAGES.styleType);
    for (const styleType of ['small', 'large', 'full', 'review-details']) expect(validateModalLaunch({ modalId: 'a', event: 'e', styleType }).ok).toBe(true);
  });
  it('advises a title for component modals', () => {
    expect(validateModalLaunch({ modalId: 'a', component: () => null })).toMatchObject({ ok: true, value: { warnings: [MODAL_LAUNCH_MESSAGES.titleAdvised] } });
    expect(validateModalLaunch({ modalId: 'a', component: () => null, title: 'Sign in' })).toMatchObject({ ok: true, value: { warnings: [] } });
    expect(validateModalLaunch({ modalId: 'a', event: 'e' })).toMatchObject({ ok: true, value: { warnings: [] } });
  });
  it('codes failures MODAL.INVALID_OPTIONS', () => {
    const r = validateModalLaunch(null);
    expect(!r.ok && r.error.code).toBe('MODAL.INVALID_OPTIONS');
  });
});

describe('modal stack (shell §4)', () => {
  it('launching pushes', () => {
    const r = launchModal(stackOf('a'), opts('b'));
    expect(ids(r.stack)).toEqual(['a', 'b']);
    expect(r).toMatchObject({ closed: [], duplicate: false });
  });
  it('a modal already open is not duplicated: the stack pops back to it', () => {
    const s = setPreemptiveOutcome(stackOf('a', 'b', 'c'), 'c', { done: true });
    const r = launchModal(s, opts('a'));
    expect(ids(r.stack)).toEqual(['a']);
    expect(r.duplicate).toBe(true);
    expect(r.closed.map((c) => [c.entry.id, c.outcome])).toEqual([
      ['c', { done: true }],
      ['b', undefined],
    ]);
  });
  it('pops to a destination and merges the preemptive outcome', () => {
    const s = setPreemptiveOutcome(stackOf('a', 'b', 'c'), 'a', { step: 1, keep: 'x' });
    const r = popToModal(s, 'a', { step: 2 });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(ids(r.value.stack)).toEqual(['a']);
      expect(r.value.stack[0]!.preemptiveOutcome).toEqual({ step: 2, keep: 'x' });
      expect(r.value.closed.map((c) => c.entry.id)).toEqual(['c', 'b']);
    }
  });
  it('pops to a destination without an outcome', () => {
    const r = popToModal(stackOf('a', 'b'), 'b');
    expect(r.ok && ids(r.value.stack)).toEqual(['a', 'b']);
    expect(r.ok && r.value.closed).toEqual([]);
  });
  it('popping to a modal that is not open fails with MODAL.NOT_OPEN', () => {
    const r = popToModal(stackOf('a'), 'z');
    expect(!r.ok && r.error.code).toBe('MODAL.NOT_OPEN');
  });
  it('setPreemptiveOutcome merges and leaves others alone', () => {
    const s = setPreemptiveOutcome(setPreemptiveOutcome(stackOf('a', 'b'), 'b', { x: 1 }), 'b', { y: 2 });
    expect(s[1]!.preemptiveOutcome).toEqual({ x: 1, y: 2 });
    expect(s[0]!.preemptiveOutcome).toBeUndefined();
  });
  it('popModal closes the top with outcome merged over the preemptive one', () => {
    const s = setPreemptiveOutcome(stackOf('a', 'b'), 'b', { x: 1 });
    expect(popModal(s, { y: 2 })).toMatchObject({ stack: [{ id: 'a' }], closed: { entry: { id: 'b' }, outcome: { x: 1, y: 2 } } });
    expect(popModal(stackOf('a')).closed?.outcome).toBeUndefined();
    expect(popModal(stackOf('a'), { y: 1 }).closed?.outcome).toEqual({ y: 1 });
    expect(popModal([])).toEqual({ stack: [], closed: null });
  });
  it('a modal closed outside the pop logic is removed with a warning', () => {
    const r = modalClosedExternally(stackOf('a', 'b'), 'a');
    expect(ids(r.stack)).toEqual(['b']);
    expect(r.warning).toBe('Modal a was closed outside of the modal stack pop logic');
    expect(modalClosedExternally(stackOf('b'), 'a')).toEqual({ stack: stackOf('b'), warning: null });
  });
  it('property: ids on the stack stay unique and the launched id is on top', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 20 }), (launches) => {
        let s: ModalStack = [];
        for (const id of launches) {
          s = launchModal(s, opts(id)).stack;
          expect(s.at(-1)!.id).toBe(id);
          expect(new Set(ids(s)).size).toBe(s.length);
        }
      }),
    );
  });
  it('property: popToModal closes exactly the modals above the destination', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { minLength: 1 }), fc.nat(), (list, pick) => {
        const dest = list[pick % list.length]!;
        const r = popToModal(stackOf(...list), dest);
        expect(r.ok).toBe(true);
        if (r.ok) {
          expect(r.value.stack.at(-1)!.id).toBe(dest);
          expect(r.value.closed.length + r.value.stack.length).toBe(list.length);
        }
      }),
    );
  });
});

describe('closeModal (shell §4 "Modal stack"; decision 0140)', () => {
  it('closes the modals above first, then the modal itself with the outcome merged over its preemptive one', () => {
    const stack = setPreemptiveOutcome(setPreemptiveOutcome(stackOf('a', 'b', 'c'), 'c', { fromC: 1 }), 'b', { kept: true });
    const r = closeModal(stack, 'b', { confirmed: true });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(ids(r.value.stack)).toEqual(['a']);
    expect(r.value.closed.map((c) => [c.entry.id, c.outcome])).toEqual([
      ['c', { fromC: 1 }],
      ['b', { kept: true, confirmed: true }],
    ]);
  });
  it('a modal that is not open: MODAL.NOT_OPEN, nothing closes', () => {
    const r = closeModal(stackOf('a'), 'z');
    expect(r.ok ? null : r.error.code).toBe('MODAL.NOT_OPEN');
  });
});

describe('closeForRouteStart (shell §4 "Route start"; decision 0085)', () => {
  const guarded: ModalStack = [
    { id: 'login', options: { ...opts('login'), navigationTarget: '/account/dashboard' } },
    { id: 'quickshop', options: opts('quickshop'), preemptiveOutcome: { added: true } },
  ];
  it('closes every modal, top first, with its preemptive outcome, when no target is given', () => {
    const r = closeForRouteStart(guarded);
    expect(r.stack).toEqual([]);
    expect(r.closed.map((c) => [c.entry.id, c.outcome])).toEqual([
      ['quickshop', { added: true }],
      ['login', undefined],
    ]);
  });
  it('keeps the modals launched for the navigation towards the target', () => {
    const r = closeForRouteStart(guarded, '/account/dashboard');
    expect(ids(r.stack)).toEqual(['login']);
    expect(r.closed.map((c) => c.entry.id)).toEqual(['quickshop']);
    expect(ids(closeForRouteStart(guarded, '/cart').stack)).toEqual([]);
  });
});
