import type { PriceRange, Sku } from '@vitrine/core';

/**
 * The price range of some SKUs (minor units, the SKUs' currency): lowest and highest list and sale
 * price, and the markdown state — 'none' when no SKU sells below its list price, 'full' when every
 * SKU does, else 'partial' (shopping.md §3 "Price"). `skus` must not be empty.
 */
export function priceRangeOf(skus: readonly Sku[]): PriceRange {
  const currency = skus[0]!.salePrice.currency;
  const list = skus.map((s) => s.listPrice.amount);
  const sale = skus.map((s) => s.salePrice.amount);
  const marked = skus.filter((s) => s.salePrice.amount < s.listPrice.amount).length;
  const money = (amount: number) => ({ amount, currency });
  return {
    listLow: money(Math.min(...list)),
    listHigh: money(Math.max(...list)),
    saleLow: money(Math.min(...sale)),
    saleHigh: money(Math.max(...sale)),
    hasMarkdown: marked > 0,
    markdownState: marked === 0 ? 'none' : marked === skus.length ? 'full' : 'partial',
  };
}
