import { z } from 'zod';
import { ImageDto, ProductRecordDto } from './catalog.schema.js';

/**
 * JSON shapes of the style pages (shopping.md §2 "/shop/style/{id}"; decision 0270) and of the
 * price info (shopping.md §7 "Catalogue" GET …/products/{id}/price-info; decision 0272). Prices are
 * decimal major units in the request's currency. Each export is a zod schema and the type inferred
 * from it under the same name (decision 0125).
 */

/** Why a product is in a look: the anchor style, a Luma related product or a cross-sell. */
export const StylePieceLinkDto = z.enum(['anchor', 'related', 'crosssell']);
export type StylePieceLinkDto = z.infer<typeof StylePieceLinkDto>;

/** One piece of a look: its 1-based position (the anchor is 1), why it is there, and its product record. */
export const StylePieceDto = z.object({ position: z.number(), linkType: StylePieceLinkDto, product: ProductRecordDto });
export type StylePieceDto = z.infer<typeof StylePieceDto>;

/**
 * Response of GET /catalog/v0/{siteId}/pools/{inventoryPool}/styles/{id} (decision 0270): the look
 * `styleId` ('wj10-look') anchored by `anchorProductId`, its pieces in order with stock in the pool.
 * 404 STYLE_NOT_FOUND for an unknown id.
 */
export const StyleResponseDto = z.object({ styleId: z.string(), anchorProductId: z.string(), pieces: z.array(StylePieceDto) });
export type StyleResponseDto = z.infer<typeof StyleResponseDto>;

/** A look a product belongs to: id, the anchor's (translated) name and first photo, number of pieces. */
export const StyleSummaryDto = z.object({
  styleId: z.string(),
  anchorProductId: z.string(),
  displayName: z.string(),
  image: ImageDto.nullable(),
  pieceCount: z.number(),
});
export type StyleSummaryDto = z.infer<typeof StyleSummaryDto>;

/**
 * Response of GET /catalog/v0/{siteId}/products/{id}/styles (decision 0270): the looks holding the
 * product, the one it anchors first. An unknown product has none (200, empty list).
 */
export const ProductStylesResponseDto = z.object({ styles: z.array(StyleSummaryDto) });
export type ProductStylesResponseDto = z.infer<typeof ProductStylesResponseDto>;

/** One SKU's prices (decimal major units). */
export const SkuPriceDto = z.object({ skuId: z.string(), colorId: z.string(), sizeId: z.string(), listPrice: z.number(), salePrice: z.number() });
export type SkuPriceDto = z.infer<typeof SkuPriceDto>;

/**
 * Response of GET /catalog/v0/{siteId}/products/{id}/price-info (shopping.md §7; §3 skuInfo price
 * fields; decision 0272): the product's list and sale price ranges, markdown flags and every SKU's
 * prices, in the request's currency. 404 PRODUCT_NOT_FOUND for an unknown product.
 */
export const PriceInfoResponseDto = z.object({
  productId: z.string(),
  currencyCode: z.string(),
  listPriceLow: z.number(),
  listPriceHigh: z.number(),
  salePriceLow: z.number(),
  salePriceHigh: z.number(),
  hasMarkdown: z.boolean(),
  /** 'none' | 'partial' | 'full' (decision 0004). */
  markdownState: z.string(),
  skus: z.array(SkuPriceDto),
});
export type PriceInfoResponseDto = z.infer<typeof PriceInfoResponseDto>;
