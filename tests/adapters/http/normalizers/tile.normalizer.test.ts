import { describe, expect, it } from 'vitest';
import { normalizeTile, normalizeTilePage } from '../../../../adapters/src/http/normalizers/tile.normalizer.js';
import { aTileDto, aTilesResponseDto } from '../../../mothers/dto/tile.dto.mother.js';
import { aTile, aTilePage } from '../../../mothers/tile.mother.js';

describe('tile normalizers', () => {
  it('turns the API tile into the domain tile', () => {
    expect(normalizeTile(aTileDto())).toEqual(aTile());
  });

  it('keeps missing images as null and prices in the tile currency', () => {
    const tile = normalizeTile(
      aTileDto({ imageURL: null, hoverImageURL: null, priceData: { currencyCode: 'GBP', salePriceLow: 9.5, salePriceHigh: 12, listPriceLow: 12, listPriceHigh: 12, hasMarkdown: true, markdownState: 'partial' } }),
    );
    expect([tile.image, tile.hoverImage]).toEqual([null, null]);
    expect(tile.price.saleLow).toEqual({ amount: 950, currency: 'GBP' });
  });

  it('turns a tiles response into a page', () => {
    expect(normalizeTilePage(aTilesResponseDto({ page: 2, totalRecords: 30 }))).toEqual(aTilePage({ page: 2, totalRecords: 30 }));
  });
});
