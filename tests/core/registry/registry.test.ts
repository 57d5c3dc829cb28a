import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deactivationPatch,
  INVALID_REGISTRY_STATE_MESSAGE,
  isRegistryOwner,
  itemFulfillment,
  itemQuantityPatch,
  itemsByFulfillment,
  REGISTRY_CHANNEL,
  REGISTRY_SEARCH_PAGE_SIZE,
  registryAnalyticsCategory,
  registryPath,
  remainingQuantity,
  validateRegistryAdd,
  validateRegistryQuantityUpdate,
  validateRegistrySkuSwap,
  validateRegistryState,
} from '@vitrine/core';
import { aRegistry, aRegistryItem } from '../../mothers/core/registry.mother.js';

describe('ownership and roles (shopping §4, §6)', () => {
  const registry = aRegistry();
  it('is owned when the profileId matches an owner web_profile_id', () => {
    expect(isRegistryOwner(registry, 'WP-1')).toBe(true);
    expect(isRegistryOwner(registry, 'WP-2')).toBe(false);
    expect(isRegistryOwner(registry, null)).toBe(false);
    expect(isRegistryOwner({ owners: [{ ...registry.owners[0]!, webProfileId: '' }] }, '')).toBe(false);
  });
  it('gives the analytics category of the viewer’s role', () => {
    expect(registryAnalyticsCategory(true)).toBe('REGISTRY-OWNER');
    expect(registryAnalyticsCategory(false)).toBe('REGISTRY-SHOPPER');
  });
  it('has the spec constants and paths', () => {
    expect([REGISTRY_SEARCH_PAGE_SIZE, REGISTRY_CHANNEL]).toEqual([20, 'WEB_DESKTOP']);
    expect(registryPath('listing', 'R 1')).toBe('/registry/listing?registryId=R%201');
    expect(registryPath('search')).toBe('/registry/search');
  });
});

describe('quantities and fulfilment (shopping §3)', () => {
  it('treats a negative remaining quantity as 0', () => {
    expect(remainingQuantity({ requestedQuantity: 2, purchasedQuantity: 5 })).toBe(0);
    expect(remainingQuantity({ requestedQuantity: 5, purchasedQuantity: 2 })).toBe(3);
  });
  it('classifies fulfilment', () => {
    expect(itemFulfillment({ requestedQuantity: 3, purchasedQuantity: 0 })).toBe('unfulfilled');
    expect(itemFulfillment({ requestedQuantity: 3, purchasedQuantity: 1 })).toBe('partially');
    expect(itemFulfillment({ requestedQuantity: 3, purchasedQuantity: 3 })).toBe('fully');
    expect(itemFulfillment({ requestedQuantity: 0, purchasedQuantity: 0 })).toBe('fully');
  });
  it('filters items by fulfilment', () => {
    const items = [aRegistryItem({ sku: 'a', purchasedQuantity: 0 }), aRegistryItem({ sku: 'b', purchasedQuantity: 3 })];
    expect(itemsByFulfillment(items, 'fully').map((i) => i.sku)).toEqual(['b']);
  });
  it('property: remaining is never negative and fully means nothing remains (catches an inverted compare)', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), (requestedQuantity, purchasedQuantity) => {
        const item = { requestedQuantity, purchasedQuantity };
        const left = remainingQuantity(item);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBe(Math.max(0, requestedQuantity - purchasedQuantity));
        expect(itemFulfillment(item) === 'fully').toBe(purchasedQuantity >= requestedQuantity);
        expect(itemFulfillment(item) === 'unfulfilled').toBe(purchasedQuantity === 0 && requestedQuantity > 0);
      }),
    );
  });
});

describe('patches (shopping §4, §7)', () => {
  it('deactivation tests the version and sets active false', () => {
    expect(deactivationPatch({ version: 7 })).toEqual([
      { op: 'test', path: '/version', value: 7 },
      { op: 'replace', path: '/active', value: false },
    ]);
  });
  it('item quantities test the version and replace both quantities', () => {
    expect(itemQuantityPatch(3, 4, 1)).toEqual([
      { op: 'test', path: '/version', value: 3 },
      { op: 'replace', path: '/requested_quantity', value: 4 },
      { op: 'replace', path: '/purchased_quantity', value: 1 },
    ]);
  });
});

describe('registry validation (shopping §5, §8)', () => {
  it("rejects a bad state with 'Invalid registry state set in store.'", () => {
    expect(INVALID_REGISTRY_STATE_MESSAGE).toBe('Invalid registry state set in store.');
    for (const bad of [null, {}, { ...aRegistry(), id: '' }, { ...aRegistry(), version: '4' }, { ...aRegistry(), active: 'yes' }, { ...aRegistry(), owners: null }, { ...aRegistry(), items: {} }]) {
      const r = validateRegistryState(bad);
      expect(!r.ok && [r.error.code, r.error.message]).toEqual(['REGISTRY.INVALID_STATE', INVALID_REGISTRY_STATE_MESSAGE]);
    }
    expect(validateRegistryState(aRegistry()).ok).toBe(true);
  });
  it('registry add needs non-empty ids and a numeric quantity', () => {
    expect(validateRegistryAdd({ registryId: 'R', productId: 'P', sku: 'S', quantity: 1 }).ok).toBe(true);
    const r = validateRegistryAdd({ registryId: '', productId: 'P', sku: ' ', quantity: Number.NaN });
    expect(!r.ok && r.error).toEqual({ code: 'REGISTRY.INVALID_REQUEST', message: 'Invalid parameters passed to addToRegistry', details: { fields: ['registryId', 'sku', 'quantity'] } });
  });
  it('a quantity update needs all parameters', () => {
    expect(validateRegistryQuantityUpdate({ registryId: 'R', sku: 'S', version: 1, requestedQuantity: 2, purchasedQuantity: 0 }).ok).toBe(true);
    const r = validateRegistryQuantityUpdate({ registryId: 'R', sku: '', version: 1, requestedQuantity: undefined as never, purchasedQuantity: 0 });
    expect(!r.ok && r.error.details).toEqual({ fields: ['sku', 'requestedQuantity'] });
  });
  it('a sku swap needs registry, item sku and product_id', () => {
    const r = validateRegistrySkuSwap({ registry: null, itemSku: '', newSku: 'N', productId: '', requestedQuantity: 1, purchasedQuantity: Number.POSITIVE_INFINITY });
    expect(!r.ok && r.error.details).toEqual({ fields: ['registry', 'itemSku', 'productId', 'purchasedQuantity'] });
    expect(!r.ok && r.error.message).toBe('Invalid parameters passed to swapRegistryItemSku');
  });
  it('property: add is valid exactly with three non-blank ids and a finite quantity', () => {
    fc.assert(
      fc.property(fc.constantFrom('', 'R'), fc.constantFrom('', 'P'), fc.constantFrom(' ', 'S'), fc.oneof(fc.integer(), fc.constant(Number.NaN)), (registryId, productId, sku, quantity) => {
        expect(validateRegistryAdd({ registryId, productId, sku, quantity }).ok).toBe(registryId !== '' && productId !== '' && sku !== ' ' && Number.isFinite(quantity));
      }),
    );
  });
});
