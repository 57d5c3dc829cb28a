import { describe, expect, it } from 'vitest';
import { KyCartGateway } from '../../../adapters/src/http/ky-cart-gateway.js';
import { FixedClock, InMemorySession } from '../../../adapters/src/in-memory/index.js';
import { aCart, aMinicart, anAddToCartRequest } from '../../mothers/cart.mother.js';
import { aCartResponseDto, aMinicartResponseDto } from '../../mothers/dto/cart.dto.mother.js';
import { aSite } from '../../mothers/site.mother.js';
import { clientHarness } from '../support/client-harness.js';
import { apiError, json } from '../support/fetch-stub.js';

const ITEMS = '/api/checkout/v0/an-us/carts/items';

function setup() {
  const h = clientHarness();
  const clock = new FixedClock(1_700_000_000_000);
  const sessions = new InMemorySession(clock);
  return { ...h, clock, sessions, cart: new KyCartGateway(h.http, aSite(), sessions, clock) };
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

  it('refuses an item without poolId before calling (CART.INVALID_ITEM)', async () => {
    const { cart, stub } = setup();
    await expect(cart.addItem(anAddToCartRequest({ poolId: '' }))).resolves.toMatchObject({ ok: false, error: { code: 'CART.INVALID_ITEM', details: { fields: ['poolId'] } } });
    expect(stub.calls).toHaveLength(0);
  });

  it('resets the token and retries once on 412 CART_NOT_ACTIVE', async () => {
    const { cart, stub, sessions } = setup();
    stub.on('POST', ITEMS, apiError(412, 'CART_NOT_ACTIVE'), json(200, aCartResponseDto()));
    await expect(cart.addItem(anAddToCartRequest())).resolves.toEqual({ ok: true, value: aCart() });
    expect(sessions.created).toBe(1);
    expect(stub.calls).toHaveLength(2);
  });

  it('gives CART.UNAVAILABLE when the cart is still not active after the retry', async () => {
    const { cart, stub, sessions } = setup();
    stub.on('POST', ITEMS, apiError(412, 'CART_NOT_ACTIVE', 'Cart is not active'));
    await expect(cart.addItem(anAddToCartRequest())).resolves.toMatchObject({ ok: false, error: { code: 'CART.UNAVAILABLE', message: 'Cart is not active' } });
    expect(sessions.created).toBe(1);
    expect(stub.calls).toHaveLength(2);
  });

  it.each([
    [409, 'SKU_UNAVAILABLE', 'CART.SKU_UNAVAILABLE'],
    [409, 'QUANTITY_EXCEEDS_STOCK', 'CART.QUANTITY_EXCEEDS_STOCK'],
    [400, 'INVALID_ITEM', 'CART.INVALID_ITEM'],
    [404, 'PRODUCT_NOT_FOUND', 'CART.INVALID_ITEM'],
  ])('maps %i %s to %s with the API details', async (status, code, expected) => {
    const { cart, stub, sessions } = setup();
    stub.on('POST', ITEMS, apiError(status, code, 'nope', { maxQuantity: 3 }));
    await expect(cart.addItem(anAddToCartRequest())).resolves.toEqual({ ok: false, error: { code: expected, message: 'nope', details: { maxQuantity: 3, code } } });
    expect(sessions.created).toBe(0);
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
    const cart = new KyCartGateway(h.http, aSite(), new InMemorySession(clock), clock, { includeSpendAmountCategory: () => 'home' });
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

  it('refuses a quantity below 1 or fractional without a call', async () => {
    const { cart, stub } = setup();
    for (const q of [0, -1, 1.5]) await expect(cart.updateQuantity('line-1', q)).resolves.toMatchObject({ ok: false, error: { code: 'CART.INVALID_ITEM' } });
    await expect(cart.removeLine(' ')).resolves.toMatchObject({ ok: false, error: { code: 'CART.INVALID_ITEM' } });
    expect(stub.calls).toHaveLength(0);
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
