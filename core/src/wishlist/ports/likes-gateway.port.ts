import type { BackInStockForm } from '../../catalog/domain/catalog-requests.js';
import type { DomainError } from '../../shared/domain-error.js';
import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';
import type { HeartedProductsPage } from '../domain/wishlist-model.js';

/**
 * Back-in-stock refusals (decision 0222): BACK_IN_STOCK.INVALID_REQUEST (a field, or an SKU of
 * another product), BACK_IN_STOCK.NOT_OFFERED (site without the feature, SKU not sold out or not eligible).
 */
export type BackInStockError = DomainError<'BACK_IN_STOCK.INVALID_REQUEST' | 'BACK_IN_STOCK.NOT_OFFERED'>;

/**
 * Port: the likes API (shopping.md §7 "Notifications and email", account hearted products;
 * decisions 0221, 0222). Implemented by KyLikesGateway and InMemoryLikes.
 */
export interface LikesGateway {
  /**
   * A page of the signed-in customer's hearted products (GET /likes/v0/{siteId}/me/likes/products
   * with offset and limit). Throws on transport faults and when nobody is signed in (HTTP 401/403).
   */
  getHeartedProducts(offset: number, limit: number): Promise<HeartedProductsPage>;
  /**
   * Asks to be told when a sold-out SKU returns (POST /likes/v0/{siteId}/back-in-stock-notifications).
   * `alreadySubscribed` when the same email already waits for the SKU. Throws on transport faults.
   */
  subscribeBackInStock(form: BackInStockForm): Promise<Result<{ readonly alreadySubscribed: boolean }, BackInStockError>>;
}
export const LikesGateway = token<LikesGateway>('LikesGateway');
