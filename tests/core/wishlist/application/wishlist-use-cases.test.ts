import { describe, expect, it, vi } from 'vitest';
import { domainError, err, moveToCart, ok, requestBackInStock, toggleHeart, type LikesGateway, type WishlistGateway } from '@vitrine/core';
import { aCart } from '../../../mothers/cart.mother.js';
import { cartPorts } from '../../cart/application/cart-stubs.js';
import { aWishlistItem, wishlistStub } from '../wishlist-stubs.js';

describe('toggleHeart (shopping.md §5, §7; decision 0221)', () => {
  it('adds a product not on the default wishlist with one unit and its SKU', async () => {
    const wishlists = wishlistStub();
    const result = await toggleHeart(wishlists, { productId: 'WJ03', skuId: 'WJ03-M-Red' });
    expect(result).toMatchObject({ ok: true, value: { hearted: true } });
    expect(wishlists.addItem).toHaveBeenCalledWith({ wishlistId: 'wl-1', productId: 'WJ03', skuId: 'WJ03-M-Red', quantity: 1 });
    await toggleHeart(wishlists, { productId: 'WJ04' });
    expect(wishlists.addItem).toHaveBeenLastCalledWith({ wishlistId: 'wl-1', productId: 'WJ04', skuId: null, quantity: 1 });
  });

  it('removes a product already hearted', async () => {
    const wishlists = wishlistStub([aWishlistItem()]);
    await expect(toggleHeart(wishlists, { productId: 'MH01' })).resolves.toMatchObject({ ok: true, value: { hearted: false, wishlist: { items: [] } } });
  });

  it('refuses without a wishlist id, and passes gateway refusals on', async () => {
    const none = { ...wishlistStub(), getWishlists: vi.fn(async () => []) } satisfies WishlistGateway;
    await expect(toggleHeart(none, { productId: 'WJ03' })).resolves.toMatchObject({ ok: false, error: { code: 'WISHLIST.INVALID_REQUEST' } });
    const refusing = wishlistStub([aWishlistItem()]);
    refusing.removeItem.mockResolvedValueOnce(err(domainError('WISHLIST.NOT_FOUND', 'gone')));
    await expect(toggleHeart(refusing, { productId: 'MH01' })).resolves.toMatchObject({ ok: false, error: { code: 'WISHLIST.NOT_FOUND' } });
    refusing.addItem.mockResolvedValueOnce(err(domainError('WISHLIST.NOT_FOUND', 'gone')));
    await expect(toggleHeart(refusing, { productId: 'OTHER' })).resolves.toMatchObject({ ok: false, error: { code: 'WISHLIST.NOT_FOUND' } });
  });
});

describe('moveToCart (decision 0221)', () => {
  it('adds the SKU to the cart, then removes the item', async () => {
    const wishlists = wishlistStub([aWishlistItem()]);
    const ports = { ...cartPorts([ok(aCart())]), wishlists };
    const result = await moveToCart(ports, 'wl-1', aWishlistItem(), 'US_DIRECT');
    expect(result).toMatchObject({ ok: true, value: { wishlist: { items: [] } } });
    expect(ports.cart.addItem).toHaveBeenCalledWith({ productId: 'MH01', skuId: 'MH01-M-Black', poolId: 'US_DIRECT', quantity: 1 });
  });

  it('needs a SKU, keeps the item when the add is refused, and passes a removal refusal on', async () => {
    const wishlists = wishlistStub([aWishlistItem()]);
    const ports = { ...cartPorts([err(domainError('CART.SKU_UNAVAILABLE', 'sold out'))]), wishlists };
    await expect(moveToCart(ports, 'wl-1', aWishlistItem({ skuId: null }), 'US_DIRECT')).resolves.toMatchObject({ ok: false, error: { code: 'WISHLIST.SKU_REQUIRED' } });
    await expect(moveToCart(ports, 'wl-1', aWishlistItem(), 'US_DIRECT')).resolves.toMatchObject({ ok: false, error: { code: 'CART.SKU_UNAVAILABLE' } });
    expect(wishlists.removeItem).not.toHaveBeenCalled();
    const okPorts = { ...cartPorts([ok(aCart())]), wishlists };
    await expect(moveToCart(okPorts, 'wl-1', aWishlistItem({ itemId: 'missing' }), 'US_DIRECT')).resolves.toMatchObject({ ok: false, error: { code: 'WISHLIST.NOT_FOUND' } });
  });
});

describe('requestBackInStock (shopping.md §4, §5; decision 0222)', () => {
  const likes = () => ({ getHeartedProducts: vi.fn(), subscribeBackInStock: vi.fn(async () => ok({ alreadySubscribed: false })) }) satisfies LikesGateway;
  const form = { productId: 'WJ03', skuId: 'WJ03-XS-Red', styleNumber: 'WJ03', poolId: 'US_DIRECT', email: ' a@example.com ' };

  it('sends a complete form with the email trimmed', async () => {
    const gateway = likes();
    await expect(requestBackInStock(gateway, form)).resolves.toEqual(ok({ alreadySubscribed: false }));
    expect(gateway.subscribeBackInStock).toHaveBeenCalledWith({ ...form, email: 'a@example.com' });
  });

  it('refuses missing or non-string fields without a call', async () => {
    const gateway = likes();
    await expect(requestBackInStock(gateway, { ...form, email: 7, poolId: '' })).resolves.toMatchObject({ ok: false, error: { code: 'CATALOG.INVALID_REQUEST' } });
    expect(gateway.subscribeBackInStock).not.toHaveBeenCalled();
  });
});
