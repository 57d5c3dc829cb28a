import type { Connectivity } from '@vitrine/core';

/** Connectivity a test switches by hand with `setOnline`; listeners hear each change. */
export class InMemoryConnectivity implements Connectivity {
  private readonly listeners = new Set<(online: boolean) => void>();

  constructor(private online = true) {}

  isOnline(): boolean {
    return this.online;
  }

  subscribe(listener: (online: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sets the state; listeners are called only when it changes. */
  setOnline(online: boolean): void {
    if (online === this.online) return;
    this.online = online;
    for (const listener of [...this.listeners]) listener(online);
  }
}
