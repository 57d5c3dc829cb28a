import { domainError, err, ok, type NavigationError, type NavigationGateway, type NavigationQuery, type NavItem, type NavTree, type Result } from '@vitrine/core';

/** Text of NAVIGATION.INVALID_REQUEST, as KyNavigationGateway gives it. */
const QUERY_MESSAGE = 'Navigation lookup needs a slug or a categoryId, but not both';

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * NavigationGateway in memory over a forest of NavItems, answering as the sandbox does (decision
 * 0014): a lookup by slug or categoryId finds the item anywhere in the forest; `items` holds the
 * item itself with its whole subtree, `breadcrumbs` its ancestors root first, without children.
 * NAVIGATION.NOT_FOUND 'No nav tree found for {slug}' and NAVIGATION.INVALID_REQUEST (neither or
 * both) as the HTTP gateway.
 */
export class InMemoryNavigation implements NavigationGateway {
  constructor(private readonly roots: readonly NavItem[]) {}

  private find(match: (item: NavItem) => boolean): { item: NavItem; ancestors: NavItem[] } | undefined {
    const walk = (items: readonly NavItem[], ancestors: NavItem[]): { item: NavItem; ancestors: NavItem[] } | undefined => {
      for (const item of items) {
        if (match(item)) return { item, ancestors };
        const found = walk(item.children, [...ancestors, item]);
        if (found) return found;
      }
      return undefined;
    };
    return walk(this.roots, []);
  }

  async getNavigation(query: NavigationQuery): Promise<Result<NavTree, NavigationError>> {
    const { slug, categoryId } = query as { slug?: unknown; categoryId?: unknown };
    if (filled(slug) === filled(categoryId)) return err(domainError('NAVIGATION.INVALID_REQUEST', QUERY_MESSAGE));
    const key = filled(slug) ? slug : (categoryId as string);
    const found = filled(slug) ? this.find((i) => i.slug === slug) : this.find((i) => i.categoryId === categoryId);
    if (!found) return err(domainError('NAVIGATION.NOT_FOUND', `No nav tree found for ${key}`, filled(slug) ? { slug } : { categoryId }));
    return ok({ items: [found.item], breadcrumbs: found.ancestors.map((a) => ({ ...a, children: [] })) });
  }
}
