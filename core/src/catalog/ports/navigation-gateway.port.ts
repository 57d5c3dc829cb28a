import type { DomainError } from '../../shared/domain-error.js';
import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';
import type { NavTree } from '../domain/product.js';

/** A navigation lookup: by slug or by categoryId, never both (shopping.md §5). */
export type NavigationQuery = { readonly slug: string; readonly categoryId?: never } | { readonly categoryId: string; readonly slug?: never };

export type NavigationError = DomainError<'NAVIGATION.NOT_FOUND' | 'NAVIGATION.INVALID_REQUEST'>;

/**
 * Port: navigation trees and breadcrumbs (GET /catalog/v0/{siteId}/navigation, shopping.md §7).
 */
export interface NavigationGateway {
  /**
   * The tree below a slug or category with its breadcrumbs (root first).
   * NAVIGATION.NOT_FOUND carries the spec text 'No nav tree found for {slug}'.
   * Throws on transport faults.
   */
  getNavigation(query: NavigationQuery): Promise<Result<NavTree, NavigationError>>;
}
export const NavigationGateway = token<NavigationGateway>('NavigationGateway');
