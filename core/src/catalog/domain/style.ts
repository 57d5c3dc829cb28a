import type { Product, ProductImage } from './product.js';

/**
 * Style pages (shopping.md §2 "/shop/style/{id}"; decision 0270): shop-the-look sets of products,
 * each bought piece by piece with the product page's own selection rules.
 */

/** Why a product is in a look: the anchor style, a related product or a cross-sell (accessory). */
export type StylePieceLink = 'anchor' | 'related' | 'crosssell';

/** One piece of a look: its 1-based position (the anchor is 1), why it is there, and the product. */
export interface StylePiece {
  readonly position: number;
  readonly linkType: StylePieceLink;
  readonly product: Product;
}

/** A look: its id ('wj02-look'), its anchor product's id and its pieces in order. */
export interface StyleLook {
  readonly styleId: string;
  readonly anchorProductId: string;
  readonly pieces: readonly StylePiece[];
}

/** A look a product belongs to, as the product page links it ("Shop the look"). */
export interface StyleSummary {
  readonly styleId: string;
  readonly anchorProductId: string;
  /** The anchor product's name in the site language. */
  readonly displayName: string;
  readonly image: ProductImage | null;
  /** Number of pieces, the anchor included (>= 2). */
  readonly pieceCount: number;
}

/** Path of a style page: '/shop/style/{id}' (shopping.md §2), the id URI-encoded. */
export function stylePath(styleId: string): string {
  return `/shop/style/${encodeURIComponent(styleId)}`;
}

/**
 * The look a product page links to ("Shop the look", decision 0270): the look the shopper came from
 * (`parentStyleId`, the product-page query parameter of shopping.md §2) when it holds the product,
 * else the one the product anchors, else the first look holding it; null when it is in none.
 * `styles` in the gateway's order.
 */
export function lookToShow(productId: string, styles: readonly StyleSummary[], parentStyleId: string | null = null): StyleSummary | null {
  return (parentStyleId ? styles.find((s) => s.styleId === parentStyleId) : undefined) ?? styles.find((s) => s.anchorProductId === productId) ?? styles[0] ?? null;
}

/**
 * The anchor piece of a look (position 1 by construction), else its first piece; null for a look
 * without pieces. The style page's heading and first image come from it.
 */
export function anchorPiece(look: StyleLook): StylePiece | null {
  return look.pieces.find((p) => p.product.productId === look.anchorProductId) ?? look.pieces[0] ?? null;
}

/**
 * How the product page presents its look, by the shopTheLookVariant experiment (shopping.md §5
 * "shopTheLookVariant 0/1/2"; decision 0362): 0 a link card to the style page, 1 a tray of the
 * look's other pieces (each a link to its product page), 2 that tray with a quick shop per piece.
 * A value outside 0/1/2 (coerced elsewhere) gives the link card.
 */
export type ShopTheLookPresentation = 'link' | 'tray' | 'quickshop-tray';

/** shopTheLookVariant (0/1/2, already coerced) → its {@link ShopTheLookPresentation}; anything else → 'link'. */
export function shopTheLookPresentation(variant: number): ShopTheLookPresentation {
  return variant === 1 ? 'tray' : variant === 2 ? 'quickshop-tray' : 'link';
}

/** Most pieces a product page's look tray shows (decision 0362). */
export const SHOP_THE_LOOK_TRAY_LIMIT = 4;

/**
 * The pieces a product page's look tray shows (decision 0362): the look's pieces but the product
 * being viewed (`productId`), in position order, at most `limit` (default
 * {@link SHOP_THE_LOOK_TRAY_LIMIT}, at least 0). Empty when the look holds nothing else.
 */
export function lookTrayPieces(look: StyleLook, productId: string, limit: number = SHOP_THE_LOOK_TRAY_LIMIT): StylePiece[] {
  return [...look.pieces]
    .filter((piece) => piece.product.productId !== productId)
    .sort((a, b) => a.position - b.position)
    .slice(0, Math.max(0, limit));
}
