import type { AvailabilityCodeDto } from '@vitrine/contract';

/**
 * Inventory rules as the API computes them (shopping.md §4 "Inventory rules", §3 availability
 * codes). The client's core has the same rules; tests/sandbox/inventory-rules.test.ts checks both
 * agree.
 */
export interface StockFacts {
  readonly availableStatus: string;
  readonly stockLevel: number;
  readonly backorder: number;
  readonly isDropShip: boolean;
}

/** Unavailable: status unavailable or discontinued, or stock plus backorder is 0. */
export function isUnavailable(sku: StockFacts): boolean {
  return sku.availableStatus === 'unavailable' || sku.availableStatus === 'discontinued' || sku.stockLevel + sku.backorder <= 0;
}

/** Backordered: available, not drop-ship, status backordered or stock 0 with backorder; never for preorder products. */
export function isBackordered(sku: StockFacts, preorderFlag: boolean): boolean {
  if (preorderFlag || sku.isDropShip || isUnavailable(sku)) return false;
  return sku.availableStatus === 'backordered' || (sku.stockLevel === 0 && sku.backorder > 0);
}

/** Units that can be sold now (stock + backorder), 0 when unavailable. */
export function sellableUnits(sku: StockFacts): number {
  return isUnavailable(sku) ? 0 : Math.max(0, sku.stockLevel) + Math.max(0, sku.backorder);
}

/** 1005 discontinued, 1111 unavailable, 1003 backordered, else 1000. */
export function availabilityCode(sku: StockFacts, preorderFlag: boolean): AvailabilityCodeDto {
  if (sku.availableStatus === 'discontinued') return 1005;
  if (isUnavailable(sku)) return 1111;
  if (isBackordered(sku, preorderFlag)) return 1003;
  return 1000;
}
