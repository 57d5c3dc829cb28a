/**
 * Pure parts of the speed benchmarks (`npm run perf`, `npm run bench:ui`; docs/performance.md):
 * the median of repeated runs, the targets and their checks, and the plain-text tables they print.
 * Nothing here measures or times anything.
 */

/** The Lighthouse figures of one page load (docs/performance.md "What the figures mean"). */
export interface PageFigures {
  /** Lighthouse performance score, 0-100. */
  readonly score: number;
  /** Largest Contentful Paint, ms (simulated slow 4G, 4x CPU). */
  readonly lcpMs: number;
  /** First Contentful Paint, ms. */
  readonly fcpMs: number;
  /** Total Blocking Time, ms. */
  readonly tbtMs: number;
  /** Cumulative Layout Shift, unitless. */
  readonly cls: number;
  /** Bytes transferred over the network (Lighthouse total-byte-weight). */
  readonly bytes: number;
  /** The renderer main thread's CPU time in tasks from FCP on, ms, unthrottled (scripts/perf-trace.ts; no target). */
  readonly mainCpuMs: number;
  /** TBT's rule applied to those tasks' CPU time times 4, ms (scripts/perf-trace.ts; no target). */
  readonly cpuTbtMs: number;
}

/** The page-load targets (docs/performance.md, decision 0160). */
export const PERF_TARGETS = {
  /** Lighthouse score at least this (0-100). */
  minScore: 98,
  /** LCP at most this many times the no-JS floor page's LCP. */
  maxLcpRatio: 1.3,
  /** TBT at most this, ms. */
  maxTbtMs: 50,
  /** CLS at most this. */
  maxCls: 0.01,
} as const;

/** The interaction targets (docs/performance.md, decision 0162). */
export const INTERACTION_TARGETS = {
  /** Interaction to Next Paint of each measured interaction at most this, ms. */
  maxInpMs: 100,
  /** Last key to search suggestions painted at most this, ms. */
  maxSuggestionsMs: 300,
  /** DOM elements on the large listing at most this. */
  maxDomNodes: 1500,
  /** JS heap the large listing adds at most this, bytes (10 MB). */
  maxListingHeapBytes: 10 * 1024 * 1024,
  /** Products in the large listing's category at least this. */
  minListingProducts: 10_000,
} as const;

/** Whether each page-load figure meets its target. */
export interface PageTargetCheck {
  readonly score: boolean;
  readonly lcp: boolean;
  readonly tbt: boolean;
  readonly cls: boolean;
}

/**
 * The median of `values` (the mean of the two middle values for an even count). Throws a RangeError
 * on an empty list. Example: median([3, 1, 2]) === 2; median([4, 1, 2, 3]) === 2.5.
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Each figure's median over the runs, figure by figure (so the result need not be one real run).
 * Throws a RangeError when `runs` is empty.
 */
export function medianFigures(runs: readonly PageFigures[]): PageFigures {
  const of = (pick: (f: PageFigures) => number) => median(runs.map(pick));
  return {
    score: of((f) => f.score),
    lcpMs: of((f) => f.lcpMs),
    fcpMs: of((f) => f.fcpMs),
    tbtMs: of((f) => f.tbtMs),
    cls: of((f) => f.cls),
    bytes: of((f) => f.bytes),
    mainCpuMs: of((f) => f.mainCpuMs),
    cpuTbtMs: of((f) => f.cpuTbtMs),
  };
}

/** LCP of `figures` divided by the floor page's LCP (both ms); Infinity when the floor LCP is 0. */
export function lcpRatio(figures: PageFigures, floorLcpMs: number): number {
  return floorLcpMs > 0 ? figures.lcpMs / floorLcpMs : Number.POSITIVE_INFINITY;
}

/** Checks one page's figures against PERF_TARGETS, the LCP against `floorLcpMs` (ms) times maxLcpRatio. */
export function checkPageTargets(figures: PageFigures, floorLcpMs: number): PageTargetCheck {
  return {
    score: figures.score >= PERF_TARGETS.minScore,
    lcp: lcpRatio(figures, floorLcpMs) <= PERF_TARGETS.maxLcpRatio,
    tbt: figures.tbtMs <= PERF_TARGETS.maxTbtMs,
    cls: figures.cls <= PERF_TARGETS.maxCls,
  };
}

/** '✓' for a met target, '✗' for a miss. */
export function mark(pass: boolean): string {
  return pass ? '✓' : '✗';
}

/** ms as seconds with two decimals: 1234.5 -> '1.23 s'. */
export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

/** Whole ms: 12.4 -> '12 ms'. */
export function formatMs(ms: number): string {
  return `${Math.round(ms)} ms`;
}

/** Bytes in KB (1 KB = 1024 bytes), one decimal: 153600 -> '150.0 KB'; from 1 MB on, MB: '10.5 MB'. */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * A plain-text table: the header row, a rule, then the rows; the first column left-aligned, the
 * others right-aligned, columns two spaces apart, widths by code points. Rows shorter than the
 * header are padded with blanks.
 */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const width = (s: string) => [...s].length;
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ''))));
  const line = (cells: readonly string[]) =>
    widths
      .map((w, i) => {
        const cell = cells[i] ?? '';
        const pad = ' '.repeat(w - width(cell));
        return i === 0 ? cell + pad : pad + cell;
      })
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** One measured page of `npm run perf`: its label, path and median figures. */
export interface PerfPageResult {
  readonly label: string;
  readonly path: string;
  readonly figures: PageFigures;
}

/**
 * The `npm run perf` table: the floor page first (no marks), then each page with a ✓/✗ mark per
 * figure that has a target (score, LCP ÷ floor, TBT, CLS), and a line with the targets. The last
 * two columns (main-thread CPU, CPU TBT) are diagnostics without targets.
 */
export function formatPerfTable(floor: PerfPageResult, pages: readonly PerfPageResult[]): string {
  const header = ['Page', 'Score', 'LCP', 'LCP ÷ floor', 'FCP', 'TBT', 'CLS', 'Transferred', 'Main CPU', 'CPU TBT'];
  const row = (p: PerfPageResult, check: PageTargetCheck | null): string[] => {
    const m = (pass: boolean) => (check ? ` ${mark(pass)}` : '');
    const f = p.figures;
    return [
      `${p.label} (${p.path})`,
      `${Math.round(f.score)}${m(check?.score ?? true)}`,
      formatSeconds(f.lcpMs),
      `${lcpRatio(f, floor.figures.lcpMs).toFixed(2)}${m(check?.lcp ?? true)}`,
      formatSeconds(f.fcpMs),
      `${formatMs(f.tbtMs)}${m(check?.tbt ?? true)}`,
      `${f.cls.toFixed(3)}${m(check?.cls ?? true)}`,
      formatBytes(f.bytes),
      formatMs(f.mainCpuMs),
      formatMs(f.cpuTbtMs),
    ];
  };
  const rows = [row(floor, null), ...pages.map((p) => row(p, checkPageTargets(p.figures, floor.figures.lcpMs)))];
  const t = PERF_TARGETS;
  return `${formatTable(header, rows)}\nTargets: score ≥ ${t.minScore}, LCP ≤ ${t.maxLcpRatio} × floor LCP, TBT ≤ ${t.maxTbtMs} ms, CLS ≤ ${t.maxCls}  (✓ met, ✗ missed)\nMain CPU: the renderer main thread's CPU time from FCP on, unthrottled; CPU TBT: TBT's rule on that CPU time × 4 (no targets)`;
}

/** One row of a `npm run bench:ui` table. `value` null = not measured (`note` says why). */
export interface BenchRow {
  readonly name: string;
  readonly value: number | null;
  /** How to print `value`: 'ms', 'bytes' or 'count'. */
  readonly unit: 'ms' | 'bytes' | 'count';
  /** Upper bound (or lower bound when `atLeast`) in the same unit; null = no target. */
  readonly target: number | null;
  readonly atLeast?: boolean;
  readonly note?: string;
}

function formatValue(value: number, unit: BenchRow['unit']): string {
  if (unit === 'ms') return formatMs(value);
  if (unit === 'bytes') return formatBytes(value);
  return Math.round(value).toLocaleString('en-GB');
}

/** True, false, or null when the row has no value or no target. */
export function benchRowPasses(row: BenchRow): boolean | null {
  if (row.value === null || row.target === null) return null;
  return row.atLeast ? row.value >= row.target : row.value <= row.target;
}

/** A `npm run bench:ui` table: measure, value, target (≤ or ≥) and ✓/✗, then any note. */
export function formatBenchTable(rows: readonly BenchRow[]): string {
  return formatTable(
    ['Measure', 'Value', 'Target', '', 'Note'],
    rows.map((r) => {
      const pass = benchRowPasses(r);
      return [
        r.name,
        r.value === null ? '—' : formatValue(r.value, r.unit),
        r.target === null ? '' : `${r.atLeast ? '≥' : '≤'} ${formatValue(r.target, r.unit)}`,
        pass === null ? '' : mark(pass),
        r.note ?? '',
      ];
    }),
  );
}

/**
 * Reads `--runs N` (or `--runs=N`) from command-line arguments; `fallback` when absent. Throws a
 * RangeError when N is not a whole number from 1 to 20.
 */
export function readRunsFlag(argv: readonly string[], fallback: number): number {
  const at = argv.findIndex((a) => a === '--runs' || a.startsWith('--runs='));
  if (at < 0) return fallback;
  const arg = argv[at]!;
  const raw = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[at + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 20) throw new RangeError(`--runs must be a whole number from 1 to 20 (got ${raw ?? 'nothing'})`);
  return n;
}
