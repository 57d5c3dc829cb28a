import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { expect as baseExpect, test } from './support/test';
import { SHOWCASE } from '../sandbox/src/seed/showcase';
import { expectNoAxeViolations } from './support/axe';
import { saveScreenshots } from './support/screenshots';

/**
 * Recommendation trays (shopping.md §3, §4, §6, §7; decision 0400): the product page's "You may
 * also like" lists the product's real Luma related products (the committed sample data's links,
 * which the full data holds unchanged), personalized with consent through the dataset call and
 * unpersonalized without it through the content service.
 */

/** Parts loaded after hydration: a little more room than the default. */
const expect = baseExpect.configure({ timeout: 20_000 });

const LINKS = path.resolve(import.meta.dirname, '../sandbox/sample-data/luma/fixtures/ConfigurableSampleData/Links/related.csv');

/** The Luma related SKUs of a style, in link order. */
function relatedOf(styleNumber: string): string[] {
  const rows = parse(fs.readFileSync(LINKS), { columns: true, bom: true }) as { sku: string; linked_sku: string }[];
  return rows.filter((r) => r.sku === styleNumber).flatMap((r) => r.linked_sku.split(/\r?\n/).map((s) => s.trim()).filter(Boolean));
}

test.describe('recommendation trays', () => {
  test("the product page shows \"You may also like\" with the product's Luma related products", async ({ page, request }) => {
    const { slug, productId } = SHOWCASE.standard;
    const related = relatedOf(productId);
    expect(related.length).toBeGreaterThan(0);
    const res = await request.get(`/api/catalog/v0/an-us/pools/US_DIRECT/products?product-id=${related.join(',')}`);
    const names = ((await res.json()) as { products: { product: { displayName: string } }[] }).products.map((p) => p.product.displayName);
    expect(names.length).toBeGreaterThan(0);
    const dataset = page.waitForResponse((r) => r.url().includes('/api/personalization/v0/an-us/dataset') && r.request().method() === 'POST');
    await page.goto(`/shop/${slug}`);
    // With consent the provider's dataset call answers the tray (the request body is a stream the browser does not expose).
    const answered = (await (await dataset).json()) as { campaignResponses: { payload: { placement: string; fullProductIds: string[] } }[] };
    expect(answered.campaignResponses.map((c) => c.payload.placement)).toEqual(['product-page']);
    expect(answered.campaignResponses[0]!.payload.fullProductIds).not.toContain(productId);
    const tray = page.getByRole('region', { name: 'You may also like' });
    await tray.scrollIntoViewIfNeeded();
    for (const name of names) await expect(tray.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(tray.getByRole('link', { name: 'Augusta Pullover Jacket', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'recommendations-pdp');
  });

  test.describe('without marketing consent', () => {
    test.use({ consent: '0:disable-personalization' });

    test('the tray comes from the content service, unpersonalized', async ({ page }) => {
      let datasetCalls = 0;
      page.on('request', (r) => {
        if (r.url().includes('/api/personalization/v0/')) datasetCalls += 1;
      });
      const content = page.waitForResponse((r) => r.url().includes('/api/content/v0/an-us/personalized-content') && r.request().method() === 'POST');
      await page.goto(`/shop/${SHOWCASE.standard.slug}`);
      const answered = (await (await content).json()) as { queryResponses: { queryId: string; status: number }[] };
      expect(answered.queryResponses).toMatchObject([{ queryId: 'product-page', status: 200 }]);
      await expect(page.getByRole('region', { name: 'You may also like' }).getByRole('link').first()).toBeVisible();
      expect(datasetCalls).toBe(0);
    });
  });
});
