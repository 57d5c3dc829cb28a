import {
  domainError,
  err,
  ok,
  type CatalogError,
  type PriceInfo,
  type PriceInfoGateway,
  type Product,
  type Result,
  type StyleGateway,
  type StyleLook,
  type StylePieceLink,
  type StyleSummary,
} from '@vitrine/core';

/** A look of the in-memory catalogue: its id and its pieces' product ids with their link type, the anchor first. */
export interface InMemoryLook {
  readonly styleId: string;
  readonly pieces: readonly { readonly productId: string; readonly linkType: StylePieceLink }[];
}

/** Id of the built-in sample look (contract tests and the in-memory UI). */
export const SAMPLE_STYLE_ID = 'mh01-look';

/**
 * The built-in sample look (decision 0270): the Chaz Kangeroo Hoodie (MH01, anchor) with the
 * Hyperion Elements Jacket (MJ02, related) and the Teton Pullover Hoodie (MH02, related),
 * as the sandbox seeds Luma's links. Pieces missing from `products` are left out.
 */
export function sampleLooks(products: readonly Product[]): InMemoryLook[] {
  const has = (id: string) => products.some((p) => p.productId === id);
  const pieces = [
    { productId: 'MH01', linkType: 'anchor' as const },
    { productId: 'MJ02', linkType: 'related' as const },
    { productId: 'MH02', linkType: 'related' as const },
  ].filter((p) => has(p.productId));
  return pieces.length >= 2 ? [{ styleId: SAMPLE_STYLE_ID, pieces }] : [];
}

/**
 * StyleGateway and PriceInfoGateway in memory (decisions 0270, 0272), as the sandbox: a look's
 * pieces in order with their products; the looks holding a product (its own first); a product's
 * price info from its SKUs. Unknown look or product → CATALOG.NOT_FOUND.
 */
export class InMemoryStyles implements StyleGateway, PriceInfoGateway {
  constructor(
    private readonly looks: readonly InMemoryLook[],
    private readonly products: readonly Product[],
  ) {}

  private product(id: string): Product | undefined {
    return this.products.find((p) => p.productId === id);
  }

  /** See {@link StyleGateway.getStyle}. */
  async getStyle(styleId: string): Promise<Result<StyleLook, CatalogError>> {
    const look = this.looks.find((l) => l.styleId === styleId);
    if (!look) return err(domainError('CATALOG.NOT_FOUND', `No style found for ${styleId}`, { code: 'STYLE_NOT_FOUND' }));
    const pieces = look.pieces.flatMap((piece, i) => {
      const product = this.product(piece.productId);
      return product ? [{ position: i + 1, linkType: piece.linkType, product }] : [];
    });
    return ok({ styleId, anchorProductId: look.pieces[0]!.productId, pieces });
  }

  /** See {@link StyleGateway.getStylesOf}. */
  async getStylesOf(productId: string): Promise<StyleSummary[]> {
    return this.looks
      .filter((l) => l.pieces.some((p) => p.productId === productId))
      .sort((a, b) => Number(b.pieces[0]!.productId === productId) - Number(a.pieces[0]!.productId === productId))
      .flatMap((l) => {
        const anchor = this.product(l.pieces[0]!.productId);
        if (!anchor) return [];
        const image = (anchor.colors.find((c) => c.code === anchor.defaultColorCode) ?? anchor.colors[0])?.images[0] ?? null;
        return [{ styleId: l.styleId, anchorProductId: anchor.productId, displayName: anchor.displayName, image, pieceCount: l.pieces.length }];
      });
  }

  /** See {@link PriceInfoGateway.getPriceInfo}. */
  async getPriceInfo(productId: string): Promise<Result<PriceInfo, CatalogError>> {
    const product = this.product(productId);
    if (!product) return err(domainError('CATALOG.NOT_FOUND', `No product found for ${productId}`, { code: 'PRODUCT_NOT_FOUND' }));
    return ok({
      productId,
      range: product.price,
      skus: product.skus.map((s) => ({ skuId: s.skuId, colorId: s.colorId, sizeId: s.sizeId, listPrice: s.listPrice, salePrice: s.salePrice })),
    });
  }
}
