/**
 * In-page probes of `npm run bench:ui` (docs/performance.md "Interactions", decision 0162): the
 * web-vitals onINP reporter and an Event Timing observer injected before the app's scripts, CPU
 * throttling and heap readings through the Chrome DevTools Protocol, and the timing of an action
 * up to the paint that shows its result.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';

/** What the init script keeps on `window.__bench`. */
interface BenchState {
  /** Event Timing entries of interactions since the last reset: interactionId and times on the page's clock, ms. */
  events: { id: number; startTime: number; duration: number; processingStart: number; processingEnd: number }[];
  /** web-vitals INP of the page so far, ms (null before the first interaction is reported). */
  inp: number | null;
  /** event.timeStamp of the last keydown / pointerdown, ms on the page's clock. */
  lastKeyAt: number;
  lastPointerAt: number;
  /** When each armed condition became true, by its name: performance.now() in the frame after the DOM change, ms. */
  ready: Record<string, Promise<number>>;
}

declare global {
  interface Window {
    __bench: BenchState;
    webVitals: { onINP(cb: (metric: { value: number }) => void, opts: { reportAllChanges: boolean; durationThreshold: number }): void };
  }
}

function webVitalsIife(): string {
  const require = createRequire(import.meta.url);
  return readFileSync(join(dirname(require.resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');
}

/** Runs in the page before its own scripts: collects interactions for INP. */
function installProbe(): void {
  const state: BenchState = { events: [], inp: null, lastKeyAt: 0, lastPointerAt: 0, ready: {} };
  window.__bench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      const { interactionId: id, startTime, duration, processingStart, processingEnd } = entry;
      if (id) state.events.push({ id, startTime, duration, processingStart, processingEnd });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  window.webVitals.onINP((metric) => (state.inp = metric.value), { reportAllChanges: true, durationThreshold: 0 });
  addEventListener('keydown', (e) => (state.lastKeyAt = e.timeStamp), true);
  addEventListener('pointerdown', (e) => (state.lastPointerAt = e.timeStamp), true);
}

/**
 * Prepares a browser context for measuring: injects web-vitals (the IIFE build of the package the
 * UI already depends on) and the probe into every page before the app's own scripts.
 */
export async function instrumentContext(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: `${webVitalsIife()};\nwindow.webVitals = webVitals;\n(${installProbe.toString()})();` });
}

/** Slows the page's CPU `rate` times through CDP Emulation.setCPUThrottlingRate (4 = Lighthouse's mobile preset). */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** JS heap in use after a full garbage collection, bytes (CDP HeapProfiler.collectGarbage, Runtime.getHeapUsage). */
export async function heapUsedAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

/** Elements in the document (document.getElementsByTagName('*').length). */
export function domElementCount(page: Page): Promise<number> {
  return page.evaluate(() => document.getElementsByTagName('*').length);
}

/** Waits two animation frames, an idle period (web-vitals reports INP when idle) and `ms` more, so pending entries are delivered. */
async function settle(page: Page, ms = 300): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => done(), { timeout: 3000 })))),
  );
  await page.waitForTimeout(ms);
}

/**
 * Points the mouse at the centre of `target` (scrolled into view) and returns the press: a mouse
 * down and up there. The pointer arrives and the page settles (its hover styles, pointerover
 * handlers) before the press, as a shopper's pointer arrives before the click; and the press runs
 * no Playwright code in the page, where `locator.click()` moves and presses in one task and checks
 * its hit target with a listener that runs inside the measured interaction (decision 0478).
 * Throws when the target has no box (not rendered).
 */
export async function aimAt(page: Page, target: Locator): Promise<() => Promise<void>> {
  await target.scrollIntoViewIfNeeded();
  // Until the element is on top at the pointer (a banner fixed at the bottom can cover it) and
  // stays there (content loading above it can move it).
  let at = '';
  let aimed = false;
  for (let tries = 0; tries < 6; tries++) {
    const box = await target.boundingBox();
    if (!box) throw new Error('bench: the element to press is not rendered');
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    if (!(await target.evaluate((el, p) => el.contains(document.elementFromPoint(p.x, p.y)), point))) {
      await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      continue;
    }
    aimed = `${point.x},${point.y}` === at;
    if (aimed) break;
    at = `${point.x},${point.y}`;
    await page.mouse.move(point.x, point.y);
    await settle(page, 200);
  }
  if (!aimed) throw new Error('bench: the element to press is covered or keeps moving');
  return async () => {
    await page.mouse.down();
    await page.mouse.up();
  };
}

/** Duration of the last resource fetched whose URL contains `part`, ms (Resource Timing); null when none. */
export function lastResourceMs(page: Page, part: string): Promise<number | null> {
  return page.evaluate((p) => {
    const entries = performance.getEntriesByType('resource').filter((e) => e.name.includes(p));
    return entries.length ? entries[entries.length - 1]!.duration : null;
  }, part);
}

/**
 * The three parts of an interaction (all its Event Timing entries: pointerdown, pointerup, click, …),
 * ms: from the input to the first handler starting (another task was running), from there to the
 * last handler's end (the handlers, and what ran between them), and from there to the next paint
 * (rendering, and any task that ran first). Their sum is the interaction's latency; Event Timing
 * rounds each entry's duration to 8 ms.
 */
export interface InteractionParts {
  readonly inputDelay: number;
  readonly processing: number;
  readonly presentation: number;
}

/** What one measured interaction gave. */
export interface InteractionFigures {
  /** Longest Event Timing duration among the action's interactions, ms; null when none reached the 16 ms floor of the API. */
  readonly latencyMs: number | null;
  /** The parts of that longest entry's interaction (null with latencyMs). */
  readonly parts: InteractionParts | null;
  /** web-vitals INP of the page after the action, ms (null when nothing was reported yet). */
  readonly pageInpMs: number | null;
}

/**
 * Performs `act` and returns the longest interaction latency it caused (its INP had it been the
 * page's only interaction) and the page's web-vitals INP afterwards. `act` performs the input only;
 * `check` then waits for its visible result, once the interaction has painted: Playwright's
 * locators run in the page (a role query computes roles and names across the document; one took
 * 82 ms at 4× CPU), so a check polled right after the input can run before the interaction's paint
 * and count in its latency.
 */
export async function measureInteraction(page: Page, act: () => Promise<void>, check?: () => Promise<void>): Promise<InteractionFigures> {
  await page.evaluate(() => (window.__bench.events = []));
  await act();
  await settle(page);
  const figures = await page.evaluate(() => {
    const events = window.__bench.events;
    const longest = events.reduce<(typeof events)[number] | null>((a, e) => (a && a.duration >= e.duration ? a : e), null);
    if (!longest) return { latencyMs: null, parts: null, pageInpMs: window.__bench.inp };
    const same = events.filter((e) => e.id === longest.id);
    const start = Math.min(...same.map((e) => e.startTime));
    const firstHandler = Math.min(...same.map((e) => e.processingStart));
    const lastHandlerEnd = Math.max(...same.map((e) => e.processingEnd));
    const end = Math.max(...same.map((e) => e.startTime + e.duration));
    const parts = { inputDelay: firstHandler - start, processing: lastHandlerEnd - firstHandler, presentation: end - lastHandlerEnd };
    return { latencyMs: longest.duration, parts, pageInpMs: window.__bench.inp };
  });
  await check?.();
  return figures;
}

/**
 * Arms a MutationObserver that records, in the frame after the DOM first satisfies `condition`
 * (a function body over `document` returning a boolean), performance.now() as the ready time named
 * `name` (several conditions can be armed at once under different names).
 */
export async function armReadyProbe(page: Page, condition: string, name = 'ready'): Promise<void> {
  await page.evaluate(
    ({ body, key }) => {
      const test = new Function(body) as () => boolean;
      window.__bench.ready[key] = new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!test()) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      });
    },
    { body: condition, key: name },
  );
}

/**
 * Waits (up to `timeoutMs`) for the condition armed as `name` and returns the time from the last
 * keydown (`from: 'key'`) or pointerdown (`from: 'pointer'`) to the frame after it held, ms. The
 * wait is one evaluation awaiting the probe's promise: Playwright's `waitForFunction` would first
 * load its 330 KB injected script into the page, 90 ms of script at 4× CPU that, run while the
 * result is coming, delayed the probe's timer and counted in the figure (decision 0479).
 */
export async function readyDelay(page: Page, from: 'key' | 'pointer', name = 'ready', timeoutMs = 60_000): Promise<number> {
  return page.evaluate(
    async ({ f, key, ms }) => {
      const at = await Promise.race([
        window.__bench.ready[key]!,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`'${key}' was not ready within ${ms} ms`)), ms)),
      ]);
      return at - (f === 'key' ? window.__bench.lastKeyAt : window.__bench.lastPointerAt);
    },
    { f: from, key: name, ms: timeoutMs },
  );
}
