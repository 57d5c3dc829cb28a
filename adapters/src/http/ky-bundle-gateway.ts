import { err, ok, type BundleGateway, type BundlePart, type BundleSummary, type Cart, type CartError, type CatalogError, type PartAddToCartRequest, type Result, type SiteContext } from '@vitrine/core';
import type { AddPartItemsRequestDto, BundlePartsResponseDto, BundlesResponseDto, CartResponseDto } from '@vitrine/contract';
import type { HttpClient } from './client.js';
import { catalogFailure } from './catalog-failure.js';
import { cartFailure } from './ky-cart-gateway.js';
import { normalizeCart } from './normalizers/cart.normalizer.js';
import { normalizeOptionalImage } from './normalizers/image.normalizer.js';
import { normalizeBundlePart } from './normalizers/product-depth.normalizer.js';

/**
 * BundleGateway over HTTP (shopping.md §7 "Catalogue" parts and bundles, "Cart" part items;
 * decision 0220): GET /catalog/v0/{siteId}/products/{id}/parts, GET
 * /catalog/v1/{siteId}/pools/{pool}/products/{id}/bundles?limit=, POST
 * /checkout/v1/{siteId}/carts/items. 404 -> CATALOG.NOT_FOUND; cart refusals as KyCartGateway's
 * (cartFailure); transport faults throw HttpError.
 */
export class KyBundleGateway implements BundleGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  /** See {@link BundleGateway.getParts}. */
  async getParts(bundleId: string): Promise<Result<BundlePart[], CatalogError>> {
    try {
      const body = await this.http.get<BundlePartsResponseDto>(`/catalog/v0/${encodeURIComponent(this.site.siteId)}/products/${encodeURIComponent(bundleId)}/parts`);
      return ok(body.parts.map(normalizeBundlePart));
    } catch (error) {
      return err(catalogFailure(error, `No bundle found for ${bundleId}`));
    }
  }

  /** See {@link BundleGateway.getBundles}; `limit` 1-5, default 5. */
  async getBundles(productId: string, limit = 5): Promise<BundleSummary[]> {
    const body = await this.http.get<BundlesResponseDto>(
      `/catalog/v1/${encodeURIComponent(this.site.siteId)}/pools/${encodeURIComponent(this.site.inventoryPool)}/products/${encodeURIComponent(productId)}/bundles`,
      { searchParams: { limit: Math.min(5, Math.max(1, Math.floor(limit))) } },
    );
    return body.bundles.map((b) => ({ productId: b.productId, productSlug: b.productSlug, displayName: b.displayName, image: normalizeOptionalImage(b.image) }));
  }

  /** See {@link BundleGateway.addParts}. */
  async addParts(request: PartAddToCartRequest): Promise<Result<Cart, CartError>> {
    const body: AddPartItemsRequestDto = { poolId: request.poolId, items: request.items.map((i) => ({ productId: i.productId, skuId: i.skuId, quantity: i.quantity, type: 'PART' })) };
    try {
      return ok(normalizeCart(await this.http.post<CartResponseDto>(`/checkout/v1/${encodeURIComponent(this.site.siteId)}/carts/items`, { json: body })));
    } catch (error) {
      return err(cartFailure(error));
    }
  }
}
