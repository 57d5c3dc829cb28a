import type { Token } from '@vitrine/core';

/**
 * How UI code reaches a port's implementation: `services.get(CartGateway)`.
 * A thin view of the inversify container keyed by core tokens, so features never import inversify.
 */
export interface Services {
  /** The bound implementation of a port. Throws when nothing is bound (a wiring bug). */
  get<T>(port: Token<T>): T;
  /** True when something is bound to the port (optional features check before they `get`). */
  has(port: Token<unknown>): boolean;
}

/**
 * Services whose container loads after the first paint (the browser's, decision 0170): some ports
 * answer at once, the rest once `ready()` resolved.
 */
export interface DeferredServices extends Services {
  /** Loads the container (once) and resolves with it; later `get`s answer from it. Rejects when its chunk fails to load. */
  ready(): Promise<Services>;
  /** True once the container is loaded. */
  readonly loaded: boolean;
  /** True when `get(port)` answers with the bound implementation now (a first-paint port, or the container is loaded). */
  answersNow(port: Token<unknown>): boolean;
}

/** True for {@link DeferredServices}. */
export function isDeferred(services: Services): services is DeferredServices {
  return typeof (services as Partial<DeferredServices>).ready === 'function';
}

/** Resolves when `services` answers every port with its bound implementation (at once for an ordinary container). */
export function servicesReady(services: Services): Promise<Services> {
  return isDeferred(services) ? services.ready() : Promise.resolve(services);
}
