import { Suspense, useEffect, useMemo } from 'react';
import type { ModalEntry } from '@vitrine/core';
import { useModalStack, useModalStackState, useOpenModals } from '../../shared/modal-stack/modal-stack-of';
import type { ModalStackRuntime } from '../../shared/modal-stack/modal-stack-runtime';
import type { ModalApi, ModalView } from '../../shared/modal-stack/modal-types';
import { HASH_MODAL_VIEWS, isHashModal } from './modal-registry';

const mounted = new WeakMap<ModalStackRuntime, Map<string, number>>();

/**
 * Reports a modal's unmount to the store after the current task (so React's development
 * double-mount and a host moving from the loading page to the shell are not mistaken for a close
 * outside the pop logic).
 */
function useUnmountReport(store: ModalStackRuntime, modalId: string): void {
  useEffect(() => {
    const counts = mounted.get(store) ?? new Map<string, number>();
    mounted.set(store, counts);
    counts.set(modalId, (counts.get(modalId) ?? 0) + 1);
    return () => {
      counts.set(modalId, (counts.get(modalId) ?? 1) - 1);
      queueMicrotask(() => {
        if ((counts.get(modalId) ?? 0) <= 0) store.reportUnmounted(modalId);
      });
    };
  }, [store, modalId]);
}

function ModalSlot({ entry, store }: { entry: ModalEntry<ModalView>; store: ModalStackRuntime }) {
  const api = useMemo<ModalApi>(() => ({ modalId: entry.id, params: store.paramsOf(entry.id), close: (outcome) => store.close(entry.id, outcome) }), [entry.id, store]);
  useUnmountReport(store, entry.id);
  const component = entry.options.component;
  if (component) return <>{component.render(api)}</>;
  const event = entry.options.event;
  if (!isHashModal(event)) return null;
  const View = HASH_MODAL_VIEWS[event];
  return (
    <Suspense fallback={null}>
      <View api={api} />
    </Suspense>
  );
}

/**
 * Renders the app's modal stack, bottom first (shell-and-account.md §4 "Modal stack"; decision
 * 0140): each open modal's content in the running modal stack machine's context — a component
 * modal's own render, or the view registered for an event (a hash name). Each content is a
 * {@link Dialog}; opened in stack order, the top one is the active modal. A hidden marker carries
 * the machine's state and the open ids (`data-machine-state`, `data-modal-stack`) for tests and QA.
 */
export function ModalStackView() {
  const store = useModalStack();
  const modals = useOpenModals();
  const state = useModalStackState();
  return (
    <>
      <div hidden data-machine="modal-stack" data-machine-state={state} data-modal-stack={modals.map((entry) => entry.id).join(' ')} />
      {modals.map((entry) => (
        <ModalSlot key={entry.id} entry={entry} store={store} />
      ))}
    </>
  );
}
