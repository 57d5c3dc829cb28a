import { describe, expect, it } from 'vitest';
import { errorCount, loadReport, meetsLoadTargets, percentile, warmUpReport, type LoadFigures } from '../../scripts/load-report.js';

/** The load benchmark's arithmetic and report (decision 0254). */
describe('load report', () => {
  const figures = (over: Partial<LoadFigures> = {}): LoadFigures => ({
    connections: 200,
    durationS: 10,
    latenciesMs: Array.from({ length: 100 }, (_, i) => i + 1),
    statusByKind: { product: { 200: 60 }, 'add to cart': { 200: 40 } },
    errors: 0,
    timeouts: 0,
    ...over,
  });

  it('takes percentiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect([percentile(values, 50), percentile(values, 95), percentile(values, 99), percentile(values, 100)]).toEqual([50, 95, 99, 100]);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('counts answers of 400 and more and transport errors as errors', () => {
    expect(errorCount(figures({ statusByKind: { product: { 200: 5, 404: 1, 503: 2 } }, errors: 3 }))).toBe(6);
  });

  it('prints throughput, p50/p95/p99, errors and the statuses of each kind, with the targets', () => {
    const lines = loadReport(figures());
    expect(lines[0]).toBe('Load: 200 concurrent clients for 10 s on loopback');
    expect(lines).toContain('  requests            100 (10.0 requests/s)');
    expect(lines).toContain('  latency p95         95 ms');
    expect(lines.find((l) => l.includes('p99'))).toContain('target ≤ 500 ms ✓');
    expect(lines.find((l) => l.includes('errors'))).toContain('target 0 ✓');
    expect(lines).toContain('  add to cart         200×40');
    expect(meetsLoadTargets(figures())).toBe(true);
  });

  it("prints each kind's own p50 and p99 beside its statuses when they were recorded", () => {
    const lines = loadReport(figures({ latenciesByKindMs: { 'add to cart': Array.from({ length: 40 }, (_, i) => 10 * (i + 1)) } }));
    expect(lines).toContain('  add to cart         200×40   p50 200 ms, p99 400 ms');
    expect(lines).toContain('  product             200×60');
  });

  it('prints the warm-up run on one line, its errors and time-outs shown but held to no target (decision 0464)', () => {
    const line = warmUpReport(figures({ statusByKind: { home: { 200: 99, 503: 1 } }, errors: 2, timeouts: 2 }));
    expect(line).toBe('Warm-up: 200 clients for 10 s, not held to the targets: 100 requests (10.0/s), p50 50 ms, p99 99 ms, errors 3 (time-outs 2)');
  });

  it('fails the targets on one error or a slow p99', () => {
    expect(meetsLoadTargets(figures({ errors: 1 }))).toBe(false);
    expect(meetsLoadTargets(figures({ latenciesMs: [600] }))).toBe(false);
    expect(loadReport(figures({ latenciesMs: [600] })).find((l) => l.includes('p99'))).toContain('✗');
  });
});
