/**
 * The stores feature's public surface (decisions 0240-0243): the BOPIS pieces other pages show,
 * each loaded on demand in its own chunk so the cart and checkout route chunks stay small. The
 * PDP's pickup picker is loaded by ui/src/shared/pickup-in-store-slot.ts.
 */
export { CartLineFulfillment } from './cart-line-slot';
export { CheckoutPickupStore } from './checkout-pickup-slot';
