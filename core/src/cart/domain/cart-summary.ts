import type { ColorOption, FitOption, Product, Sku } from '../../catalog/domain/product.js';
import type { Money } from '../../shared/money.js';

/**
 * Header cart state and the cart confirmation (shopping.md §3 "Cart confirmation model", §4
 * "Header cart state"; content banners of shell-and-account.md §3 "Cart threshold banner").
 */

/** The discountable subtotal is non-negative (shopping.md §4): a negative amount becomes 0 in the same currency. */
export function discountableSubtotal(amount: Money): Money {
  return amount.amount < 0 ? { amount: 0, currency: amount.currency } : amount;
}

/** The cart confirmation model of shopping.md §3, shown after an add to cart. */
export interface CartConfirmation {
  readonly displayName: string;
  /** Unit price paid (the SKU's sale price), minor units. */
  readonly price: Money;
  /** Units added. */
  readonly quantity: number;
  readonly isMTO: boolean;
  readonly colorCode: string;
  readonly colorName: string;
  /** Image-service path of the colour's first image, or null. */
  readonly imageURL: string | null;
  readonly sizeName: string;
}

/**
 * Builds the confirmation model from the product, the SKU added and the units (shopping.md §3).
 * `color` is the colour option of the SKU when known (its first image becomes imageURL); `fit`
 * prefixes the size name when the product has fits ('Petite M'). Never fails.
 */
export function cartConfirmationModel(
  product: Pick<Product, 'displayName' | 'kind'>,
  sku: Pick<Sku, 'colorId' | 'color' | 'size' | 'salePrice'>,
  quantity: number,
  color: Pick<ColorOption, 'images'> | null = null,
  fit: Pick<FitOption, 'displayName'> | null = null,
): CartConfirmation {
  return {
    displayName: product.displayName,
    price: sku.salePrice,
    quantity,
    isMTO: product.kind === 'mto',
    colorCode: sku.colorId,
    colorName: sku.color,
    imageURL: color?.images[0]?.url ?? null,
    sizeName: fit ? `${fit.displayName} ${sku.size}` : sku.size,
  };
}

/** The confirmation list is set or cleared (shopping.md §4): a new list replaces it; null clears it. */
export function setCartConfirmation(_current: readonly CartConfirmation[], next: readonly CartConfirmation[] | null): readonly CartConfirmation[] {
  return next ?? [];
}
