import type { NavigationItemDto, NavigationResponseDto } from '@vitrine/contract';

/** The DTO of `aNavItem()`. */
export function aNavigationItemDto(overrides: Partial<NavigationItemDto> = {}): NavigationItemDto {
  return {
    slug: 'mens-hoodies-sweatshirts',
    typeCode: 'CATEGORY',
    nestLevel: 2,
    navigationItems: [],
    ancestorSlugs: ['an-root', 'men'],
    itemId: 'nav-mens-hoodies',
    categoryId: 'cat-mens-hoodies',
    displayName: 'Hoodies & Sweatshirts',
    url: null,
    displayPreferences: { tertiaryDisplay: null },
    ...overrides,
  };
}

/** The DTO of `aNavTree()`: 'men' with its subtree, and the root (without children) as ancestor. */
export function aNavigationResponseDto(): NavigationResponseDto {
  const hoodies = aNavigationItemDto();
  const jackets = aNavigationItemDto({ slug: 'mens-jackets', itemId: 'nav-mens-jackets', categoryId: 'cat-mens-jackets', displayName: 'Jackets' });
  const men = aNavigationItemDto({ slug: 'men', itemId: 'nav-men', categoryId: 'cat-men', displayName: 'Men', nestLevel: 1, ancestorSlugs: ['an-root'], navigationItems: [hoodies, jackets] });
  const root = aNavigationItemDto({ slug: 'an-root', typeCode: 'DEFAULT', itemId: 'nav-root', categoryId: null, displayName: 'Shop', nestLevel: 0, ancestorSlugs: [], navigationItems: [] });
  return { navigationItems: [men], ancestorNavigationItems: [root] };
}
