import type { LoaderFunction } from 'react-router-dom';
import { CartGateway, type Cart } from '@vitrine/core';
import type { Services } from '../../shared/services';

/** What the cart page renders. */
export interface CartData {
  readonly cart: Cart;
}

/**
 * Loader of `/cart`: the whole cart (GET /checkout/v0/{siteId}/carts). A transport fault
 * propagates to the route error (which offers a retry); the cart itself is never cleared.
 */
export function makeCartLoader(services: Services): LoaderFunction {
  return async (): Promise<CartData> => ({ cart: await services.get(CartGateway).getCart() });
}
