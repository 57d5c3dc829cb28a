import { domainError, err, ok, type NavigationError, type NavigationGateway, type NavigationQuery, type NavTree, type Result, type SiteContext } from '@vitrine/core';
import type { HttpClient } from './client.js';
import type { NavigationResponseDto } from '@vitrine/contract';
import { isHttpError } from './http-error.js';
import { normalizeNavTree } from './normalizers/navigation.normalizer.js';

/** Text of NAVIGATION.INVALID_REQUEST (shopping.md §5 "Navigation lookup needs a slug or a categoryId, but not both"). */
export const NAVIGATION_QUERY_MESSAGE = 'Navigation lookup needs a slug or a categoryId, but not both';

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * NavigationGateway over HTTP: GET /catalog/v0/{siteId}/navigation with slug xor categoryId,
 * breadcrumbs=true and navigation=true (shopping.md §7). 404 -> NAVIGATION.NOT_FOUND with the
 * spec's text 'No nav tree found for {slug}' (shopping.md §8; the categoryId stands in for the slug
 * when looked up by id); 400 or a bad query -> NAVIGATION.INVALID_REQUEST. Other failures throw HttpError.
 */
export class KyNavigationGateway implements NavigationGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  async getNavigation(query: NavigationQuery): Promise<Result<NavTree, NavigationError>> {
    const { slug, categoryId } = query as { slug?: unknown; categoryId?: unknown };
    if (filled(slug) === filled(categoryId)) return err(domainError('NAVIGATION.INVALID_REQUEST', NAVIGATION_QUERY_MESSAGE));
    const key = filled(slug) ? { slug } : { categoryId: categoryId as string };
    try {
      const body = await this.http.get<NavigationResponseDto>(`/catalog/v0/${encodeURIComponent(this.site.siteId)}/navigation`, {
        searchParams: { ...key, breadcrumbs: 'true', navigation: 'true' },
      });
      return ok(normalizeNavTree(body));
    } catch (error) {
      if (isHttpError(error) && error.kind === 'http') {
        if (error.status === 404) return err(domainError('NAVIGATION.NOT_FOUND', `No nav tree found for ${'slug' in key ? key.slug : key.categoryId}`, key));
        if (error.status === 400) return err(domainError('NAVIGATION.INVALID_REQUEST', error.message, { code: error.code }));
      }
      throw error;
    }
  }
}
