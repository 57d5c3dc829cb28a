import { describe, expect, it, vi } from 'vitest';
import { addPartsToCart, domainError, type BundleGateway, type PartAddToCartRequest } from '@vitrine/core';
import { aCart } from '../../../mothers/cart.mother.js';
import { cartPorts, err, notActive, ok } from './cart-stubs.js';

const request: PartAddToCartRequest = { poolId: 'US_DIRECT', items: [{ productId: 'BALL', skuId: 'BALL-55', quantity: 1, type: 'PART' }] };

function ports(answers: Awaited<ReturnType<BundleGateway['addParts']>>[]) {
  const queue = [...answers];
  const bundles = { getParts: vi.fn(), getBundles: vi.fn(), addParts: vi.fn(async () => (queue.length > 1 ? queue.shift()! : queue[0]!)) } satisfies BundleGateway;
  return { ...cartPorts(), bundles };
}

describe('addPartsToCart (shopping.md §5, §7, §8; decision 0220)', () => {
  it('adds the parts and sets then refreshes the header count', async () => {
    const p = ports([ok(aCart())]);
    await expect(addPartsToCart(p, request)).resolves.toEqual(ok(aCart()));
    expect(p.bundles.addParts).toHaveBeenCalledWith(request);
    expect(p.header.count).toBe(3);
  });

  it('refuses an invalid request before any call', async () => {
    const p = ports([ok(aCart())]);
    const result = await addPartsToCart(p, { poolId: '', items: [] });
    expect(result).toMatchObject({ ok: false, error: { code: 'CART.INVALID_ITEM', details: { fields: ['poolId', 'items'] } } });
    expect(p.bundles.addParts).not.toHaveBeenCalled();
    expect(p.logger.warn).toHaveBeenCalledWith('Part add to cart refused', { code: 'CART.INVALID_ITEM' });
  });

  it('resets the token and retries once on CART.NOT_ACTIVE, then gives CART.UNAVAILABLE', async () => {
    const retried = ports([err(notActive()), ok(aCart())]);
    await expect(addPartsToCart(retried, request)).resolves.toEqual(ok(aCart()));
    expect(retried.tokens.resetToken).toHaveBeenCalledOnce();
    const failed = ports([err(notActive())]);
    await expect(addPartsToCart(failed, request)).resolves.toEqual(err(domainError('CART.UNAVAILABLE', 'The cart is not active', { code: 'CART_NOT_ACTIVE' })));
    expect(failed.bundles.addParts).toHaveBeenCalledTimes(2);
  });
});
