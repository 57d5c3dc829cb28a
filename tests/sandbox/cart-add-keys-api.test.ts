import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartResponseDto } from '@vitrine/contract';
import { SHOWCASE } from '../../sandbox/src/seed/showcase.js';
import { SandboxHarness } from './sandbox-harness.js';

const STANDARD = { productId: SHOWCASE.standard.productId, skuId: SHOWCASE.standard.inStockSkuId, poolId: 'US_DIRECT', quantity: 1, cartType: 'TRANSACTIONAL', fulfillmentType: 'DIRECT' };

describe('POST /checkout/v0/{siteId}/carts/items with Idempotency-Key (decision 0451)', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    h.clearCookies();
    h.now = Date.UTC(2026, 10, 27);
    await h.guest();
  });

  type Answer = CartResponseDto & { code?: string; details?: Record<string, unknown> };
  const add = (key: string | undefined, quantity = 1) =>
    h.json<Answer>('POST', '/api/checkout/v0/an-us/carts/items', { items: [{ ...STANDARD, quantity }] }, key === undefined ? {} : { 'Idempotency-Key': key });

  it('takes an add once: the same key again answers the cart as it is, marked Idempotent-Replayed', async () => {
    const first = await add('offline-1', 2);
    const again = await add('offline-1', 2);
    expect(first.status).toBe(200);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.items).toHaveLength(1);
    expect(again.body.items[0]!.quantity).toBe(2);
    expect(again.body.meta.totalQuantity).toBe(2);
  });

  it('applies adds with different keys, and adds without a key, each time', async () => {
    await add('offline-a');
    await add('offline-b');
    const unkeyed = await add(undefined);
    expect(unkeyed.body.items[0]!.quantity).toBe(3);
  });

  it('keeps no key of a refused add, so the same key may be tried again', async () => {
    const refused = await add('offline-big', SHOWCASE.standard.inStockUnits + 1);
    expect([refused.status, refused.body.code]).toEqual([409, 'QUANTITY_EXCEEDS_STOCK']);
    const retried = await add('offline-big', 1);
    expect(retried.headers.get('Idempotent-Replayed')).toBeNull();
    expect(retried.body.meta.totalQuantity).toBe(1);
  });

  it('answers 400 INVALID_REQUEST for a key that is not 1-100 visible ASCII characters', async () => {
    for (const key of ['', 'x'.repeat(101), 'naïve']) {
      const res = await add(key);
      expect([res.status, res.body.code]).toEqual([400, 'INVALID_REQUEST']);
      expect(res.body.details).toEqual({ fields: ['Idempotency-Key'] });
    }
  });
});
