import { lazy } from 'react';

/**
 * The stores feature's public surface (decisions 0240-0243): the BOPIS pieces other pages show,
 * each loaded on demand in its own chunk so the product and cart route chunks stay small.
 */

/** Pick up in store on the PDP (props: productId, skuId, quantity). */
export const PickupInStore = lazy(() => import('./pickup-in-store'));

/** Ship it or pick it up, per cart line (props: line, onChanged). */
export const CartLineFulfillment = lazy(() => import('./cart-line-fulfillment'));

/** The pickup store block of the checkout (props: lines). */
export const CheckoutPickupStore = lazy(() => import('./checkout-pickup-store'));
