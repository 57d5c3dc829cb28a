/**
 * A port whose implementation loads on its first call (decision 0201): every method of `T` must
 * return a Promise (gateways do), so a call waits for `load()` once and forwards to the loaded
 * object. Keeps gateways that pages use rarely (marketing, loyalty) out of the initial JS.
 */
export function lazyPort<T extends object>(load: () => Promise<T>): T {
  let loaded: Promise<T> | undefined;
  return new Proxy({} as T, {
    // Not a thenable (containers and awaits probe `then`), and no symbol methods.
    get: (_target, name) =>
      name === 'then' || typeof name === 'symbol'
        ? undefined
        : (...args: unknown[]) => (loaded ??= load()).then((port) => (port[name as keyof T] as (...a: unknown[]) => unknown).apply(port, args)),
  });
}
