import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { SHOWCASE } from '../sandbox/src/seed/showcase';
import { CartPage } from './pages/cart-page';
import { ProductPage } from './pages/product-page';

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

test.describe('quickshop edit of a cart line (shopping.md §4 "Quickshop edit ignores the quantity cap"; decision 0361)', () => {
  test('Edit on a cart line opens the quickshop on its size; another size and units, Update, and the cart holds them after a reload; axe finds nothing', async ({ page }) => {
    const pdp = new ProductPage(page);
    const { slug, colorCode, inStockSize } = SHOWCASE.standard;
    await pdp.open(slug, `?color=${colorCode}&size=${inStockSize}`);
    await pdp.add(1);

    const cart = new CartPage(page);
    await cart.open();
    await expect(cart.lines).toHaveCount(1);
    await cart.lines.first().getByRole('link', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: /Augusta Pullover Jacket/ });
    await expect(dialog).toBeVisible();
    const sizes = dialog.getByRole('radiogroup', { name: /Size/ });
    await expect(sizes.getByRole('radio', { name: inStockSize, exact: true })).toBeChecked();
    await expectNoAxeViolations(page, 'dialog');

    const otherSku = await sizes.getByRole('radio', { disabled: false, checked: false }).first().getAttribute('value');
    const other = sizes.locator(`input[type=radio][value="${otherSku}"]`);
    // The radio is visually hidden inside its pill: a shopper clicks the pill (its label).
    await other.locator('xpath=ancestor::label[1]').click();
    await expect(other).toBeChecked();
    await dialog.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();

    await expect(cart.lines).toHaveCount(1);
    await expect(cart.lines.first().getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
    await page.reload();
    await expect(cart.lines.first().getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
    const stored = await page.request.get('/api/checkout/v0/an-us/carts');
    const lines = ((await stored.json()) as { items: { skuId: string; quantity: number }[] }).items;
    expect(lines.map((line) => line.quantity)).toEqual([2]);
    expect(lines[0]!.skuId).not.toBe(SHOWCASE.standard.inStockSkuId);
    expect(lines[0]!.skuId).toContain(`-${otherSku}-`);
  });
});
