import type { Logger } from '../../shared/logger.js';
import type { NavItem } from './product.js';

/**
 * Navigation link building and supernav layout (shell-and-account.md §2 "Navigation links are built
 * from the item type"; shopping.md §9 supernav columns; decision 0038).
 */

/** What a navigation item renders as. */
export type NavLink =
  /** A client-side route. */
  | { readonly kind: 'route'; readonly href: string; readonly text: string }
  /** A full link (another site); `target` '_blank' opens a new browser tab. */
  | { readonly kind: 'external'; readonly href: string; readonly text: string; readonly target: string | null }
  /** A heading: text only, no link. */
  | { readonly kind: 'text'; readonly text: string };

/**
 * Builds the link of a navigation item by its type:
 * brand → /brands/{slug}; content → /{slug}; heading → text only; external → its url, with its
 * target, as a client route when the url is relative ('/…'), else a full link; category, default,
 * smart, gateway, non-product and no-nav → /{slug}. An external item whose url is not a string is
 * logged (warn) and rendered as text.
 */
export function navLinkOf(item: Pick<NavItem, 'type' | 'slug' | 'displayName' | 'url' | 'target'>, logger?: Logger): NavLink {
  const text = item.displayName;
  switch (item.type) {
    case 'heading':
      return { kind: 'text', text };
    case 'brand':
      return { kind: 'route', href: `/brands/${item.slug}`, text };
    case 'external': {
      if (typeof item.url !== 'string') {
        logger?.warn('Navigation url is not a string', { slug: item.slug, url: String(item.url) });
        return { kind: 'text', text };
      }
      const relative = item.url.startsWith('/') && !item.url.startsWith('//');
      return relative ? { kind: 'route', href: item.url, text } : { kind: 'external', href: item.url, text, target: item.target };
    }
    default:
      return { kind: 'route', href: `/${item.slug}`, text };
  }
}

/** Supernav column bounds (shopping.md §9). */
export const SUPERNAV_COLUMNS = { min: 2, max: 5 } as const;

/** The supernav column count clamped between 2 and 5 (non-numbers give 2; fractions round down). */
export function supernavColumns(requested: number): number {
  if (!Number.isFinite(requested)) return SUPERNAV_COLUMNS.min;
  return Math.min(SUPERNAV_COLUMNS.max, Math.max(SUPERNAV_COLUMNS.min, Math.floor(requested)));
}

/** Tertiary display limits the items shown below a nav item: the first `tertiaryDisplay` children; null or < 0 shows all. */
export function tertiaryItems<T>(children: readonly T[], tertiaryDisplay: number | null): readonly T[] {
  return tertiaryDisplay === null || tertiaryDisplay < 0 ? children : children.slice(0, tertiaryDisplay);
}
