import type { Token } from '@vitrine/core';
import { isDeferred, type DeferredServices, type Services } from '../shared/services';

export type { DeferredServices };

/** A port's value made on first use (a singleton, as the container's `inSingletonScope`). */
export type EagerEntry = readonly [Token<unknown>, (services: Services) => unknown];

/** Pairs a port with the factory of its first-paint implementation, type-checked. */
export function eager<T>(port: Token<T>, make: (services: Services) => T): EagerEntry {
  return [port as Token<unknown>, make];
}

/**
 * The browser's services before and after the container chunk (inversify, ky, the HTTP gateways)
 * has loaded (decision 0170). Until then:
 * - a port in `first` (the platform, the header count, the identity machines: what the first paint
 *   and hydration read synchronously) is made on first use from its factory; the container built
 *   later binds the same instances (`load` receives them through `firstPaint`);
 * - any other port is a gateway, whose every method is asynchronous: `get` returns a stand-in whose
 *   methods load the container, then call the bound implementation and resolve with its answer
 *   (a port the container does not bind rejects with the container's error);
 * - `has` answers true for every port (the browser container binds every port the app asks for).
 * `load(firstPaint, ports)` builds the container (binding `ports` to `firstPaint`'s instances); it is called once, by the first stand-in call or `ready()`.
 */
export function deferredServices(first: readonly EagerEntry[], load: (firstPaint: Services, ports: readonly Token<unknown>[]) => Promise<Services>): DeferredServices {
  const factories = new Map<symbol, (services: Services) => unknown>(first.map(([port, make]) => [port.key, make]));
  const made = new Map<symbol, unknown>();
  const standIns = new Map<symbol, unknown>();
  let container: Services | null = null;
  let loading: Promise<Services> | null = null;

  const firstPaint: Services = {
    get: <T,>(port: Token<T>): T => {
      if (made.has(port.key)) return made.get(port.key) as T;
      const make = factories.get(port.key);
      if (!make) throw new Error(`No first-paint implementation of ${String(port.key)}`);
      const value = make(self);
      made.set(port.key, value);
      return value as T;
    },
    has: (port) => factories.has(port.key),
  };

  const ready = (): Promise<Services> => {
    loading ??= load(firstPaint, first.map(([port]) => port)).then((loaded) => (container = loaded));
    return loading;
  };

  const standIn = <T,>(port: Token<T>): T => {
    if (!standIns.has(port.key)) {
      standIns.set(
        port.key,
        new Proxy(
          {},
          {
            get: (_target, member) => {
              if (typeof member === 'symbol' || member === 'then') return undefined;
              return async (...args: unknown[]) => {
                const bound = (await ready()).get(port) as Record<string, unknown>;
                const value = bound[member];
                return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).apply(bound, args) : value;
              };
            },
          },
        ),
      );
    }
    return standIns.get(port.key) as T;
  };

  const self: DeferredServices = {
    get: <T,>(port: Token<T>): T => {
      if (container) return container.get(port);
      return factories.has(port.key) ? firstPaint.get(port) : standIn(port);
    },
    has: (port) => (container ? container.has(port) : true),
    ready,
    answersNow: (port) => container !== null || factories.has(port.key),
    get loaded() {
      return container !== null;
    },
  };
  return self;
}

/** Starts loading the container of deferred services when the browser is idle (2 s at the latest); nothing for other services. */
export function loadWhenIdle(services: Services): void {
  if (!isDeferred(services)) return;
  const start = () => void services.ready().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 2000 });
  else window.setTimeout(start, 200);
}
