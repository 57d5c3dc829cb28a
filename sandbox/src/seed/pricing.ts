import { CURRENCIES, type Currency } from '../sites/sites.js';
import type { SeedPrice, SeedProduct } from './catalog-model.js';

/**
 * Price derivation per currency (decision 0013). Luma is priced in USD only, Spree in USD and EUR;
 * the missing currencies are derived from USD with fixed factors and retail ("charm") rounding to
 * .99 (CNY: to a whole yuan ending in 9, decision 0350); markdowns are applied per currency to that
 * currency's list price and rounded down the same way. All amounts are integer minor units.
 */

/** Fixed conversion factors from USD (not live rates: prices must be stable and reproducible). */
export const FX_FROM_USD: Readonly<Record<Currency, number>> = { USD: 1, GBP: 0.8, CAD: 1.35, EUR: 0.95, CNY: 7.2 };

/** Rounds a derived amount up to the next .99 (4160 -> 4199, 4000 -> 3999). Minor units in and out. */
export function charmRoundUp(minor: number): number {
  return Math.max(99, Math.ceil(minor / 100) * 100 - 1);
}

/**
 * Rounds a derived CNY amount up to a whole yuan ending in 9 (29952 -> 29900 is below, so 30900;
 * 29900 stays 29900; at least ¥9). Minor units (fen) in and out (decision 0350).
 */
export function yuanPointRoundUp(minor: number): number {
  return Math.max(900, Math.ceil((minor + 100) / 1000) * 1000 - 100);
}

/** The price point of a derived amount: {@link yuanPointRoundUp} for CNY, {@link charmRoundUp} otherwise. */
export function pricePointRoundUp(minor: number, currency: Currency): number {
  return currency === 'CNY' ? yuanPointRoundUp(minor) : charmRoundUp(minor);
}

/**
 * A markdown of `pct` (0..1) off a list price, rounded down to .99 (3640 -> 3599); below one major
 * unit, rounded down to the cent. At least 1 minor unit, below the list price when the list is > 1.
 * CNY markdowns round down to a whole yuan ending in 9 (21560 -> 20900), else to the whole yuan.
 */
export function markdownPrice(listMinor: number, pct: number, currency?: Currency): number {
  const exact = listMinor * (1 - pct);
  if (currency === 'CNY') {
    const point = Math.floor((exact + 100) / 1000) * 1000 - 100;
    return Math.min(listMinor, Math.max(100, point >= 900 ? point : Math.floor(exact / 100) * 100));
  }
  const charm = Math.floor(exact / 100) * 100 - 1;
  return Math.min(listMinor, Math.max(1, charm >= 99 ? charm : Math.floor(exact)));
}

/**
 * Derives the price of one currency from the SKU's source prices: the source's own price when it
 * has one, else USD times the factor with charm rounding (a source sale price converts the same way,
 * capped at the derived list price).
 */
export function derivePrice(source: Partial<Record<Currency, SeedPrice>>, currency: Currency): SeedPrice {
  const own = source[currency];
  if (own) return { ...own };
  const usd = source.USD;
  if (!usd) throw new Error('Every SKU needs a USD source price');
  const list = pricePointRoundUp(usd.list * FX_FROM_USD[currency], currency);
  const sale = usd.sale < usd.list ? Math.min(list, pricePointRoundUp(usd.sale * FX_FROM_USD[currency], currency)) : list;
  return { list, sale };
}

/**
 * Fills `prices` of every SKU in every currency. `markdowns` maps a skuId to the share taken off
 * (0.3 = 30 %) by the merchandising rules; it replaces any source sale price in all currencies.
 */
export function priceCatalog(products: readonly SeedProduct[], markdowns: ReadonlyMap<string, number>): void {
  for (const product of products) {
    for (const sku of product.skus) {
      for (const currency of CURRENCIES) {
        const base = derivePrice(sku.sourcePrices, currency);
        const pct = markdowns.get(sku.skuId);
        sku.prices[currency] = pct === undefined ? base : { list: base.list, sale: markdownPrice(base.list, pct, currency) };
      }
    }
  }
}
