import { productPath, type Product } from '@vitrine/core';

/**
 * The expected client path of a product page (shopping.md §2 "Product-page rules"; core's
 * productPath): `/shop/mto/{slug}`, `/shop/hybrid/{slug}`, `/shop/bundle/{slug}`, else `/shop/{slug}`. The slug is URL-encoded.
 */
export function expectedProductPath(product: Pick<Product, 'kind' | 'productSlug'>): string {
  return productPath(product.kind, product.productSlug);
}

/**
 * The product part of a URL path, from the last '/shop/' on (so a site context path such as
 * '/fr-fr' in front is ignored): '/fr-fr/shop/mto/x' → '/shop/mto/x'. Null when there is none.
 */
export function productPathOf(pathname: string): string | null {
  const at = pathname.lastIndexOf('/shop/');
  return at < 0 ? null : pathname.slice(at);
}

const decode = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/** True when the current path is not the product's expected path (a hard redirect is due). */
export function isProductPathMismatch(pathname: string, product: Pick<Product, 'kind' | 'productSlug'>): boolean {
  const current = productPathOf(pathname);
  return current === null || decode(current).replace(/\/$/, '') !== decode(expectedProductPath(product));
}
