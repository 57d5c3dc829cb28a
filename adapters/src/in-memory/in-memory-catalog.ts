import { domainError, err, isSkuUnavailable, ok, type CatalogError, type CategoryRef, type Product, type ProductCatalog, type Result, type SkuProduct, type TilePage } from '@vitrine/core';
import { priceRangeOf } from './price-range-of.js';

/** The largest page the sandbox serves (sandbox/src/api/routes/tiles.routes.ts MAX_PAGE_SIZE). */
const MAX_PAGE_SIZE = 120;

/** A product as `exclude-filter=oos-color` sends it: colours without a sellable SKU left out with their SKUs, the price range over the rest. */
function withoutSoldOutColors(product: Product): Product {
  const kept = product.colors.filter((c) => product.skus.some((s) => s.colorId === c.code && !isSkuUnavailable(s)));
  if (kept.length === product.colors.length) return product;
  const codes = new Set(kept.map((c) => c.code));
  const skus = product.skus.filter((s) => codes.has(s.colorId));
  return { ...product, colors: kept, skus, price: skus.length > 0 ? priceRangeOf(skus) : product.price };
}
import { productTileOf } from './product-tile-of.js';

/** A category of {@link InMemoryCatalog}: its reference and the products listed, in order. */
export interface InMemoryCategory {
  readonly category: CategoryRef;
  readonly productIds: readonly string[];
}

/**
 * ProductCatalog in memory, with the HTTP gateway's results: CATALOG.INVALID_REQUEST for an
 * empty slug or a bad page (pageSize above 120 included), CATALOG.NOT_FOUND 'No product found for
 * {slug}' (details.code PRODUCT_NOT_FOUND), 'No SKU found for {skuId}' (SKU_NOT_FOUND) and 'No category found for {category}', unknown ids left
 * out and, by id, colours without a sellable SKU left out (the gateway's exclude-filter=oos-color). Categories default to the products' parentCategory
 * (in the order given); tiles are built by productTileOf. `calls` records each method call.
 */
export class InMemoryCatalog implements ProductCatalog {
  readonly calls: string[] = [];
  private readonly categories: readonly InMemoryCategory[];

  constructor(
    private readonly products: readonly Product[],
    categories?: readonly InMemoryCategory[],
  ) {
    this.categories = categories ?? InMemoryCatalog.categoriesOf(products);
  }

  /** The categories implied by the products' parentCategory, products in the order given. */
  static categoriesOf(products: readonly Product[]): InMemoryCategory[] {
    const bySlug = new Map<string, { category: CategoryRef; productIds: string[] }>();
    for (const product of products) {
      if (!product.parentCategory) continue;
      const entry = bySlug.get(product.parentCategory.slug) ?? { category: product.parentCategory, productIds: [] };
      entry.productIds.push(product.productId);
      bySlug.set(product.parentCategory.slug, entry);
    }
    return [...bySlug.values()];
  }

  async getProductBySlug(slug: string): Promise<Result<Product, CatalogError>> {
    this.calls.push(`getProductBySlug ${slug}`);
    if (typeof slug !== 'string' || slug.trim() === '') return err(domainError('CATALOG.INVALID_REQUEST', 'Product lookup needs a slug'));
    const product = this.products.find((p) => p.productSlug === slug);
    return product ? ok(product) : err(domainError('CATALOG.NOT_FOUND', `No product found for ${slug}`, { code: 'PRODUCT_NOT_FOUND' }));
  }

  async getProductsByIds(productIds: readonly string[]): Promise<Product[]> {
    this.calls.push(`getProductsByIds ${productIds.join(',')}`);
    const ids = new Set(productIds);
    return this.products.filter((p) => ids.has(p.productId)).map(withoutSoldOutColors);
  }

  async getProductBySku(skuId: string): Promise<Result<SkuProduct, CatalogError>> {
    this.calls.push(`getProductBySku ${skuId}`);
    if (typeof skuId !== 'string' || skuId.trim() === '') return err(domainError('CATALOG.INVALID_REQUEST', 'Product lookup by SKU needs a skuId'));
    for (const product of this.products) {
      const sku = product.skus.find((s) => s.skuId === skuId);
      if (sku) return ok({ skuId, colorId: sku.colorId, sizeId: sku.sizeId, product });
    }
    return err(domainError('CATALOG.NOT_FOUND', `No SKU found for ${skuId}`, { code: 'SKU_NOT_FOUND' }));
  }

  async getCategoryTiles(category: string, page: number, pageSize: number, refinements?: { readonly subBrands: readonly string[] }): Promise<Result<TilePage, CatalogError>> {
    this.calls.push(`getCategoryTiles ${category} ${page} ${pageSize}${refinements ? ` subBrands=${refinements.subBrands.join(',')}` : ''}`);
    if (category.trim() === '' || !Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
      return err(domainError('CATALOG.INVALID_REQUEST', 'Category tiles need a category, a page >= 1 and a pageSize >= 1', { category, page, pageSize }));
    }
    const found = this.categories.find((c) => c.category.slug === category);
    if (!found) return err(domainError('CATALOG.NOT_FOUND', `No category found for ${category}`));
    // Sub-brand refinements keep those sub-brands' products, case-insensitively (decision 0344); an empty list does not refine.
    const brands = (refinements?.subBrands ?? []).map((b) => b.toLowerCase());
    const listed = found.productIds
      .map((id) => this.products.find((p) => p.productId === id))
      .filter((p): p is Product => p !== undefined && (brands.length === 0 || brands.includes(p.subBrand?.toLowerCase() ?? '')));
    const start = (page - 1) * pageSize;
    return ok({ category: found.category, tiles: listed.slice(start, start + pageSize).map(productTileOf), page, pageSize, totalRecords: listed.length });
  }
}
