import { describe, expect, it } from 'vitest';
import {
  addToCartOrQueue,
  domainError,
  err,
  ok,
  pendingCartChanges,
  replayOfflineCartQueue,
  type KeyValueStore,
  type KeyValueStoreError,
  type Result,
} from '@vitrine/core';
import { OFFLINE_CART_QUEUE_STORAGE_KEY, OFFLINE_CART_QUEUE_TTL_MS } from '../../../../core/src/cart/application/offline-cart-queue.use-case.js';
import { aCart, anAddToCartRequest } from '../../../mothers/cart.mother.js';
import { cartPorts, notActive } from './cart-stubs.js';

/** A KeyValueStore over a Map that keeps values as JSON (as localStorage would) and can refuse writes. */
class MapStore implements KeyValueStore {
  readonly values = new Map<string, string>();
  readonly ttls: number[] = [];
  refuseWrites = false;
  get<T>(key: string): T | undefined {
    const json = this.values.get(key);
    return json === undefined ? undefined : (JSON.parse(json) as T);
  }
  set<T>(key: string, value: T, ttlMs: number): Result<void, KeyValueStoreError> {
    if (this.refuseWrites) return err(domainError('STORAGE.UNAVAILABLE', 'Quota exceeded', { key }));
    this.values.set(key, JSON.stringify(value));
    this.ttls.push(ttlMs);
    return ok(undefined);
  }
  remove(key: string): void {
    this.values.delete(key);
  }
}

class Online {
  constructor(public online: boolean) {}
  isOnline = () => this.online;
  subscribe = () => () => undefined;
}

const connectionLost = Object.assign(new Error('Network Error'), { kind: 'network' });
const isConnectionFault = (error: unknown) => (error as { kind?: string }).kind === 'network';

function ports(options: { online?: boolean; answers?: Parameters<typeof cartPorts>[0] } = {}) {
  const base = cartPorts(options.answers);
  return { ...base, store: new MapStore(), connectivity: new Online(options.online ?? true), clock: { now: () => 5_000 }, isConnectionFault };
}

const stored = (p: ReturnType<typeof ports>) => p.store.get<{ key: string; queuedAt: number }[]>(OFFLINE_CART_QUEUE_STORAGE_KEY) ?? [];

describe('addToCartOrQueue (decision 0450)', () => {
  it('online: sends the add with its key as idempotency key', async () => {
    const p = ports();
    await expect(addToCartOrQueue(p, anAddToCartRequest(), 'k-1')).resolves.toEqual({ kind: 'sent', result: ok(aCart()) });
    expect(p.cart.addItem).toHaveBeenCalledWith(anAddToCartRequest(), { idempotencyKey: 'k-1' });
    expect(pendingCartChanges(p)).toBe(0);
  });

  it('online: a refusal is sent back as it is, nothing queued', async () => {
    const refusal = domainError('CART.SKU_UNAVAILABLE', 'gone');
    const p = ports({ answers: [err(refusal)] });
    await expect(addToCartOrQueue(p, anAddToCartRequest(), 'k-1')).resolves.toEqual({ kind: 'sent', result: err(refusal) });
    expect(pendingCartChanges(p)).toBe(0);
  });

  it('offline: queues the add without a call, persisted for a week, and counts it', async () => {
    const p = ports({ online: false });
    await expect(addToCartOrQueue(p, anAddToCartRequest(), 'k-1')).resolves.toEqual({ kind: 'queued', pending: 1 });
    await expect(addToCartOrQueue(p, anAddToCartRequest({ quantity: 2 }), 'k-2')).resolves.toEqual({ kind: 'queued', pending: 2 });
    expect(p.cart.addItem).not.toHaveBeenCalled();
    expect(stored(p)).toEqual([
      { key: 'k-1', request: anAddToCartRequest(), queuedAt: 5_000 },
      { key: 'k-2', request: anAddToCartRequest({ quantity: 2 }), queuedAt: 5_000 },
    ]);
    expect(p.store.ttls).toEqual([OFFLINE_CART_QUEUE_TTL_MS, OFFLINE_CART_QUEUE_TTL_MS]);
    expect(pendingCartChanges(p)).toBe(2);
    expect(p.logger.info).toHaveBeenCalledWith('Cart change queued offline', { key: 'k-2', skuId: anAddToCartRequest().skuId, pending: 2 });
  });

  it('offline: a gift card add is not queued (CART.NOT_QUEUEABLE), nor a change the store refuses', async () => {
    const p = ports({ online: false });
    await expect(addToCartOrQueue(p, anAddToCartRequest({ giftCard: { name: 'Ada', message: '' } }), 'k-1')).resolves.toMatchObject({ kind: 'not-queued', error: { code: 'CART.NOT_QUEUEABLE' } });
    p.store.refuseWrites = true;
    await expect(addToCartOrQueue(p, anAddToCartRequest(), 'k-2')).resolves.toMatchObject({ kind: 'not-queued', error: { code: 'STORAGE.UNAVAILABLE' } });
    expect(pendingCartChanges(p)).toBe(0);
  });

  it('online but the call gets no answer: queues the add under the same key', async () => {
    const p = ports();
    p.cart.addItem.mockRejectedValueOnce(connectionLost);
    await expect(addToCartOrQueue(p, anAddToCartRequest(), 'k-1')).resolves.toEqual({ kind: 'queued', pending: 1 });
    expect(stored(p).map((c) => c.key)).toEqual(['k-1']);
  });

  it('queues after any fault when the device went offline meanwhile', async () => {
    const p = ports();
    p.cart.addItem.mockImplementationOnce(async () => {
      p.connectivity.online = false;
      throw new Error('socket hang up');
    });
    await expect(addToCartOrQueue(p, anAddToCartRequest(), 'k-1')).resolves.toEqual({ kind: 'queued', pending: 1 });
  });

  it('rethrows other faults, and a lost connection for an add that cannot wait', async () => {
    const p = ports();
    const boom = new Error('HTTP 500');
    p.cart.addItem.mockRejectedValueOnce(boom);
    await expect(addToCartOrQueue(p, anAddToCartRequest(), 'k-1')).rejects.toBe(boom);
    p.cart.addItem.mockRejectedValueOnce(connectionLost);
    await expect(addToCartOrQueue(p, anAddToCartRequest({ fulfillmentType: 'BOPIS' }), 'k-2')).rejects.toBe(connectionLost);
    expect(pendingCartChanges(p)).toBe(0);
  });
});

describe('replayOfflineCartQueue (decision 0450)', () => {
  const queued = async (p: ReturnType<typeof ports>, keys: string[]) => {
    p.connectivity.online = false;
    for (const [i, key] of keys.entries()) await addToCartOrQueue(p, anAddToCartRequest({ quantity: i + 1 }), key);
    p.connectivity.online = true;
  };

  it('sends each change once, oldest first, with its key, and empties the queue', async () => {
    const p = ports();
    await queued(p, ['k-1', 'k-2', 'k-3']);
    await expect(replayOfflineCartQueue(p)).resolves.toEqual({ sent: 3, refused: [], remaining: 0 });
    expect(p.cart.addItem.mock.calls).toEqual([
      [anAddToCartRequest({ quantity: 1 }), { idempotencyKey: 'k-1' }],
      [anAddToCartRequest({ quantity: 2 }), { idempotencyKey: 'k-2' }],
      [anAddToCartRequest({ quantity: 3 }), { idempotencyKey: 'k-3' }],
    ]);
    expect(p.store.values.has(OFFLINE_CART_QUEUE_STORAGE_KEY)).toBe(false);
    expect(p.header.count).toBe(3);
    await expect(replayOfflineCartQueue(p)).resolves.toEqual({ sent: 0, refused: [], remaining: 0 });
    expect(p.cart.addItem).toHaveBeenCalledTimes(3);
  });

  it('takes a refused change off the queue and reports it; the token reset retry keeps the key', async () => {
    const refusal = domainError('CART.QUANTITY_EXCEEDS_STOCK', 'Only 1', { maxQuantity: 1 });
    const p = ports({ answers: [err(refusal), err(notActive()), ok(aCart())] });
    await queued(p, ['k-1', 'k-2']);
    await expect(replayOfflineCartQueue(p)).resolves.toEqual({ sent: 1, refused: [{ key: 'k-1', skuId: anAddToCartRequest().skuId, error: refusal }], remaining: 0 });
    expect(p.tokens.resetToken).toHaveBeenCalledOnce();
    expect(p.cart.addItem.mock.calls.slice(1).map((call) => call[1])).toEqual([{ idempotencyKey: 'k-2' }, { idempotencyKey: 'k-2' }]);
  });

  it('stops at a transport fault and keeps that change and the later ones', async () => {
    const p = ports();
    await queued(p, ['k-1', 'k-2', 'k-3']);
    p.cart.addItem.mockResolvedValueOnce(ok(aCart())).mockRejectedValueOnce(connectionLost);
    await expect(replayOfflineCartQueue(p)).resolves.toEqual({ sent: 1, refused: [], remaining: 2 });
    expect(stored(p).map((c) => c.key)).toEqual(['k-2', 'k-3']);
    expect(p.logger.warn).toHaveBeenCalledWith('Offline cart replay paused', { key: 'k-2', error: 'Error: Network Error' });
  });

  it('sends a change queued while the replay runs, after the others', async () => {
    const p = ports();
    await queued(p, ['k-1']);
    p.cart.addItem.mockImplementationOnce(async () => {
      p.store.set(OFFLINE_CART_QUEUE_STORAGE_KEY, [...stored(p), { key: 'k-late', request: anAddToCartRequest(), queuedAt: 6_000 }], OFFLINE_CART_QUEUE_TTL_MS);
      return ok(aCart());
    });
    await expect(replayOfflineCartQueue(p)).resolves.toEqual({ sent: 2, refused: [], remaining: 0 });
    expect(p.cart.addItem.mock.calls.map((call) => call[1])).toEqual([{ idempotencyKey: 'k-1' }, { idempotencyKey: 'k-late' }]);
  });

  it('stops when the shorter queue cannot be saved (the change is sent again later under its key)', async () => {
    const refusal = domainError('CART.SKU_UNAVAILABLE', 'gone');
    for (const answer of [ok(aCart()), err(refusal)]) {
      const p = ports({ answers: [answer] });
      await queued(p, ['k-1', 'k-2', 'k-3']);
      p.store.refuseWrites = true;
      const replay = await replayOfflineCartQueue(p);
      expect(replay).toEqual(answer.ok ? { sent: 1, refused: [], remaining: 3 } : { sent: 0, refused: [{ key: 'k-1', skuId: anAddToCartRequest().skuId, error: refusal }], remaining: 3 });
      expect(p.cart.addItem).toHaveBeenCalledOnce();
      expect(p.logger.error).toHaveBeenCalledWith('Offline cart queue not saved', { key: 'k-1', code: 'STORAGE.UNAVAILABLE' });
    }
  });
});
