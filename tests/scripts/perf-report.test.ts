import { describe, expect, it } from 'vitest';
import {
  benchRowPasses,
  checkPageTargets,
  formatBenchTable,
  formatBytes,
  formatPerfTable,
  formatTable,
  lcpRatio,
  median,
  medianFigures,
  readRunsFlag,
  type PageFigures,
} from '../../scripts/perf-report.js';

const figures = (over: Partial<PageFigures> = {}): PageFigures => ({ score: 99, lcpMs: 1200, fcpMs: 900, tbtMs: 20, cls: 0, bytes: 150 * 1024, mainCpuMs: 400, cpuTbtMs: 10, ...over });

describe('median of runs', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([5, 1, 4, 2, 3])).toBe(3);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('leaves its input in order and refuses an empty list', () => {
    const runs = [3, 1, 2];
    median(runs);
    expect(runs).toEqual([3, 1, 2]);
    expect(() => median([])).toThrow(RangeError);
  });

  it('takes each figure’s median on its own', () => {
    const runs = [figures({ score: 90, lcpMs: 3000, mainCpuMs: 900 }), figures({ score: 99, lcpMs: 1000, cpuTbtMs: 30 }), figures({ score: 95, lcpMs: 2000, cls: 0.2, mainCpuMs: 500 })];
    expect(medianFigures(runs)).toEqual({ score: 95, lcpMs: 2000, fcpMs: 900, tbtMs: 20, cls: 0, bytes: 150 * 1024, mainCpuMs: 500, cpuTbtMs: 10 });
  });
});

describe('page-load targets', () => {
  it('passes at the limits: score 98, LCP 1.3 × floor, TBT 50 ms, CLS 0.01', () => {
    expect(checkPageTargets(figures({ score: 98, lcpMs: 1300, tbtMs: 50, cls: 0.01 }), 1000)).toEqual({ score: true, lcp: true, tbt: true, cls: true });
  });

  it('misses each figure just past its limit', () => {
    expect(checkPageTargets(figures({ score: 97, lcpMs: 1301, tbtMs: 51, cls: 0.011 }), 1000)).toEqual({ score: false, lcp: false, tbt: false, cls: false });
  });

  it('divides LCP by the floor’s LCP, and never passes against a zero floor', () => {
    expect(lcpRatio(figures({ lcpMs: 1500 }), 1000)).toBe(1.5);
    expect(checkPageTargets(figures(), 0).lcp).toBe(false);
  });
});

describe('perf table', () => {
  it('prints the floor without marks and each page with a mark per target', () => {
    const table = formatPerfTable({ label: 'Floor (no JS)', path: 'perf/floor.html', figures: figures({ score: 100, lcpMs: 1000, bytes: 34 * 1024 }) }, [
      { label: 'Home', path: '/', figures: figures({ score: 60, lcpMs: 4000, fcpMs: 3500, tbtMs: 600, cls: 0.002, bytes: 1.5 * 1024 * 1024, mainCpuMs: 1234.4, cpuTbtMs: 150.6 }) },
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^Page\s+Score\s+LCP\s+LCP ÷ floor\s+FCP\s+TBT\s+CLS\s+Transferred\s+Main CPU\s+CPU TBT$/);
    expect(lines[2]).toMatch(/^Floor \(no JS\) \(perf\/floor\.html\)\s+100\s+1\.00 s\s+1\.00\s+0\.90 s\s+20 ms\s+0\.000\s+34\.0 KB\s+400 ms\s+10 ms$/);
    expect(lines[3]).toMatch(/^Home \(\/\)\s+60 ✗\s+4\.00 s\s+4\.00 ✗\s+3\.50 s\s+600 ms ✗\s+0\.002 ✓\s+1\.5 MB\s+1234 ms\s+151 ms$/);
    expect(lines[4]).toBe('Targets: score ≥ 98, LCP ≤ 1.3 × floor LCP, TBT ≤ 50 ms, CLS ≤ 0.01  (✓ met, ✗ missed)');
    expect(lines[5]).toBe("Main CPU: the renderer main thread's CPU time from FCP on, unthrottled; CPU TBT: TBT's rule on that CPU time × 4 (no targets)");
  });

  it('aligns columns: first left, others right, two spaces apart, with a rule under the header', () => {
    expect(formatTable(['Name', 'N'], [['a', '10'], ['long name', '2']])).toBe(['Name        N', '---------  --', 'a          10', 'long name   2'].join('\n'));
  });

  it('prints bytes in KB below 1 MB and in MB from 1 MB', () => {
    expect(formatBytes(153_600)).toBe('150.0 KB');
    expect(formatBytes(11 * 1024 * 1024)).toBe('11.0 MB');
  });
});

describe('bench table', () => {
  it('marks upper and lower bounds, and leaves unmeasured or target-less rows unmarked', () => {
    expect(benchRowPasses({ name: 'INP', value: 100, unit: 'ms', target: 100 })).toBe(true);
    expect(benchRowPasses({ name: 'INP', value: 101, unit: 'ms', target: 100 })).toBe(false);
    expect(benchRowPasses({ name: 'Products', value: 9999, unit: 'count', target: 10_000, atLeast: true })).toBe(false);
    expect(benchRowPasses({ name: 'Sort', value: null, unit: 'ms', target: 100 })).toBeNull();
    expect(benchRowPasses({ name: 'Paint', value: 12, unit: 'ms', target: null })).toBeNull();
  });

  it('prints value, target with its bound, the mark and the note', () => {
    const lines = formatBenchTable([
      { name: 'Products', value: 10_000, unit: 'count', target: 10_000, atLeast: true },
      { name: 'Heap', value: 2.5 * 1024 * 1024, unit: 'bytes', target: 10 * 1024 * 1024 },
      { name: 'Sort', value: null, unit: 'ms', target: 100, note: 'no control' },
    ]).split('\n');
    expect(lines[2]).toMatch(/^Products\s+10,000\s+≥ 10,000\s+✓$/);
    expect(lines[3]).toMatch(/^Heap\s+2\.5 MB\s+≤ 10\.0 MB\s+✓$/);
    expect(lines[4]).toMatch(/^Sort\s+—\s+≤ 100 ms\s+no control$/);
  });
});

describe('--runs flag', () => {
  it('reads --runs N and --runs=N, else the fallback', () => {
    expect(readRunsFlag(['--runs', '3'], 5)).toBe(3);
    expect(readRunsFlag(['--runs=1'], 5)).toBe(1);
    expect(readRunsFlag([], 5)).toBe(5);
  });

  it('refuses anything but a whole number from 1 to 20', () => {
    for (const bad of [['--runs'], ['--runs', '0'], ['--runs=21'], ['--runs', 'x'], ['--runs=2.5']]) expect(() => readRunsFlag(bad, 5)).toThrow(RangeError);
  });
});
