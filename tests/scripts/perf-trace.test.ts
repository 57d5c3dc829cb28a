import { describe, expect, it } from 'vitest';
import { mainThreadWorkAfterFcp, type TraceEvent } from '../../scripts/perf-trace.js';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', pid, tid, ts: 0, args: { name } });
const task = (pid: number, tid: number, ts: number, durMs: number, cpuMs?: number): TraceEvent => ({ name: 'RunTask', ph: 'X', pid, tid, ts, dur: durMs * 1000, ...(cpuMs === undefined ? {} : { tdur: cpuMs * 1000 }) });

describe('mainThreadWorkAfterFcp (decision 0470)', () => {
  const fcp: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', pid: 2, tid: 20, ts: 1_000_000 };
  const events: TraceEvent[] = [
    thread(1, 10, 'CrBrowserMain'),
    thread(2, 20, 'CrRendererMain'),
    thread(3, 30, 'CrRendererMain'),
    fcp,
    // Before the first paint: not counted.
    task(2, 20, 500_000, 100, 90),
    // After it: 60 ms of wall time but 20 ms of CPU (×4 = 80, 30 ms beyond 50); 10 ms of 10 (×4 = 40: none).
    task(2, 20, 1_100_000, 60, 20),
    task(2, 20, 1_200_000, 10, 10),
    // Another renderer's and the browser's tasks: not counted.
    task(3, 30, 1_100_000, 80, 80),
    task(1, 10, 1_100_000, 80, 80),
  ];

  it('sums the paint thread’s tasks’ CPU time from FCP on, and applies TBT’s rule to CPU time × 4', () => {
    expect(mainThreadWorkAfterFcp(events)).toEqual({ cpuMs: 30, cpuBlockingMs: 30 });
  });

  it('takes the slowdown it is given, and a task’s wall time where it has no CPU time', () => {
    expect(mainThreadWorkAfterFcp([...events, task(2, 20, 1_300_000, 20)], 2)).toEqual({ cpuMs: 50, cpuBlockingMs: 0 });
  });

  it('is null without a first contentful paint on a renderer main thread', () => {
    expect(mainThreadWorkAfterFcp(events.filter((e) => e !== fcp))).toBeNull();
    expect(mainThreadWorkAfterFcp([{ ...fcp, pid: 1, tid: 10 }, ...events.filter((e) => e !== fcp)])).toBeNull();
  });
});
