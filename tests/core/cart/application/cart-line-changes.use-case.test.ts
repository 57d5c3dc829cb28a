import { describe, expect, it } from 'vitest';
import { changeCartLineGiftCard, changeCartLineQuantity, domainError, editCartLine, giftCardProblems, removeCartLine } from '@vitrine/core';
import { aCart, aCartLine, anEmptyCart } from '../../../mothers/cart.mother.js';
import { cartPorts, err, notActive, ok } from './cart-stubs.js';

describe('changeCartLineQuantity (shopping.md §3, §7; decision 0130)', () => {
  it('updates the line and sets the header count from the returned cart', async () => {
    const updated = aCart({ lines: [aCartLine({ quantity: 4 })] });
    const ports = cartPorts([ok(updated)]);
    await expect(changeCartLineQuantity(ports, { itemId: 'line-1', quantity: 4 })).resolves.toEqual(ok(updated));
    expect(ports.cart.updateQuantity).toHaveBeenCalledWith('line-1', 4);
    expect(ports.header.count).toBe(4);
    expect(ports.cart.getMinicart).not.toHaveBeenCalled();
  });

  it.each([
    ['line-1', 0],
    ['line-1', 1.5],
    [' ', 2],
  ])('refuses itemId %j with quantity %d without a call (CART.INVALID_ITEM)', async (itemId, quantity) => {
    const ports = cartPorts();
    await expect(changeCartLineQuantity(ports, { itemId, quantity })).resolves.toEqual(
      err(domainError('CART.INVALID_ITEM', 'A cart line update needs an itemId and a whole quantity >= 1', { itemId, quantity })),
    );
    expect(ports.cart.updateQuantity).not.toHaveBeenCalled();
  });

  it('keeps the cart on a refusal: the code comes back, CART.NOT_ACTIVE as CART.UNAVAILABLE, no reset', async () => {
    const ports = cartPorts([err(domainError('CART.QUANTITY_EXCEEDS_STOCK', 'Only 2', { maxQuantity: 2 })), err(notActive())]);
    ports.header.set(1);
    await expect(changeCartLineQuantity(ports, { itemId: 'line-1', quantity: 9 })).resolves.toMatchObject({ ok: false, error: { code: 'CART.QUANTITY_EXCEEDS_STOCK', details: { maxQuantity: 2 } } });
    await expect(changeCartLineQuantity(ports, { itemId: 'line-1', quantity: 2 })).resolves.toMatchObject({ ok: false, error: { code: 'CART.UNAVAILABLE' } });
    expect(ports.tokens.resetToken).not.toHaveBeenCalled();
    expect(ports.header.count).toBe(1);
    expect(ports.logger.warn).toHaveBeenCalledWith('Cart quantity update refused', { code: 'CART.UNAVAILABLE', itemId: 'line-1' });
  });
});

describe('removeCartLine (shopping.md §7; decision 0130)', () => {
  it('removes the line and sets the header count to the rest', async () => {
    const ports = cartPorts([ok(anEmptyCart())]);
    ports.header.set(1);
    await expect(removeCartLine(ports, 'line-1')).resolves.toEqual(ok(anEmptyCart()));
    expect(ports.cart.removeLine).toHaveBeenCalledWith('line-1');
    expect(ports.header.count).toBe(0);
  });

  it('refuses a blank id without a call and keeps the cart on refusals', async () => {
    const ports = cartPorts([err(domainError('CART.LINE_NOT_FOUND', 'No cart line line-9')), err(notActive())]);
    await expect(removeCartLine(ports, '')).resolves.toEqual(err(domainError('CART.INVALID_ITEM', 'A cart line removal needs an itemId', { itemId: '' })));
    expect(ports.cart.removeLine).not.toHaveBeenCalled();
    await expect(removeCartLine(ports, 'line-9')).resolves.toMatchObject({ ok: false, error: { code: 'CART.LINE_NOT_FOUND' } });
    await expect(removeCartLine(ports, 'line-9')).resolves.toMatchObject({ ok: false, error: { code: 'CART.UNAVAILABLE', message: 'The cart is not active' } });
    expect(ports.logger.warn).toHaveBeenLastCalledWith('Cart remove refused', { code: 'CART.UNAVAILABLE', itemId: 'line-9' });
    expect(ports.header.count).toBeNull();
  });
});

describe('editCartLine (shopping.md §4 "Quickshop edit ignores the quantity cap"; decision 0361)', () => {
  it('moves the line to the SKU picked with the units asked for, trimmed, and sets the header count', async () => {
    const edited = aCart({ lines: [aCartLine({ skuId: 'MH01-L-Black', quantity: 3 })] });
    const ports = cartPorts([ok(edited)]);
    await expect(editCartLine(ports, { itemId: ' line-1 ', skuId: 'MH01-L-Black ', quantity: 3 })).resolves.toEqual(ok(edited));
    expect(ports.cart.editLine).toHaveBeenCalledWith('line-1', { skuId: 'MH01-L-Black', quantity: 3 });
    expect(ports.header.count).toBe(3);
  });

  it.each([
    ['line-1', 'MH01-L-Black', 0],
    ['line-1', 'MH01-L-Black', 2.5],
    ['line-1', ' ', 1],
    ['', 'MH01-L-Black', 1],
  ])('refuses itemId %j, skuId %j, quantity %d without a call (CART.INVALID_ITEM)', async (itemId, skuId, quantity) => {
    const ports = cartPorts();
    await expect(editCartLine(ports, { itemId, skuId, quantity })).resolves.toEqual(
      err(domainError('CART.INVALID_ITEM', 'A cart line edit needs an itemId, a skuId and a whole quantity >= 1', { itemId, skuId, quantity })),
    );
    expect(ports.cart.editLine).not.toHaveBeenCalled();
  });

  it('keeps the cart on a refusal: the code comes back, CART.NOT_ACTIVE as CART.UNAVAILABLE, logged', async () => {
    const ports = cartPorts([err(domainError('CART.SKU_UNAVAILABLE', 'SKU MH01-XS-Black is not available')), err(notActive())]);
    ports.header.set(2);
    await expect(editCartLine(ports, { itemId: 'line-1', skuId: 'MH01-XS-Black', quantity: 2 })).resolves.toMatchObject({ ok: false, error: { code: 'CART.SKU_UNAVAILABLE' } });
    await expect(editCartLine(ports, { itemId: 'line-1', skuId: 'MH01-L-Black', quantity: 2 })).resolves.toMatchObject({ ok: false, error: { code: 'CART.UNAVAILABLE' } });
    expect(ports.header.count).toBe(2);
    expect(ports.logger.warn).toHaveBeenLastCalledWith('Cart line edit refused', { code: 'CART.UNAVAILABLE', itemId: 'line-1', skuId: 'MH01-L-Black' });
  });
});

describe('changeCartLineGiftCard (shopping.md §3 giftCard; decisions 0283, 0364)', () => {
  const giftCard = { name: 'Sam Ortiz', emailAddress: 'sam@example.org', message: 'Love, Ana', deliveryDate: { year: 2026, month: 3, day: 12 } };

  it('sends the info as given and sets the header count from the returned cart', async () => {
    const updated = aCart({ lines: [aCartLine({ quantity: 2 })] });
    const ports = cartPorts([ok(updated)]);
    await expect(changeCartLineGiftCard(ports, { itemId: 'line-1', giftCard })).resolves.toEqual(ok(updated));
    expect(ports.cart.updateGiftCard).toHaveBeenCalledWith('line-1', giftCard);
    expect(ports.header.count).toBe(2);
  });

  it('refuses a blank id without a call (CART.INVALID_ITEM)', async () => {
    const ports = cartPorts();
    await expect(changeCartLineGiftCard(ports, { itemId: ' ', giftCard })).resolves.toEqual(err(domainError('CART.INVALID_ITEM', 'A cart line update needs an itemId', { itemId: ' ' })));
    expect(ports.cart.updateGiftCard).not.toHaveBeenCalled();
    expect(ports.logger.warn).toHaveBeenCalledWith('Cart gift card update refused', { code: 'CART.INVALID_ITEM', itemId: ' ' });
  });

  it('passes the server’s refusals on: field problems and CART.DUPLICATE_LINE as they are, CART.NOT_ACTIVE as CART.UNAVAILABLE; the count is kept', async () => {
    const problems = { 'giftCard.deliveryDate': 'GIFT_CARD.DELIVERY_DATE_PAST' };
    const ports = cartPorts([
      err(domainError('CART.INVALID_ITEM', 'Invalid parameters passed to addToCart: giftCard.deliveryDate', { fields: ['giftCard.deliveryDate'], problems })),
      err(domainError('CART.DUPLICATE_LINE', 'Line line-2 already holds this gift card', { code: 'DUPLICATE_LINE', itemId: 'line-2' })),
      err(notActive()),
    ]);
    ports.header.set(3);
    const refused = await changeCartLineGiftCard(ports, { itemId: 'line-1', giftCard });
    expect(refused.ok ? null : giftCardProblems(refused.error)).toEqual({ deliveryDate: 'GIFT_CARD.DELIVERY_DATE_PAST' });
    await expect(changeCartLineGiftCard(ports, { itemId: 'line-1', giftCard })).resolves.toMatchObject({ ok: false, error: { code: 'CART.DUPLICATE_LINE', details: { itemId: 'line-2' } } });
    await expect(changeCartLineGiftCard(ports, { itemId: 'line-1', giftCard })).resolves.toMatchObject({ ok: false, error: { code: 'CART.UNAVAILABLE' } });
    expect(ports.tokens.resetToken).not.toHaveBeenCalled();
    expect(ports.header.count).toBe(3);
    expect(ports.logger.warn).toHaveBeenLastCalledWith('Cart gift card update refused', { code: 'CART.UNAVAILABLE', itemId: 'line-1' });
  });
});
