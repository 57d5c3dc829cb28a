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
