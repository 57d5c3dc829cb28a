import type { Connectivity } from '@vitrine/core';

/** The part of `window` this adapter uses. */
export interface ConnectivityTarget {
  readonly navigator: { readonly onLine: boolean };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/**
 * Connectivity from `navigator.onLine` and the window's online/offline events. Without a window
 * (server rendering) the device counts as online and no event ever fires.
 */
export class NavigatorConnectivity implements Connectivity {
  constructor(private readonly target: ConnectivityTarget | undefined = globalThis as unknown as ConnectivityTarget) {}

  isOnline(): boolean {
    return this.target?.navigator?.onLine ?? true;
  }

  subscribe(listener: (online: boolean) => void): () => void {
    const target = this.target;
    if (!target || typeof target.addEventListener !== 'function') return () => undefined;
    const online = () => listener(true);
    const offline = () => listener(false);
    target.addEventListener('online', online);
    target.addEventListener('offline', offline);
    return () => {
      target.removeEventListener('online', online);
      target.removeEventListener('offline', offline);
    };
  }
}
