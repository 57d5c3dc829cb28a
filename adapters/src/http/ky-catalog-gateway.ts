import { domainError, err, ok, type CatalogError, type Product, type ProductCatalog, type Result, type SiteContext, type SkuProduct, type TilePage } from '@vitrine/core';
import type { HttpClient } from './client.js';
import type { ProductsResponseDto, SkuProductResponseDto, TilesRequestDto, TilesResponseDto } from '@vitrine/contract';
import { VITRINE_HEADER } from './headers.js';
import { isHttpError } from './http-error.js';
import { normalizeProduct } from './normalizers/product.normalizer.js';
import { normalizeTilePage } from './normalizers/tile.normalizer.js';

/** Most ids one product-id call carries (the sandbox refuses more than 100); longer lists are split. */
export const MAX_PRODUCT_IDS_PER_CALL = 100;

/** Options of {@link KyCatalogGateway}. */
export interface KyCatalogGatewayOptions {
  /** Value of the tiles call's `search-test` query parameter (an experiment bucket); left out when undefined. */
  readonly searchTest?: () => string | undefined;
}

/** Maps the 400 and 404 answers of the catalogue to coded Results; anything else is rethrown. */
function catalogFailure(error: unknown, notFoundMessage: string): CatalogError {
  if (isHttpError(error) && error.kind === 'http') {
    if (error.status === 404) return domainError('CATALOG.NOT_FOUND', notFoundMessage, { code: error.code });
    if (error.status === 400) return domainError('CATALOG.INVALID_REQUEST', error.message, { code: error.code });
  }
  throw error;
}

/**
 * ProductCatalog over HTTP (shopping.md §7 "Catalogue" and "Search" tiles; docs/api.md).
 * Products come from GET /catalog/v0/{siteId}/pools/{inventoryPool}/products with the site's
 * countryCode added; tiles from POST /catalog-search-service/v0/{siteId}/tiles/{category} with the
 * x-vitrine-inventory-pool header. Transport faults propagate as HttpError.
 */
export class KyCatalogGateway implements ProductCatalog {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
    private readonly options: KyCatalogGatewayOptions = {},
  ) {}

  private get productsPath(): string {
    return `/catalog/v0/${encodeURIComponent(this.site.siteId)}/pools/${encodeURIComponent(this.site.inventoryPool)}/products`;
  }

  /** See {@link ProductCatalog.getProductBySlug}: 404 (or an empty list) -> CATALOG.NOT_FOUND 'No product found for {slug}'. */
  async getProductBySlug(slug: string): Promise<Result<Product, CatalogError>> {
    if (typeof slug !== 'string' || slug.trim() === '') {
      return err(domainError('CATALOG.INVALID_REQUEST', 'Product lookup needs a slug'));
    }
    const notFound = `No product found for ${slug}`;
    try {
      const body = await this.http.get<ProductsResponseDto>(this.productsPath, { searchParams: { slug, countryCode: this.site.country } });
      const record = body.products[0];
      return record ? ok(normalizeProduct(record)) : err(domainError('CATALOG.NOT_FOUND', notFound));
    } catch (error) {
      return err(catalogFailure(error, notFound));
    }
  }

  /**
   * See {@link ProductCatalog.getProductsByIds}: one call with product-id=a,b, exclude-filter=oos-color,
   * include-realtime-inventory=true and countryCode; unknown ids are left out; an empty list makes no
   * call; more than {@link MAX_PRODUCT_IDS_PER_CALL} ids are split into parallel calls, results in order.
   */
  async getProductsByIds(productIds: readonly string[]): Promise<Product[]> {
    const ids = [...new Set(productIds.filter((id) => id.trim() !== ''))];
    const chunks: string[][] = [];
    for (let i = 0; i < ids.length; i += MAX_PRODUCT_IDS_PER_CALL) chunks.push(ids.slice(i, i + MAX_PRODUCT_IDS_PER_CALL));
    const bodies = await Promise.all(
      chunks.map((chunk) =>
        this.http.get<ProductsResponseDto>(this.productsPath, {
          searchParams: {
            'product-id': chunk.join(','),
            'exclude-filter': 'oos-color',
            'include-realtime-inventory': 'true',
            countryCode: this.site.country,
          },
        }),
      ),
    );
    return bodies.flatMap((body) => body.products.map(normalizeProduct));
  }

  /**
   * See {@link ProductCatalog.getProductBySku}: GET /catalog/v0/{siteId}/pools/{inventoryPool}/skus/{skuId}/product
   * with countryCode; 404 -> CATALOG.NOT_FOUND 'No SKU found for {skuId}'; an empty skuId ->
   * CATALOG.INVALID_REQUEST without a call.
   */
  async getProductBySku(skuId: string): Promise<Result<SkuProduct, CatalogError>> {
    if (typeof skuId !== 'string' || skuId.trim() === '') {
      return err(domainError('CATALOG.INVALID_REQUEST', 'Product lookup by SKU needs a skuId'));
    }
    const path = `/catalog/v0/${encodeURIComponent(this.site.siteId)}/pools/${encodeURIComponent(this.site.inventoryPool)}/skus/${encodeURIComponent(skuId)}/product`;
    try {
      const body = await this.http.get<SkuProductResponseDto>(path, { searchParams: { countryCode: this.site.country } });
      return ok({ skuId: body.skuId, colorId: body.colorId, sizeId: body.sizeId, product: normalizeProduct(body.product) });
    } catch (error) {
      return err(catalogFailure(error, `No SKU found for ${skuId}`));
    }
  }

  /**
   * See {@link ProductCatalog.getCategoryTiles}: body { pageSize, page, refinements? } (refinements
   * sent only when given, decision 0344), pool header; 404 ->
   * CATALOG.NOT_FOUND 'No category found for {category}'; a page below 1 or a pageSize below 1 ->
   * CATALOG.INVALID_REQUEST without a call.
   */
  async getCategoryTiles(category: string, page: number, pageSize: number, refinements?: { readonly subBrands: readonly string[] }): Promise<Result<TilePage, CatalogError>> {
    if (category.trim() === '' || !Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1) {
      return err(domainError('CATALOG.INVALID_REQUEST', 'Category tiles need a category, a page >= 1 and a pageSize >= 1', { category, page, pageSize }));
    }
    const searchTest = this.options.searchTest?.();
    try {
      const body = await this.http.post<TilesResponseDto>(
        `/catalog-search-service/v0/${encodeURIComponent(this.site.siteId)}/tiles/${encodeURIComponent(category)}`,
        {
          json: { pageSize, page, ...(refinements === undefined ? {} : { refinements: { subBrands: [...refinements.subBrands] } }) } satisfies TilesRequestDto,
          headers: { [VITRINE_HEADER.inventoryPool]: this.site.inventoryPool },
          ...(searchTest === undefined ? {} : { searchParams: { 'search-test': searchTest } }),
        },
      );
      return ok(normalizeTilePage(body));
    } catch (error) {
      return err(catalogFailure(error, `No category found for ${category}`));
    }
  }
}
