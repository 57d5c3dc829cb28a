import type { PartAddToCartRequest } from '../../cart/domain/add-to-cart.js';
import type { Money } from '../../shared/money.js';
import type { ProductImage, Product, Sku } from './product.js';

/**
 * Bundles (shopping.md §2 "/shop/bundle/{slug}", §3 recordType BUNDLE and part items, §7
 * parts and bundles calls; decision 0220).
 */

/** One part of a bundle: its title, units per bundle and the part product with only the SKUs the bundle offers. */
export interface BundlePart {
  /** 1-based position in the bundle. */
  readonly position: number;
  readonly title: string;
  /** Units of this part in one bundle, >= 1. */
  readonly quantity: number;
  readonly product: Product;
}

/** A bundle a product belongs to (GET …/products/{id}/bundles). */
export interface BundleSummary {
  readonly productId: string;
  readonly productSlug: string;
  readonly displayName: string;
  readonly image: ProductImage | null;
}

/** Bundle fetch limit (shopping.md §9). */
export const BUNDLE_FETCH_LIMIT = 5;

/**
 * The part add to cart of a bundle (POST /checkout/v1/{siteId}/carts/items): one item of type PART
 * per part, with the chosen SKU (`chosen[position]`) and the part's units times `bundles`. Returns
 * null while a part has no chosen SKU (the UI asks for it). Never fails otherwise.
 */
export function bundlePartsRequest(parts: readonly BundlePart[], chosen: Readonly<Record<number, string | undefined>>, poolId: string, bundles = 1): PartAddToCartRequest | null {
  const items = parts.map((part) => ({ part, skuId: chosen[part.position] }));
  if (items.some((i) => !i.skuId)) return null;
  return { poolId, items: items.map(({ part, skuId }) => ({ productId: part.product.productId, skuId: skuId!, quantity: part.quantity * bundles, type: 'PART' as const })) };
}

/**
 * The bundle's price for the chosen SKUs: the sum of each part's SKU sale price times its units
 * (minor units). Parts without a chosen SKU count their lowest sale price, so the total is a
 * "from" price until every part is chosen. Null for a bundle without parts.
 */
export function bundlePrice(parts: readonly BundlePart[], chosen: Readonly<Record<number, string | undefined>>): Money | null {
  if (parts.length === 0) return null;
  let amount = 0;
  for (const part of parts) {
    const sku: Sku | undefined = part.product.skus.find((s) => s.skuId === chosen[part.position]);
    amount += (sku ? sku.salePrice.amount : part.product.price.saleLow.amount) * part.quantity;
  }
  return { amount, currency: parts[0]!.product.price.saleLow.currency };
}
