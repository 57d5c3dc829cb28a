import { domainError, err, ok, type Result, type SiteContext, type Wishlist, type WishlistGateway, type WishlistGatewayError, type WishlistItemRequest } from '@vitrine/core';
import type { AddWishlistItemRequestDto, WishlistDto, WishlistsResponseDto } from '@vitrine/contract';
import type { HttpClient } from './client.js';
import { isHttpError } from './http-error.js';
import { normalizeWishlist } from './normalizers/product-depth.normalizer.js';

/** 400 -> WISHLIST.INVALID_REQUEST, 404 -> WISHLIST.NOT_FOUND (details: the API code); anything else is rethrown. */
function wishlistFailure(error: unknown): WishlistGatewayError {
  if (isHttpError(error) && error.kind === 'http') {
    if (error.status === 400) return domainError('WISHLIST.INVALID_REQUEST', error.message, { ...error.details, code: error.code });
    if (error.status === 404) return domainError('WISHLIST.NOT_FOUND', error.message, { ...error.details, code: error.code });
  }
  throw error;
}

/**
 * WishlistGateway over HTTP (shopping.md §7 "Wishlist"; decision 0221): GET
 * /checkout/v0/{siteId}/wishlists, GET …/wishlists/{id}, POST …/wishlists/{id}/items, DELETE
 * …/wishlists/{id}/items/{itemId}. Refusals are coded Results (see wishlistFailure); transport faults throw.
 */
export class KyWishlistGateway implements WishlistGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  private path(suffix = ''): string {
    return `/checkout/v0/${encodeURIComponent(this.site.siteId)}/wishlists${suffix}`;
  }

  /** See {@link WishlistGateway.getWishlists}. */
  async getWishlists(): Promise<Wishlist[]> {
    return (await this.http.get<WishlistsResponseDto>(this.path())).wishlists.map(normalizeWishlist);
  }

  /** See {@link WishlistGateway.getWishlist}. */
  async getWishlist(id: string): Promise<Result<Wishlist, WishlistGatewayError>> {
    return this.send(() => this.http.get<WishlistDto>(this.path(`/${encodeURIComponent(id)}`)));
  }

  /** See {@link WishlistGateway.addItem}: body { productId, skuId, quantity }. */
  async addItem(request: WishlistItemRequest): Promise<Result<Wishlist, WishlistGatewayError>> {
    const body: AddWishlistItemRequestDto = { productId: request.productId, skuId: request.skuId, quantity: request.quantity };
    return this.send(() => this.http.post<WishlistDto>(this.path(`/${encodeURIComponent(request.wishlistId)}/items`), { json: body }));
  }

  /** See {@link WishlistGateway.removeItem}. */
  async removeItem(wishlistId: string, itemId: string): Promise<Result<Wishlist, WishlistGatewayError>> {
    return this.send(() => this.http.delete<WishlistDto>(this.path(`/${encodeURIComponent(wishlistId)}/items/${encodeURIComponent(itemId)}`)));
  }

  private async send(call: () => Promise<WishlistDto>): Promise<Result<Wishlist, WishlistGatewayError>> {
    try {
      return ok(normalizeWishlist(await call()));
    } catch (error) {
      return err(wishlistFailure(error));
    }
  }
}
