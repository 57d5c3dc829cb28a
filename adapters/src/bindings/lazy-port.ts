/**
 * A port whose implementation is loaded on its first call (decision 0211): every method of the
 * port must be async. Keeps gateways that few pages use (reviews, brand and help pages) out of the
 * initial JS. `then` and symbols read undefined, so the proxy is never taken for a promise.
 */
export function lazyPort<T extends object>(load: () => Promise<T>): T {
  let loaded: Promise<T> | undefined;
  return new Proxy({} as T, {
    get(_target, name) {
      if (typeof name === 'symbol' || name === 'then') return undefined;
      return (...args: unknown[]) => (loaded ??= load()).then((impl) => (impl as Record<string, (...a: unknown[]) => unknown>)[name]!(...args));
    },
  });
}
