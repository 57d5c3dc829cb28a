import { token } from '../../shared/token.js';
import type { TilePage } from '../domain/product.js';

/**
 * Port: keyword search (shopping.md §7 "Search": POST /catalog-search-service/v0/{siteId}/products/searches
 * with query, pageSize and refinements, pool header; reads records).
 */
export interface ProductSearch {
  /**
   * One page of products matching `query` (trimmed, non-empty). `page` is 1-based, `pageSize` in
   * tiles. The result's `category` is `{ slug: 'search', displayName: query }`. Throws on transport
   * faults; the caller logs and clears the search (shopping.md §8 "Search failure").
   */
  search(query: string, page: number, pageSize: number): Promise<TilePage>;
}
export const ProductSearch = token<ProductSearch>('ProductSearch');
