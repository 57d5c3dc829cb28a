import type { MarkdownState, PriceRange } from '@vitrine/core';
import { toMoney } from './money.normalizer.js';

const MARKDOWN_STATES: readonly MarkdownState[] = ['none', 'partial', 'full'];

/** The DTO's markdownState text -> MarkdownState; unknown texts give 'partial' when marked down, else 'none'. */
export function normalizeMarkdownState(value: string, hasMarkdown: boolean): MarkdownState {
  return (MARKDOWN_STATES as readonly string[]).includes(value) ? (value as MarkdownState) : hasMarkdown ? 'partial' : 'none';
}

/** The four decimal price bounds of a skuInfo or a tile's priceData, in `currency` -> PriceRange in minor units. */
export function normalizePriceRange(
  dto: { listPriceLow: number; listPriceHigh: number; salePriceLow: number; salePriceHigh: number; hasMarkdown: boolean; markdownState: string },
  currency: string,
): PriceRange {
  return {
    listLow: toMoney(dto.listPriceLow, currency),
    listHigh: toMoney(dto.listPriceHigh, currency),
    saleLow: toMoney(dto.salePriceLow, currency),
    saleHigh: toMoney(dto.salePriceHigh, currency),
    hasMarkdown: dto.hasMarkdown,
    markdownState: normalizeMarkdownState(dto.markdownState, dto.hasMarkdown),
  };
}
