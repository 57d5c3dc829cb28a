import type { NavItem, NavTree } from '@vitrine/core';

/** A category navigation item with no children (shopping.md §3 "Navigation item"). */
export function aNavItem(overrides: Partial<NavItem> = {}): NavItem {
  return {
    slug: 'mens-hoodies-sweatshirts',
    type: 'category',
    nestLevel: 2,
    itemId: 'nav-mens-hoodies',
    categoryId: 'cat-mens-hoodies',
    displayName: 'Hoodies & Sweatshirts',
    ancestorSlugs: ['an-root', 'men'],
    url: null,
    target: null,
    tertiaryDisplay: null,
    children: [],
    ...overrides,
  };
}

/**
 * A small menu: root 'an-root' > 'men' (Men) > 'mens-hoodies-sweatshirts', 'mens-jackets'; and
 * 'help' (a heading) > 'shipping' (external, url 'https://help.example/shipping').
 */
export function aNavForest(): NavItem[] {
  const hoodies = aNavItem();
  const jackets = aNavItem({ slug: 'mens-jackets', itemId: 'nav-mens-jackets', categoryId: 'cat-mens-jackets', displayName: 'Jackets' });
  const men = aNavItem({ slug: 'men', itemId: 'nav-men', categoryId: 'cat-men', displayName: 'Men', nestLevel: 1, ancestorSlugs: ['an-root'], children: [hoodies, jackets] });
  const shipping = aNavItem({
    slug: 'shipping',
    type: 'external',
    itemId: 'nav-shipping',
    categoryId: null,
    displayName: 'Shipping',
    ancestorSlugs: ['an-root', 'help'],
    url: 'https://help.example/shipping',
    target: '_blank',
  });
  const help = aNavItem({ slug: 'help', type: 'heading', itemId: 'nav-help', categoryId: null, displayName: 'Help', nestLevel: 1, ancestorSlugs: ['an-root'], children: [shipping] });
  const root = aNavItem({ slug: 'an-root', type: 'default', itemId: 'nav-root', categoryId: null, displayName: 'Shop', nestLevel: 0, ancestorSlugs: [], children: [men, help] });
  return [root];
}

/**
 * The lookup of 'men' as the API answers it (decision 0014): `items` holds 'men' itself with its
 * subtree; `breadcrumbs` its ancestors root first, without children.
 */
export function aNavTree(): NavTree {
  const root = aNavForest()[0]!;
  const men = root.children[0]!;
  return { items: [men], breadcrumbs: [{ ...root, children: [] }] };
}
