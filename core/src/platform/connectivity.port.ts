import { token } from '../shared/token.js';

/**
 * Port: whether the device believes it is online (navigator.onLine and its events).
 * The HTTP client retries failed GETs only while online (shopping.md §7 "Header and requests").
 * Implemented by NavigatorConnectivity and InMemoryConnectivity.
 */
export interface Connectivity {
  /** True when the device reports a network connection. Never throws. */
  isOnline(): boolean;
  /**
   * Calls `listener` with the new state each time it changes. Returns the unsubscribe function.
   */
  subscribe(listener: (online: boolean) => void): () => void;
}
export const Connectivity = token<Connectivity>('Connectivity');
