import { describe, expect, it } from 'vitest';
import { anchorPiece, lookToShow, stylePath, type StyleLook, type StyleSummary } from '@vitrine/core';
import { aProduct } from '../../mothers/product.mother.js';

const summary = (styleId: string, anchorProductId: string): StyleSummary => ({ styleId, anchorProductId, displayName: anchorProductId, image: null, pieceCount: 3 });

describe('style pages (shopping.md §2 /shop/style/{id}; decision 0270)', () => {
  it("builds a style page's path with the id encoded", () => {
    expect(stylePath('wj02-look')).toBe('/shop/style/wj02-look');
    expect(stylePath('a b/c')).toBe('/shop/style/a%20b%2Fc');
  });

  it('links a product page to the look it anchors, else to the first look holding it, else to none', () => {
    expect(lookToShow('WH04', [summary('wj02-look', 'WJ02'), summary('wh04-look', 'WH04')])?.styleId).toBe('wh04-look');
    expect(lookToShow('WH04', [summary('wj02-look', 'WJ02'), summary('wj10-look', 'WJ10')])?.styleId).toBe('wj02-look');
    expect(lookToShow('WH04', [])).toBeNull();
  });

  it('prefers the look the shopper came from (parentStyleId) when it holds the product', () => {
    const styles = [summary('wh04-look', 'WH04'), summary('wj02-look', 'WJ02')];
    expect(lookToShow('WH04', styles, 'wj02-look')?.styleId).toBe('wj02-look');
    expect(lookToShow('WH04', styles, 'other-look')?.styleId).toBe('wh04-look');
    expect(lookToShow('WH04', [], 'wj02-look')).toBeNull();
  });

  it("finds a look's anchor piece, else its first piece", () => {
    const jacket = aProduct({ productId: 'WJ02' });
    const hoodie = aProduct({ productId: 'WH04' });
    const look: StyleLook = {
      styleId: 'wj02-look',
      anchorProductId: 'WJ02',
      pieces: [
        { position: 1, linkType: 'related', product: hoodie },
        { position: 2, linkType: 'anchor', product: jacket },
      ],
    };
    expect(anchorPiece(look)?.product.productId).toBe('WJ02');
    expect(anchorPiece({ ...look, anchorProductId: 'GONE' })?.product.productId).toBe('WH04');
    expect(anchorPiece({ ...look, pieces: [] })).toBeNull();
  });
});
