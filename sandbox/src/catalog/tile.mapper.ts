import type { TileDto } from '@vitrine/contract';
import { colorHasStock } from './product-record.mapper.js';
import { summarizePrices } from './price-summary.js';
import type { LoadedProduct } from './product-repository.js';
import type { RequestContext } from './request-context.js';

/**
 * Maps a loaded product to a listing tile (shopping.md §3 "Product tile"). Swatches are the colours
 * with sellable stock in the pool (all colours when none has, or the product displays sold out);
 * the tile shows the default colour when it is among them, with its first photo and the second as
 * hover image. pdpURL is the client path '/shop/{slug}?color={code}'.
 */
export function toTile(loaded: LoadedProduct, ctx: RequestContext): TileDto {
  const { product: p, skus } = loaded;
  const inStock = loaded.colors.filter((c) => colorHasStock(skus, c.color_code));
  const swatches = inStock.length > 0 && !p.display_sold_out ? inStock : loaded.colors;
  const color = swatches.find((c) => c.color_code === p.default_color_code) ?? swatches[0] ?? null;
  const prices = summarizePrices(skus);
  return {
    productId: p.product_id,
    productColor: color?.color_code ?? null,
    brand: p.brand,
    pdpURL: color ? `/shop/${p.slug}?color=${encodeURIComponent(color.color_code)}` : `/shop/${p.slug}`,
    imageURL: color?.images[0] ?? null,
    hoverImageURL: color?.images[1] ?? null,
    canHeart: true,
    styleNumber: p.style_number,
    canQuickshop: inStock.length > 0,
    displayName: p.display_name,
    productSlug: p.slug,
    priceData: { currencyCode: ctx.currency, ...prices },
    isMTO: false,
    isBundle: false,
    promotionLabels: p.promotion_labels,
    displaySoldOut: p.display_sold_out,
    badges: p.badges,
    swatches: swatches.map((c) => ({ code: c.color_code, displayName: c.display_name, swatchUrl: c.swatch_url })),
    reviews: { count: p.review_count, averageRating: p.average_rating },
    textLanguage: p.text_language,
  };
}
