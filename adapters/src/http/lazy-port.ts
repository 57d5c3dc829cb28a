/**
 * A port whose implementation loads on its first call (decisions 0201, 0211, 0225): every property is an
 * async method that awaits `load()` once and calls the loaded object's method of the same name. For
 * ports whose every method returns a Promise, so the bundler can split their gateways (and
 * normalizers) out of the initial JS. `then` and symbols read undefined, so the proxy is never
 * mistaken for a promise (a container resolving it would otherwise await it).
 */
export function lazyPort<T extends object>(load: () => Promise<T>): T {
  let loaded: Promise<T> | undefined;
  return new Proxy({} as T, {
    get: (_target, name) =>
      typeof name === 'symbol' || name === 'then'
        ? undefined
        : async (...args: unknown[]) => {
            const target = (await (loaded ??= load())) as Record<PropertyKey, (...a: unknown[]) => unknown>;
            return target[name]!(...args);
          },
  });
}
