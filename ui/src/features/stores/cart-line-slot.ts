import { lazy } from 'react';

/** Ship it or pick it up, per cart line, loaded on demand (its own chunk; props: line, onChanged). */
export const CartLineFulfillment = lazy(() => import('./cart-line-fulfillment'));
