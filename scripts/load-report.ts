/**
 * The pure parts of the load benchmark (`npm run load`, docs/performance.md "Load"): percentiles of
 * the recorded latencies and the printed table with its targets (decision 0254).
 */

/** Targets of the load benchmark on this 2-core machine, embedded database (decision 0254). */
export const LOAD_TARGETS = { errors: 0, p99Ms: 500 } as const;

/** The p-th percentile (0–100) of `values` by nearest rank; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** What one load run measured. */
export interface LoadFigures {
  /** Concurrent clients (connections). */
  readonly connections: number;
  /** Length of the run, s. */
  readonly durationS: number;
  /** Every answered request's latency, ms. */
  readonly latenciesMs: readonly number[];
  /** Each request kind's answered latencies, ms: kind → latencies (printed as that kind's p50/p99). */
  readonly latenciesByKindMs?: Readonly<Record<string, readonly number[]>>;
  /** Answers by status class and by request kind: kind → { status → count }. */
  readonly statusByKind: Readonly<Record<string, Readonly<Record<number, number>>>>;
  /** Transport errors: timeouts, resets, refused connections. */
  readonly errors: number;
  readonly timeouts: number;
}

/** Requests answered with a status of 400 or more, plus transport errors: what the target counts as errors. */
export function errorCount(figures: LoadFigures): number {
  let failed = figures.errors;
  for (const statuses of Object.values(figures.statusByKind)) for (const [status, n] of Object.entries(statuses)) if (Number(status) >= 400) failed += n;
  return failed;
}

/** The report lines: throughput, p50/p95/p99, errors, per-kind statuses and latencies, each target with ✓ or ✗. */
export function loadReport(figures: LoadFigures): string[] {
  const total = figures.latenciesMs.length;
  const p = (n: number) => `${Math.round(percentile(figures.latenciesMs, n))} ms`;
  const errors = errorCount(figures);
  const p99 = percentile(figures.latenciesMs, 99);
  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  const lines = [
    `Load: ${figures.connections} concurrent clients for ${figures.durationS} s on loopback`,
    `  requests            ${total} (${(total / figures.durationS).toFixed(1)} requests/s)`,
    `  latency p50         ${p(50)}`,
    `  latency p95         ${p(95)}`,
    `  latency p99         ${p(99)}   target ≤ ${LOAD_TARGETS.p99Ms} ms ${mark(p99 <= LOAD_TARGETS.p99Ms)}`,
    `  errors              ${errors} (transport ${figures.errors}, time-outs ${figures.timeouts})   target ${LOAD_TARGETS.errors} ${mark(errors <= LOAD_TARGETS.errors)}`,
  ];
  for (const [kind, statuses] of Object.entries(figures.statusByKind).sort(([a], [b]) => a.localeCompare(b))) {
    const parts = Object.entries(statuses)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([status, n]) => `${status}×${n}`);
    const kindLatencies = figures.latenciesByKindMs?.[kind];
    const latency = kindLatencies?.length ? `   p50 ${Math.round(percentile(kindLatencies, 50))} ms, p99 ${Math.round(percentile(kindLatencies, 99))} ms` : '';
    lines.push(`  ${kind.padEnd(20)}${parts.join(', ')}${latency}`);
  }
  return lines;
}

/**
 * The warm-up run's one line (decision 0464): requests, requests/s, p50/p99 and errors, printed
 * without targets (a cold start is not what the targets hold the store to, but it is shown).
 */
export function warmUpReport(figures: LoadFigures): string {
  const total = figures.latenciesMs.length;
  const p = (n: number) => `${Math.round(percentile(figures.latenciesMs, n))} ms`;
  return `Warm-up: ${figures.connections} clients for ${figures.durationS} s, not held to the targets: ${total} requests (${(total / figures.durationS).toFixed(1)}/s), p50 ${p(50)}, p99 ${p(99)}, errors ${errorCount(figures)} (time-outs ${figures.timeouts})`;
}

/** True when the run met every target. */
export function meetsLoadTargets(figures: LoadFigures): boolean {
  return errorCount(figures) <= LOAD_TARGETS.errors && percentile(figures.latenciesMs, 99) <= LOAD_TARGETS.p99Ms;
}
