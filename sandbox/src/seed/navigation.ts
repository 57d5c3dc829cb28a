import type { SeedCategory, SeedProduct } from './catalog-model.js';
import { slugify } from './text.js';

/** Slug of the navigation root every site's main menu hangs from (decision 0014). */
export const ROOT_NAV_SLUG = 'main-nav';
/** Root of sub-brand anthroliving (the Home branch, an sites only). */
export const HOME_NAV_SLUG = 'home';
/** Root of sub-brand fpmovement (fp sites only). */
export const FPMOVEMENT_NAV_SLUG = 'fpmovement';

interface Branch {
  /** First segment of a product's category path. */
  readonly name: string;
  readonly slug: string;
  readonly displayName: string;
  readonly brands: readonly string[];
}

/** Top-level branches in menu order; any other first segment (fallback seed) follows, on both brands. */
const BRANCHES: readonly Branch[] = [
  { name: 'Women', slug: 'women', displayName: 'Women', brands: ['an', 'fp'] },
  { name: 'Men', slug: 'men', displayName: 'Men', brands: ['an', 'fp'] },
  { name: 'Gear', slug: 'gear', displayName: 'Gear', brands: ['an', 'fp'] },
  { name: 'Home', slug: HOME_NAV_SLUG, displayName: 'Home', brands: ['an'] },
  { name: 'FP Movement', slug: FPMOVEMENT_NAV_SLUG, displayName: 'FP Movement', brands: ['fp'] },
  { name: 'Collections', slug: 'collections', displayName: 'Collections', brands: ['an', 'fp'] },
  { name: 'Promotions', slug: 'promotions', displayName: 'Sale', brands: ['an', 'fp'] },
];

/** Where fpmovement products also appear: their main category's last segment -> FP Movement child. */
const FPMOVEMENT_CHILD: Readonly<Record<string, string>> = { 'Bras & Tanks': 'Bras & Tanks', Tanks: 'Bras & Tanks', Pants: 'Pants', Shorts: 'Shorts' };

export interface NavigationBuild {
  readonly categories: SeedCategory[];
  /** [productId, categoryId] memberships (leaf categories; listings include descendants). */
  readonly memberships: [string, string][];
  /** productId -> categoryId of its main (first) path. */
  readonly parentCategory: Map<string, string>;
}

interface Node {
  key: string;
  slug: string;
  displayName: string;
  parentKey: string | null;
  brands: readonly string[];
  depth: number;
  order: number;
  firstSeen: number;
}

/** The category paths a product is listed under, including its FP Movement branch when it is fpmovement. */
export function listingPaths(product: SeedProduct): string[][] {
  const paths = product.categoryPaths.map((p) => [...p]);
  const child = product.subBrand === 'fpmovement' ? FPMOVEMENT_CHILD[product.categoryPaths[0]?.at(-1) ?? ''] : undefined;
  if (child) paths.push(['FP Movement', child]);
  return paths;
}

/**
 * Builds the navigation tree from the products' category paths (decision 0014): one root
 * ('main-nav'), the branches above, then one node per path prefix. Slugs are flat and unique: the
 * slugified segments joined by '-' ('women-tops-jackets', 'home-kitchen-coffee-machines').
 * Siblings follow `order` (path keys like 'Women/Tops/Jackets', e.g. Luma's categories.csv order),
 * then first appearance. Brands narrow down the tree: Home shows on 'an' sites, FP Movement on 'fp'.
 * Throws if two paths would get the same slug.
 */
export function buildNavigation(products: readonly SeedProduct[], order: readonly string[] = []): NavigationBuild {
  const nodes = new Map<string, Node>();
  let seen = 0;
  const ensure = (segments: string[]): Node => {
    const key = segments.join('/');
    const existing = nodes.get(key);
    if (existing) return existing;
    const parent = segments.length > 1 ? ensure(segments.slice(0, -1)) : null;
    const branchIndex = BRANCHES.findIndex((b) => b.name === segments[0]);
    const branch = BRANCHES[branchIndex];
    const name = segments.at(-1)!;
    const node: Node = {
      key,
      slug: parent ? `${parent.slug}-${slugify(name)}` : (branch?.slug ?? slugify(name)),
      displayName: parent ? name : (branch?.displayName ?? name),
      parentKey: parent?.key ?? null,
      brands: parent ? parent.brands : (branch?.brands ?? ['an', 'fp']),
      depth: segments.length,
      order: parent ? order.indexOf(key) : branchIndex >= 0 ? branchIndex : BRANCHES.length,
      firstSeen: seen++,
    };
    nodes.set(key, node);
    return node;
  };

  const memberships: [string, string][] = [];
  const parentCategory = new Map<string, string>();
  const idOf = (node: Node) => `cat-${node.slug}`;
  for (const product of products) {
    const leaves = new Set<Node>();
    for (const path of listingPaths(product)) leaves.add(ensure(path));
    for (const leaf of leaves) memberships.push([product.productId, idOf(leaf)]);
    const main = product.categoryPaths[0];
    if (main) parentCategory.set(product.productId, idOf(ensure(main)));
  }

  const slugs = new Set<string>([ROOT_NAV_SLUG]);
  for (const node of nodes.values()) {
    if (slugs.has(node.slug)) throw new Error(`Duplicate category slug ${node.slug}`);
    slugs.add(node.slug);
  }

  const rank = (n: Node) => [n.order < 0 ? Number.MAX_SAFE_INTEGER : n.order, n.firstSeen] as const;
  const children = (parentKey: string | null) =>
    [...nodes.values()]
      .filter((n) => n.parentKey === parentKey)
      .sort((a, b) => rank(a)[0] - rank(b)[0] || rank(a)[1] - rank(b)[1]);

  const rootId = `cat-${ROOT_NAV_SLUG}`;
  const categories: SeedCategory[] = [
    { categoryId: rootId, slug: ROOT_NAV_SLUG, itemId: `nav-${ROOT_NAV_SLUG}`, parentId: null, displayName: 'Shop', typeCode: 'HEADING', nestLevel: 0, position: 0, brands: ['an', 'fp'] },
  ];
  const walk = (parentKey: string | null, parentId: string) => {
    for (const [position, node] of children(parentKey).entries()) {
      categories.push({
        categoryId: idOf(node),
        slug: node.slug,
        itemId: `nav-${node.slug}`,
        parentId,
        displayName: node.displayName,
        typeCode: 'CATEGORY',
        nestLevel: node.depth,
        position,
        brands: node.brands,
      });
      walk(node.key, idOf(node));
    }
  };
  walk(null, rootId);
  return { categories, memberships, parentCategory };
}
