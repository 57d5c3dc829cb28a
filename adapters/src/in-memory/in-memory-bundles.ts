import {
  domainError,
  err,
  isSkuUnavailable,
  ok,
  type BundleGateway,
  type BundlePart,
  type BundleSummary,
  type Cart,
  type CartError,
  type CartGateway,
  type CatalogError,
  type PartAddToCartRequest,
  type Product,
  type Result,
} from '@vitrine/core';
import { priceRangeOf } from './price-range-of.js';

/** A bundle of the in-memory catalogue: the bundle product and its parts (part product id, offered SKU ids, units). */
export interface InMemoryBundle {
  readonly product: Product;
  readonly parts: readonly { readonly title: string; readonly productId: string; readonly skuIds: readonly string[]; readonly quantity: number }[];
}

/** Id of the built-in sample bundle (contract tests and the in-memory UI). */
export const SAMPLE_BUNDLE_ID = 'KIT01';

/**
 * The built-in sample bundle 'Layering Kit' (decision 0220): the Chaz Kangeroo Hoodie and the
 * Hyperion Elements Jacket in Black, as the sandbox seeds the Luma yoga kit. Its own product has no
 * SKUs; its price range is its parts'.
 */
export function sampleBundles(products: readonly Product[]): InMemoryBundle[] {
  const hoodie = products.find((p) => p.productId === 'MH01');
  const jacket = products.find((p) => p.productId === 'MJ02');
  if (!hoodie || !jacket) return [];
  const black = (p: Product) => p.skus.filter((s) => s.colorId === 'BLACK').map((s) => s.skuId);
  const image = hoodie.colors[0]!.images[0]!;
  const product: Product = {
    ...hoodie,
    productId: SAMPLE_BUNDLE_ID,
    displayName: 'Layering Kit',
    styleNumber: SAMPLE_BUNDLE_ID,
    productSlug: 'layering-kit',
    description: '<p>A hoodie and a shell jacket, chosen together.</p>',
    kind: 'bundle',
    defaultColorCode: 'KIT',
    parentCategory: null,
    colors: [{ code: 'KIT', displayName: 'Kit', swatchUrl: null, images: [{ ...image, alt: 'Layering Kit' }], videos: [], includedSkus: [] }],
    skus: [],
    badges: [{ type: 'BUNDLE', expiresAt: null, merchandisingOrder: 5 }],
    price: priceRangeOf([...hoodie.skus, ...jacket.skus]),
  };
  return [
    {
      product,
      parts: [
        { title: 'Hoodie', productId: hoodie.productId, skuIds: black(hoodie), quantity: 1 },
        { title: 'Jacket', productId: jacket.productId, skuIds: black(jacket), quantity: 1 },
      ],
    },
  ];
}

/**
 * BundleGateway in memory (decision 0220), as the sandbox: parts with only the offered SKUs and
 * their colours; the bundles holding a product (or the bundle itself) up to the limit; part add to
 * cart through the in-memory cart, every item checked (unknown SKU CART.INVALID_ITEM, sold out
 * CART.SKU_UNAVAILABLE, wrong pool CART.INVALID_ITEM) before any is added.
 */
export class InMemoryBundles implements BundleGateway {
  constructor(
    private readonly bundles: readonly InMemoryBundle[],
    private readonly products: readonly Product[],
    private readonly cart: CartGateway,
    private readonly poolId?: string,
  ) {}

  async getParts(bundleId: string): Promise<Result<BundlePart[], CatalogError>> {
    const bundle = this.bundles.find((b) => b.product.productId === bundleId);
    if (!bundle) return err(domainError('CATALOG.NOT_FOUND', `No bundle found for ${bundleId}`, { code: 'PRODUCT_NOT_FOUND' }));
    return ok(
      bundle.parts.flatMap((part, i) => {
        const product = this.products.find((p) => p.productId === part.productId);
        if (!product) return [];
        const skus = product.skus.filter((s) => part.skuIds.includes(s.skuId));
        const colors = product.colors.filter((c) => skus.some((s) => s.colorId === c.code));
        return [{ position: i + 1, title: part.title, quantity: part.quantity, product: { ...product, skus, colors, price: priceRangeOf(skus) } }];
      }),
    );
  }

  async getBundles(productId: string, limit = 5): Promise<BundleSummary[]> {
    return this.bundles
      .filter((b) => b.product.productId === productId || b.parts.some((p) => p.productId === productId))
      .slice(0, Math.min(5, Math.max(1, limit)))
      .map((b) => ({ productId: b.product.productId, productSlug: b.product.productSlug, displayName: b.product.displayName, image: b.product.colors[0]?.images[0] ?? null }));
  }

  async addParts(request: PartAddToCartRequest): Promise<Result<Cart, CartError>> {
    if (this.poolId !== undefined && request.poolId !== this.poolId) return err(domainError('CART.INVALID_ITEM', `Pool ${request.poolId} is not the site's`, { fields: ['poolId'] }));
    for (const item of request.items) {
      const sku = this.products.find((p) => p.productId === item.productId)?.skus.find((s) => s.skuId === item.skuId);
      if (!sku) return err(domainError('CART.INVALID_ITEM', `Unknown SKU ${item.skuId} of product ${item.productId}`, { fields: ['productId', 'skuId'] }));
      if (isSkuUnavailable(sku)) return err(domainError('CART.SKU_UNAVAILABLE', `SKU ${item.skuId} is not available`, { code: 'SKU_UNAVAILABLE', skuId: item.skuId }));
    }
    let last: Result<Cart, CartError> = ok(await this.cart.getCart());
    for (const item of request.items) {
      last = await this.cart.addItem({ productId: item.productId, skuId: item.skuId, poolId: request.poolId, quantity: item.quantity });
      if (!last.ok) return last;
    }
    return last;
  }
}
