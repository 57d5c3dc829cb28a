import { err, ok, type CatalogError, type PriceInfo, type PriceInfoGateway, type Result, type SiteContext, type StyleGateway, type StyleLook, type StyleSummary } from '@vitrine/core';
import type { PriceInfoResponseDto, ProductStylesResponseDto, StyleResponseDto } from '@vitrine/contract';
import type { HttpClient } from './client.js';
import { catalogFailure } from './catalog-failure.js';
import { normalizeOptionalImage } from './normalizers/image.normalizer.js';
import { toMoney } from './normalizers/money.normalizer.js';
import { normalizePriceRange } from './normalizers/price.normalizer.js';
import { normalizeProduct } from './normalizers/product.normalizer.js';

/**
 * StyleGateway and PriceInfoGateway over HTTP (shopping.md §2 "/shop/style/{id}", §7 price-info;
 * decisions 0270, 0272): GET /catalog/v0/{siteId}/pools/{pool}/styles/{id}, GET
 * /catalog/v0/{siteId}/products/{id}/styles, GET /catalog/v0/{siteId}/products/{id}/price-info.
 * 404 → CATALOG.NOT_FOUND, 400 → CATALOG.INVALID_REQUEST; transport faults throw HttpError.
 * Prices arrive in decimal major units and become Money in minor units.
 */
export class KyStyleGateway implements StyleGateway, PriceInfoGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  private get siteId(): string {
    return encodeURIComponent(this.site.siteId);
  }

  /** See {@link StyleGateway.getStyle}. */
  async getStyle(styleId: string): Promise<Result<StyleLook, CatalogError>> {
    try {
      const body = await this.http.get<StyleResponseDto>(`/catalog/v0/${this.siteId}/pools/${encodeURIComponent(this.site.inventoryPool)}/styles/${encodeURIComponent(styleId)}`);
      return ok({
        styleId: body.styleId,
        anchorProductId: body.anchorProductId,
        pieces: body.pieces.map((p) => ({ position: p.position, linkType: p.linkType, product: normalizeProduct(p.product) })),
      });
    } catch (error) {
      return err(catalogFailure(error, `No style found for ${styleId}`));
    }
  }

  /** See {@link StyleGateway.getStylesOf}. */
  async getStylesOf(productId: string): Promise<StyleSummary[]> {
    const body = await this.http.get<ProductStylesResponseDto>(`/catalog/v0/${this.siteId}/products/${encodeURIComponent(productId)}/styles`);
    return body.styles.map((s) => ({ styleId: s.styleId, anchorProductId: s.anchorProductId, displayName: s.displayName, image: normalizeOptionalImage(s.image), pieceCount: s.pieceCount }));
  }

  /** See {@link PriceInfoGateway.getPriceInfo}. */
  async getPriceInfo(productId: string): Promise<Result<PriceInfo, CatalogError>> {
    try {
      const body = await this.http.get<PriceInfoResponseDto>(`/catalog/v0/${this.siteId}/products/${encodeURIComponent(productId)}/price-info`);
      const currency = body.currencyCode;
      return ok({
        productId: body.productId,
        range: normalizePriceRange(body, currency),
        skus: body.skus.map((s) => ({ skuId: s.skuId, colorId: s.colorId, sizeId: s.sizeId, listPrice: toMoney(s.listPrice, currency), salePrice: toMoney(s.salePrice, currency) })),
      });
    } catch (error) {
      return err(catalogFailure(error, `No product found for ${productId}`));
    }
  }
}
