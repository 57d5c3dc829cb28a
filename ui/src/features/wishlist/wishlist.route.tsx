import type { RouteModule } from '../../shared/route-module';
import { WishlistPage } from './wishlist-page';
import { makeWishlistLoader } from './wishlist.loader';

/** The favorites page `/wishlist` (shopping.md §2; decision 0221). */
const route: RouteModule = { Component: WishlistPage, makeLoader: makeWishlistLoader, handle: { layout: 'full' } };
export default route;
