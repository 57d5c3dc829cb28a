import type { NavItem, NavItemType, NavTree } from '@vitrine/core';
import type { NavigationItemDto, NavigationResponseDto } from '@vitrine/contract';

const TYPES: Readonly<Record<string, NavItemType>> = {
  CATEGORY: 'category',
  BRAND: 'brand',
  CONTENT: 'content',
  EXTERNAL: 'external',
  HEADING: 'heading',
  DEFAULT: 'default',
  SMART: 'smart',
  GATEWAY: 'gateway',
  NON_PRODUCT: 'non-product',
  NO_NAV: 'no-nav',
};

/** typeCode ('CATEGORY', 'NON_PRODUCT' ...) -> NavItemType; unknown codes give 'default'. */
export function normalizeNavItemType(typeCode: string): NavItemType {
  return TYPES[typeCode.toUpperCase()] ?? 'default';
}

/** NavigationItemDto -> NavItem, children included (shopping.md §3 "Navigation item"). `url` is kept raw. */
export function normalizeNavItem(dto: NavigationItemDto): NavItem {
  return {
    slug: dto.slug,
    type: normalizeNavItemType(dto.typeCode),
    nestLevel: dto.nestLevel,
    itemId: dto.itemId,
    categoryId: dto.categoryId,
    displayName: dto.displayName,
    ancestorSlugs: [...dto.ancestorSlugs],
    url: dto.url,
    target: dto.target ?? null,
    tertiaryDisplay: dto.displayPreferences.tertiaryDisplay,
    children: dto.navigationItems.map(normalizeNavItem),
  };
}

/** Response of GET /catalog/v0/{siteId}/navigation -> NavTree: items, and ancestorNavigationItems as breadcrumbs in API order (root first). */
export function normalizeNavTree(dto: NavigationResponseDto): NavTree {
  return { items: dto.navigationItems.map(normalizeNavItem), breadcrumbs: dto.ancestorNavigationItems.map(normalizeNavItem) };
}
