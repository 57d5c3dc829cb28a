import type { NavigationItemDto, NavigationResponseDto } from '@vitrine/contract';
import type { Db } from '../db/db.js';

interface CategoryRow {
  category_id: string;
  slug: string;
  item_id: string;
  parent_id: string | null;
  display_name: string;
  type_code: string;
  nest_level: number;
  url: string | null;
  target: string | null;
  tertiary_display: number | null;
}

/** The navigation tree of one brand family, read once per request (about 60 rows). */
export class NavigationTree {
  private readonly byId: Map<string, CategoryRow>;
  private readonly children = new Map<string | null, CategoryRow[]>();

  constructor(rows: readonly CategoryRow[]) {
    this.byId = new Map(rows.map((r) => [r.category_id, r]));
    for (const row of rows) {
      const parent = row.parent_id !== null && this.byId.has(row.parent_id) ? row.parent_id : null;
      this.children.set(parent, [...(this.children.get(parent) ?? []), row]);
    }
  }

  /** The item with this slug or categoryId, or undefined. */
  find(query: { slug: string } | { categoryId: string }): CategoryRow | undefined {
    if ('categoryId' in query) return this.byId.get(query.categoryId);
    return [...this.byId.values()].find((r) => r.slug === query.slug);
  }

  /** Ancestors root first. */
  ancestors(row: CategoryRow): CategoryRow[] {
    const chain: CategoryRow[] = [];
    for (let p = row.parent_id ? this.byId.get(row.parent_id) : undefined; p; p = p.parent_id ? this.byId.get(p.parent_id) : undefined) chain.unshift(p);
    return chain;
  }

  /** The item as a NavigationItemDto, with its subtree when `deep`. */
  toDto(row: CategoryRow, deep: boolean): NavigationItemDto {
    const item: NavigationItemDto = {
      slug: row.slug,
      typeCode: row.type_code,
      nestLevel: row.nest_level,
      navigationItems: deep ? (this.children.get(row.category_id) ?? []).map((c) => this.toDto(c, true)) : [],
      ancestorSlugs: this.ancestors(row).map((a) => a.slug),
      itemId: row.item_id,
      categoryId: row.category_id,
      displayName: row.display_name,
      url: row.url,
      displayPreferences: { tertiaryDisplay: row.tertiary_display },
    };
    if (row.target) item.target = row.target;
    return item;
  }
}

/**
 * Loads the navigation items visible on a brand family ('an' | 'fp'), ordered by level and position,
 * their names in `language` (ISO 639-1; the English name where the translation table has none,
 * decision 0255).
 */
export async function loadNavigationTree(db: Db, brand: string, language = 'en'): Promise<NavigationTree> {
  const rows = await db.query<CategoryRow>(
    `select category_id, slug, item_id, parent_id, catalog_text_in('category', display_name, $2) as display_name, type_code, nest_level, url, target, tertiary_display
       from category where $1 = any(brands) order by nest_level, position`,
    [brand, language],
  );
  return new NavigationTree(rows);
}

/**
 * The navigation response (decision 0014): `navigationItems` holds the requested item itself with
 * its whole subtree (unless navigation=false); `ancestorNavigationItems` its ancestors root first,
 * without children (only with breadcrumbs=true). Undefined when the item is not visible on the brand.
 */
export function navigationResponse(tree: NavigationTree, query: { slug: string } | { categoryId: string }, flags: { navigation: boolean; breadcrumbs: boolean }): NavigationResponseDto | undefined {
  const row = tree.find(query);
  if (!row) return undefined;
  return {
    navigationItems: flags.navigation ? [tree.toDto(row, true)] : [],
    ancestorNavigationItems: flags.breadcrumbs ? tree.ancestors(row).map((a) => tree.toDto(a, false)) : [],
  };
}
