import { lazy } from 'react';

/** The checkout's pickup store block, loaded on demand (its own chunk; props: storeNumber, storeName, busy, onContinue). */
export const CheckoutPickupStore = lazy(() => import('./checkout-pickup-store'));
