/**
 * `npm run bench:ui [-- --no-listing | --listing-only]`: interaction and large-listing benchmarks
 * in Playwright with Debian's Chromium, CPU slowed 4x (docs/performance.md, decisions 0162-0163).
 * Interactions (INP, web-vitals + Event Timing): choosing a size and adding to cart on a product
 * page, opening the 390 px push menu and the desktop dropdown, typing in the header search, and the
 * time from the last key to the suggestions being painted. Large listing: the store seeded with
 * VITRINE_CATALOG_MULTIPLIER so one category holds ≥ 10,000 products; DOM size, page-change and
 * subcategory latency, JS heap. Prints tables with the targets and writes JSON to .cache/perf/.
 * Starts its stores (scripts/start.mjs) unless PERF_BASE_URL / PERF_LISTING_BASE_URL are given.
 * Exit 0 when it measured (targets missed or not), 1 when a tool failed. Not part of `npm test`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { aimAt, armReadyProbe, domElementCount, heapUsedAfterGc, instrumentContext, lastResourceMs, measureInteraction, readyDelay, throttleCpu, type InteractionFigures, type InteractionParts } from './bench-ui-probes.js';
import { formatBenchTable, INTERACTION_TARGETS, type BenchRow } from './perf-report.js';
import { CHROME_FLAGS, ensureChromiumPath, ROOT, startStore, type RunningServer } from './perf-store.js';

const SITE_ID = process.env.PERF_SITE_ID ?? 'an-us';
/** Category whose first product is measured (as in npm run perf). */
const CATEGORY = process.env.PERF_CATEGORY ?? 'women-tops-hoodies-sweatshirts';
/** The branch the catalogue multiplier grows, as a slug and as the seed's display-name path. */
const LISTING_CATEGORY = process.env.PERF_LISTING_CATEGORY ?? 'women-tops';
const LISTING_CATEGORY_PATH = process.env.PERF_LISTING_CATEGORY_PATH ?? 'Women/Tops';
const CPU_SLOWDOWN = 4;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Products in a category and the first one's page path, from the tiles API. */
async function categoryInfo(baseUrl: string, slug: string): Promise<{ total: number; firstPath: string }> {
  const response = await fetch(`${baseUrl}/api/catalog-search-service/v0/${SITE_ID}/tiles/${slug}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pageSize: 1 }),
  });
  if (!response.ok) throw new Error(`category ${slug} not found on ${baseUrl} (HTTP ${response.status})`);
  const body = (await response.json()) as { totalRecords: number; records: { pdpURL: string }[] };
  if (!body.records[0]) throw new Error(`category ${slug} has no products`);
  return { total: body.totalRecords, firstPath: body.records[0].pdpURL };
}

/** A fresh context and page at `viewport`, instrumented, CPU slowed, at `url` with the network idle. */
async function openPage(browser: Browser, url: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  await instrumentContext(context);
  const page = await context.newPage();
  await throttleCpu(page, CPU_SLOWDOWN);
  await page.goto(url, { waitUntil: 'networkidle' });
  // The app marks <html> once hydrated (the entry starts after the first paint, decision 0280).
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForTimeout(500);
  return page;
}

/** "input delay 4 + handlers 30 + rendering 50 ms; " for a row's note (empty without an entry). */
function partsNote(parts: InteractionParts | null): string {
  if (!parts) return '';
  const ms = (value: number) => Math.max(0, Math.round(value));
  return `input delay ${ms(parts.inputDelay)} + handlers ${ms(parts.processing)} + rendering ${ms(parts.presentation)} ms; `;
}

function inpRow(name: string, f: InteractionFigures): BenchRow {
  const floor = f.latencyMs === null ? 'under the 16 ms Event Timing floor; ' : '';
  return {
    name,
    value: f.latencyMs ?? 16,
    unit: 'ms',
    target: INTERACTION_TARGETS.maxInpMs,
    note: `${floor}${partsNote(f.parts)}page INP (web-vitals) ${f.pageInpMs === null ? 'not reported yet' : `${Math.round(f.pageInpMs)} ms`}`,
  };
}

/** Product page: choose the first available size, then add to cart. */
async function productScenario(browser: Browser, baseUrl: string, productPath: string): Promise<BenchRow[]> {
  const page = await openPage(browser, `${baseUrl}${productPath}`, DESKTOP);
  try {
    const sizes = page.getByRole('radiogroup', { name: 'Size' });
    const size = sizes.locator('label').filter({ has: page.locator('input[type=radio]:not(:disabled)') }).first();
    const chooseSize = await measureInteraction(
      page,
      await aimAt(page, size),
      () => sizes.locator('input:checked').waitFor({ state: 'attached' }),
    );
    const add = await measureInteraction(
      page,
      await aimAt(page, page.getByRole('button', { name: 'Add to cart' })),
      () => page.getByRole('status').filter({ hasText: /added to your cart/i }).waitFor(),
    );
    return [inpRow(`INP: choose a size (${productPath.split('?')[0]})`, chooseSize), inpRow('INP: add to cart', add)];
  } finally {
    await page.context().close();
  }
}

/** Home at 390 px: open the push menu, then one branch of it. */
async function pushMenuScenario(browser: Browser, baseUrl: string): Promise<BenchRow[]> {
  const page = await openPage(browser, `${baseUrl}/`, PHONE);
  try {
    const open = await measureInteraction(
      page,
      await aimAt(page, page.getByRole('banner').getByRole('button', { name: 'Menu' })),
      () => page.getByRole('dialog', { name: 'Menu' }).waitFor(),
    );
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    const branch = await measureInteraction(page, await aimAt(page, dialog.getByRole('button', { name: /Women/ }).first()));
    return [inpRow('INP: open the push menu (390 px)', open), inpRow('INP: push menu, open a branch', branch)];
  } finally {
    await page.context().close();
  }
}

/** Home at 1280 px: open the first dropdown of the main navigation with the keyboard. */
async function dropdownScenario(browser: Browser, baseUrl: string): Promise<BenchRow[]> {
  const page = await openPage(browser, `${baseUrl}/`, DESKTOP);
  try {
    const trigger = page.getByRole('navigation', { name: 'Main' }).locator('button[aria-expanded]').first();
    // A resting pointer opens a dropdown by itself (hover intent), which is no interaction for
    // INP; the press measured is Enter on the focused trigger (decision 0478).
    await trigger.focus();
    const open = await measureInteraction(
      page,
      () => page.keyboard.press('Enter'),
      () => page.getByRole('navigation', { name: 'Main' }).locator('button[aria-expanded="true"]').waitFor(),
    );
    return [inpRow('INP: open a desktop dropdown', open)];
  } finally {
    await page.context().close();
  }
}

/** Home at 1280 px: type 'hoodie' in the header search (Playwright holds each key 120 ms and presses the next one right after). */
async function searchScenario(browser: Browser, baseUrl: string): Promise<BenchRow[]> {
  const word = 'hoodie';
  const page = await openPage(browser, `${baseUrl}/`, DESKTOP);
  try {
    const input = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    await input.click();
    // The suggestions are painted once the terms group answers the whole word with options; its
    // sample products follow in a second call (shopping.md §7 "Search"; decision 0479).
    const box = `document.querySelector('[aria-label="Search suggestions"]')`;
    await armReadyProbe(page, `return ${box}?.querySelector('[data-terms-for=${JSON.stringify(word)}] [role="option"]') != null;`, 'terms');
    await armReadyProbe(
      page,
      `const b = ${box};
       return b?.getAttribute('aria-busy') === 'false' && b.querySelector('[data-terms-for=${JSON.stringify(word)}]') != null && b.querySelector('[role="group"] + [role="group"] [role="option"]') != null;`,
      'products',
    );
    const typing = await measureInteraction(page, () => input.pressSequentially(word, { delay: 120 }));
    const suggestionsMs = await readyDelay(page, 'key', 'terms');
    const productsMs = await readyDelay(page, 'key', 'products');
    return [
      inpRow(`INP: type '${word}' in the header search`, typing),
      { name: 'Last key to suggestions painted', value: suggestionsMs, unit: 'ms', target: INTERACTION_TARGETS.maxSuggestionsMs, note: 'the terms; includes the 100 ms debounce (decision 0474)' },
      { name: 'Last key to their sample products painted', value: productsMs, unit: 'ms', target: INTERACTION_TARGETS.maxSuggestionsMs, note: 'the first term’s products, a second call (decision 0479)' },
    ];
  } finally {
    await page.context().close();
  }
}

/** The multiplied category: products, DOM size, heap, next page, a subcategory. */
async function listingScenario(browser: Browser, baseUrl: string): Promise<BenchRow[]> {
  const { total } = await categoryInfo(baseUrl, LISTING_CATEGORY);
  const rows: BenchRow[] = [{ name: `Products in /${LISTING_CATEGORY}`, value: total, unit: 'count', target: INTERACTION_TARGETS.minListingProducts, atLeast: true }];
  // Heap of the shell alone (the empty cart page), then of the listing, each after a full GC.
  const shell = await openPage(browser, `${baseUrl}/cart`, DESKTOP);
  const shellHeap = await heapUsedAfterGc(shell);
  await shell.context().close();
  const page = await openPage(browser, `${baseUrl}/${LISTING_CATEGORY}`, DESKTOP);
  try {
    const grid = page.getByRole('main');
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await pager.waitFor();
    // The dropdown navigation is a chunk of its own that mounts with the navigation tree (decision
    // 0477): counted in the DOM with the rest of the page.
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    const listingHeap = await heapUsedAfterGc(page);
    rows.push({ name: 'DOM elements on the listing', value: await domElementCount(page), unit: 'count', target: INTERACTION_TARGETS.maxDomNodes });
    rows.push({
      name: 'JS heap the listing adds',
      value: Math.max(0, listingHeap - shellHeap),
      unit: 'bytes',
      target: INTERACTION_TARGETS.maxListingHeapBytes,
      note: `listing ${(listingHeap / 1048576).toFixed(1)} MB − shell (/cart) ${(shellHeap / 1048576).toFixed(1)} MB, after GC`,
    });

    await armReadyProbe(page, `return location.search.includes('page=2') && document.querySelector('nav[aria-label="Pagination"] [aria-current="page"]')?.textContent?.trim() === '2';`);
    // A shopper reaches the pager before clicking Next: the work that scrolling starts (the
    // recommendation trays below the grid, the images) is not part of the click (decision 0477).
    const nextLink = pager.getByRole('link', { name: /next/i });
    await nextLink.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1_000);
    const next = await measureInteraction(page, await aimAt(page, nextLink));
    const nextShown = await readyDelay(page, 'pointer');
    rows.push({ ...inpRow('INP: change page (Next)', next) });
    const api = await lastResourceMs(page, '/tiles/');
    rows.push({ name: 'Next page: click to new page painted', value: nextShown, unit: 'ms', target: null, note: `loader fetch + render; the tiles API call took ${api === null ? '?' : Math.round(api)} ms` });

    const subnav = grid.getByRole('navigation', { name: /^Subcategories of/ }).getByRole('link').first();
    const subName = ((await subnav.textContent()) ?? '').trim();
    const narrow = await measureInteraction(
      page,
      await aimAt(page, subnav),
      () => page.waitForURL((url) => url.pathname !== `/${LISTING_CATEGORY}`),
    );
    rows.push(inpRow(`INP: narrow to a subcategory (${subName})`, narrow));
    rows.push({ name: 'INP: change sort / filter', value: null, unit: 'ms', target: INTERACTION_TARGETS.maxInpMs, note: 'not measured: the category page has no sort or filter control (paged, decision 0052)' });
    return rows;
  } finally {
    await page.context().close();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const listingOnly = args.includes('--listing-only');
  const withListing = !args.includes('--no-listing');
  const chromePath = await ensureChromiumPath();
  const started: RunningServer[] = [];
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.filter((f) => f !== '--headless') });
  const report: Record<string, unknown> = { date: new Date().toISOString(), cpuSlowdown: CPU_SLOWDOWN, targets: INTERACTION_TARGETS };
  try {
    const external = process.env.PERF_BASE_URL?.replace(/\/+$/, '');
    const needStore = !listingOnly || !process.env.PERF_LISTING_BASE_URL;
    const store = external || !needStore ? null : await startStore({ dataDir: '.data/bench-pglite', label: '[store]' });
    if (store) started.push(store);
    const baseUrl = external ?? store?.url ?? '';

    if (!listingOnly) {
      const { firstPath } = await categoryInfo(baseUrl, CATEGORY);
      const rows: BenchRow[] = [];
      for (const [name, scenario] of [
        ['product page', () => productScenario(browser, baseUrl, firstPath)],
        ['push menu', () => pushMenuScenario(browser, baseUrl)],
        ['desktop dropdown', () => dropdownScenario(browser, baseUrl)],
        ['header search', () => searchScenario(browser, baseUrl)],
      ] as const) {
        console.log(`  measuring: ${name}`);
        rows.push(...(await scenario()));
      }
      console.log(`\nInteractions (${baseUrl}, CPU ${CPU_SLOWDOWN}x slower; INP = longest Event Timing duration of the action):\n${formatBenchTable(rows)}`);
      report.interactions = { baseUrl, rows };
    }

    if (withListing) {
      let listingUrl = process.env.PERF_LISTING_BASE_URL?.replace(/\/+$/, '');
      if (!listingUrl) {
        const { total } = await categoryInfo(baseUrl, LISTING_CATEGORY);
        const times = Math.ceil(INTERACTION_TARGETS.minListingProducts / total);
        const listingStore = await startStore({
          dataDir: `.data/perf-listing-x${times}`,
          label: '[listing]',
          env: { VITRINE_CATALOG_MULTIPLIER: String(times), VITRINE_CATALOG_MULTIPLY_CATEGORY: LISTING_CATEGORY_PATH },
        });
        started.push(listingStore);
        listingUrl = listingStore.url;
      }
      console.log('  measuring: large listing');
      const rows = await listingScenario(browser, listingUrl);
      console.log(`\nLarge listing (${listingUrl}/${LISTING_CATEGORY}, CPU ${CPU_SLOWDOWN}x slower):\n${formatBenchTable(rows)}`);
      report.listing = { baseUrl: listingUrl, category: LISTING_CATEGORY, rows };
    }

    const dir = resolve(ROOT, '.cache/perf');
    mkdirSync(dir, { recursive: true });
    const file = resolve(dir, `bench-ui-${String(report.date).replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(resolve(dir, 'bench-ui-latest.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nJSON: ${file} (and .cache/perf/bench-ui-latest.json)`);
  } finally {
    await browser.close();
    for (const server of started.reverse()) await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`bench:ui: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
