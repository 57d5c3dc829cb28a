import { useSyncExternalStore } from 'react';
import type { ROUTING_ERROR } from '@vitrine/core';

/**
 * The routing error code of the current page (shell-and-account.md §2: 404 for not found, 451 for
 * removal for legal reasons). Set by the page that detects it, cleared on the next route finish.
 * Exposed as `data-routing-error` on the main landmark.
 */
export type RoutingErrorCode = (typeof ROUTING_ERROR)[keyof typeof ROUTING_ERROR] | 500;

let current: RoutingErrorCode | null = null;
const listeners = new Set<() => void>();

/** Sets (or clears with null) the routing error code. */
export function setRoutingError(code: RoutingErrorCode | null): void {
  if (current === code) return;
  current = code;
  for (const listener of listeners) listener();
}

/** The routing error code, re-rendering on change. */
export function useRoutingError(): RoutingErrorCode | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
}
