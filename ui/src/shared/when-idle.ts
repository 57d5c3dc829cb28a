/**
 * Runs `run` once the browser is idle after the first paint (`requestIdleCallback`, at the latest
 * after `timeoutMs` ms; where it is missing, after `fallbackMs` ms). Returns the cancel function.
 * For code the first paint does not need (decision 0142).
 */
export function whenIdle(run: () => void, timeoutMs = 2000, fallbackMs = 200): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, fallbackMs);
  return () => window.clearTimeout(id);
}
