import type { DomainError } from '../../shared/domain-error.js';
import { isNonEmptyString, missingStringFields } from '../../shared/guards.js';
import { ok, type Result } from '../../shared/result.js';
import { invalidParameters } from '../../validation/domain/invalid-parameters.js';
import type { NavigationQuery } from '../ports/navigation-gateway.port.js';
import type { ProductKind } from './product.js';

/**
 * Catalogue request validation and texts (shopping.md §2 "Product-page rules", §5, §8;
 * shell-and-account.md §5 quickshop; decision 0037).
 */

export type CatalogRequestError = DomainError<'CATALOG.INVALID_REQUEST'>;

/** What opens quickshop (#quickshop with query values). */
export interface QuickshopRequest {
  readonly displayName: string;
  readonly slug?: string | null;
  readonly productId?: string | null;
  readonly sku?: string | null;
}

/**
 * Quickshop needs a display name and exactly one of slug, product id or sku (shell-and-account.md
 * §5). Else CATALOG.INVALID_REQUEST 'Invalid parameters passed to quickshop' with the fields.
 */
export function validateQuickshop(request: Partial<QuickshopRequest>): Result<QuickshopRequest, CatalogRequestError> {
  const fields: string[] = missingStringFields(request, ['displayName'] as const);
  const ids = (['slug', 'productId', 'sku'] as const).filter((f) => isNonEmptyString(request[f]));
  if (ids.length !== 1) fields.push('slug|productId|sku');
  return fields.length > 0 ? invalidParameters('CATALOG.INVALID_REQUEST', 'quickshop', fields) : ok(request as QuickshopRequest);
}

/**
 * Product and review lookups need a slug (shopping.md §5). `operation` names the lookup in the
 * message ('getProduct', 'getReviews'). Returns the trimmed slug or CATALOG.INVALID_REQUEST.
 */
export function validateSlugLookup(slug: unknown, operation: string): Result<string, CatalogRequestError> {
  return isNonEmptyString(slug) ? ok(slug.trim()) : invalidParameters('CATALOG.INVALID_REQUEST', operation, ['slug']);
}

/**
 * Navigation lookup needs a slug or a categoryId, but not both (shopping.md §5). Returns the
 * {@link NavigationQuery} or CATALOG.INVALID_REQUEST 'Invalid parameters passed to getNavigation'.
 */
export function validateNavigationQuery(input: { slug?: unknown; categoryId?: unknown }): Result<NavigationQuery, CatalogRequestError> {
  const hasSlug = isNonEmptyString(input.slug);
  const hasCategory = isNonEmptyString(input.categoryId);
  if (hasSlug === hasCategory) return invalidParameters('CATALOG.INVALID_REQUEST', 'getNavigation', ['slug|categoryId']);
  return ok(hasSlug ? { slug: input.slug as string } : { categoryId: input.categoryId as string });
}

/** 'No nav tree found for {slug}' (shopping.md §8), verbatim. */
export function navTreeNotFoundMessage(slug: string): string {
  return `No nav tree found for ${slug}`;
}

/** 'No reviews found' (shopping.md §8), verbatim: the text when a review load is invalid or empty. */
export const NO_REVIEWS_MESSAGE = 'No reviews found';

/** Product-by-skus needs a non-empty sku list (shopping.md §5); blank entries are dropped first. */
export function validateProductBySkus(skus: readonly unknown[]): Result<string[], CatalogRequestError> {
  const list = skus.filter(isNonEmptyString);
  return list.length > 0 ? ok(list) : invalidParameters('CATALOG.INVALID_REQUEST', 'getProductsBySkus', ['skus']);
}

/** Redirect lookup (POST …/redirects/searches) needs a string path (shopping.md §5). */
export function validateRedirectLookup(requestPath: unknown): Result<string, CatalogRequestError> {
  return isNonEmptyString(requestPath) ? ok(requestPath) : invalidParameters('CATALOG.INVALID_REQUEST', 'getRedirect', ['requestPath']);
}

/** The back-in-stock notification form (POST /likes/v0/{siteId}/back-in-stock-notifications). */
export interface BackInStockForm {
  readonly productId: string;
  readonly skuId: string;
  readonly styleNumber: string;
  readonly poolId: string;
  readonly email: string;
}

/** Back-in-stock form needs productId, skuId, styleNumber, poolId and email, all strings (shopping.md §5). */
export function validateBackInStockForm(input: Partial<Record<keyof BackInStockForm, unknown>>): Result<BackInStockForm, CatalogRequestError> {
  const fields = missingStringFields(input, ['productId', 'skuId', 'styleNumber', 'poolId', 'email'] as const);
  return fields.length > 0 ? invalidParameters('CATALOG.INVALID_REQUEST', 'subscribeBackInStock', fields) : ok(input as BackInStockForm);
}

/**
 * The expected client path of a product page (shopping.md §2, shell-and-account.md §2 routes):
 * /shop/{slug}, /shop/mto/{slug}, /shop/hybrid/{slug} or /shop/bundle/{slug}.
 */
export function productPath(kind: ProductKind, slug: string): string {
  const prefix = kind === 'regular' ? '/shop/' : `/shop/${kind}/`;
  return `${prefix}${encodeURIComponent(slug)}`;
}

/**
 * If the current path does not match the expected one a hard redirect happens (shopping.md §2):
 * returns the expected path to redirect to, or null when the path (query ignored, trailing slash
 * ignored) already matches.
 */
export function productPathRedirect(currentPath: string, kind: ProductKind, slug: string): string | null {
  const expected = productPath(kind, slug);
  const current = currentPath.split(/[?#]/, 1)[0]!.replace(/(.)\/+$/, '$1');
  return current === expected ? null : expected;
}
