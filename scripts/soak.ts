/**
 * `npm run soak [-- --navigations N]`: the memory soak (docs/performance.md "Soak"): 1,000 client
 * navigations (default) over the store's main routes — home, a category, a product page, search
 * results, the cart — in one page of the built store with the sandbox, in Chromium. The JS heap
 * used (CDP Performance.getMetrics JSHeapUsedSize, after a forced garbage collection) is read
 * after one warm-up round over the five routes (every route chunk loaded, the caches filled) and
 * after the last navigation; prints both and the growth in %. Exit 0 when the growth is under
 * 10 %, 1 above it or when a navigation fails.
 *
 * A client navigation is the router's own: `history.pushState` then a `popstate` event, which
 * react-router's browser history turns into a navigation (loaders run, the page renders); each
 * waits until the route's h1 reads as it did on that route's own page load.
 *
 * Starts the store itself (scripts/start.mjs on a free loopback port, data in .data/soak-pglite;
 * it builds when the build is stale) unless SOAK_BASE_URL names a running one. Not part of .ci/run.
 */
import { chromium, type Page } from '@playwright/test';
import { CHROME_FLAGS, ensureChromiumPath, startStore, type RunningServer } from './perf-store.js';

/** The soak's goal: heap growth below this (%). */
const GOAL_PERCENT = 10;
const CATEGORY = process.env.SOAK_CATEGORY ?? 'women-tops-hoodies-sweatshirts';
const SITE_ID = 'an-us';

/** `--navigations N` (default 1000). */
function navigationsFlag(argv: readonly string[]): number {
  const at = argv.indexOf('--navigations');
  const value = at >= 0 ? Number(argv[at + 1]) : 1000;
  if (!Number.isInteger(value) || value < 1) throw new Error('--navigations takes a positive whole number');
  return value;
}

/** The first product of the category, as its product-page path. */
async function firstProductPath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/catalog-search-service/v0/${SITE_ID}/tiles/${CATEGORY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pageSize: 1 }),
  });
  if (!response.ok) throw new Error(`category ${CATEGORY} not found (HTTP ${response.status}); set SOAK_CATEGORY`);
  const path = ((await response.json()) as { records?: { pdpURL?: string }[] }).records?.[0]?.pdpURL;
  if (!path) throw new Error(`category ${CATEGORY} has no products`);
  return path;
}

interface Stop {
  readonly path: string;
  /** The route's h1 as its own page load shows it. */
  heading: string;
}

const h1Text = (page: Page) => page.evaluate(() => document.querySelector('main h1, h1')?.textContent?.trim() ?? '');

/** A client navigation to `stop`; resolves when the URL and the h1 are the route's. */
async function navigate(page: Page, stop: Stop): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, stop.path);
  await page.waitForFunction(
    ({ path, heading }) => `${location.pathname}${location.search}` === path && (document.querySelector('main h1, h1')?.textContent?.trim() ?? '') === heading,
    { path: stop.path, heading: stop.heading },
    { timeout: 30_000 },
  );
}

/** JS heap used (bytes) after a forced garbage collection. */
async function heapUsed(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value;
  if (typeof used !== 'number') throw new Error('CDP gave no JSHeapUsedSize');
  return used;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

async function main(): Promise<number> {
  const navigations = navigationsFlag(process.argv.slice(2));
  let store: RunningServer | null = null;
  const baseUrl = process.env.SOAK_BASE_URL ?? (store = await startStore({ dataDir: '.data/soak-pglite', label: '[store]' })).url;
  const browser = await chromium.launch({ executablePath: await ensureChromiumPath(), args: CHROME_FLAGS.filter((f) => f !== '--headless') });
  try {
    const stops: Stop[] = [
      { path: '/', heading: '' },
      { path: `/${CATEGORY}`, heading: '' },
      { path: await firstProductPath(baseUrl), heading: '' },
      { path: '/search?q=hoodie', heading: '' },
      { path: '/cart', heading: '' },
    ];
    const page = await browser.newPage({ baseURL: baseUrl });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Each route's h1 from its own page load.
    for (const stop of stops) {
      await page.goto(stop.path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 60_000 });
      stop.heading = await h1Text(page);
      if (!stop.heading) throw new Error(`${stop.path} shows no h1`);
    }
    // Warm-up: one round of client navigations, then the starting heap.
    for (const stop of stops) await navigate(page, stop);
    const start = await heapUsed(page);
    const started = Date.now();
    for (let n = 0; n < navigations; n += 1) {
      await navigate(page, stops[n % stops.length]!);
      if ((n + 1) % 100 === 0) console.log(`${n + 1} navigations`);
    }
    const end = await heapUsed(page);
    const growth = ((end - start) / start) * 100;
    console.log(`soak: ${navigations} client navigations over ${stops.map((s) => s.path).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    console.log(`heap used at start ${mb(start)}, at end ${mb(end)}, growth ${growth.toFixed(1)} % (goal < ${GOAL_PERCENT} %)`);
    if (errors.length > 0) console.log(`page errors: ${errors.length} (first: ${errors[0]})`);
    return growth < GOAL_PERCENT ? 0 : 1;
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
