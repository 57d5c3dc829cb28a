import { vi } from 'vitest';
import { CartCountStore, domainError, err, ok, type Cart, type CartError, type CartGateway, type Minicart, type Result } from '@vitrine/core';
import { aCart, aMinicart } from '../../../mothers/cart.mother.js';
import { aLogger } from '../../../mothers/core/fakes.js';

type Answer = Result<Cart, CartError>;

/** A CART.NOT_ACTIVE refusal as the gateways translate 412 CART_NOT_ACTIVE. */
export const notActive = (): CartError => domainError('CART.NOT_ACTIVE', 'The cart is not active', { code: 'CART_NOT_ACTIVE' });

/**
 * A CartGateway stub answering queued results (the last one repeats), recording every call, and
 * the other ports of the cart use cases: a token reset that counts, a header count, a logger.
 */
export function cartPorts(answers: readonly Answer[] = [ok(aCart())], minicart: () => Promise<Minicart> = async () => aMinicart({ totalQuantity: 3 })) {
  const queue = [...answers];
  const next = async () => (queue.length > 1 ? queue.shift()! : queue[0]!);
  const cart = {
    addItem: vi.fn<CartGateway['addItem']>(next),
    updateQuantity: vi.fn<CartGateway['updateQuantity']>(next),
    editLine: vi.fn<CartGateway['editLine']>(next),
    updateGiftCard: vi.fn<CartGateway['updateGiftCard']>(next),
    removeLine: vi.fn<CartGateway['removeLine']>(next),
    setLineFulfillment: vi.fn<CartGateway['setLineFulfillment']>(next),
    getCart: vi.fn<CartGateway['getCart']>(async () => aCart()),
    getMinicart: vi.fn<CartGateway['getMinicart']>(minicart),
  } satisfies CartGateway;
  const tokens = { resetToken: vi.fn(async () => undefined) };
  return { cart, tokens, header: new CartCountStore(), logger: aLogger() };
}

export { err, ok };
