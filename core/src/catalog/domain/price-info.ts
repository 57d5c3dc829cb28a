import type { Money } from '../../shared/money.js';
import type { PriceRange } from './product.js';

/**
 * Price info of a product (shopping.md §7 GET …/products/{id}/price-info, §3 skuInfo price fields;
 * decision 0272): its list and sale ranges and every SKU's prices, all Money in minor units.
 */

/** One SKU's prices. */
export interface SkuPrice {
  readonly skuId: string;
  readonly colorId: string;
  readonly sizeId: string;
  readonly listPrice: Money;
  readonly salePrice: Money;
}

/** A product's price info: ranges and markdown state as the product's skuInfo, plus every SKU's prices. */
export interface PriceInfo {
  readonly productId: string;
  readonly range: PriceRange;
  readonly skus: readonly SkuPrice[];
}

/**
 * Whole percent off a list price (rounded down, so "30% off" is never more than the saving):
 * (list - sale) / list. 0 when not marked down or `list` is 0 or less; Money of one currency.
 */
export function percentOff(list: Money, sale: Money): number {
  if (list.amount <= 0 || sale.amount >= list.amount) return 0;
  return Math.floor(((list.amount - sale.amount) * 100) / list.amount);
}

/** What the product page's price details show (decision 0272). */
export interface PriceDetails {
  /** The SKU the details are for, or null for the whole product. */
  readonly sku: SkuPrice | null;
  /** Regular (list) price: one amount (`high` null) or a range. */
  readonly list: { readonly low: Money; readonly high: Money | null };
  /** What the shopper pays: one amount or a range. */
  readonly sale: { readonly low: Money; readonly high: Money | null };
  /** Whole percent off: the SKU's, else the smallest and largest over the SKUs (0 when none is marked down). */
  readonly percentOff: { readonly low: number; readonly high: number };
  /** The amount saved on the SKU (minor units), null without a SKU or a markdown. */
  readonly saving: Money | null;
  /** Colours whose SKUs are marked down (colorId list, in SKU order); empty when none or when a SKU is given. */
  readonly markedDownColors: readonly string[];
}

const span = (low: Money, high: Money) => ({ low, high: high.amount > low.amount ? high : null });

/**
 * The price details of `info` for the picked SKU (`skuId`), or for the whole product when it is null
 * or not among the SKUs. Pure; never fails. For a product with no SKUs the ranges are the info's.
 */
export function priceDetails(info: PriceInfo, skuId: string | null): PriceDetails {
  const sku = skuId ? (info.skus.find((s) => s.skuId === skuId) ?? null) : null;
  if (sku) {
    const off = percentOff(sku.listPrice, sku.salePrice);
    return {
      sku,
      list: { low: sku.listPrice, high: null },
      sale: { low: sku.salePrice, high: null },
      percentOff: { low: off, high: off },
      saving: off > 0 ? { amount: sku.listPrice.amount - sku.salePrice.amount, currency: sku.listPrice.currency } : null,
      markedDownColors: [],
    };
  }
  const offs = info.skus.map((s) => percentOff(s.listPrice, s.salePrice));
  const marked = info.skus.filter((_s, i) => offs[i]! > 0);
  return {
    sku: null,
    list: span(info.range.listLow, info.range.listHigh),
    sale: span(info.range.saleLow, info.range.saleHigh),
    percentOff: { low: offs.length ? Math.min(...offs) : 0, high: offs.length ? Math.max(...offs) : 0 },
    saving: null,
    markedDownColors: [...new Set(marked.map((s) => s.colorId))],
  };
}
