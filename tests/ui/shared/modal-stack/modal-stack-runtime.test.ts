import { describe, expect, it } from 'vitest';
import { MODAL_LAUNCH_MESSAGES } from '@vitrine/core';
import { MemoryLogger } from '@vitrine/adapters/in-memory';
import { createModalStackRuntime, openModalsOf, type ModalStackRuntime } from '../../../../ui/src/shared/modal-stack/modal-stack-runtime';
import type { ModalLaunch } from '../../../../ui/src/shared/modal-stack/modal-types';

const view = { render: () => null };
const modal = (modalId: string, extra: Partial<ModalLaunch> = {}): ModalLaunch => ({ modalId, component: view, title: modalId, ...extra });
const ids = (store: ModalStackRuntime) => openModalsOf(store.actor).map((e) => e.id);

describe('the modal stack runtime: core\'s modal stack machine and the launch promises (shell-and-account.md §4 "Modal stack", §5 "Modal launch"; decision 0140)', () => {
  it('pushes launched modals and resolves each launch with the outcome it closes with', async () => {
    const store = createModalStackRuntime();
    const a = store.launch(modal('a-modal'));
    const b = store.launch(modal('b-modal'));
    expect(ids(store)).toEqual(['a-modal', 'b-modal']);
    store.close('b-modal', { picked: 1 });
    await expect(b).resolves.toEqual({ modalId: 'b-modal', outcome: { picked: 1 } });
    store.close('a-modal');
    await expect(a).resolves.toEqual({ modalId: 'a-modal', outcome: undefined });
    expect(ids(store)).toEqual([]);
  });

  it('does not duplicate an open id: it pops back to it and both launches resolve together', async () => {
    const store = createModalStackRuntime();
    const first = store.launch(modal('sign-in-modal'));
    const above = store.launch(modal('contact-us-modal'));
    store.setPreemptiveOutcome('contact-us-modal', { draft: true });
    const again = store.launch(modal('sign-in-modal'));
    expect(ids(store)).toEqual(['sign-in-modal']);
    await expect(above).resolves.toEqual({ modalId: 'contact-us-modal', outcome: { draft: true } });
    store.close('sign-in-modal', { outcome: 'success' });
    await expect(first).resolves.toEqual({ modalId: 'sign-in-modal', outcome: { outcome: 'success' } });
    await expect(again).resolves.toEqual({ modalId: 'sign-in-modal', outcome: { outcome: 'success' } });
  });

  it('pops to a destination, merging a preemptive outcome into it', async () => {
    const store = createModalStackRuntime();
    const bottom = store.launch(modal('a-modal'));
    const middle = store.launch(modal('b-modal'));
    const top = store.launch(modal('c-modal'));
    expect(store.popTo('a-modal', { from: 'c' })).toBe(true);
    expect(ids(store)).toEqual(['a-modal']);
    await expect(top).resolves.toEqual({ modalId: 'c-modal', outcome: undefined });
    await expect(middle).resolves.toEqual({ modalId: 'b-modal', outcome: undefined });
    store.close('a-modal', { done: true });
    await expect(bottom).resolves.toEqual({ modalId: 'a-modal', outcome: { from: 'c', done: true } });
    expect(store.popTo('missing-modal')).toBe(false);
  });

  it('closing a modal below the top closes those above it first', async () => {
    const store = createModalStackRuntime();
    void store.launch(modal('a-modal'));
    const top = store.launch(modal('b-modal'));
    store.close('a-modal');
    expect(ids(store)).toEqual([]);
    await expect(top).resolves.toEqual({ modalId: 'b-modal', outcome: undefined });
    store.close('a-modal');
    expect(ids(store)).toEqual([]);
  });

  it('rejects invalid launches with core’s texts and warns about a component modal without a title', async () => {
    const logger = new MemoryLogger();
    const store = createModalStackRuntime(logger);
    await expect(store.launch({ modalId: '', component: view })).rejects.toThrow(MODAL_LAUNCH_MESSAGES.modalId);
    await expect(store.launch({ modalId: 'x-modal' })).rejects.toThrow(MODAL_LAUNCH_MESSAGES.componentXorEvent);
    await expect(store.launch({ modalId: 'x-modal', component: view, event: 'contact-us' })).rejects.toThrow(MODAL_LAUNCH_MESSAGES.componentXorEvent);
    await expect(store.launch({ modalId: 'x-modal', event: 'contact-us', styleType: 'huge' as never })).rejects.toThrow(MODAL_LAUNCH_MESSAGES.styleType);
    void store.launch({ modalId: 'y-modal', component: view });
    expect(logger.entries.map((e) => e.message)).toContain(MODAL_LAUNCH_MESSAGES.titleAdvised);
    expect(ids(store)).toEqual(['y-modal']);
  });

  it('route start closes every modal but the ones launched for that navigation', async () => {
    const store = createModalStackRuntime();
    const hash = store.launch(modal('contact-us-modal'));
    const login = store.launch(modal('sign-in-modal', { navigationTarget: '/account/dashboard' }));
    store.closeForRouteStart('/account/dashboard');
    expect(ids(store)).toEqual(['sign-in-modal']);
    await expect(hash).resolves.toEqual({ modalId: 'contact-us-modal', outcome: undefined });
    store.closeForRouteStart('/cart');
    expect(ids(store)).toEqual([]);
    await expect(login).resolves.toEqual({ modalId: 'sign-in-modal', outcome: undefined });
  });

  it('a modal unmounted while still open was closed outside the pop logic: removed, resolved and warned', async () => {
    const logger = new MemoryLogger();
    const store = createModalStackRuntime(logger);
    const launched = store.launch(modal('a-modal', { params: { id: '7' } }));
    expect(store.paramsOf('a-modal')).toEqual({ id: '7' });
    expect(store.isOpen('a-modal')).toBe(true);
    store.reportUnmounted('a-modal');
    await expect(launched).resolves.toEqual({ modalId: 'a-modal', outcome: undefined });
    expect(logger.entries.some((e) => e.level === 'warn' && e.message === 'Modal a-modal was closed outside of the modal stack pop logic')).toBe(true);
    store.reportUnmounted('a-modal');
    expect(logger.entries.filter((e) => e.level === 'warn')).toHaveLength(1);
    expect(store.paramsOf('a-modal')).toEqual({});
  });

  it('the machine is empty or open; a failing modal rejects its launch with its message', async () => {
    const store = createModalStackRuntime();
    expect(store.actor.getSnapshot().value).toBe('empty');
    const launched = store.launch(modal('a-modal'));
    expect(store.actor.getSnapshot().value).toBe('open');
    store.actor.send({ type: 'modal.fail', error: { message: 'The product could not be loaded' } });
    await expect(launched).rejects.toThrow('The product could not be loaded');
    expect(store.actor.getSnapshot().value).toBe('empty');
  });

  it('notifies subscribers of the machine on every change', () => {
    const store = createModalStackRuntime();
    let calls = 0;
    const subscription = store.actor.subscribe(() => (calls += 1));
    void store.launch(modal('a-modal'));
    store.close('a-modal');
    subscription.unsubscribe();
    void store.launch(modal('b-modal'));
    expect(calls).toBe(2);
  });
});
