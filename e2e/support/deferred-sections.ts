import type { Page } from '@playwright/test';

/**
 * Scrolls the shop-the-look gallery's reserved place into view, so that the gallery, which mounts
 * only near the viewport (decision 0480), loads. A gallery already near the viewport has mounted
 * and left no place; so has a page without a gallery: then nothing happens.
 */
export async function revealGallery(page: Page): Promise<void> {
  await page.locator('[data-gallery-placeholder]').evaluateAll((elements) => elements.forEach((element) => element.scrollIntoView({ block: 'center' })));
}
