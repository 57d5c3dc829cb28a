import { REFINEMENT_KEYS } from '@vitrine/contract';
import type { Db } from '../db/db.js';
import { searchFold } from './search-fold.js';

/**
 * Keyword search and search-as-you-type terms over the seeded catalogue (shopping.md §7 "Search";
 * decisions 0080 and 0081), in plain Postgres SQL that PGlite and a real Postgres both run:
 * full-text search (`to_tsvector` / `to_tsquery` with prefix matching, the request language's
 * stemmer) plus a case-insensitive substring match (`ILIKE`) on names and categories. Keyword
 * search reads the documents the seed wrote (`search_doc`, decision 0475: folding and parsing the
 * descriptions at query time took about 150 ms a search), and search-as-you-type reads the seed's
 * terms (`search_term`). Both sides are folded (`search_fold` in SQL, {@link searchFold} for the
 * query), so matching ignores accents and case (decision 0251).
 */

/** Refinement keys the search service understands: the facets of ProductDto.facets (the contract's list). */
export { REFINEMENT_KEYS };
export type RefinementKey = (typeof REFINEMENT_KEYS)[number];

/**
 * Facet refinements: per key, the values accepted (any of them, compared case-insensitively); keys
 * combine with AND. An empty list does not filter. `colors` matches a colour's code or name.
 */
export type SearchRefinements = Partial<Record<RefinementKey, readonly string[]>>;

/** What a search runs against: the site's brand family, the answer language and the refinements. */
export interface SearchScope {
  /** 'an' | 'fp': only products listed in a category shown on this brand are found. */
  readonly brand: string;
  /** ISO 639-1 code of the answer language ('en', 'fr', 'de'...): names and descriptions in it. */
  readonly language: string;
  readonly refinements?: SearchRefinements;
}

/** Most terms a search-as-you-type answer holds (shopping.md §9 "the top 5 search terms"). */
export const SAYT_TERM_LIMIT = 5;

/** Postgres text-search configurations by language; other languages use 'simple' (no stemming). */
const TEXT_SEARCH_CONFIG: Readonly<Record<string, string>> = { en: 'english', fr: 'french', de: 'german', es: 'spanish', it: 'italian' };

/** The text-search configuration for an ISO 639-1 language: 'english' for 'en', 'simple' when unknown. */
export function textSearchConfig(language: string): string {
  return TEXT_SEARCH_CONFIG[language.toLowerCase()] ?? 'simple';
}

/** The words of a query, folded (lower case, no accents): runs of letters and digits ('Full-Zip  Écharpe!' → ['full', 'zip', 'echarpe']). */
export function queryWords(query: string): string[] {
  return searchFold(query).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The `to_tsquery` text of a query: every word as a prefix, all required ('full:* & zip:*'); ''
 * when the query has no word. Only letters and digits reach it, so it is always valid syntax.
 */
export function prefixTsQuery(query: string): string {
  return queryWords(query)
    .map((w) => `${w}:*`)
    .join(' & ');
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An ILIKE pattern matching the folded `text` anywhere, with %, _ and \ taken literally ('Éch' → '%ech%'). */
export function containsPattern(text: string): string {
  return `%${escapeLike(searchFold(text))}%`;
}

/** An ILIKE pattern matching folded text that starts with the folded `text` (%, _ and \ literal). */
export function startsWithPattern(text: string): string {
  return `${escapeLike(searchFold(text))}%`;
}

/**
 * SQL conditions on `p` (the product row) for the refinements, each list a parameter from
 * `$${first}` on, returned in `params`. No refinement: no condition.
 */
function refinementConditions(refinements: SearchRefinements | undefined, first: number): { conditions: string[]; params: string[] } {
  const params: string[] = [];
  const conditions: string[] = [];
  const list = (values: readonly string[]) => {
    params.push(JSON.stringify(values.map((v) => v.toLowerCase())));
    return `(select jsonb_array_elements_text($${first + params.length - 1}::jsonb))`;
  };
  for (const key of REFINEMENT_KEYS) {
    const values = refinements?.[key];
    if (!values || values.length === 0) continue;
    if (key === 'subBrands') conditions.push(`lower(p.sub_brand) in ${list(values)}`);
    if (key === 'attributionProductType') conditions.push(`lower(p.attribution_product_type) in ${list(values)}`);
    if (key === 'highlights') conditions.push(`exists (select 1 from jsonb_array_elements_text(p.highlights) h where lower(h) in ${list(values)})`);
    if (key === 'colors') {
      const values$ = list(values);
      conditions.push(`exists (select 1 from product_color c where c.product_id = p.product_id and (lower(c.color_code) in ${values$} or lower(c.display_name) in ${values$}))`);
    }
  }
  return { conditions, params };
}

/**
 * SQL (a `with recursive` prefix) of the products visible on `$1` (brand) that pass the
 * refinements: `cat_path(product_id, category_id)` pairs every product with its categories shown on
 * the brand and their ancestors; `scoped(product_id)` is the refined product set. Parameters from
 * `$${first}` on are the refinement lists, returned in `params`.
 */
function scopedProducts(refinements: SearchRefinements | undefined, first: number): { sql: string; params: string[] } {
  const { conditions, params } = refinementConditions(refinements, first);
  const sql = `with recursive cat_path(product_id, category_id) as (
      select pc.product_id, c.category_id from product_category pc join category c on c.category_id = pc.category_id where $1 = any(c.brands)
      union
      select cp.product_id, c.parent_id from cat_path cp join category c on c.category_id = cp.category_id where c.parent_id is not null
    ),
    scoped as (
      select p.product_id from product p
       where p.product_type <> 'BUNDLE' and p.product_id in (select product_id from cat_path)${conditions.map((c) => `\n         and ${c}`).join('')}
    )`;
  return { sql, params };
}

/**
 * The ids of the products matching `query`, best match first (decision 0080): every word must
 * match (as a word prefix, stemmed in the request language) somewhere in the product's name,
 * categories, facets (merchandise class, product type, highlights, colour names) or description,
 * or the whole query must appear inside its name or category and facet text. Tiers: name matches
 * first, then category/facet matches, then description-only matches; within a tier by text rank,
 * names starting with the query first, then catalogue position and id. A blank query matches nothing.
 * Reads the seed's search documents of `scope.brand` in `scope.language` (decision 0475), so a
 * language no site of the brand answers in finds nothing.
 */
export async function searchProductIds(db: Db, query: string, scope: SearchScope): Promise<string[]> {
  const text = query.trim();
  if (text === '') return [];
  const refined = refinementConditions(scope.refinements, 7);
  const rows = await db.query<{ product_id: string }>(
    `with q as (select to_tsquery($3::regconfig, nullif($4, '')) as q),
    hit as (
      select d.product_id, d.position, d.name,
             case when d.name_v @@ q.q or d.name ilike $5 then 0
                  when (d.name_v || d.facets_v) @@ q.q or d.facets ilike $5 then 1
                  else 2 end as tier,
             coalesce(ts_rank(d.doc_v, q.q), 0) as rank
        from search_doc d${refined.conditions.length > 0 ? '\n        join product p on p.product_id = d.product_id' : ''}
       cross join q
       where d.brand = $1 and d.language = $2
         and (d.doc_v @@ q.q or d.name ilike $5 or d.facets ilike $5)${refined.conditions.map((c) => `\n         and ${c}`).join('')}
    )
    select product_id from hit
     order by tier, rank desc, (name ilike $6) desc, position, product_id`,
    [scope.brand, scope.language, textSearchConfig(scope.language), prefixTsQuery(text), containsPattern(text), startsWithPattern(text), ...refined.params],
  );
  return rows.map((r) => r.product_id);
}

/** A search-as-you-type candidate: a term and how many (refined, visible) products carry it. */
export interface TermCandidate {
  readonly term: string;
  readonly products: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Ranks search-as-you-type candidates for `query` and keeps the first `limit` (decision 0081):
 * terms starting with the query, then terms with a word starting with it, then terms containing
 * it; within each, terms carried by more products first, then shorter, then alphabetical.
 * Case- and accent-insensitive; duplicates (ignoring case and accents) and terms not containing the query are dropped.
 * Pure.
 */
export function rankTerms(candidates: readonly TermCandidate[], query: string, limit: number = SAYT_TERM_LIMIT): string[] {
  const q = searchFold(query.trim());
  if (q === '') return [];
  const wordStart = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(q)}`, 'u');
  const seen = new Set<string>();
  return candidates
    .map((c) => ({ ...c, term: c.term.trim(), key: searchFold(c.term.trim()) }))
    .filter((c) => c.key.includes(q))
    .map((c) => ({ ...c, match: c.key.startsWith(q) ? 0 : wordStart.test(c.key) ? 1 : 2 }))
    .sort((a, b) => a.match - b.match || b.products - a.products || a.term.length - b.term.length || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .filter((c) => !seen.has(c.key) && seen.add(c.key))
    .slice(0, limit)
    .map((c) => c.term);
}

/**
 * The search-as-you-type candidates containing `query` (case- and accent-insensitive substring) among the
 * visible, refined products: their names (in the request language), the names of their categories
 * shown on the brand and of those categories' ancestors, and their facet words (merchandise class,
 * product type, highlights, colour names), each with the number of products carrying it. Reads the
 * seed's `search_term` rows of `scope.brand` in `scope.language` (decision 0475). Blank query: none.
 */
export async function termCandidates(db: Db, query: string, scope: SearchScope): Promise<TermCandidate[]> {
  const text = query.trim();
  if (text === '') return [];
  const refined = refinementConditions(scope.refinements, 4);
  return db.query<TermCandidate>(
    `select min(t.term) as term, count(distinct t.product_id)::int as products
       from search_term t${refined.conditions.length > 0 ? '\n       join product p on p.product_id = t.product_id' : ''}
      where t.brand = $1 and t.language = $2 and t.folded like $3${refined.conditions.map((c) => `\n        and ${c}`).join('')}
      group by lower(t.term)`,
    [scope.brand, scope.language, containsPattern(text), ...refined.params],
  );
}

/** The top {@link SAYT_TERM_LIMIT} search terms for `query` (candidates ranked by {@link rankTerms}). */
export async function suggestTerms(db: Db, query: string, scope: SearchScope): Promise<string[]> {
  return rankTerms(await termCandidates(db, query, scope), query, SAYT_TERM_LIMIT);
}

/**
 * The ids of the most popular purchasable products of the brand (shopping.md §9 "popular items 3";
 * decision 0252): products with stock (or backorder) in `pool`, most units ordered first (placed
 * orders), then most reviews, then catalogue position and id. At most `limit` ids.
 */
export async function popularProductIds(db: Db, brand: string, pool: string, limit: number): Promise<string[]> {
  const scoped = scopedProducts(undefined, 4);
  const rows = await db.query<{ product_id: string }>(
    `${scoped.sql},
    ordered as (select product_id, sum(quantity)::int as units from order_line group by product_id)
    select p.product_id
      from product p
      join scoped s on s.product_id = p.product_id
      left join ordered o on o.product_id = p.product_id
      left join product_review_summary r on r.product_id = p.product_id
     where exists (select 1 from sku k join sku_inventory i on i.sku_id = k.sku_id
                    where k.product_id = p.product_id and i.pool_id = $2 and (i.stock_level > 0 or i.backorder > 0)
                      and k.available_status not in ('unavailable', 'discontinued'))
     order by coalesce(o.units, 0) desc, coalesce(r.review_count, 0) desc, p.position, p.product_id
     limit $3`,
    [brand, pool, limit, ...scoped.params],
  );
  return rows.map((r) => r.product_id);
}
