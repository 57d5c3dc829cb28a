import type { LoaderFunction } from 'react-router-dom';
import { WishlistGateway, type Wishlist } from '@vitrine/core';
import type { Services } from '../../shared/services';

/** What the favorites page renders: the shopper's default wishlist. */
export interface WishlistData {
  readonly wishlist: Wishlist;
}

/** Loader of `/wishlist` (shopping.md §7 "Wishlist"; decision 0221): the default wishlist (GET …/wishlists). Transport faults propagate. */
export function makeWishlistLoader(services: Services): LoaderFunction {
  return async (): Promise<WishlistData> => {
    const [wishlist] = await services.get(WishlistGateway).getWishlists();
    return { wishlist: wishlist ?? { id: '', name: 'Favorites', items: [] } };
  };
}
