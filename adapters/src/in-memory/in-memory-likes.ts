import {
  domainError,
  err,
  isSkuUnavailable,
  ok,
  type BackInStockError,
  type BackInStockForm,
  type HeartedProductsPage,
  type LikesGateway,
  type Product,
  type Result,
} from '@vitrine/core';
import type { InMemoryWishlists } from './in-memory-wishlists.js';

/**
 * LikesGateway in memory (decisions 0221, 0222), as the sandbox: hearted products are the signed-in
 * owner's wishlist items (a guest's page throws, as the API's 403); back-in-stock requests are
 * kept in `requests` when the site has the feature and the SKU of the product and style is sold
 * out and eligible (else BACK_IN_STOCK.NOT_OFFERED / INVALID_REQUEST); a repeat is alreadySubscribed.
 */
export class InMemoryLikes implements LikesGateway {
  readonly requests: BackInStockForm[] = [];

  constructor(
    private readonly products: readonly Product[],
    private readonly wishlists: InMemoryWishlists,
    private readonly signedIn: () => boolean,
    private readonly options: { readonly backInStockEnabled: boolean; readonly poolId?: string },
  ) {}

  async getHeartedProducts(offset: number, limit: number): Promise<HeartedProductsPage> {
    if (!this.signedIn()) throw new Error('403 SCOPE_REQUIRED: hearted products need a signed-in customer');
    const items = this.wishlists.items();
    return {
      products: items.slice(offset, offset + limit).map((i) => ({
        productId: i.productId,
        productSlug: i.productSlug,
        kind: i.kind,
        displayName: i.displayName,
        image: i.image,
        price: i.price,
        likedAt: i.addedAt,
      })),
      total: items.length,
      offset,
      limit,
    };
  }

  async subscribeBackInStock(form: BackInStockForm): Promise<Result<{ readonly alreadySubscribed: boolean }, BackInStockError>> {
    if (!this.options.backInStockEnabled) return err(domainError('BACK_IN_STOCK.NOT_OFFERED', 'Back-in-stock notifications are not offered on this site', { code: 'FEATURE_DISABLED' }));
    const product = this.products.find((p) => p.productId === form.productId && p.styleNumber === form.styleNumber);
    const sku = product?.skus.find((s) => s.skuId === form.skuId);
    if (!sku || (this.options.poolId !== undefined && form.poolId !== this.options.poolId) || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(form.email)) {
      return err(domainError('BACK_IN_STOCK.INVALID_REQUEST', `Invalid back-in-stock request for ${form.skuId}`, { code: 'INVALID_ITEM' }));
    }
    if (!isSkuUnavailable(sku)) return err(domainError('BACK_IN_STOCK.NOT_OFFERED', `SKU ${form.skuId} can be bought now`, { code: 'NOT_SOLD_OUT' }));
    if (!sku.backInStockNotificationEligible) return err(domainError('BACK_IN_STOCK.NOT_OFFERED', `SKU ${form.skuId} takes no notifications`, { code: 'NOT_ELIGIBLE' }));
    const email = form.email.toLowerCase();
    const already = this.requests.some((r) => r.skuId === form.skuId && r.poolId === form.poolId && r.email === email);
    if (!already) this.requests.push({ ...form, email });
    return ok({ alreadySubscribed: already });
  }
}
