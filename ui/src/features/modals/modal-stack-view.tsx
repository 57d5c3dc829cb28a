import { Suspense, useEffect, useMemo } from 'react';
import type { ModalEntry } from '@vitrine/core';
import { useModalStack, useOpenModals } from '../../shared/modal-stack/modal-stack-of';
import { HASH_MODAL_VIEWS, isHashModal } from './modal-registry';
import type { ModalApi, ModalStackStore, ModalView } from '../../shared/modal-stack/modal-stack-store';

const mounted = new WeakMap<ModalStackStore, Map<string, number>>();

/**
 * Reports a modal's unmount to the store after the current task (so React's development
 * double-mount and a host moving from the loading page to the shell are not mistaken for a close
 * outside the pop logic).
 */
function useUnmountReport(store: ModalStackStore, modalId: string): void {
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

function ModalSlot({ entry, store }: { entry: ModalEntry<ModalView>; store: ModalStackStore }) {
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
 * Renders the app's modal stack, bottom first (shell-and-account.md §4 "Modal stack"): each open
 * modal's content — a component modal's own render, or the view registered for an event (a hash
 * name). Each content is a {@link Dialog}; opened in stack order, the top one is the active modal.
 */
export function ModalStackView() {
  const store = useModalStack();
  const modals = useOpenModals();
  return (
    <>
      {modals.map((entry) => (
        <ModalSlot key={entry.id} entry={entry} store={store} />
      ))}
    </>
  );
}
