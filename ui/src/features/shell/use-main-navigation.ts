import { startTransition, useEffect, useState } from 'react';
import { Logger, NavigationGateway, type NavItem } from '@vitrine/core';
import { useService } from '../../shared/service-context';

/**
 * Loads the main navigation tree below the site's root nav slug. Returns null while loading and
 * an empty list when the tree is missing or the call failed (logged: 'No nav tree found for {slug}').
 * The tree arrives as a transition (decision 0465): the header re-renders in slices that yield to
 * the browser, not in one long task right after hydration.
 */
export function useMainNavigation(rootSlug: string): readonly NavItem[] | null {
  const gateway = useService(NavigationGateway);
  const logger = useService(Logger);
  const [items, setItems] = useState<readonly NavItem[] | null>(null);
  useEffect(() => {
    let live = true;
    gateway
      .getNavigation({ slug: rootSlug })
      .then((result) => {
        if (!live) return;
        if (!result.ok) logger.warn(result.error.message, { code: result.error.code });
        startTransition(() => setItems(result.ok ? topLevelItems(result.value.items, rootSlug) : []));
      })
      .catch((error: unknown) => {
        logger.error('Navigation load failed', { error: String(error) });
        if (live) setItems([]);
      });
    return () => {
      live = false;
    };
  }, [gateway, logger, rootSlug]);
  return items;
}

/**
 * The items the menu shows at its top level: the root's children when the API returns the root
 * node itself (a heading such as 'Shop'), else the items as they are.
 */
export function topLevelItems(items: readonly NavItem[], rootSlug: string): readonly NavItem[] {
  const only = items.length === 1 ? items[0] : undefined;
  return only && only.slug === rootSlug ? only.children : items;
}

/** The client path of a navigation item, or null for items that are not links (headings). */
export function navItemHref(item: NavItem): { href: string; external: boolean; target: string | null } | null {
  switch (item.type) {
    case 'heading':
      return null;
    case 'external':
      return typeof item.url === 'string' ? { href: item.url, external: true, target: item.target } : null;
    case 'brand':
      return { href: `/brands/${item.slug}`, external: false, target: null };
    default:
      return { href: `/${item.slug}`, external: false, target: null };
  }
}
