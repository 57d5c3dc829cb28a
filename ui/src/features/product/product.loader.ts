import { data, redirectDocument, type LoaderFunction } from 'react-router-dom';
import { productRoutingError } from '@vitrine/core';
import { ProductCatalog, type Product } from '@vitrine/core';
import type { Services } from '../../shared/services';
import { notFound } from '../category';
import { expectedProductPath, isProductPathMismatch } from './product-path';

/** What the product page renders: the product, its description already sanitised (decision 0055). */
export interface ProductData {
  readonly product: Product;
}

/** DOMPurify loads beside the product call, not in the product page's chunk (its route budget; decision 0170). */
const loadSanitizer = () => import('../../components/sanitized-html').then((m) => m.sanitizeProductHtml);

/**
 * Loader of `/shop/{slug}` and `/shop/mto/{slug}` (shopping.md §2 "Product-page rules", §8
 * "Product path mismatch"): loads the product by slug, its description sanitised with DOMPurify
 * (the page renders it as HTML) (CATALOG.NOT_FOUND or an empty slug → 404);
 * when the current path is not the product's expected path, throws a hard redirect (full document
 * load, `redirectDocument`) to the expected path, keeping the query. A product removed for legal
 * reasons is returned with status 451 (`data()`). Transport faults propagate.
 */
export function makeProductLoader(services: Services): LoaderFunction {
  return async ({ params, request }) => {
    const slug = params.slug?.trim() ?? '';
    if (!slug) notFound();
    const [result, sanitize] = await Promise.all([services.get(ProductCatalog).getProductBySlug(slug), loadSanitizer()]);
    if (!result.ok) notFound();
    const product: Product = { ...result.value, description: sanitize(result.value.description) };
    const url = new URL(request.url);
    if (isProductPathMismatch(url.pathname, product)) {
      throw redirectDocument(`${expectedProductPath(product)}${url.search}`);
    }
    // A product removed for legal reasons answers 451 on a server-rendered page (decision 0153).
    const status = productRoutingError(product);
    return status ? data({ product }, { status }) : { product };
  };
}
