import { useSyncExternalStore } from 'react';

/** What the offline cart status shows (decision 0450): changes waiting for a connection, and changes the cart refused when they were sent. */
export interface OfflineCartState {
  readonly pending: number;
  readonly refused: number;
}

const NOTHING: OfflineCartState = { pending: 0, refused: 0 };
let current: OfflineCartState = NOTHING;
const listeners = new Set<() => void>();

/**
 * The page's offline cart state, shared by the status banner and the buy box (both read it; the
 * lazily loaded queue engine writes it). Starts with nothing pending; the server never writes it.
 */
export const offlineCartState = {
  get: (): OfflineCartState => current,
  set(next: OfflineCartState): void {
    if (next.pending === current.pending && next.refused === current.refused) return;
    current = next;
    for (const listener of [...listeners]) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** The offline cart state, re-rendering on change; nothing pending on the server and at hydration. */
export function useOfflineCartState(): OfflineCartState {
  return useSyncExternalStore(offlineCartState.subscribe, offlineCartState.get, () => NOTHING);
}
