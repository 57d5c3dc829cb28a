import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartResponseDto, ProductRecordDto, ProductsResponseDto } from '@vitrine/contract';
import { GIFT_CARD_MESSAGE_MAX_LENGTH } from '@vitrine/core';
import { SHOWCASE } from '../../sandbox/src/seed/showcase.js';
import { GIFT_CARD_AMOUNTS, giftCardSkuId } from '../../sandbox/src/seed/steps/gift-cards.step.js';
import { SandboxHarness } from './sandbox-harness.js';

type Answer = CartResponseDto & { code?: string; message?: string; details?: Record<string, unknown> };

const EGIFT = 'GC-EGIFT';
const CLASSIC = 'GC-CLASSIC';
const egiftItem = (giftCard: unknown, amount = 50) => ({ productId: EGIFT, skuId: giftCardSkuId(EGIFT, amount), poolId: 'US_DIRECT', quantity: 1, giftCard });
const info = { name: 'Maya Chen', emailAddress: 'maya.chen@example.com', message: 'Happy birthday!', deliveryDate: { year: 2026, month: 2, day: 3 } };

describe('gift cards and e-gift cards in the sandbox (shopping.md §3; decisions 0282, 0283)', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    h.clearCookies();
    h.now = Date.UTC(2026, 0, 15, 12);
    await h.guest();
  });

  const add = (items: unknown[]) => h.json<Answer>('POST', '/api/checkout/v0/an-us/carts/items', { items });
  const patch = (itemId: string, body: unknown) => h.json<Answer>('PATCH', `/api/checkout/v0/an-us/carts/items/${itemId}`, body);
  const product = async (slug: string, site = 'an-us', pool = 'US_DIRECT'): Promise<ProductRecordDto> =>
    (await h.json<ProductsResponseDto>('GET', `/api/catalog/v0/${site}/pools/${pool}/products?slug=${slug}`)).body.products[0]!;

  it('seeds both products with the subset: flags, one SKU per amount at face value in the site currency', async () => {
    for (const [slug, egift] of [['classic-gift-card', false], ['e-gift-card', true]] as const) {
      const record = await product(slug);
      expect([record.product.isGiftCard, record.product.isEgiftCard]).toEqual([true, egift]);
      expect(record.skuInfo.skus.map((s) => [s.size, s.salePrice, s.listPrice])).toEqual(GIFT_CARD_AMOUNTS.map((a) => [String(a), a, a]));
      expect(record.skuInfo.currencyCode).toBe('USD');
    }
    const ukRecord = await product('e-gift-card', 'an-uk', 'UK_DIRECT');
    expect([ukRecord.skuInfo.currencyCode, ukRecord.skuInfo.skus[0]!.salePrice]).toEqual(['GBP', 25]);
    const flags = await h.db.query<{ n: number }>('select count(*)::int as n from product where is_gift_card and slug in ($1, $2)', ['classic-gift-card', 'e-gift-card']);
    expect(flags[0]!.n).toBe(2);
  });

  it('adds an e-gift card with its info; the line carries the info and GIFT_CARD_ITEM', async () => {
    const res = await add([egiftItem({ ...info, name: '  Maya Chen ' })]);
    expect(res.status).toBe(200);
    const line = res.body.items[0]!;
    expect(line.giftCard).toEqual(info);
    expect(line.flags).toContain('GIFT_CARD_ITEM');
    expect([line.salePrice, line.sizeName]).toEqual([50, '50']);
    const again = await h.json<CartResponseDto>('GET', '/api/checkout/v0/an-us/carts');
    expect(again.body.items[0]!.giftCard).toEqual(info);
  });

  it('keeps two recipients of the same amount on two lines, and joins the same recipient', async () => {
    await add([egiftItem(info)]);
    await add([egiftItem(info)]);
    const res = await add([egiftItem({ ...info, name: 'Sam Ortiz', emailAddress: 'sam@example.org' })]);
    expect(res.body.items.map((l) => [l.giftCard?.name, l.quantity])).toEqual([
      ['Maya Chen', 2],
      ['Sam Ortiz', 1],
    ]);
  });

  it('answers INVALID_ITEM with each refused field and its problem', async () => {
    const res = await add([egiftItem({ name: '', emailAddress: 'maya@', message: 'x'.repeat(GIFT_CARD_MESSAGE_MAX_LENGTH + 1), deliveryDate: { year: 2026, month: 1, day: 10 } })]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'INVALID_ITEM',
      message: 'Invalid parameters passed to addToCart: giftCard.name, giftCard.emailAddress, giftCard.message, giftCard.deliveryDate',
      details: {
        fields: ['giftCard.name', 'giftCard.emailAddress', 'giftCard.message', 'giftCard.deliveryDate'],
        problems: {
          'giftCard.name': 'GIFT_CARD.NAME_REQUIRED',
          'giftCard.emailAddress': 'GIFT_CARD.EMAIL_INVALID',
          'giftCard.message': 'GIFT_CARD.MESSAGE_TOO_LONG',
          'giftCard.deliveryDate': 'GIFT_CARD.DELIVERY_DATE_PAST',
        },
        index: 0,
      },
    });
    const cart = await h.json<CartResponseDto>('GET', '/api/checkout/v0/an-us/carts');
    expect(cart.body.items).toEqual([]);
  });

  it('accepts yesterday and a year and a day ahead of the server’s UTC day (zone slack), not beyond', async () => {
    const yesterday = await add([egiftItem({ ...info, deliveryDate: { year: 2026, month: 1, day: 14 } })]);
    expect(yesterday.status).toBe(200);
    const edge = await add([egiftItem({ ...info, deliveryDate: { year: 2027, month: 1, day: 16 } })]);
    expect(edge.status).toBe(200);
    const late = await add([egiftItem({ ...info, deliveryDate: { year: 2027, month: 1, day: 17 } })]);
    expect([late.status, late.body.details?.problems]).toEqual([400, { 'giftCard.deliveryDate': 'GIFT_CARD.DELIVERY_DATE_TOO_LATE' }]);
  });

  it('needs the info for an e-gift card, makes it optional for a classic card and refuses it for other products', async () => {
    const none = await add([egiftItem(undefined)]);
    expect([none.status, none.body.details]).toEqual([400, { fields: ['giftCard'], problems: { giftCard: 'GIFT_CARD.INFO_REQUIRED' }, index: 0 }]);
    const classic = await add([{ productId: CLASSIC, skuId: giftCardSkuId(CLASSIC, 100), poolId: 'US_DIRECT', quantity: 1 }]);
    expect([classic.status, classic.body.items[0]!.giftCard, classic.body.items[0]!.flags]).toEqual([200, undefined, ['GIFT_CARD_ITEM']]);
    const mailed = await add([{ productId: CLASSIC, skuId: giftCardSkuId(CLASSIC, 25), poolId: 'US_DIRECT', quantity: 1, giftCard: info }]);
    expect(mailed.body.items[1]!.giftCard).toEqual({ name: 'Maya Chen', message: 'Happy birthday!' });
    const shirt = await add([{ productId: SHOWCASE.standard.productId, skuId: SHOWCASE.standard.inStockSkuId, poolId: 'US_DIRECT', quantity: 1, giftCard: info }]);
    expect([shirt.status, shirt.body.details?.problems]).toEqual([400, { giftCard: 'GIFT_CARD.NOT_A_GIFT_CARD' }]);
  });

  it('updates a line’s gift card info through PATCH with the same checks', async () => {
    const added = await add([egiftItem(info)]);
    const itemId = added.body.items[0]!.itemId;
    const changed = await patch(itemId, { giftCard: { ...info, message: 'Love, Ana' } });
    expect([changed.status, changed.body.items[0]!.giftCard?.message]).toEqual([200, 'Love, Ana']);
    const bad = await patch(itemId, { giftCard: { ...info, emailAddress: '' } });
    expect([bad.status, bad.body.code, bad.body.details?.problems]).toEqual([400, 'INVALID_ITEM', { 'giftCard.emailAddress': 'GIFT_CARD.EMAIL_REQUIRED' }]);
    const both = await patch(itemId, { quantity: 3, giftCard: info });
    expect([both.body.items[0]!.quantity, both.body.items[0]!.giftCard]).toEqual([3, info]);
  });

  it('answers 409 DUPLICATE_LINE when a PATCH would repeat another line, and keeps both lines as they were (decision 0364)', async () => {
    const sam = { ...info, name: 'Sam Ortiz', emailAddress: 'sam@example.org' };
    await add([egiftItem(info)]);
    const added = await add([egiftItem(sam)]);
    const [maya, other] = added.body.items;
    const twin = await patch(maya!.itemId, { giftCard: { ...sam, name: ' Sam Ortiz ' } });
    expect([twin.status, twin.body.code, twin.body.details]).toEqual([409, 'DUPLICATE_LINE', { itemId: other!.itemId }]);
    const cart = await h.json<CartResponseDto>('GET', '/api/checkout/v0/an-us/carts');
    expect(cart.body.items.map((l) => [l.itemId, l.giftCard?.name])).toEqual([
      [maya!.itemId, 'Maya Chen'],
      [other!.itemId, 'Sam Ortiz'],
    ]);
    // Another amount of the same recipient is another SKU, so no twin.
    const otherAmount = await add([egiftItem(sam, 100)]);
    expect(otherAmount.body.items).toHaveLength(3);
  });

  it('refuses gift card info on a line of another product (400 INVALID_ITEM, NOT_A_GIFT_CARD)', async () => {
    const shirt = await add([{ productId: SHOWCASE.standard.productId, skuId: SHOWCASE.standard.inStockSkuId, poolId: 'US_DIRECT', quantity: 1 }]);
    const res = await patch(shirt.body.items[0]!.itemId, { giftCard: info });
    expect([res.status, res.body.code, res.body.details?.problems]).toEqual([400, 'INVALID_ITEM', { giftCard: 'GIFT_CARD.NOT_A_GIFT_CARD' }]);
  });
});
