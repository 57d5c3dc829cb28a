import { useEffect, useState } from 'react';
import { Clock, KeyValueStore, readDefaultStore, type DefaultStore } from '@vitrine/core';
import { useServices } from '../../shared/service-context';

const listeners = new Set<() => void>();

/** Tells every {@link useDefaultStore} on the page that the shopper's store changed. */
export function defaultStoreChanged(): void {
  listeners.forEach((listener) => listener());
}

/**
 * The shopper's pickup store (shopping.md §4 "Default store"; decision 0241), read with core's
 * readDefaultStore (defaultBopisStore, fresh for 60 days) after the page hydrates — localStorage is
 * the browser's — and again whenever {@link defaultStoreChanged} says so.
 */
export function useDefaultStore(): DefaultStore | undefined {
  const services = useServices();
  const [store, setStore] = useState<DefaultStore | undefined>(undefined);
  useEffect(() => {
    const read = () => setStore(readDefaultStore(services.get(KeyValueStore), services.get(Clock)));
    read();
    listeners.add(read);
    return () => void listeners.delete(read);
  }, [services]);
  return store;
}
