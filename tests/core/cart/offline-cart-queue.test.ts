import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enqueueCartAdd, isQueueableCartAdd, OFFLINE_CART_QUEUE_LIMIT, readOfflineCartQueue, type QueuedCartAdd } from '../../../core/src/cart/domain/offline-cart-queue.js';
import { anAddToCartRequest } from '../../mothers/cart.mother.js';

const change = (key: string, overrides: Partial<QueuedCartAdd> = {}): QueuedCartAdd => ({ key, request: anAddToCartRequest(), queuedAt: 1_000, ...overrides });
const giftCard = { name: 'Ada', message: '' };

describe('offline cart queue rules (decision 0450)', () => {
  it('queues shipped adds only: no gift card adds, no pickup adds', () => {
    expect(isQueueableCartAdd(anAddToCartRequest())).toBe(true);
    expect(isQueueableCartAdd(anAddToCartRequest({ fulfillmentType: 'DIRECT' }))).toBe(true);
    expect(isQueueableCartAdd(anAddToCartRequest({ fulfillmentType: 'BOPIS' }))).toBe(false);
    expect(isQueueableCartAdd(anAddToCartRequest({ giftCard }))).toBe(false);
  });

  it('appends in order and does not queue a key twice', () => {
    const one = enqueueCartAdd([], change('k-1'));
    expect(one).toEqual({ ok: true, value: [change('k-1')] });
    const two = enqueueCartAdd(one.ok ? one.value : [], change('k-2', { queuedAt: 2_000 }));
    expect(two.ok && two.value.map((c) => c.key)).toEqual(['k-1', 'k-2']);
    const again = enqueueCartAdd(two.ok ? two.value : [], change('k-1', { queuedAt: 3_000 }));
    expect(again.ok && again.value).toBe(two.ok && two.value);
  });

  it('refuses an invalid add with CART.INVALID_ITEM and a gift card or pickup add with CART.NOT_QUEUEABLE', () => {
    expect(enqueueCartAdd([], change('k', { request: anAddToCartRequest({ quantity: 0 }) }))).toMatchObject({ ok: false, error: { code: 'CART.INVALID_ITEM', details: { fields: ['quantity'] } } });
    expect(enqueueCartAdd([], change('k', { request: anAddToCartRequest({ giftCard }) }))).toMatchObject({ ok: false, error: { code: 'CART.NOT_QUEUEABLE' } });
    expect(enqueueCartAdd([], change('k', { request: anAddToCartRequest({ fulfillmentType: 'BOPIS' }) }))).toMatchObject({ ok: false, error: { code: 'CART.NOT_QUEUEABLE' } });
  });

  it('refuses the change after the limit with CART.QUEUE_FULL', () => {
    const full = Array.from({ length: OFFLINE_CART_QUEUE_LIMIT }, (_, i) => change(`k-${i}`));
    expect(enqueueCartAdd(full, change('k-last'))).toMatchObject({ ok: false, error: { code: 'CART.QUEUE_FULL', details: { limit: 20 } } });
  });

  it('throws on a key that is not 1-100 visible ASCII characters', () => {
    for (const key of ['', ' ', 'x'.repeat(101), 'clé']) expect(() => enqueueCartAdd([], change(key))).toThrow(RangeError);
  });

  it('reads a stored queue defensively, keeping valid entries in order, first of each key, at most the limit', () => {
    const stored = [
      change('a'),
      'junk',
      null,
      { key: 'b', request: null, queuedAt: 1 },
      { key: 7, request: anAddToCartRequest(), queuedAt: 1 },
      { key: 'bad key', request: anAddToCartRequest(), queuedAt: 1 },
      { key: 'c', request: anAddToCartRequest(), queuedAt: '1' },
      change('d', { request: anAddToCartRequest({ giftCard }) }),
      change('e', { request: anAddToCartRequest({ skuId: '' }) }),
      change('a', { queuedAt: 9 }),
      change('f', { queuedAt: 2 }),
      [change('g')],
    ];
    expect(readOfflineCartQueue(stored)).toEqual([change('a'), change('f', { queuedAt: 2 })]);
    expect(readOfflineCartQueue(undefined)).toEqual([]);
    expect(readOfflineCartQueue({ key: 'a' })).toEqual([]);
    expect(readOfflineCartQueue(Array.from({ length: 25 }, (_, i) => change(`k-${i}`)))).toHaveLength(OFFLINE_CART_QUEUE_LIMIT);
  });

  it('property: any sequence of enqueues keeps unique keys, first-come order and the limit', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v'), { maxLength: 60 }), (keys) => {
        let queue: readonly QueuedCartAdd[] = [];
        for (const key of keys) {
          const next = enqueueCartAdd(queue, change(key));
          if (next.ok) queue = next.value;
        }
        const firstSeen = [...new Set(keys)].slice(0, OFFLINE_CART_QUEUE_LIMIT);
        expect(queue.map((c) => c.key)).toEqual(firstSeen);
        expect(readOfflineCartQueue(JSON.parse(JSON.stringify(queue)))).toEqual(queue);
      }),
    );
  });
});
