import { redirectDocument, type LoaderFunction } from 'react-router-dom';
import { BundleGateway, ProductCatalog, productPath, type BundlePart, type Product } from '@vitrine/core';
import type { Services } from '../../shared/services';
import { notFound } from '../category';

/** What the bundle page renders. */
export interface BundleData {
  readonly bundle: Product;
  readonly parts: readonly BundlePart[];
}

/**
 * Loader of `/shop/bundle/{slug}` (shopping.md §2, §7 parts; decision 0220): the bundle product by
 * slug and its parts (one call each). Not found, or no parts → 404; a product that is no bundle
 * gets a hard redirect to its own path (shopping.md §8 "Product path mismatch"), query kept.
 * Transport faults propagate.
 */
export function makeBundleLoader(services: Services): LoaderFunction {
  return async ({ params, request }): Promise<BundleData> => {
    const slug = params.slug?.trim() ?? '';
    if (!slug) notFound();
    const found = await services.get(ProductCatalog).getProductBySlug(slug);
    if (!found.ok) notFound();
    const bundle = found.value;
    if (bundle.kind !== 'bundle') throw redirectDocument(`${productPath(bundle.kind, bundle.productSlug)}${new URL(request.url).search}`);
    const parts = await services.get(BundleGateway).getParts(bundle.productId);
    if (!parts.ok || parts.value.length === 0) notFound();
    return { bundle, parts: parts.value };
  };
}
