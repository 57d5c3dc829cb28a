import { isSkuUnavailable, type Product, type ProductTile } from '@vitrine/core';

/**
 * The listing card of a product, as the tiles call would give it: the face-out (or default, or
 * first) colour's first two images, its price range, swatches of every colour, the PDP path
 * '/shop/{slug}' (with '?color=' for the face-out colour). Sold-out products keep displaySoldOut.
 */
export function productTileOf(product: Product): ProductTile {
  const color =
    product.colors.find((c) => c.code === product.faceOutColorCode) ??
    product.colors.find((c) => c.code === product.defaultColorCode) ??
    product.colors[0];
  const query = color ? `?color=${encodeURIComponent(color.code)}` : '';
  return {
    productId: product.productId,
    productSlug: product.productSlug,
    displayName: product.displayName,
    brand: product.brand,
    styleNumber: product.styleNumber,
    productColor: color?.code ?? null,
    pdpURL: `/shop/${product.productSlug}${query}`,
    image: color?.images[0] ?? null,
    hoverImage: color?.images[1] ?? null,
    price: product.price,
    isMTO: product.kind === 'mto',
    isBundle: product.kind === 'bundle',
    displaySoldOut: product.displaySoldOut || product.skus.every(isSkuUnavailable),
    canHeart: true,
    canQuickshop: product.kind === 'regular',
    promotionLabels: product.promotionLabels,
    badges: product.badges,
    swatches: product.colors.map((c) => ({ code: c.code, displayName: c.displayName, swatchUrl: c.swatchUrl })),
    reviews: product.reviews,
    ...(product.textLanguage === undefined ? {} : { textLanguage: product.textLanguage }),
  };
}
