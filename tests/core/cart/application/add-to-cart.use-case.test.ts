import { describe, expect, it } from 'vitest';
import { addToCart, domainError } from '@vitrine/core';
import { aCart, anAddToCartRequest } from '../../../mothers/cart.mother.js';
import { cartPorts, err, notActive, ok } from './cart-stubs.js';

describe('addToCart (shopping.md §5, §7, §8; decision 0130)', () => {
  it('adds, sets the header count from the cart, then refreshes it from the minicart', async () => {
    const ports = cartPorts([ok(aCart())]);
    const seen: (number | null)[] = [];
    ports.header.count$.subscribe((count) => seen.push(count));
    await expect(addToCart(ports, anAddToCartRequest())).resolves.toEqual(ok(aCart()));
    expect(ports.cart.addItem).toHaveBeenCalledWith(anAddToCartRequest());
    expect(seen).toEqual([null, 1, 3]);
    expect(ports.tokens.resetToken).not.toHaveBeenCalled();
  });

  it('refuses an invalid request with CART.INVALID_ITEM before any call', async () => {
    const ports = cartPorts();
    const result = await addToCart(ports, anAddToCartRequest({ poolId: '', quantity: 0 }));
    expect(result).toMatchObject({ ok: false, error: { code: 'CART.INVALID_ITEM', details: { fields: ['poolId', 'quantity'] } } });
    expect(ports.cart.addItem).not.toHaveBeenCalled();
    expect(ports.logger.warn).toHaveBeenCalledWith('Add to cart refused', { code: 'CART.INVALID_ITEM', skuId: anAddToCartRequest().skuId });
    expect(ports.header.count).toBeNull();
  });

  it('on CART.NOT_ACTIVE resets the token and retries the add once', async () => {
    const ports = cartPorts([err(notActive()), ok(aCart())]);
    await expect(addToCart(ports, anAddToCartRequest())).resolves.toEqual(ok(aCart()));
    expect(ports.tokens.resetToken).toHaveBeenCalledOnce();
    expect(ports.cart.addItem).toHaveBeenCalledTimes(2);
    expect(ports.header.count).toBe(3);
  });

  it('gives CART.UNAVAILABLE when the cart is still not active after the one retry, and keeps the count', async () => {
    const ports = cartPorts([err(notActive())]);
    ports.header.set(4);
    await expect(addToCart(ports, anAddToCartRequest())).resolves.toEqual(err(domainError('CART.UNAVAILABLE', 'The cart is not active', { code: 'CART_NOT_ACTIVE' })));
    expect(ports.tokens.resetToken).toHaveBeenCalledOnce();
    expect(ports.cart.addItem).toHaveBeenCalledTimes(2);
    expect(ports.cart.getMinicart).not.toHaveBeenCalled();
    expect(ports.header.count).toBe(4);
  });

  it('returns other refusals as they are, without a reset', async () => {
    const refusal = domainError('CART.QUANTITY_EXCEEDS_STOCK', 'Only 2', { maxQuantity: 2 });
    const ports = cartPorts([err(refusal)]);
    await expect(addToCart(ports, anAddToCartRequest())).resolves.toEqual(err(refusal));
    expect(ports.tokens.resetToken).not.toHaveBeenCalled();
    expect(ports.logger.warn).toHaveBeenCalledWith('Add to cart refused', { code: 'CART.QUANTITY_EXCEEDS_STOCK', skuId: anAddToCartRequest().skuId });
  });

  it('still succeeds when the minicart cannot be read: logged, count from the cart', async () => {
    const ports = cartPorts([ok(aCart())], () => Promise.reject(new Error('offline')));
    await expect(addToCart(ports, anAddToCartRequest())).resolves.toEqual(ok(aCart()));
    expect(ports.header.count).toBe(1);
    expect(ports.logger.error).toHaveBeenCalledWith('Cart count load failure', { error: 'Error: offline' });
  });

  it('rejects with a transport fault of the add', async () => {
    const ports = cartPorts();
    ports.cart.addItem.mockRejectedValueOnce(new Error('Network Error'));
    await expect(addToCart(ports, anAddToCartRequest())).rejects.toThrow('Network Error');
  });
});
