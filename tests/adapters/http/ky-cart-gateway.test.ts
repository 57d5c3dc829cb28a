import { describe, expect, it } from 'vitest';
import { KyCartGateway } from '../../../adapters/src/http/ky-cart-gateway.js';
import { FixedClock } from '../../../adapters/src/in-memory/index.js';
import { aCart, aMinicart, anAddToCartRequest } from '../../mothers/cart.mother.js';
import { aCartResponseDto, aMinicartResponseDto } from '../../mothers/dto/cart.dto.mother.js';
import { aSite } from '../../mothers/site.mother.js';
import { clientHarness } from '../support/client-harness.js';
import { apiError, json } from '../support/fetch-stub.js';

const ITEMS = '/api/checkout/v0/an-us/carts/items';

function setup() {
  const h = clientHarness();
  const clock = new FixedClock(1_700_000_000_000);
  return { ...h, clock, cart: new KyCartGateway(h.http, aSite(), clock) };
}

describe('KyCartGateway.addItem', () => {
  it('posts the item as TRANSACTIONAL / DIRECT and returns the cart', async () => {
    const { cart, stub } = setup();
    stub.on('POST', ITEMS, json(200, aCartResponseDto()));
    const request = anAddToCartRequest({ quantity: 2, registryId: 'reg-1', analytics: { addToCartSource: 'pdp' } });
    await expect(cart.addItem(request)).resolves.toEqual({ ok: true, value: aCart() });
    expect(stub.calls[0]!.body).toEqual({
      items: [
        {
          productId: 'MH01',
          skuId: 'MH01-M-Black',
          poolId: 'US_DIRECT',
          quantity: 2,
          cartType: 'TRANSACTIONAL',
          fulfillmentType: 'DIRECT',
          registryId: 'reg-1',
          analytics: { addToCartSource: 'pdp' },
        },
      ],
    });
  });

  it('sends the idempotency key as the Idempotency-Key header, and no such header without one (decision 0451)', async () => {
    const { cart, stub } = setup();
    stub.on('POST', ITEMS, json(200, aCartResponseDto()), json(200, aCartResponseDto()));
    await cart.addItem(anAddToCartRequest(), { idempotencyKey: 'offline-7f3a' });
    await cart.addItem(anAddToCartRequest());
    expect(stub.calls.map((call) => call.headers.get('Idempotency-Key'))).toEqual(['offline-7f3a', null]);
  });

  it('sends what it is given: validation belongs to the addToCart use case (decision 0130)', async () => {
    const { cart, stub } = setup();
    stub.on('POST', ITEMS, apiError(400, 'INVALID_ITEM', 'poolId is required'));
    await expect(cart.addItem(anAddToCartRequest({ poolId: '' }))).resolves.toMatchObject({ ok: false, error: { code: 'CART.INVALID_ITEM' } });
    expect(stub.calls).toHaveLength(1);
  });

  it('translates 412 CART_NOT_ACTIVE to CART.NOT_ACTIVE without a token reset or a retry', async () => {
    const { cart, stub } = setup();
    stub.on('POST', ITEMS, apiError(412, 'CART_NOT_ACTIVE', 'Cart is not active'), json(200, aCartResponseDto()));
    await expect(cart.addItem(anAddToCartRequest())).resolves.toEqual({ ok: false, error: { code: 'CART.NOT_ACTIVE', message: 'Cart is not active', details: { code: 'CART_NOT_ACTIVE' } } });
    expect(stub.calls).toHaveLength(1);
  });

  it.each([
    [409, 'SKU_UNAVAILABLE', 'CART.SKU_UNAVAILABLE'],
    [409, 'QUANTITY_EXCEEDS_STOCK', 'CART.QUANTITY_EXCEEDS_STOCK'],
    [400, 'INVALID_ITEM', 'CART.INVALID_ITEM'],
    [404, 'PRODUCT_NOT_FOUND', 'CART.INVALID_ITEM'],
  ])('maps %i %s to %s with the API details', async (status, code, expected) => {
    const { cart, stub } = setup();
    stub.on('POST', ITEMS, apiError(status, code, 'nope', { maxQuantity: 3 }));
    await expect(cart.addItem(anAddToCartRequest())).resolves.toEqual({ ok: false, error: { code: expected, message: 'nope', details: { maxQuantity: 3, code } } });
  });

  it('rethrows server faults', async () => {
    const { cart, stub } = setup();
    stub.on('POST', ITEMS, apiError(500, 'INTERNAL'));
    await expect(cart.addItem(anAddToCartRequest())).rejects.toMatchObject({ name: 'HttpError', status: 500 });
  });
});

describe('KyCartGateway reads', () => {
  it('loads the minicart with a cacheBuster from the clock', async () => {
    const { cart, stub, clock } = setup();
    stub.on('GET', '/api/checkout/v0/an-us/minicart', json(200, aMinicartResponseDto()));
    await expect(cart.getMinicart()).resolves.toEqual(aMinicart());
    clock.advance(5);
    await cart.getMinicart();
    expect(stub.calls.map((c) => c.url.searchParams.get('cacheBuster'))).toEqual(['1700000000000', '1700000000005']);
  });

  it('adds include-spend-amount-category when configured', async () => {
    const h = clientHarness();
    const clock = new FixedClock(1);
    const cart = new KyCartGateway(h.http, aSite(), clock, { includeSpendAmountCategory: () => 'home' });
    h.stub.on('GET', '/api/checkout/v0/an-us/minicart', json(200, aMinicartResponseDto()));
    await cart.getMinicart();
    expect(h.stub.calls[0]!.url.searchParams.get('include-spend-amount-category')).toBe('home');
  });

  it('loads the cart', async () => {
    const { cart, stub } = setup();
    stub.on('GET', '/api/checkout/v0/an-us/carts', json(200, aCartResponseDto()));
    await expect(cart.getCart()).resolves.toEqual(aCart());
  });
});

describe('KyCartGateway line changes', () => {
  it('patches a quantity', async () => {
    const { cart, stub } = setup();
    stub.on('PATCH', `${ITEMS}/line-1`, json(200, aCartResponseDto()));
    await expect(cart.updateQuantity('line-1', 3)).resolves.toEqual({ ok: true, value: aCart() });
    expect(stub.calls[0]!.body).toEqual({ quantity: 3 });
  });

  it('patches another SKU with the units for the quickshop edit, and translates its refusals (decision 0361)', async () => {
    const { cart, stub } = setup();
    stub.on('PATCH', `${ITEMS}/line-1`, json(200, aCartResponseDto()), apiError(409, 'SKU_UNAVAILABLE'), apiError(400, 'INVALID_ITEM'));
    await expect(cart.editLine('line-1', { skuId: 'MH01-L-Black', quantity: 2 })).resolves.toEqual({ ok: true, value: aCart() });
    await expect(cart.editLine('line-1', { skuId: 'MH01-XS-Black', quantity: 2 })).resolves.toMatchObject({ ok: false, error: { code: 'CART.SKU_UNAVAILABLE' } });
    await expect(cart.editLine('line-1', { skuId: 'WJ03-M-Red', quantity: 2 })).resolves.toMatchObject({ ok: false, error: { code: 'CART.INVALID_ITEM' } });
    expect(stub.calls.map((c) => c.body)).toEqual([
      { skuId: 'MH01-L-Black', quantity: 2 },
      { skuId: 'MH01-XS-Black', quantity: 2 },
      { skuId: 'WJ03-M-Red', quantity: 2 },
    ]);
  });

  it('translates 400 on a quantity change and 412 CART_NOT_ACTIVE on both changes (no checks of its own)', async () => {
    const { cart, stub } = setup();
    stub.on('PATCH', `${ITEMS}/line-1`, apiError(400, 'INVALID_ITEM'), apiError(412, 'CART_NOT_ACTIVE'));
    stub.on('DELETE', `${ITEMS}/line-1`, apiError(412, 'CART_NOT_ACTIVE'));
    await expect(cart.updateQuantity('line-1', 0)).resolves.toMatchObject({ ok: false, error: { code: 'CART.INVALID_ITEM' } });
    await expect(cart.updateQuantity('line-1', 2)).resolves.toMatchObject({ ok: false, error: { code: 'CART.NOT_ACTIVE' } });
    await expect(cart.removeLine('line-1')).resolves.toMatchObject({ ok: false, error: { code: 'CART.NOT_ACTIVE' } });
    expect(stub.calls.map((c) => c.body)).toEqual([{ quantity: 0 }, { quantity: 2 }, undefined]);
  });

  it('maps LINE_NOT_FOUND and QUANTITY_EXCEEDS_STOCK', async () => {
    const { cart, stub } = setup();
    stub.on('PATCH', `${ITEMS}/line-9`, apiError(404, 'LINE_NOT_FOUND'));
    stub.on('PATCH', `${ITEMS}/line-1`, apiError(409, 'QUANTITY_EXCEEDS_STOCK'));
    stub.on('DELETE', `${ITEMS}/line-9`, apiError(404, 'LINE_NOT_FOUND'));
    await expect(cart.updateQuantity('line-9', 1)).resolves.toMatchObject({ ok: false, error: { code: 'CART.LINE_NOT_FOUND' } });
    await expect(cart.updateQuantity('line-1', 99)).resolves.toMatchObject({ ok: false, error: { code: 'CART.QUANTITY_EXCEEDS_STOCK' } });
    await expect(cart.removeLine('line-9')).resolves.toMatchObject({ ok: false, error: { code: 'CART.LINE_NOT_FOUND' } });
  });

  it('removes a line', async () => {
    const { cart, stub } = setup();
    stub.on('DELETE', `${ITEMS}/line-1`, json(200, aCartResponseDto({ items: [] })));
    await expect(cart.removeLine('line-1')).resolves.toMatchObject({ ok: true, value: { lines: [], totalQuantity: 0 } });
  });

  it('rethrows an unexpected 409 or 412 on a line change', async () => {
    const { cart, stub } = setup();
    stub.on('PATCH', `${ITEMS}/line-1`, apiError(409, 'SOMETHING_ELSE'), apiError(412, 'PRECONDITION'));
    await expect(cart.updateQuantity('line-1', 2)).rejects.toMatchObject({ status: 409 });
    await expect(cart.updateQuantity('line-1', 2)).rejects.toMatchObject({ status: 412 });
  });
});

describe('KyCartGateway gift card info (shopping.md §3 "Cart item"; decision 0283)', () => {
  it('sends giftCard as the spec names it and reads it back on the line', async () => {
    const { cart, stub } = setup();
    const giftCard = { name: 'Maya Chen', emailAddress: 'maya@example.com', message: 'Enjoy', deliveryDate: { year: 2026, month: 5, day: 1 } };
    const dto = aCartResponseDto();
    stub.on('POST', ITEMS, json(200, { ...dto, items: dto.items.map((l) => ({ ...l, flags: ['GIFT_CARD_ITEM'], giftCard: { name: 'Maya Chen', emailAddress: 'maya@example.com', deliveryDate: { year: 2026, month: 5, day: 1 } } })) }));
    const result = await cart.addItem(anAddToCartRequest({ giftCard }));
    expect((stub.calls[0]!.body as { items: { giftCard: unknown }[] }).items[0]!.giftCard).toEqual(giftCard);
    expect(result.ok && result.value.lines[0]!.giftCard).toEqual({ ...giftCard, message: '' });
  });

  it('patches only the giftCard of a line and maps 409 DUPLICATE_LINE and a 400 with its field problems (decision 0364)', async () => {
    const { cart, stub } = setup();
    const giftCard = { name: 'Sam Ortiz', emailAddress: 'sam@example.org', message: 'Love, Ana', deliveryDate: { year: 2026, month: 5, day: 2 } };
    const dto = aCartResponseDto();
    stub.on(
      'PATCH',
      `${ITEMS}/line-1`,
      json(200, { ...dto, items: dto.items.map((l) => ({ ...l, flags: ['GIFT_CARD_ITEM'], giftCard })) }),
      apiError(409, 'DUPLICATE_LINE', 'Line line-2 already holds this gift card', { itemId: 'line-2' }),
      apiError(400, 'INVALID_ITEM', 'Invalid parameters passed to addToCart: giftCard.emailAddress', { fields: ['giftCard.emailAddress'], problems: { 'giftCard.emailAddress': 'GIFT_CARD.EMAIL_INVALID' }, index: 0 }),
    );
    const saved = await cart.updateGiftCard('line-1', giftCard);
    expect(stub.calls[0]!.body).toEqual({ giftCard });
    expect(saved.ok && saved.value.lines[0]!.giftCard).toEqual(giftCard);
    await expect(cart.updateGiftCard('line-1', giftCard)).resolves.toMatchObject({ ok: false, error: { code: 'CART.DUPLICATE_LINE', details: { code: 'DUPLICATE_LINE', itemId: 'line-2' } } });
    const refused = await cart.updateGiftCard('line-1', { ...giftCard, emailAddress: 'sam@' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'CART.INVALID_ITEM', details: { problems: { 'giftCard.emailAddress': 'GIFT_CARD.EMAIL_INVALID' } } } });
  });
});
