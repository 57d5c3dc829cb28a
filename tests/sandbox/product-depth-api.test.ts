import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BundlePartsResponseDto, CartResponseDto, WishlistsResponseDto } from '@vitrine/contract';
import { parseBundleOptions } from '../../sandbox/src/seed/steps/luma-bundles.step.js';
import { SHOWCASE } from '../../sandbox/src/seed/showcase.js';
import { SandboxHarness } from './sandbox-harness.js';

const KIT = { productId: '24-WG080', slug: 'sprite-yoga-companion-kit' };
const TOKENS = '/api/auth/v0/an-us/tokens';
const RONI = 'roni_cost@example.com';

describe('bundles, wishlists, likes, back in stock and the threshold banner (decisions 0220-0224)', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open({ faults: true });
  });
  afterAll(async () => h?.close());
  beforeEach(() => h.clearCookies());

  const signIn = (email: string) => h.json('POST', TOKENS, { grantType: 'password', email, password: 'Vitrine-demo-1' });

  it("parses Luma's bundle options", () => {
    expect(parseBundleOptions('Sprite Stasis Ball|radio:24-WG081-blue,24-WG082-blue\nSprite Foam Roller|radio:24-WG088\nEmpty|radio:')).toEqual([
      { title: 'Sprite Stasis Ball', skus: ['24-WG081-blue', '24-WG082-blue'] },
      { title: 'Sprite Foam Roller', skus: ['24-WG088'] },
    ]);
  });

  it('seeds the Luma yoga kit as a BUNDLE record with four parts limited to the offered SKUs', async () => {
    const product = await h.json('GET', `/api/catalog/v0/an-us/pools/US_DIRECT/products?slug=${KIT.slug}`);
    expect([product.status, product.body.products[0].recordType, product.body.products[0].product.productType]).toEqual([200, 'BUNDLE', 'BUNDLE']);
    const parts = await h.json<BundlePartsResponseDto>('GET', `/api/catalog/v0/an-us/products/${KIT.productId}/parts`);
    expect(parts.status).toBe(200);
    expect(parts.body.parts.map((p) => p.title)).toEqual(['Sprite Stasis Ball', 'Sprite Foam Yoga Brick', 'Sprite Yoga Strap', 'Sprite Foam Roller']);
    expect(parts.body.parts[0]!.product.skuInfo.skus.map((s) => s.skuId)).toEqual(['24-WG081-blue', '24-WG082-blue', '24-WG083-blue']);
    expect(parts.body.parts[0]!.product.skuInfo.primarySlice.sliceItems.map((c) => c.code)).toEqual(['BLUE']);
    expect((await h.json('GET', `/api/catalog/v0/an-us/products/${SHOWCASE.standard.productId}/parts`)).status).toBe(404);
    const bundles = await h.json('GET', `/api/catalog/v1/an-us/pools/US_DIRECT/products/24-WG084/bundles?limit=5`);
    expect(bundles.body.bundles.map((b: { productSlug: string }) => b.productSlug)).toEqual([KIT.slug]);
    expect((await h.json('GET', `/api/catalog/v1/an-us/pools/US_DIRECT/products/24-WG084/bundles?limit=9`)).status).toBe(400);
    expect((await h.json('GET', `/api/catalog/v1/an-us/pools/US_DIRECT/products/${SHOWCASE.standard.productId}/bundles`)).body.bundles).toEqual([]);
  });

  it('adds PART items to the cart all or nothing, with the v0 rules', async () => {
    await h.guest();
    const parts = (await h.json<BundlePartsResponseDto>('GET', `/api/catalog/v0/an-us/products/${KIT.productId}/parts`)).body.parts;
    const items = parts.map((p) => ({ productId: p.product.product.productId, skuId: p.product.skuInfo.skus[0]!.skuId, quantity: 1, type: 'PART' }));
    const added = await h.json<CartResponseDto>('POST', '/api/checkout/v1/an-us/carts/items', { poolId: 'US_DIRECT', items });
    expect(added.status).toBe(200);
    expect(added.body.items.map((l) => l.skuId)).toEqual(items.map((i) => i.skuId));
    const bad = await h.json('POST', '/api/checkout/v1/an-us/carts/items', { poolId: 'US_DIRECT', items: [{ productId: '', skuId: 'x', quantity: 1, type: 'REGULAR' }] });
    expect([bad.status, bad.body.code]).toEqual([400, 'INVALID_ITEM']);
    expect(bad.body.details.fields).toEqual(['items.0.productId', 'items.0.type']);
    h.clearCookies();
    expect((await h.json('POST', '/api/checkout/v1/an-us/carts/items', { poolId: 'US_DIRECT', items })).status).toBe(401);
  });

  it("keeps a guest's hearts, merges them at sign-in and lists them as liked products", async () => {
    await h.guest();
    const lists = await h.json<WishlistsResponseDto>('GET', '/api/checkout/v0/an-us/wishlists');
    const id = lists.body.wishlists[0]!.id;
    const added = await h.json('POST', `/api/checkout/v0/an-us/wishlists/${id}/items`, { productId: SHOWCASE.standard.productId, skuId: SHOWCASE.standard.inStockSkuId, quantity: 1 });
    expect([added.status, added.body.items[0].sizeName, added.body.items[0].price > 0]).toEqual([200, SHOWCASE.standard.inStockSize, true]);
    expect((await h.json('POST', `/api/checkout/v0/an-us/wishlists/${id}/items`, { productId: SHOWCASE.standard.productId, quantity: 'one' })).status).toBe(400);
    expect((await h.json('POST', `/api/checkout/v0/an-us/wishlists/wl-other/items`, { productId: SHOWCASE.standard.productId, quantity: 1 })).status).toBe(404);
    expect((await h.json('GET', '/api/likes/v0/an-us/me/likes/products')).status).toBe(403);
    // The shareable view needs no token.
    h.clearCookies();
    expect((await h.json('GET', `/api/checkout/v0/an-us/wishlists/${id}`)).body.items).toHaveLength(1);
    // Sign-in from that guest session merges.
    await h.guest();
    const guestId = (await h.json<WishlistsResponseDto>('GET', '/api/checkout/v0/an-us/wishlists')).body.wishlists[0]!.id;
    await h.json('POST', `/api/checkout/v0/an-us/wishlists/${guestId}/items`, { productId: SHOWCASE.markdown.productId, quantity: 1 });
    expect((await signIn(RONI)).status).toBe(200);
    const mine = (await h.json<WishlistsResponseDto>('GET', '/api/checkout/v0/an-us/wishlists')).body.wishlists[0]!;
    expect(mine.items.map((i) => i.productId)).toContain(SHOWCASE.markdown.productId);
    const liked = await h.json('GET', '/api/likes/v0/an-us/me/likes/products?offset=0&limit=1');
    expect([liked.status, liked.body.products.length, liked.body.total >= 1]).toEqual([200, 1, true]);
    const removed = await h.json('DELETE', `/api/checkout/v0/an-us/wishlists/${mine.id}/items/${mine.items[0]!.itemId}`);
    expect(removed.body.items).toHaveLength(mine.items.length - 1);
    expect((await h.json('DELETE', `/api/checkout/v0/an-us/wishlists/${mine.id}/items/nope`)).status).toBe(404);
  });

  it('takes a back-in-stock request for a sold-out SKU and mails it when the SKU is restocked', async () => {
    const form = { productId: SHOWCASE.standard.productId, skuId: SHOWCASE.standard.outOfStockSkuId, styleNumber: SHOWCASE.standard.productId, poolId: 'US_DIRECT', email: 'notify-me@example.com' };
    const first = await h.json('POST', '/api/likes/v0/an-us/back-in-stock-notifications', form);
    expect([first.status, first.body.status]).toEqual([201, 'SUBSCRIBED']);
    expect((await h.json('POST', '/api/likes/v0/an-us/back-in-stock-notifications', form)).body.status).toBe('ALREADY_SUBSCRIBED');
    expect((await h.json('POST', '/api/likes/v0/an-us/back-in-stock-notifications', { ...form, skuId: SHOWCASE.standard.inStockSkuId })).body.code).toBe('NOT_SOLD_OUT');
    expect((await h.json('POST', '/api/likes/v0/an-us/back-in-stock-notifications', { ...form, email: 'nope' })).status).toBe(400);
    expect((await h.json('POST', '/api/likes/v0/fp-fr/back-in-stock-notifications', { ...form, poolId: 'EU_DIRECT' })).body.code).toBe('FEATURE_DISABLED');
    const restocked = await h.json('POST', '/api/__sandbox/restock', { skuId: form.skuId, poolId: 'US_DIRECT', stockLevel: 4 });
    expect(restocked.body).toEqual({ skuId: form.skuId, poolId: 'US_DIRECT', stockLevel: 4, notified: 1 });
    const mail = await h.json('GET', '/api/__sandbox/mailbox?to=notify-me@example.com');
    expect(mail.body.messages.map((m: { subject: string }) => m.subject)).toEqual(['Back in stock: Augusta Pullover Jacket']);
    expect((await h.json('POST', '/api/__sandbox/restock', { skuId: form.skuId, poolId: 'US_DIRECT', stockLevel: 4 })).body.notified).toBe(0);
    // 0 sells it out again: a new request is taken.
    expect((await h.json('POST', '/api/__sandbox/restock', { skuId: form.skuId, poolId: 'US_DIRECT', stockLevel: 0 })).body).toMatchObject({ stockLevel: 0, notified: 0 });
    expect((await h.json('POST', '/api/likes/v0/an-us/back-in-stock-notifications', { ...form, email: 'again@example.com' })).status).toBe(201);
  });

  it('serves the cart threshold banner entry in the site language and leaves other content types alone', async () => {
    const en = await h.json('GET', '/api/content/v1/an-us/entries?content_type=cartThresholdBanner');
    expect(en.body.items).toEqual([
      expect.objectContaining({ minThreshold: 50, maxThreshold: 150, inRangeHeadline: 'Spend %1 more for free shipping', thresholdMetHeadline: 'You’ve earned free shipping' }),
    ]);
    const de = await h.json('GET', '/api/content/v1/an-de/entries?content_type=cartThresholdBanner');
    expect(de.body.items[0].inRangeHeadline).toBe('Noch %1 bis zum kostenlosen Versand');
    // Another content type is the content store's (decision 0213): no entries of it here.
    const other = await h.json('GET', '/api/content/v1/an-us/entries?content_type=somethingElse');
    expect([other.status, other.body.items]).toEqual([200, []]);
  });
});
