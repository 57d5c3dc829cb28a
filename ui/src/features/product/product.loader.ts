import { data, redirectDocument, type LoaderFunction } from 'react-router-dom';
import { LocalizedTextGateway, Logger, productRoutingError, SizeGuideGateway, sizeGuideVendorFor, type LocalizedTexts, type SizeGuideConfiguration } from '@vitrine/core';
import { ProductCatalog, type Product } from '@vitrine/core';
import type { Services } from '../../shared/services';
import { notFound } from '../category';
import { PDP_LABEL_SLUGS } from './pdp-labels';
import { expectedProductPath, isProductPathMismatch } from './product-path';

/** What the product page renders: the product, its description already sanitised (decision 0055). */
export interface ProductData {
  readonly product: Product;
  /** The slug of the product's size chart (sizeGuideVendor), or null when it has none (decision 0422). */
  readonly sizeGuide: string | null;
  /** Merchandisers' overrides of the page's labels ({@link PDP_LABEL_SLUGS}), by slug (decision 0423). */
  readonly labels: LocalizedTexts;
}

/** DOMPurify loads beside the product call, not in the product page's chunk (its route budget; decision 0170). */
const loadSanitizer = () => import('../../components/sanitized-html').then((m) => m.sanitizeProductHtml);

/** The site's size guide configuration; null when it has none or the content call fails (logged). */
async function sizeGuideConfiguration(services: Services): Promise<SizeGuideConfiguration | null> {
  try {
    return await services.get(SizeGuideGateway).getSizeGuideConfiguration();
  } catch (error) {
    services.get(Logger).warn('Size guide configuration could not be loaded', { error: String(error) });
    return null;
  }
}

/** The localizedText overrides of the page's labels; none when the content call fails (logged; shopping.md §8 "translation failures"). */
async function pdpLabels(services: Services): Promise<LocalizedTexts> {
  try {
    return await services.get(LocalizedTextGateway).getLocalizedTexts({ slugs: Object.values(PDP_LABEL_SLUGS) });
  } catch (error) {
    services.get(Logger).warn('Localized texts could not be loaded', { error: String(error) });
    return {};
  }
}

/**
 * Loader of `/shop/{slug}` and `/shop/mto/{slug}` (shopping.md §2 "Product-page rules", §8
 * "Product path mismatch"): loads the product by slug, its description sanitised with DOMPurify
 * (the page renders it as HTML) (CATALOG.NOT_FOUND or an empty slug → 404);
 * when the current path is not the product's expected path, throws a hard redirect (full document
 * load, `redirectDocument`) to the expected path, keeping the query. A product removed for legal
 * reasons is returned with status 451 (`data()`). Beside the product it reads the site's size guide
 * configuration and names the product's chart by its parent category (core's `sizeGuideVendorFor`;
 * decision 0422), and the localizedText overrides of its labels (decision 0423); a failing content
 * call only leaves the size guide or the overrides out (logged as a warning, shopping.md §8). Other transport faults propagate.
 */
export function makeProductLoader(services: Services): LoaderFunction {
  return async ({ params, request }) => {
    const slug = params.slug?.trim() ?? '';
    if (!slug) notFound();
    const [result, sanitize, sizeGuides, labels] = await Promise.all([
      services.get(ProductCatalog).getProductBySlug(slug),
      loadSanitizer(),
      sizeGuideConfiguration(services),
      pdpLabels(services),
    ]);
    if (!result.ok) notFound();
    const product: Product = { ...result.value, description: sanitize(result.value.description) };
    const url = new URL(request.url);
    if (isProductPathMismatch(url.pathname, product)) {
      throw redirectDocument(`${expectedProductPath(product)}${url.search}`);
    }
    // A product removed for legal reasons answers 451 on a server-rendered page (decision 0153).
    const status = productRoutingError(product);
    const loaded: ProductData = { product, sizeGuide: sizeGuideVendorFor(sizeGuides, product.parentCategory?.slug ?? null), labels };
    return status ? data(loaded, { status }) : loaded;
  };
}
