import { lazy } from 'react';

/**
 * Pick up in store on the PDP (the stores feature's ui/src/features/stores/pickup-in-store.tsx;
 * decision 0241), loaded on demand in its own chunk. It lives here rather than in the stores
 * feature's index so that the product route chunk holds only this loader (the index's other
 * pieces would come along in a chunk shared with the cart and checkout routes).
 */
export const PickupInStore = lazy(() => import('../features/stores/pickup-in-store'));
