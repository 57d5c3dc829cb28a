import { type Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * Nothing shifts while a page loads and hydrates (docs/performance.md: CLS ≤ 0.01; architecture.md
 * "No layout shift"; decision 0426): on the home, category, product, search and cart templates, at
 * a desktop and a phone viewport, with the header's promo banner and links and the pages' trays,
 * the layout shifts the browser reports from the first paint until the page is hydrated and the
 * network idle add up to at most 0.01, and hydration logs no error or warning.
 */
const pages = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/women-tops-hoodies-sweatshirts' },
  { name: 'product', path: '/shop/mona-pullover-hoodlie?color=GREEN' },
  { name: 'search', path: '/search?q=hoodie' },
  { name: 'cart', path: '/cart' },
] as const;

const viewports = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 412, height: 823 } },
] as const;

/** The speed target's CLS (docs/performance.md). */
const MAX_CLS = 0.01;

/** How long after the network went idle late shifts are still watched for (ms): the idle-time work of decision 0454 runs by then. */
const SETTLE_MS = 2500;

/** Playwright's own warning when the page registers its service worker (decision 0452): not the page's. */
const PLAYWRIGHT_WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

/** Records every layout shift without recent input (value and shifted nodes) from the page's first paint. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; nodes: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
        if (entry.hadRecentInput) continue;
        const nodes = (entry.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName}.${s.node.className.toString()}` : String(s.node?.nodeName)));
        w.__shifts.push({ value: entry.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Collects console errors and warnings and uncaught errors of a page. */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.text() === PLAYWRIGHT_WORKER_BLOCKED) return;
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

for (const { name: device, viewport } of viewports) {
  test.describe(`layout shift at ${device} size`, () => {
    test.use({ viewport });

    for (const { name, path } of pages) {
      test(`the ${name} page loads and hydrates with CLS ≤ ${MAX_CLS} and no console error`, async ({ page }) => {
        await watchLayoutShifts(page);
        const messages = watchConsole(page);
        // The fixture's goto waits for the hydration mark (e2e/support/test.ts).
        await page.goto(path);
        await expect(page.getByRole('banner').getByRole('search')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(SETTLE_MS);
        const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts);
        const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
        test.info().annotations.push({ type: 'CLS', description: `${cls.toFixed(4)}; ${shifts.map((s) => `${s.value.toFixed(4)} ${s.nodes.join(' ')}`).join(' | ') || 'no shift'}` });
        expect(cls, shifts.map((s) => `${s.value.toFixed(4)}: ${s.nodes.join(', ')}`).join('\n')).toBeLessThanOrEqual(MAX_CLS);
        expect(messages).toEqual([]);
      });
    }
  });
}
