/** Decimal major units from integer minor units (4599 -> 45.99). */
export const toMajor = (minor: number): number => Math.round(minor) / 100;

export interface PriceSummary {
  listPriceLow: number;
  listPriceHigh: number;
  salePriceLow: number;
  salePriceHigh: number;
  hasMarkdown: boolean;
  /** 'none' | 'partial' | 'full' (decision 0004): no SKU on sale, some, or all. */
  markdownState: 'none' | 'partial' | 'full';
}

/** Low/high list and sale prices (major units) and the markdown state over a set of SKU prices (minor units). */
export function summarizePrices(skus: readonly { list_minor: number; sale_minor: number }[]): PriceSummary {
  if (skus.length === 0) return { listPriceLow: 0, listPriceHigh: 0, salePriceLow: 0, salePriceHigh: 0, hasMarkdown: false, markdownState: 'none' };
  const lists = skus.map((s) => s.list_minor);
  const sales = skus.map((s) => s.sale_minor);
  const marked = skus.filter((s) => s.sale_minor < s.list_minor).length;
  return {
    listPriceLow: toMajor(Math.min(...lists)),
    listPriceHigh: toMajor(Math.max(...lists)),
    salePriceLow: toMajor(Math.min(...sales)),
    salePriceHigh: toMajor(Math.max(...sales)),
    hasMarkdown: marked > 0,
    markdownState: marked === 0 ? 'none' : marked === skus.length ? 'full' : 'partial',
  };
}
