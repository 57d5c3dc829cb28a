import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';

/** The Josie Yoga Jacket (sandbox/src/seed/showcase.ts SHOWCASE.markdown), a product with several colours and sizes. */
const PRODUCT = { id: 'WJ02', slug: 'josie-yoga-jacket', name: 'Josie Yoga Jacket' };

interface PriceInfoSku {
  readonly skuId: string;
  readonly colorId: string;
  readonly sizeId: string;
}

test.describe('quickshop by SKU (shell-and-account.md §2 #quickshop, §5; decision 0360)', () => {
  test('a SKU-only quickshop link opens the product owning it; its link opens the product page on that colour and size; axe finds nothing', async ({ page }) => {
    const prices = await page.request.get(`/api/catalog/v0/an-us/products/${PRODUCT.id}/price-info`);
    expect(prices.status()).toBe(200);
    const sku = ((await prices.json()) as { skus: PriceInfoSku[] }).skus.at(-1)!;

    await page.goto(`/#quickshop?sku=${encodeURIComponent(sku.skuId)}`);
    const dialog = page.getByRole('dialog', { name: PRODUCT.name });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'dialog');
    const link = dialog.getByRole('link', { name: 'Choose size and color' });
    await expect(link).toHaveAttribute('href', `/shop/${PRODUCT.slug}?color=${encodeURIComponent(sku.colorId)}&size=${encodeURIComponent(sku.sizeId)}`);
    await link.click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/shop/${PRODUCT.slug}\\?`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT.name);
    await expect(page).toHaveURL(new RegExp(`size=${encodeURIComponent(sku.sizeId)}`));
  });

  test('an unknown SKU keeps the dialog open with the catalogue’s message', async ({ page }) => {
    await page.goto('/#quickshop?sku=NO-SUCH-SKU');
    const dialog = page.getByRole('dialog', { name: 'Quick shop' });
    await expect(dialog.getByRole('alert')).toContainText('No SKU found for NO-SUCH-SKU');
    await expectNoAxeViolations(page, 'dialog');
  });
});
