import { describe, expect, it } from 'vitest';
import { CartCountStore, refreshCartCount } from '@vitrine/core';
import { aMinicart } from '../../../mothers/cart.mother.js';
import { aLogger } from '../../../mothers/core/fakes.js';

describe('CartCountStore (shopping.md §4 "Header cart state"; decision 0131)', () => {
  it('starts unknown, takes non-negative whole numbers only and emits each change once', () => {
    const store = new CartCountStore();
    const seen: (number | null)[] = [];
    store.count$.subscribe((count) => seen.push(count));
    store.set(2);
    store.set(2);
    store.set(-1);
    store.set(1.5);
    store.set(0);
    expect(seen).toEqual([null, 2, 0]);
    expect(store.count).toBe(0);
  });

  it('tells each subscription the count now and every change until it unsubscribes', () => {
    const store = new CartCountStore();
    store.set(3);
    const first: (number | null)[] = [];
    const second: (number | null)[] = [];
    const one = store.count$.subscribe((count) => first.push(count));
    store.count$.subscribe((count) => second.push(count));
    store.set(4);
    one.unsubscribe();
    store.set(5);
    expect(first).toEqual([3, 4]);
    expect(second).toEqual([3, 4, 5]);
  });
});

describe('refreshCartCount (shopping.md §7, §8)', () => {
  it('sets the count from the minicart and resolves with it', async () => {
    const header = new CartCountStore();
    const minicart = aMinicart({ totalQuantity: 7 });
    await expect(refreshCartCount({ cart: { getMinicart: async () => minicart }, header, logger: aLogger() })).resolves.toBe(minicart);
    expect(header.count).toBe(7);
  });

  it("logs 'Cart count load failure' and keeps the count when the minicart fails", async () => {
    const header = new CartCountStore();
    header.set(2);
    const logger = aLogger();
    await expect(refreshCartCount({ cart: { getMinicart: () => Promise.reject(new Error('500')) }, header, logger })).resolves.toBeNull();
    expect(header.count).toBe(2);
    expect(logger.error).toHaveBeenCalledWith('Cart count load failure', { error: 'Error: 500' });
  });
});
