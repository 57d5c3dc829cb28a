import { describe, expect, it } from 'vitest';
import { anchorPiece, lookToShow, lookTrayPieces, shopTheLookPresentation, SHOP_THE_LOOK_TRAY_LIMIT, stylePath, type StyleLook, type StyleSummary } from '@vitrine/core';
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

describe('the look on the product page (shopping.md §5 shopTheLookVariant 0/1/2; decision 0362)', () => {
  it('presents the look as a link card (0), a tray (1) or a tray with quick shop (2); anything else as the link card', () => {
    expect([0, 1, 2, 3, -1, Number.NaN].map(shopTheLookPresentation)).toEqual(['link', 'tray', 'quickshop-tray', 'link', 'link', 'link']);
  });

  it('fills the tray with the other pieces in position order, at most the limit', () => {
    const piece = (position: number, productId: string) => ({ position, linkType: 'related' as const, product: aProduct({ productId }) });
    const look: StyleLook = { styleId: 'wj02-look', anchorProductId: 'WJ02', pieces: [piece(3, 'C'), piece(1, 'WJ02'), piece(2, 'B'), piece(4, 'D'), piece(5, 'E'), piece(6, 'F')] };
    expect(lookTrayPieces(look, 'WJ02').map((p) => p.product.productId)).toEqual(['B', 'C', 'D', 'E']);
    expect(SHOP_THE_LOOK_TRAY_LIMIT).toBe(4);
    expect(lookTrayPieces(look, 'C', 2).map((p) => p.product.productId)).toEqual(['WJ02', 'B']);
    expect(lookTrayPieces(look, 'WJ02', -1)).toEqual([]);
    expect(lookTrayPieces({ ...look, pieces: [piece(1, 'WJ02')] }, 'WJ02')).toEqual([]);
  });
});
