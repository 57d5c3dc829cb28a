import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToRegistry, deactivateRegistry, setRegistryItemFavorite, updateRegistryItem, updateRegistryItemQuantity } from '@vitrine/core';
import { aRegistry, RecordingRegistryGateway } from '../../mothers/core/registry.mother.js';

const update = { itemSku: 'SKU-1', newSku: 'SKU-2', productId: 'P-1', requestedQuantity: 3, purchasedQuantity: 1 };

describe('updateRegistryItem (shopping §4: remove, upsert, reload, patch, reload)', () => {
  it('runs the five steps in order, patching with the reloaded version', async () => {
    const gw = new RecordingRegistryGateway();
    const r = await updateRegistryItem(gw, { registry: aRegistry(), ...update });
    expect(gw.calls.map((c) => c[0])).toEqual(['removeItem', 'upsertItems', 'getRegistry', 'patchItem', 'getRegistry']);
    expect(gw.calls[0]).toEqual(['removeItem', 'R-1', 'SKU-1', 4]);
    expect(gw.calls[1]).toEqual(['upsertItems', 'R-1', [{ sku: 'SKU-2', productId: 'P-1', requestedQuantity: 3, favorite: true }]]);
    expect(gw.calls[3]).toEqual(['patchItem', 'R-1', 'SKU-2', [{ op: 'test', path: '/version', value: 6 }, { op: 'replace', path: '/requested_quantity', value: 3 }, { op: 'replace', path: '/purchased_quantity', value: 1 }]]);
    expect(r.ok && r.value.version).toBe(7);
    expect(r.ok && r.value.items.map((i) => i.sku)).toEqual(['SKU-2']);
  });
  it('only patches and reloads when the sku does not change', async () => {
    const gw = new RecordingRegistryGateway();
    await updateRegistryItem(gw, { registry: aRegistry(), ...update, newSku: 'SKU-1' });
    expect(gw.calls.map((c) => c[0])).toEqual(['patchItem', 'getRegistry']);
    expect(gw.calls[0]![3]).toContainEqual({ op: 'test', path: '/version', value: 4 });
  });
  it('an item not on the registry upserts as not favourite', async () => {
    const gw = new RecordingRegistryGateway();
    await updateRegistryItem(gw, { registry: aRegistry({ items: [] }), ...update });
    expect(gw.calls[1]).toEqual(['upsertItems', 'R-1', [{ sku: 'SKU-2', productId: 'P-1', requestedQuantity: 3, favorite: false }]]);
  });
  it.each(['removeItem', 'upsertItems', 'getRegistry', 'patchItem'] as const)('stops at a failing %s and returns its error', async (method) => {
    const gw = new RecordingRegistryGateway().failOn(method);
    const r = await updateRegistryItem(gw, { registry: aRegistry(), ...update });
    expect(!r.ok && r.error.code).toBe('REGISTRY.VERSION_CONFLICT');
    expect(gw.calls.at(-1)![0]).toBe(method);
  });
  it('calls nothing for an invalid update', async () => {
    const gw = new RecordingRegistryGateway();
    const r = await updateRegistryItem(gw, { registry: null, ...update });
    expect(!r.ok && r.error.code).toBe('REGISTRY.INVALID_REQUEST');
    expect(gw.calls).toEqual([]);
  });
  it('property: a swap always removes the old sku before upserting the new one and patches the new sku', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('A', 'B', 'C'), fc.constantFrom('A', 'B', 'C'), fc.nat(5), fc.nat(5), async (itemSku, newSku, req, bought) => {
        const gw = new RecordingRegistryGateway(aRegistry());
        const r = await updateRegistryItem(gw, { registry: aRegistry(), itemSku, newSku, productId: 'P', requestedQuantity: req, purchasedQuantity: bought });
        expect(r.ok).toBe(true);
        const names = gw.calls.map((c) => c[0]);
        expect(names.at(-1)).toBe('getRegistry');
        expect(gw.calls.find((c) => c[0] === 'patchItem')![2]).toBe(newSku);
        expect(names.includes('removeItem')).toBe(itemSku !== newSku);
      }),
    );
  });
});

describe('deactivateRegistry and addToRegistry', () => {
  it('deactivates with a version test, then reloads', async () => {
    const gw = new RecordingRegistryGateway();
    const r = await deactivateRegistry(gw, aRegistry());
    expect(gw.calls[0]).toEqual(['patchRegistry', 'R-1', [{ op: 'test', path: '/version', value: 4 }, { op: 'replace', path: '/active', value: false }]]);
    expect(r.ok && r.value.active).toBe(false);
  });
  it('returns a version conflict', async () => {
    const r = await deactivateRegistry(new RecordingRegistryGateway().failOn('patchRegistry'), aRegistry());
    expect(!r.ok && r.error.code).toBe('REGISTRY.VERSION_CONFLICT');
  });
  it('adds a validated item', async () => {
    const gw = new RecordingRegistryGateway();
    expect(await addToRegistry(gw, { registryId: 'R-1', productId: 'P', sku: 'S', quantity: 2 })).toEqual({ ok: true, value: undefined });
    expect(gw.calls).toEqual([['upsertItems', 'R-1', [{ sku: 'S', productId: 'P', requestedQuantity: 2 }]]]);
  });
  it('returns validation and gateway errors', async () => {
    const bad = await addToRegistry(new RecordingRegistryGateway(), { registryId: '', productId: 'P', sku: 'S', quantity: 2 });
    expect(!bad.ok && bad.error.code).toBe('REGISTRY.INVALID_REQUEST');
    const failed = await addToRegistry(new RecordingRegistryGateway().failOn('upsertItems', 'REGISTRY.NOT_FOUND'), { registryId: 'R', productId: 'P', sku: 'S', quantity: 2 });
    expect(!failed.ok && failed.error.code).toBe('REGISTRY.NOT_FOUND');
  });
});

describe('updateRegistryItemQuantity (shopping §5, §7 PATCH …/items/{sku})', () => {
  const request = { registryId: 'R-1', sku: 'SKU-1', version: 4, requestedQuantity: 5, purchasedQuantity: 2 };
  it('patches both quantities with a version test, then reloads', async () => {
    const gw = new RecordingRegistryGateway();
    const r = await updateRegistryItemQuantity(gw, request);
    expect(gw.calls).toEqual([
      ['patchItem', 'R-1', 'SKU-1', [{ op: 'test', path: '/version', value: 4 }, { op: 'replace', path: '/requested_quantity', value: 5 }, { op: 'replace', path: '/purchased_quantity', value: 2 }]],
      ['getRegistry', 'R-1'],
    ]);
    expect(r.ok && r.value.version).toBe(5);
  });
  it('returns the patch error (a stale version) without reloading', async () => {
    const gw = new RecordingRegistryGateway().failOn('patchItem');
    const r = await updateRegistryItemQuantity(gw, request);
    expect(!r.ok && r.error.code).toBe('REGISTRY.VERSION_CONFLICT');
    expect(gw.calls.map((c) => c[0])).toEqual(['patchItem']);
  });
  it("refuses missing parameters with the spec's text and calls nothing", async () => {
    const gw = new RecordingRegistryGateway();
    const r = await updateRegistryItemQuantity(gw, { ...request, version: Number.NaN });
    expect(r).toEqual({ ok: false, error: { code: 'REGISTRY.INVALID_REQUEST', message: 'Invalid parameters passed to updateRegistryItemQuantity', details: { fields: ['version'] } } });
    expect(gw.calls).toEqual([]);
  });
});

describe('setRegistryItemFavorite (shopping §3 favorite, §7 PATCH …/items/{sku})', () => {
  it('patches the flag with a version test, then reloads', async () => {
    const gw = new RecordingRegistryGateway();
    const r = await setRegistryItemFavorite(gw, { registryId: 'R-1', sku: 'SKU-1', version: 4, favorite: false });
    expect(gw.calls).toEqual([
      ['patchItem', 'R-1', 'SKU-1', [{ op: 'test', path: '/version', value: 4 }, { op: 'replace', path: '/favorite', value: false }]],
      ['getRegistry', 'R-1'],
    ]);
    expect(r.ok).toBe(true);
  });
  it('returns a stale version without reloading', async () => {
    const gw = new RecordingRegistryGateway().failOn('patchItem');
    const r = await setRegistryItemFavorite(gw, { registryId: 'R-1', sku: 'SKU-1', version: 3, favorite: true });
    expect(!r.ok && r.error.code).toBe('REGISTRY.VERSION_CONFLICT');
    expect(gw.calls).toHaveLength(1);
  });
});
