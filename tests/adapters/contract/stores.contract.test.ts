import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartGateway, StoreGateway } from '@vitrine/core';
import { BACKENDS, type ContractBackend } from './support/backends.js';

/**
 * Contract: StoreGateway and the cart's BOPIS move, written once and run against the sandbox
 * (KyStoreGateway, KyCartGateway over real HTTP) and the in-memory back end (shopping.md §3 "Store",
 * §7 "Stores", §8; decisions 0147, 0240-0243).
 */

const SEATTLE = { lat: 47.6062, lng: -122.3321 };

function valueOf<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`Expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

describe.each(BACKENDS)('stores contract (%s)', (_name, start) => {
  let backend: ContractBackend;
  beforeAll(async () => {
    backend = await start();
    await backend.samples();
  });
  afterAll(async () => backend?.close());

  it('finds the brand’s stores near a point, nearest first, within 200 miles', async () => {
    const stores = valueOf(await backend.client().get(StoreGateway).nearbyStores(SEATTLE, 200));
    expect(stores[0]).toMatchObject({ storeNumber: '0101', name: 'Seattle Pike Place', brandId: 'an', poolId: 'STORE_0101', address: { city: 'Seattle', postalCode: '98101', country: 'US' }, pickup: { enabled: true } });
    const distances = stores.map((s) => s.distanceMiles!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d) => d <= 200)).toBe(true);
    expect(stores.every((s) => s.hours.length === 7)).toBe(true);
  });

  it('answers the spec’s texts for no nearby store and an unknown store number', async () => {
    const gateway = backend.client().get(StoreGateway);
    await expect(gateway.nearbyStores({ lat: 0, lng: -30 }, 200)).resolves.toMatchObject({ ok: false, error: { code: 'STORES.NO_NEARBY_STORE', message: 'Unable to find nearby store' } });
    await expect(gateway.storeByNumber('9999')).resolves.toMatchObject({ ok: false, error: { code: 'STORES.NOT_FOUND', message: 'No MISL store found with storeNumber=9999' } });
    await expect(gateway.storeByNumber('0101')).resolves.toMatchObject({ ok: true, value: { name: 'Seattle Pike Place', distanceMiles: null } });
  });

  it('tells a store’s units per SKU in the order asked', async () => {
    const { inStock, soldOut } = await backend.samples();
    const skus = [inStock.sku.skuId, ...(soldOut ? [soldOut.sku.skuId] : [])];
    const stock = valueOf(await backend.client().get(StoreGateway).storeStock('0101', skus));
    expect(stock.map((s) => s.skuId)).toEqual(skus);
    expect(stock.every((s) => Number.isInteger(s.quantity) && s.quantity >= 0)).toBe(true);
    await expect(backend.client().get(StoreGateway).storeStock('9999', skus)).resolves.toMatchObject({ ok: false, error: { code: 'STORES.NOT_FOUND' } });
  });

  it('geocodes a ZIP code and a city name; unknown text is LOCATION_NOT_FOUND', async () => {
    const gateway = backend.client().get(StoreGateway);
    expect(valueOf(await gateway.searchLocations('98101'))[0]).toMatchObject({ name: 'Seattle', region: 'WA', country: 'US', postalCode: '98101' });
    expect(valueOf(await gateway.searchLocations('portland, or'))[0]).toMatchObject({ name: 'Portland', region: 'OR', country: 'US' });
    await expect(gateway.searchLocations('Qqqxz')).resolves.toMatchObject({ ok: false, error: { code: 'STORES.LOCATION_NOT_FOUND' } });
  });

  it('moves a cart line to a pickup store with stock and back; a store of another country is refused', async () => {
    const client = backend.client();
    const { inStock } = await backend.samples();
    const stores = valueOf(await client.get(StoreGateway).nearbyStores(SEATTLE, 200));
    const stock = await Promise.all(stores.map(async (s) => ({ s, units: valueOf(await client.get(StoreGateway).storeStock(s.storeNumber, [inStock.sku.skuId]))[0]!.quantity })));
    const store = stock.find((x) => x.units > 0)!.s;
    const cart = client.get(CartGateway);
    const added = valueOf(await cart.addItem({ productId: inStock.product.productId, skuId: inStock.sku.skuId, poolId: backend.facts.poolId, quantity: 1 }));
    const itemId = added.lines[0]!.itemId;
    expect(added.lines[0]!.pickupStore ?? null).toBeNull();
    const picked = valueOf(await cart.setLineFulfillment(itemId, { fulfillmentType: 'BOPIS', storeNumber: store.storeNumber }));
    expect(picked.lines[0]).toMatchObject({ poolId: store.poolId, quantity: 1, pickupStore: { storeNumber: store.storeNumber, name: store.name } });
    const shipped = valueOf(await cart.setLineFulfillment(itemId, { fulfillmentType: 'DIRECT' }));
    expect(shipped.lines[0]).toMatchObject({ poolId: backend.facts.poolId });
    expect(shipped.lines[0]!.pickupStore ?? null).toBeNull();
    await expect(cart.setLineFulfillment(itemId, { fulfillmentType: 'BOPIS', storeNumber: '0121' })).resolves.toMatchObject({ ok: false, error: { code: 'CART.INVALID_ITEM' } });
    const direct = valueOf(await cart.addItem({ productId: inStock.product.productId, skuId: inStock.sku.skuId, poolId: store.poolId, quantity: 1, fulfillmentType: 'BOPIS' }));
    expect(direct.lines.find((l) => l.poolId === store.poolId)).toMatchObject({ pickupStore: { storeNumber: store.storeNumber } });
  });

  it('refuses a curbside check-in for an order it does not know', async () => {
    await expect(backend.client().get(StoreGateway).checkInForPickup('VT-1999-000001', { emailAddress: 'nobody@example.com', vehicleDescription: 'Red van' })).resolves.toMatchObject({
      ok: false,
      error: { code: 'STORES.ORDER_NOT_FOUND' },
    });
  });
});
