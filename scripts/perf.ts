/**
 * `npm run perf [-- --runs N]`: Lighthouse 13 (mobile preset: simulated slow 4G, 4x CPU) on the
 * store's home, a category, a product page, search results and the cart, in the same run as the
 * no-JS floor page perf/floor.html; prints each page's median figures against the targets and
 * writes them as JSON to .cache/perf/ (docs/performance.md, decisions 0160-0161).
 * Starts the store itself (scripts/start.mjs on a free loopback port, data in .data/perf-pglite)
 * unless PERF_BASE_URL names a running one. Exit 0 when it measured (even with targets missed),
 * 1 when a tool failed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  checkPageTargets,
  formatPerfTable,
  medianFigures,
  PERF_TARGETS,
  readRunsFlag,
  type PageFigures,
  type PerfPageResult,
} from './perf-report.js';
import { mainThreadWorkAfterFcp, type TraceEvent } from './perf-trace.js';
import { CHROME_FLAGS, ensureChromiumPath, ROOT, startStaticServer, startStore, type RunningServer } from './perf-store.js';

/** Category measured (PERF_CATEGORY overrides): present in the shared sample data and its committed subset. */
const CATEGORY = process.env.PERF_CATEGORY ?? 'women-tops-hoodies-sweatshirts';
/** Site whose API finds the product page (the storefront's default site). */
const SITE_ID = process.env.PERF_SITE_ID ?? 'an-us';

interface Target {
  readonly label: string;
  readonly url: string;
  readonly path: string;
}

/** The first product of the category, as its product-page path ('/shop/mona-pullover-hoodlie?color=GREEN'). */
async function firstProductPath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/catalog-search-service/v0/${SITE_ID}/tiles/${CATEGORY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pageSize: 1 }),
  });
  if (!response.ok) throw new Error(`category ${CATEGORY} not found on ${baseUrl} (HTTP ${response.status}); set PERF_CATEGORY`);
  const body = (await response.json()) as { records?: { pdpURL?: string }[] };
  const path = body.records?.[0]?.pdpURL;
  if (!path) throw new Error(`category ${CATEGORY} has no products`);
  return path;
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * The figures of one Lighthouse result and its trace; throws when Lighthouse reports a runtime
 * error, a figure is missing or the trace shows no first contentful paint.
 */
function figuresOf(lhr: LighthouseResult, traceEvents: readonly TraceEvent[]): PageFigures {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => {
    const v = lhr.audits[id]?.numericValue;
    if (typeof v !== 'number') throw new Error(`Lighthouse gave no ${id} for ${lhr.finalDisplayedUrl}`);
    return v;
  };
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error(`Lighthouse gave no performance score for ${lhr.finalDisplayedUrl}`);
  const main = mainThreadWorkAfterFcp(traceEvents, lhr.configSettings.throttling.cpuSlowdownMultiplier);
  if (!main) throw new Error(`the trace of ${lhr.finalDisplayedUrl} shows no first contentful paint`);
  return {
    score: Math.round(score * 100),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    mainCpuMs: main.cpuMs,
    cpuTbtMs: main.cpuBlockingMs,
  };
}

/** One Lighthouse navigation (mobile preset, performance only) in the Chrome listening on `port`. */
async function measure(url: string, port: number): Promise<PageFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return figuresOf(result.lhr, (result.artifacts.Trace?.traceEvents ?? []) as readonly TraceEvent[]);
}

async function main(): Promise<void> {
  const runs = readRunsFlag(process.argv.slice(2), 5);
  const chromePath = await ensureChromiumPath();
  const started: RunningServer[] = [];
  try {
    const external = process.env.PERF_BASE_URL?.replace(/\/+$/, '');
    const store = external ? null : await startStore({ dataDir: '.data/perf-pglite', label: '[store]' });
    if (store) started.push(store);
    const baseUrl = external ?? store!.url;
    const floorServer = await startStaticServer(resolve(ROOT, 'perf'));
    started.push(floorServer);

    const productPath = await firstProductPath(baseUrl);
    const floor: Target = { label: 'Floor (no JS)', url: `${floorServer.url}/floor.html`, path: 'perf/floor.html' };
    const pages: Target[] = [
      { label: 'Home', path: '/' },
      { label: 'Category', path: `/${CATEGORY}` },
      { label: 'Product', path: productPath },
      { label: 'Search', path: '/search?q=hoodie' },
      { label: 'Cart', path: '/cart' },
    ].map((p) => ({ ...p, url: `${baseUrl}${p.path}` }));

    console.log(`Lighthouse ${runs} run(s) per page, mobile preset, against ${baseUrl} (floor: ${floor.url})`);
    const figures = new Map<Target, PageFigures[]>([floor, ...pages].map((t) => [t, []]));
    for (let run = 1; run <= runs; run++) {
      // A fresh Chrome (and profile) per run; Lighthouse clears the cache before each navigation.
      const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
      try {
        for (const target of [floor, ...pages]) {
          const f = await measure(target.url, chrome.port);
          figures.get(target)!.push(f);
          console.log(`  run ${run}/${runs}  ${target.label.padEnd(14)} score ${f.score}  LCP ${Math.round(f.lcpMs)} ms  TBT ${Math.round(f.tbtMs)} ms`);
        }
      } finally {
        chrome.kill();
      }
    }

    const result = (t: Target): PerfPageResult => ({ label: t.label, path: t.path, figures: medianFigures(figures.get(t)!) });
    const floorResult = result(floor);
    const pageResults = pages.map(result);
    console.log(`\nMedian of ${runs} run(s):\n${formatPerfTable(floorResult, pageResults)}`);

    const dir = resolve(ROOT, '.cache/perf');
    mkdirSync(dir, { recursive: true });
    const report = {
      date: new Date().toISOString(),
      baseUrl,
      runs,
      preset: 'lighthouse mobile (simulated slow 4G, 4x CPU)',
      targets: PERF_TARGETS,
      floor: { ...floorResult, url: floor.url, runs: figures.get(floor) },
      pages: pages.map((t, i) => ({ ...pageResults[i]!, url: t.url, runs: figures.get(t), targetsMet: checkPageTargets(pageResults[i]!.figures, floorResult.figures.lcpMs) })),
    };
    const file = resolve(dir, `perf-${report.date.replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(resolve(dir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nJSON: ${file} (and .cache/perf/latest.json)`);
  } finally {
    for (const server of started.reverse()) await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`perf: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
