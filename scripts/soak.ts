/**
 * `npm run soak [-- --navigations N]`: the memory soak (docs/performance.md "Soak"; decision 0445):
 * 1,000 client navigations (default) over the store's main routes in one page of the built store
 * with the sandbox, in Chromium, the way a shopper moves: home → search results (the header's search
 * box) → a product page (the first result) → its category (the breadcrumb) → the cart (the header's
 * cart link) → home (the logo), and round again. Each step is the router's own client navigation (a
 * click on a link or the search box's submit) and is done when the URL changed and the new page's h1
 * shows. The shopper has accepted all cookies (analytics and personalization run). The JS heap used (CDP Performance.getMetrics JSHeapUsedSize, after forced garbage
 * collections, the lowest of three readings) is read after a warm-up of 300 hops (decision 0459; the
 * warm-up's readings at 100 and 200 are printed too), every 100 navigations and after the last
 * one; prints each reading with the page's retained analytics data layer (entries and JSON bytes) and the growth from start to end in %. Exit 0 when the growth is under 10 %, 1
 * above it or when a navigation fails.
 *
 * Starts the store itself (scripts/start.mjs on a free loopback port, data in .data/soak-pglite;
 * it builds when the build is stale) unless SOAK_BASE_URL names a running one. Not part of .ci/run.
 * `--snapshots DIR [--snapshot-at 0,100,300]` also writes heap snapshots after those hops, for
 * scripts/heap-snapshot-diff.ts (decision 0456).
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { CHROME_FLAGS, ensureChromiumPath, startStore, type RunningServer } from './perf-store.js';

/**
 * Hops before the starting reading (60 rounds of the five steps; decision 0459): every route chunk
 * loaded and each page's data read within the first round, and V8's optimised code grown to its
 * working size, which takes about 200-300 hops (decision 0456's heap snapshots: 1.25 MB of compiled
 * code in the first 200 hops, then a trickle). The warm-up's own readings, every 100 hops, are
 * printed too.
 */
const WARM_UP_HOPS = 300;

/** The soak's goal: heap growth below this (%). */
const GOAL_PERCENT = 10;

/** `--navigations N` (default 1000). */
function navigationsFlag(argv: readonly string[]): number {
  const at = argv.indexOf('--navigations');
  const value = at >= 0 ? Number(argv[at + 1]) : 1000;
  if (!Number.isInteger(value) || value < 1) throw new Error('--navigations takes a positive whole number');
  return value;
}

/**
 * `--snapshots DIR [--snapshot-at 0,100,300]`: where heap snapshots go and after which hops (counted
 * after the warm-up; 0 is the starting reading). Without `--snapshots`, none; the hops default to
 * 0, 100, 300 and 600 (those within the run). Each is DIR/hop-N.heapsnapshot, taken after the hop's reading.
 */
function snapshotFlags(argv: readonly string[]): { readonly dir: string; readonly hops: ReadonlySet<number> } | null {
  const at = argv.indexOf('--snapshots');
  if (at < 0) return null;
  const dir = argv[at + 1];
  if (!dir || dir.startsWith('--')) throw new Error('--snapshots takes a directory');
  const hopsAt = argv.indexOf('--snapshot-at');
  const hops = (hopsAt >= 0 ? (argv[hopsAt + 1] ?? '') : '0,100,300,600').split(',').map(Number);
  if (hops.some((n) => !Number.isInteger(n) || n < 0)) throw new Error('--snapshot-at takes whole numbers separated by commas');
  return { dir: resolve(dir), hops: new Set(hops) };
}

/**
 * Writes a heap snapshot of the page (CDP HeapProfiler.takeHeapSnapshot, which collects garbage
 * first) to `file` (a .heapsnapshot JSON, the format DevTools' Memory panel loads, and
 * scripts/heap-snapshot-diff.ts compares). `cdp` is one session kept for all of a run's snapshots,
 * tracking heap objects: only then does V8 keep node ids stable between snapshots, which the diff's
 * "allocated after the first snapshot" needs.
 */
async function writeHeapSnapshot(cdp: CDPSession, file: string): Promise<void> {
  const out = createWriteStream(file);
  const write = ({ chunk }: { chunk: string }) => out.write(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', write);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', write);
  await new Promise<void>((done, fail) => out.end((error?: Error | null) => (error ? fail(error) : done())));
  console.log(`heap snapshot: ${file}`);
}

const h1Text = (page: Page) => page.evaluate(() => document.querySelector('main h1, h1')?.textContent?.trim() ?? '');

/** One hop: what it does, and the path (pathname + search) it must reach. */
interface Step {
  readonly name: string;
  readonly reaches: RegExp;
  go(page: Page): Promise<void>;
}

/** Clicks (a DOM click the router's link handles) the last link `selector` finds, waiting up to 15 s for one; throws when there is none. */
async function clickLink(page: Page, selector: string): Promise<void> {
  // Some links (the breadcrumb) come with data read after the page shows. A locator's wait holds no
  // element handle: page.waitForSelector returns one that, never disposed, keeps the link (and the
  // whole page it was on, React fibers and all) alive in the inspector after the page is left.
  await page.locator(selector).first().waitFor({ state: 'attached', timeout: 15_000 }).catch(() => undefined);
  const found = await page.evaluate((sel) => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>(sel)];
    const link = links[links.length - 1];
    if (!link) return false;
    link.click();
    return true;
  }, selector);
  if (!found) throw new Error(`no link ${selector} on ${page.url()}`);
}

const STEPS: readonly Step[] = [
  {
    name: 'search',
    reaches: /^\/search\?q=hoodie$/,
    go: async (page) => {
      const box = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
      await box.fill('hoodie');
      await box.press('Enter');
    },
  },
  { name: 'product', reaches: /^\/shop\//, go: (page) => page.getByRole('main').locator('a[href^="/shop/"]').first().click() },
  { name: 'category', reaches: /^\/[a-z0-9-]+$/, go: (page) => clickLink(page, 'nav[aria-label="Breadcrumb"] a:not([aria-current])') },
  { name: 'cart', reaches: /^\/cart$/, go: (page) => clickLink(page, 'header a[href="/cart"], [role="banner"] a[href="/cart"]') },
  // The logo (header or slim header): a router link to /?ref=logo (decision 0345). Other links to "/" can
  // be the site selector's, which loads a new document.
  { name: 'home', reaches: /^\/(\?ref=logo)?$/, go: (page) => clickLink(page, '[role="banner"] a[href="/?ref=logo"], header a[href="/?ref=logo"]') },
];

/** Runs one step: a client navigation, done when the path matches and a new, non-empty h1 shows. */
async function step(page: Page, hop: Step): Promise<void> {
  const before = `${await h1Text(page)}|${new URL(page.url()).pathname}`;
  await hop.go(page);
  await page.waitForFunction(
    ({ source, before }) => {
      const path = `${location.pathname}${location.search}`;
      const h1 = document.querySelector('main h1, h1')?.textContent?.trim() ?? '';
      return new RegExp(source).test(path) && h1 !== '' && `${h1}|${location.pathname}` !== before;
    },
    { source: hop.reaches.source, before },
    { timeout: 30_000 },
  );
}

/**
 * JS heap used (bytes): the lowest of three readings, each after forced garbage collections and a
 * 500 ms pause (work still in flight after a navigation makes single readings noisy by MBs).
 */
async function heapUsed(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  let lowest = Infinity;
  for (let reading = 0; reading < 3; reading += 1) {
    await page.waitForTimeout(500);
    for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value;
    if (typeof used !== 'number') throw new Error('CDP gave no JSHeapUsedSize');
    lowest = Math.min(lowest, used);
  }
  await cdp.detach();
  return lowest;
}

/** The analytics data layer the page retains (window.dataLayer): entries and JSON size (bytes). */
const dataLayerSize = (page: Page) =>
  page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];
    let bytes = 0;
    for (const entry of layer) bytes += (JSON.stringify(entry) ?? '').length;
    return { entries: layer.length, bytes };
  });

/** One reading line: heap and data layer after `n` navigations. */
async function reading(page: Page, n: number): Promise<number> {
  const heap = await heapUsed(page);
  const layer = await dataLayerSize(page);
  console.log(`${n} navigations: heap ${mb(heap)}, data layer ${layer.entries} entries (${(layer.bytes / 1024).toFixed(1)} KB as JSON)`);
  return heap;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

async function main(): Promise<number> {
  const navigations = navigationsFlag(process.argv.slice(2));
  const snapshots = snapshotFlags(process.argv.slice(2));
  if (snapshots) mkdirSync(snapshots.dir, { recursive: true });
  let profiler: CDPSession | null = null;
  /** The snapshot after `hop` hops (after the warm-up), when one is asked for. */
  const snapshotAfter = async (page: Page, hop: number) => {
    if (!snapshots?.hops.has(hop)) return;
    if (!profiler) {
      profiler = await page.context().newCDPSession(page);
      // Tracking object moves keeps V8's map of node ids for the session: without it every snapshot numbers its nodes afresh.
      await profiler.send('HeapProfiler.enable');
      await profiler.send('HeapProfiler.startTrackingHeapObjects', { trackAllocations: false });
    }
    await writeHeapSnapshot(profiler, resolve(snapshots.dir, `hop-${hop}.heapsnapshot`));
  };
  let store: RunningServer | null = null;
  const baseUrl = process.env.SOAK_BASE_URL ?? (store = await startStore({ dataDir: '.data/soak-pglite', label: '[store]' })).url;
  const browser = await chromium.launch({ executablePath: await ensureChromiumPath(), args: CHROME_FLAGS.filter((f) => f !== '--headless') });
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    // A shopper who chose "Accept all" (decision 0311's cookie): analytics, the data layer and the
    // personalization calls run on every page, as they would for most shoppers.
    await context.addCookies([{ name: 'vitrine_consent', value: '1:enable-all', url: baseUrl }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 60_000 });
    // Every hop must be the router's: a document load would start a fresh heap and hide a leak.
    let documentLoads = 0;
    page.on('load', () => {
      documentLoads += 1;
    });
    // Warm-up (WARM_UP_HOPS; decision 0459), its readings printed, then the starting heap.
    let warmUpFirst: number | null = null;
    for (let n = 0; n < WARM_UP_HOPS; n += 1) {
      await step(page, STEPS[n % STEPS.length]!);
      if ((n + 1) % 100 === 0 && n + 1 < WARM_UP_HOPS) {
        const heap = await heapUsed(page);
        warmUpFirst ??= heap;
        console.log(`warm-up, ${n + 1} navigations: heap ${mb(heap)}`);
      }
    }
    const start = await reading(page, 0);
    await snapshotAfter(page, 0);
    documentLoads = 0;
    const started = Date.now();
    const visited = new Set<string>();
    const msByStep = new Map<string, number>();
    for (let n = 0; n < navigations; n += 1) {
      const hop = STEPS[n % STEPS.length]!;
      const t0 = Date.now();
      await step(page, hop);
      msByStep.set(hop.name, (msByStep.get(hop.name) ?? 0) + Date.now() - t0);
      visited.add(new URL(page.url()).pathname + new URL(page.url()).search);
      if ((n + 1) % 100 === 0 && n + 1 < navigations) await reading(page, n + 1);
      if (n + 1 < navigations) await snapshotAfter(page, n + 1);
    }
    const end = await reading(page, navigations);
    await snapshotAfter(page, navigations);
    const growth = ((end - start) / start) * 100;
    console.log(`soak: ${navigations} client navigations over ${[...visited].join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    console.log(`heap used at start ${mb(start)}, at end ${mb(end)}, growth ${growth.toFixed(1)} % (goal < ${GOAL_PERCENT} %)`);
    if (warmUpFirst !== null) console.log(`from the warm-up's first reading (100 navigations) to the end: ${(((end - warmUpFirst) / warmUpFirst) * 100).toFixed(1)} % (V8's tier-up included)`);
    console.log(`time per step (s, total): ${[...msByStep].map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)}`).join(', ')}`);
    if (errors.length > 0) console.log(`page errors: ${errors.length} (first: ${errors[0]})`);
    console.log(`document loads during the soak: ${documentLoads} (each hop must be a client navigation: 0)`);
    return growth < GOAL_PERCENT && documentLoads === 0 ? 0 : 1;
  } finally {
    await browser.close();
    await store?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
