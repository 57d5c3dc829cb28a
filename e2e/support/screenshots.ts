import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';

const dir = resolve(import.meta.dirname, '../../e2e-artifacts/screenshots');

/** The two widths every main page is captured at (architecture.md "Look and feel"), px. */
export const SCREENSHOT_WIDTHS = [390, 1280] as const;

/**
 * Saves full-page screenshots of the current URL at 390 px and 1280 px wide into
 * e2e-artifacts/screenshots/{name}-{width}.png, restoring the viewport afterwards.
 */
export async function saveScreenshots(page: Page, name: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of SCREENSHOT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Lazy images below the fold load only when scrolled to: make them eager, then wait (bounded) for them.
    await page.evaluate(async () => {
      for (const img of Array.from(document.images)) img.loading = 'eager';
      const settle = Promise.all(Array.from(document.images).map((img) => (img.complete ? null : img.decode().catch(() => null))));
      await Promise.race([settle, new Promise((done) => setTimeout(done, 5000))]);
    });
    await page.screenshot({ path: resolve(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
}
