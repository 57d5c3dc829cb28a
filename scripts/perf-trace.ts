/**
 * The renderer's main-thread work in a Lighthouse trace, as CPU time (`npm run perf`,
 * docs/performance.md "`npm run perf`: page loads", decision 0470). Lighthouse's TBT multiplies
 * each task's wall time by its CPU slowdown; on a 2-core machine that also runs the browser's other
 * processes, the store and Lighthouse itself, a task's wall time is often more than twice its CPU
 * time. The CPU figures tell what the page itself costs from what the machine adds. Pure.
 */

/** The fields of a Chrome trace event this reads (Trace Event Format; ts, dur, tdur in µs). */
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: { readonly name?: string };
}

/** The main thread's tasks from the first contentful paint on. */
export interface MainThreadWork {
  /** Their CPU time (the thread's own time, `tdur`), ms. */
  readonly cpuMs: number;
  /** Σ max(0, slowdown × CPU time − 50 ms) over the tasks: TBT's rule applied to CPU time, ms. */
  readonly cpuBlockingMs: number;
}

/** A task blocks for what it runs beyond this, ms (the TBT definition's long-task threshold). */
export const LONG_TASK_MS = 50;

/**
 * The renderer main thread's work (its `RunTask` events) from the page's `firstContentfulPaint`
 * on, with each task's CPU time multiplied by `cpuSlowdown` (Lighthouse's mobile preset: 4) for
 * the blocking figure. The main thread is the `CrRendererMain` thread that recorded the first
 * contentful paint. Returns null when the trace has no first contentful paint or no such thread.
 */
export function mainThreadWorkAfterFcp(events: readonly TraceEvent[], cpuSlowdown = 4): MainThreadWork | null {
  const rendererMains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && rendererMains.has(`${e.pid}:${e.tid}`));
  if (!fcp) return null;
  let cpuUs = 0;
  let blockingMs = 0;
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'RunTask' || e.pid !== fcp.pid || e.tid !== fcp.tid || e.ts < fcp.ts) continue;
    const cpu = e.tdur ?? e.dur ?? 0;
    cpuUs += cpu;
    blockingMs += Math.max(0, (cpuSlowdown * cpu) / 1000 - LONG_TASK_MS);
  }
  return { cpuMs: cpuUs / 1000, cpuBlockingMs: blockingMs };
}
