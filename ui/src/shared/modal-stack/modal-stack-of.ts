import { useSyncExternalStore } from 'react';
import { Logger, type ModalStack } from '@vitrine/core';
import { useServices } from '../service-context';
import type { Services } from '../services';
import { ModalStackStore, type ModalView } from './modal-stack-store';

const stores = new WeakMap<Services, ModalStackStore>();

/**
 * The one modal stack of an app, keyed by its service container (decision 0085): the route
 * loaders (the access guard) and the React tree reach the same {@link ModalStackStore}. Created on
 * first use, with the container's Logger when one is bound.
 */
export function modalStackOf(services: Services): ModalStackStore {
  let store = stores.get(services);
  if (!store) {
    store = new ModalStackStore(services.has(Logger) ? services.get(Logger) : null);
    stores.set(services, store);
  }
  return store;
}

/** The app's {@link ModalStackStore} (for launching from components). */
export function useModalStack(): ModalStackStore {
  return modalStackOf(useServices());
}

/** The open modals, bottom first; re-renders on every change. */
export function useOpenModals(): ModalStack<ModalView> {
  const store = useModalStack();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
