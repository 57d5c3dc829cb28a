import { AVAILABILITY_CODE, type AvailabilityCode, type Sku } from './product.js';

/**
 * Inventory rules, shopping.md §4 "Inventory rules".
 */

/**
 * A SKU is unavailable if availableStatus is unavailable or discontinued, or stockLevel plus
 * backorder is 0 (shopping.md §4).
 */
export function isSkuUnavailable(sku: Pick<Sku, 'availableStatus' | 'stockLevel' | 'backorder'>): boolean {
  return sku.availableStatus === 'unavailable' || sku.availableStatus === 'discontinued' || sku.stockLevel + sku.backorder <= 0;
}

/**
 * A SKU is backordered if it is available, not drop-ship, and either its status is backordered or
 * stock is 0 with backorder above 0. A preorder flag on the product disables backordered
 * (shopping.md §4).
 */
export function isSkuBackordered(
  sku: Pick<Sku, 'availableStatus' | 'stockLevel' | 'backorder' | 'isDropShip'>,
  preorderFlag: boolean,
): boolean {
  if (preorderFlag || sku.isDropShip || isSkuUnavailable(sku)) return false;
  return sku.availableStatus === 'backordered' || (sku.stockLevel === 0 && sku.backorder > 0);
}

/** Units that can be bought now: stock plus backorder, 0 when the SKU is unavailable. */
export function sellableQuantity(sku: Pick<Sku, 'availableStatus' | 'stockLevel' | 'backorder'>): number {
  return isSkuUnavailable(sku) ? 0 : Math.max(0, sku.stockLevel) + Math.max(0, sku.backorder);
}

/**
 * The availability code of shopping.md §3 (1000 available, 1003 backordered, 1005 discontinued,
 * 1111 unavailable) for a SKU.
 */
export function availabilityCodeOf(
  sku: Pick<Sku, 'availableStatus' | 'stockLevel' | 'backorder' | 'isDropShip'>,
  preorderFlag: boolean,
): AvailabilityCode {
  if (sku.availableStatus === 'discontinued') return AVAILABILITY_CODE.discontinued;
  if (isSkuUnavailable(sku)) return AVAILABILITY_CODE.unavailable;
  if (isSkuBackordered(sku, preorderFlag)) return AVAILABILITY_CODE.backordered;
  return AVAILABILITY_CODE.available;
}

/** A colour is sold out when every SKU of it is unavailable. */
export function isColorSoldOut(skus: readonly Sku[], colorCode: string): boolean {
  return skus.filter((s) => s.colorId === colorCode).every(isSkuUnavailable);
}

/**
 * Back-in-stock notification is offered only on enabled sites, for a sold-out item, when the
 * SKU's backInStockNotificationEligible flag is set (shopping.md §4).
 */
export function isBackInStockOffered(siteEnabled: boolean, sku: Sku | null): boolean {
  return siteEnabled && sku !== null && isSkuUnavailable(sku) && sku.backInStockNotificationEligible;
}

/** Low stock: available, with stock on hand at or below the configured threshold (units). */
export function isLowStock(sku: Pick<Sku, 'availableStatus' | 'stockLevel' | 'backorder'>, threshold: number): boolean {
  return !isSkuUnavailable(sku) && sku.stockLevel > 0 && sku.stockLevel <= threshold;
}
