/**
 * A typed dependency-injection token. Ports and their tokens share one name
 * (`export const CartGateway = token<CartGateway>('CartGateway')`), so the composition root can bind
 * an adapter to a port without core knowing any DI library.
 */
export interface Token<T> {
  readonly key: symbol;
  readonly description: string;
  /** Phantom field that carries the port type; never set at run time. */
  readonly __type?: T;
}

/** Creates the token for a port. `description` is the port's name. */
export function token<T>(description: string): Token<T> {
  return { key: Symbol.for(`vitrine:${description}`), description };
}
