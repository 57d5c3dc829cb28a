import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartResponseDto, CheckoutDto, LocationSearchResponseDto, OrderDto, PickupArrivalDto, StoreInventoryResponseDto, StoresSearchResponseDto } from '@vitrine/contract';
import { SHOWCASE } from '../../sandbox/src/seed/showcase.js';
import { CHECKOUT, clearCheckouts, CURRENT, CUSTOMER, encryptedCard, ORDERS, signIn, SITE } from './checkout-test-support.js';
import { SandboxHarness } from './sandbox-harness.js';

/** Stores, BOPIS cart lines, pickup checkout and curbside check-in (shopping.md §3, §5, §7, §8, §9; decisions 0240-0243). */

const SEARCH = '/api/misl/v1/stores/search';
const SEATTLE = { lat: '47.6062', lng: '-122.3321' };
const DAY = 24 * 60 * 60 * 1000;

describe('stores API', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    h.clearCookies();
    h.now += DAY;
    await clearCheckouts(h.db);
  });

  it('finds the brand’s stores within 200 miles by default, nearest first, with address, hours, services and pool', async () => {
    const res = await h.json<StoresSearchResponseDto>('GET', `${SEARCH}?${new URLSearchParams({ brandId: 'an', ...SEATTLE })}`);
    expect(res.status).toBe(200);
    const stores = res.body.stores;
    expect(stores.map((s) => s.name)).toEqual(['Seattle Pike Place', 'Tacoma Proctor', 'Vancouver Gastown', 'Portland Pearl District']);
    expect(stores.every((s) => s.brandId === 'an' && s.distance! <= 200)).toBe(true);
    const [first] = stores;
    expect(first).toMatchObject({ storeNumber: '0101', poolId: 'STORE_0101', addresses: { marketing: { city: 'Seattle', region: 'WA', postalCode: '98101', country: 'US' } }, inStorePickUp: { enabled: true } });
    expect(first!.loc.lat).toBeCloseTo(47.606, 2);
    expect(first!.hours).toHaveLength(7);
    const wide = await h.json<StoresSearchResponseDto>('GET', `${SEARCH}?${new URLSearchParams({ brandId: 'an', ...SEATTLE, distance: '3000' })}`);
    expect(wide.body.stores.length).toBeGreaterThan(stores.length);
  });

  it('answers the spec’s texts: non-numeric lat/lng, nothing nearby, unknown store number', async () => {
    const bad = await h.json('GET', `${SEARCH}?brandId=an&lat=north&lng=-122`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'INVALID_REQUEST', message: 'Invalid parameters passed to getNearbyStores', details: { fields: ['lat'] } });
    const none = await h.json('GET', `${SEARCH}?brandId=an&lat=0&lng=0`);
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ code: 'NO_NEARBY_STORE', message: 'Unable to find nearby store' });
    const unknown = await h.json('GET', `${SEARCH}?brandId=an&storeNumber=9999`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'STORE_NOT_FOUND', message: 'No MISL store found with storeNumber=9999' });
    const one = await h.json<StoresSearchResponseDto>('GET', `${SEARCH}?brandId=an&storeNumber=0101`);
    expect(one.body.stores.map((s) => s.name)).toEqual(['Seattle Pike Place']);
  });

  it('geocodes a ZIP code, a Canadian postal code and a city from GeoNames; unknown text is 404', async () => {
    const zip = await h.json<LocationSearchResponseDto>('GET', '/api/misl/v1/locations/search?query=98101&country=US');
    expect(zip.body.locations[0]).toMatchObject({ name: 'Seattle', region: 'WA', country: 'US', postalCode: '98101' });
    const ca = await h.json<LocationSearchResponseDto>('GET', '/api/misl/v1/locations/search?query=M5V%203L9&country=CA');
    expect(ca.body.locations[0]).toMatchObject({ name: 'Downtown Toronto', country: 'CA' });
    const city = await h.json<LocationSearchResponseDto>('GET', '/api/misl/v1/locations/search?query=portland%2C%20or&country=US');
    expect(city.body.locations[0]).toMatchObject({ name: 'Portland', region: 'OR', country: 'US' });
    const paris = await h.json<LocationSearchResponseDto>('GET', '/api/misl/v1/locations/search?query=paris&country=FR');
    expect(paris.body.locations[0]).toMatchObject({ name: 'Paris', country: 'FR' });
    const nothing = await h.json('GET', '/api/misl/v1/locations/search?query=Qqqxz');
    expect(nothing.status).toBe(404);
    expect(nothing.body).toMatchObject({ code: 'LOCATION_NOT_FOUND' });
  });

  it('tells the units of SKUs at a store', async () => {
    const res = await h.json<StoreInventoryResponseDto>('GET', `/api/misl/v1/stores/0101/inventory?skuIds=${SHOWCASE.standard.inStockSkuId},${SHOWCASE.standard.outOfStockSkuId}`);
    expect(res.body.items[0]!.quantity).toBeGreaterThanOrEqual(3);
    expect(res.body.items[1]!.quantity).toBe(0);
  });

  it('moves a cart line to a pickup store and back, places a pickup order and checks the customer in at the curb', async () => {
    await signIn(h);
    const sku = { productId: SHOWCASE.standard.productId, skuId: SHOWCASE.standard.inStockSkuId };
    const added = await h.json<CartResponseDto>('POST', `/api/checkout/v0/${SITE}/carts/items`, { items: [{ ...sku, poolId: 'STORE_0101', quantity: 1, fulfillmentType: 'BOPIS' }] });
    expect(added.status).toBe(200);
    const line = added.body.items[0]!;
    expect(line).toMatchObject({ poolId: 'STORE_0101', fulfillmentType: 'BOPIS', pickupStore: { storeNumber: '0101', name: 'Seattle Pike Place' } });
    const shipped = await h.json<CartResponseDto>('PUT', `/api/checkout/v0/${SITE}/carts/items/${line.itemId}/fulfillment`, { fulfillmentType: 'DIRECT' });
    expect(shipped.body.items[0]).toMatchObject({ poolId: 'US_DIRECT', fulfillmentType: 'DIRECT', pickupStore: null });
    const foreign = await h.json('PUT', `/api/checkout/v0/${SITE}/carts/items/${line.itemId}/fulfillment`, { fulfillmentType: 'BOPIS', storeNumber: '0121' });
    expect(foreign.status).toBe(400);
    const picked = await h.json<CartResponseDto>('PUT', `/api/checkout/v0/${SITE}/carts/items/${line.itemId}/fulfillment`, { fulfillmentType: 'BOPIS', storeNumber: '0101' });
    expect(picked.body.items[0]).toMatchObject({ poolId: 'STORE_0101', fulfillmentType: 'BOPIS' });

    await h.json('POST', CHECKOUT, {});
    const atStore = await h.json<CheckoutDto>('PUT', `${CURRENT}/shipping-address`, { collectionPointId: '0101' });
    expect(atStore.status).toBe(200);
    expect(atStore.body.shippingAddress).toMatchObject({ addressId: 'store-0101', address: { address2: 'Seattle Pike Place', city: 'Seattle' } });
    expect(atStore.body.deliveryMethods.map((m) => m.id)).toEqual(['STORE_PICKUP']);
    expect(atStore.body.missing).toEqual(['payment']);
    await h.json('PUT', `${CURRENT}/payment`, { paymentType: 'CREDIT_CARD', creditCard: await encryptedCard(h, '4111111111111111') });
    const placed = await h.json<OrderDto>('POST', ORDERS, {}, { 'idempotency-key': `pickup-${h.now}` });
    expect(placed.status).toBe(201);
    const orderNumber = placed.body.orderNumber;

    const arrival = `/api/order/v0/${SITE}/orders/${orderNumber}/pickup-arrival`;
    const wrong = await h.json('POST', arrival, { emailAddress: 'someone@example.com', vehicleDescription: 'Blue hatchback' });
    expect(wrong.status).toBe(404);
    const blank = await h.json('POST', arrival, { emailAddress: CUSTOMER, vehicleDescription: '  ' });
    expect(blank.status).toBe(400);
    const here = await h.json<PickupArrivalDto>('POST', arrival, { emailAddress: CUSTOMER, vehicleDescription: 'Blue hatchback' });
    expect(here.status).toBe(200);
    expect(here.body).toMatchObject({ orderNumber, store: { storeNumber: '0101' }, vehicleDescription: 'Blue hatchback', arrivedAt: h.now });
  });
});
