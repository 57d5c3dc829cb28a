import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthGateway, BundleGateway, CartGateway, LikesGateway, ThresholdBannerSource, WishlistGateway, toggleHeart } from '@vitrine/core';
import { SAMPLE_BUNDLE_ID } from '@vitrine/adapters/in-memory';
import { BACKENDS, PASSWORD, type ContractBackend } from './support/backends.js';

/**
 * Contract: BundleGateway, WishlistGateway, LikesGateway and ThresholdBannerSource, written once and
 * run against the sandbox (ky gateways over real HTTP) and the in-memory back end (shopping.md §5,
 * §7; decisions 0147, 0220-0224).
 */

function valueOf<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`Expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

describe.each(BACKENDS)('bundles, wishlists, likes and banner contract (%s)', (_name, start) => {
  let backend: ContractBackend;
  beforeAll(async () => {
    backend = await start();
    await backend.samples();
  });
  afterAll(async () => backend?.close());
  const bundleId = () => (backend.name === 'sandbox' ? '24-WG080' : SAMPLE_BUNDLE_ID);

  it('lists a bundle’s parts with the offered SKUs only, finds the bundle from a part, and refuses a non-bundle', async () => {
    const bundles = backend.client().get(BundleGateway);
    const parts = valueOf(await bundles.getParts(bundleId()));
    expect(parts.length).toBeGreaterThanOrEqual(2);
    expect(parts.map((p) => p.position)).toEqual(parts.map((_p, i) => i + 1));
    for (const part of parts) {
      expect(part.product.skus.length).toBeGreaterThan(0);
      expect(part.product.colors.every((c) => part.product.skus.some((s) => s.colorId === c.code))).toBe(true);
    }
    const found = await bundles.getBundles(parts[0]!.product.productId);
    expect(found.map((b) => b.productId)).toEqual([bundleId()]);
    const { inStock } = await backend.samples();
    await expect(bundles.getParts(inStock.product.productId)).resolves.toMatchObject({ ok: false, error: { code: 'CATALOG.NOT_FOUND' } });
  });

  it('adds one SKU of every part to the cart as PART items', async () => {
    const client = backend.client();
    const bundles = client.get(BundleGateway);
    const parts = valueOf(await bundles.getParts(bundleId()));
    const items = parts.map((p) => ({ productId: p.product.productId, skuId: p.product.skus.find((s) => s.stockLevel > 0)!.skuId, quantity: 1, type: 'PART' as const }));
    const cart = valueOf(await bundles.addParts({ poolId: backend.facts.poolId, items }));
    expect(cart.lines.map((l) => l.skuId)).toEqual(items.map((i) => i.skuId));
    await expect(client.get(CartGateway).getMinicart()).resolves.toMatchObject({ totalQuantity: items.length });
    await expect(bundles.addParts({ poolId: backend.facts.poolId, items: [{ ...items[0]!, skuId: 'NO-SUCH-SKU' }] })).resolves.toMatchObject({ ok: false, error: { code: 'CART.INVALID_ITEM' } });
  });

  it('hearts and un-hearts on the default wishlist, readable by id, not writable by another shopper', async () => {
    const client = backend.client();
    const wishlists = client.get(WishlistGateway);
    const { inStock } = await backend.samples();
    const hearted = valueOf(await toggleHeart(wishlists, { productId: inStock.product.productId, skuId: inStock.sku.skuId }));
    expect(hearted.hearted).toBe(true);
    expect(hearted.wishlist.items[0]).toMatchObject({ productId: inStock.product.productId, skuId: inStock.sku.skuId, quantity: 1, sizeName: inStock.sku.size, price: inStock.sku.salePrice });
    // The shareable view (another browser of the sandbox reads it too: tests/sandbox/product-depth-api.test.ts).
    expect(valueOf(await wishlists.getWishlist(hearted.wishlist.id)).items).toHaveLength(1);
    const other = backend.client().get(WishlistGateway);
    await expect(other.addItem({ wishlistId: hearted.wishlist.id, productId: inStock.product.productId, skuId: null, quantity: 1 })).resolves.toMatchObject({ ok: false, error: { code: 'WISHLIST.NOT_FOUND' } });
    await expect(other.getWishlist('wl-none')).resolves.toMatchObject({ ok: false, error: { code: 'WISHLIST.NOT_FOUND' } });
    const unhearted = valueOf(await toggleHeart(wishlists, { productId: inStock.product.productId }));
    expect([unhearted.hearted, unhearted.wishlist.items]).toEqual([false, []]);
  });

  it("keeps a guest's hearts through sign-in and pages them as hearted products", async () => {
    const client = backend.client();
    const { inStock } = await backend.samples();
    valueOf(await toggleHeart(client.get(WishlistGateway), { productId: inStock.product.productId }));
    const email = backend.facts.customers[1]!.email;
    expect((await client.get(AuthGateway).signIn(email, PASSWORD)).ok).toBe(true);
    const [mine] = await client.get(WishlistGateway).getWishlists();
    expect(mine!.items.map((i) => i.productId)).toContain(inStock.product.productId);
    const page = await client.get(LikesGateway).getHeartedProducts(0, 1);
    expect(page).toMatchObject({ offset: 0, limit: 1 });
    expect(page.products).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(1);
  });

  it('takes a back-in-stock request for a sold-out eligible SKU once, and refuses a SKU that can be bought', async () => {
    const likes = backend.client().get(LikesGateway);
    const { soldOut, inStock } = await backend.samples();
    const form = (product: typeof inStock.product, skuId: string) => ({ productId: product.productId, skuId, styleNumber: product.styleNumber, poolId: backend.facts.poolId, email: `bis-${backend.name}@example.com` });
    await expect(likes.subscribeBackInStock(form(inStock.product, inStock.sku.skuId))).resolves.toMatchObject({ ok: false, error: { code: 'BACK_IN_STOCK.NOT_OFFERED' } });
    expect(soldOut).toBeDefined();
    const request = form(soldOut!.product, soldOut!.sku.skuId);
    if (soldOut!.sku.backInStockNotificationEligible) {
      await expect(likes.subscribeBackInStock(request)).resolves.toEqual({ ok: true, value: { alreadySubscribed: false } });
      await expect(likes.subscribeBackInStock(request)).resolves.toEqual({ ok: true, value: { alreadySubscribed: true } });
    } else {
      await expect(likes.subscribeBackInStock(request)).resolves.toMatchObject({ ok: false, error: { code: 'BACK_IN_STOCK.NOT_OFFERED' } });
    }
  });

  it('serves the threshold banner entry in minor units', async () => {
    const entry = await backend.client().get(ThresholdBannerSource).getThresholdBanner();
    expect(entry).toMatchObject({ minThreshold: 5000, maxThreshold: 15000, inRangeHeadline: 'Spend %1 more for free shipping' });
  });
});
