import type { DomainError } from '../../shared/domain-error.js';
import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';
import type { Product, TilePage } from '../domain/product.js';

/** Coded catalogue failures a caller can act on. */
export type CatalogErrorCode = 'CATALOG.NOT_FOUND' | 'CATALOG.INVALID_REQUEST';
export type CatalogError = DomainError<CatalogErrorCode>;

/** A SKU with the product that owns it: `colorId` is a colour code of `product`, `sizeId` a size id. */
export interface SkuProduct {
  readonly skuId: string;
  readonly colorId: string;
  readonly sizeId: string;
  readonly product: Product;
}

/**
 * Port: the product catalogue (shopping.md §7 "Catalogue", "Search" tiles).
 * Implemented by KyCatalogGateway (HTTP) and InMemoryCatalog (tests).
 */
export interface ProductCatalog {
  /**
   * Loads one product by slug from the site's inventory pool
   * (GET /catalog/v0/{siteId}/pools/{inventoryPool}/products?slug=).
   * Result: the Product, or CATALOG.NOT_FOUND ('No product found for {slug}'), or
   * CATALOG.INVALID_REQUEST when slug is empty (shopping.md §5 "Product and review lookups need a slug").
   * Throws on transport faults.
   */
  getProductBySlug(slug: string): Promise<Result<Product, CatalogError>>;

  /**
   * Loads products by id (…/products?product-id=a,b with exclude-filter oos-color and
   * include-realtime-inventory). Unknown ids are left out of the list. Throws on transport faults.
   */
  getProductsByIds(productIds: readonly string[]): Promise<Product[]>;

  /**
   * Loads the product that owns a SKU from the site's inventory pool
   * (GET /catalog/v0/{siteId}/pools/{inventoryPool}/skus/{skuId}/product; shell-and-account.md §2
   * #quickshop by sku; decision 0360). Result: the SKU's id, colour code and size id with the owning
   * Product, or CATALOG.NOT_FOUND ('No SKU found for {skuId}'), or CATALOG.INVALID_REQUEST when skuId
   * is empty. Throws on transport faults.
   */
  getProductBySku(skuId: string): Promise<Result<SkuProduct, CatalogError>>;

  /**
   * One page of a category's tiles (POST /catalog-search-service/v0/{siteId}/tiles/{category}).
   * `page` is 1-based, `pageSize` in tiles; `refinements.subBrands` keeps the products of those
   * sub-brands only (shopping.md §1 "refinements on facets.subBrands"; decision 0344), and
   * `totalRecords` then counts those. CATALOG.NOT_FOUND when the category does not exist.
   */
  getCategoryTiles(category: string, page: number, pageSize: number, refinements?: { readonly subBrands: readonly string[] }): Promise<Result<TilePage, CatalogError>>;
}
export const ProductCatalog = token<ProductCatalog>('ProductCatalog');
