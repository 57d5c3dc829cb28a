import type { RouteModule } from '../../shared/route-module';
import { WishlistPage } from './wishlist-page';

/** The Favorites page `/wishlist` (shopping.md §2). */
const route: RouteModule = { Component: WishlistPage, handle: { layout: 'full' } };
export default route;
