import { domainError, err, ok, type BackInStockError, type BackInStockForm, type HeartedProductsPage, type LikesGateway, type Result, type SiteContext } from '@vitrine/core';
import type { BackInStockRequestDto, BackInStockResponseDto, LikedProductsResponseDto } from '@vitrine/contract';
import type { HttpClient } from './client.js';
import { isHttpError } from './http-error.js';
import { normalizeHeartedProduct } from './normalizers/product-depth.normalizer.js';

/**
 * LikesGateway over HTTP (shopping.md §7 "Notifications and email"; decisions 0221, 0222): GET
 * /likes/v0/{siteId}/me/likes/products?offset=&limit= and POST …/back-in-stock-notifications.
 * Back-in-stock refusals: 400 -> BACK_IN_STOCK.INVALID_REQUEST, 403/409 -> BACK_IN_STOCK.NOT_OFFERED;
 * anything else, and every failure of the likes list, throws HttpError.
 */
export class KyLikesGateway implements LikesGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  /** See {@link LikesGateway.getHeartedProducts}. */
  async getHeartedProducts(offset: number, limit: number): Promise<HeartedProductsPage> {
    const body = await this.http.get<LikedProductsResponseDto>(`/likes/v0/${encodeURIComponent(this.site.siteId)}/me/likes/products`, { searchParams: { offset, limit } });
    return { products: body.products.map(normalizeHeartedProduct), total: body.total, offset: body.offset, limit: body.limit };
  }

  /** See {@link LikesGateway.subscribeBackInStock}. */
  async subscribeBackInStock(form: BackInStockForm): Promise<Result<{ readonly alreadySubscribed: boolean }, BackInStockError>> {
    const body: BackInStockRequestDto = { productId: form.productId, skuId: form.skuId, styleNumber: form.styleNumber, poolId: form.poolId, email: form.email };
    try {
      const answer = await this.http.post<BackInStockResponseDto>(`/likes/v0/${encodeURIComponent(this.site.siteId)}/back-in-stock-notifications`, { json: body });
      return ok({ alreadySubscribed: answer.status === 'ALREADY_SUBSCRIBED' });
    } catch (error) {
      if (isHttpError(error) && error.kind === 'http') {
        if (error.status === 400) return err(domainError('BACK_IN_STOCK.INVALID_REQUEST', error.message, { ...error.details, code: error.code }));
        if (error.status === 403 || error.status === 409) return err(domainError('BACK_IN_STOCK.NOT_OFFERED', error.message, { ...error.details, code: error.code }));
      }
      throw error;
    }
  }
}
