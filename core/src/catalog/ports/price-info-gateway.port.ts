import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';
import type { PriceInfo } from '../domain/price-info.js';
import type { CatalogError } from './product-catalog.port.js';

/**
 * Port: a product's price info (shopping.md §7 GET /catalog/v0/{siteId}/products/{id}/price-info;
 * decision 0272). Implemented by KyPriceInfoGateway (HTTP) and InMemoryStyles (tests).
 */
export interface PriceInfoGateway {
  /**
   * The product's list and sale ranges and every SKU's prices, Money in minor units of the site's
   * currency. CATALOG.NOT_FOUND for an unknown product. Throws on transport faults.
   */
  getPriceInfo(productId: string): Promise<Result<PriceInfo, CatalogError>>;
}
export const PriceInfoGateway = token<PriceInfoGateway>('PriceInfoGateway');
