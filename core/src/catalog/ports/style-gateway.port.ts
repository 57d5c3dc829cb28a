import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';
import type { StyleLook, StyleSummary } from '../domain/style.js';
import type { CatalogError } from './product-catalog.port.js';

/**
 * Port: style pages' calls (shopping.md §2 "/shop/style/{id}"; decision 0270). Implemented by
 * KyStyleGateway (HTTP) and InMemoryStyles (tests).
 */
export interface StyleGateway {
  /**
   * A look and its pieces, each a full product with stock in the site's pool (GET
   * /catalog/v0/{siteId}/pools/{pool}/styles/{id}). CATALOG.NOT_FOUND for an unknown id. Throws
   * on transport faults.
   */
  getStyle(styleId: string): Promise<Result<StyleLook, CatalogError>>;

  /**
   * The looks holding a product, the one it anchors first (GET
   * /catalog/v0/{siteId}/products/{id}/styles). An unknown product has none. Throws on faults.
   */
  getStylesOf(productId: string): Promise<StyleSummary[]>;
}
export const StyleGateway = token<StyleGateway>('StyleGateway');
