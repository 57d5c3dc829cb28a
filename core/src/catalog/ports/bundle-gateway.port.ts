import type { Cart } from '../../cart/domain/cart.js';
import type { PartAddToCartRequest } from '../../cart/domain/add-to-cart.js';
import type { CartError } from '../../cart/ports/cart-gateway.port.js';
import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';
import type { BundlePart, BundleSummary } from '../domain/bundle.js';
import type { CatalogError } from './product-catalog.port.js';

/**
 * Port: a bundle's calls (shopping.md §7 "Catalogue" parts and bundles, "Cart" part items;
 * decision 0220). Implemented by KyBundleGateway and InMemoryBundles.
 */
export interface BundleGateway {
  /**
   * The parts of a bundle product (GET /catalog/v0/{siteId}/products/{id}/parts), in bundle
   * order, each part product holding only the SKUs the bundle offers. CATALOG.NOT_FOUND when
   * `bundleId` is no bundle. Throws on transport faults.
   */
  getParts(bundleId: string): Promise<Result<BundlePart[], CatalogError>>;

  /**
   * The bundles a product is part of (GET /catalog/v1/{siteId}/pools/{pool}/products/{id}/bundles
   * with limit, default 5, shopping.md §9). An unknown product has none. Throws on faults.
   */
  getBundles(productId: string, limit?: number): Promise<BundleSummary[]>;

  /**
   * Part add to cart (POST /checkout/v1/{siteId}/carts/items: poolId and items of type PART), all
   * or nothing. The cart after the add, or the coded CartError of the v0 add (CART.NOT_ACTIVE for
   * 412). Validates and retries nothing (core's `addPartsToCart` does). Throws on transport faults.
   */
  addParts(request: PartAddToCartRequest): Promise<Result<Cart, CartError>>;
}
export const BundleGateway = token<BundleGateway>('BundleGateway');
