import { textSearchConfig } from '../../catalog/search-repository.js';
import type { Db } from '../../db/db.js';
import { SITES } from '../../sites/sites.js';

/** Where a seed step logs its line (the seed's SeedLog). */
type SeedLog = (line: string) => void;

/**
 * SQL (a `with recursive` prefix) of the searchable products of the brand `$1`: `cat_path(product_id,
 * category_id)` pairs every product with its categories shown on the brand and their ancestors;
 * `scoped(product_id)` holds the products listed there, bundles excepted. Kept here rather than
 * shared with the search repository, so that a change to it changes the seed fingerprint.
 */
const SEARCHABLE_PRODUCTS = `with recursive cat_path(product_id, category_id) as (
         select pc.product_id, c.category_id from product_category pc join category c on c.category_id = pc.category_id where $1 = any(c.brands)
         union
         select cp.product_id, c.parent_id from cat_path cp join category c on c.category_id = cp.category_id where c.parent_id is not null
       ),
       scoped as (
         select p.product_id from product p where p.product_type <> 'BUNDLE' and p.product_id in (select product_id from cat_path)
       )`;

/** Every brand family with each language one of its sites answers in, once. */
export function searchDocScopes(): { brand: string; language: string }[] {
  const seen = new Set<string>();
  return SITES.flatMap((site) => site.languages.map((language) => ({ brand: site.brand, language }))).filter(({ brand, language }) => !seen.has(`${brand}:${language}`) && seen.add(`${brand}:${language}`));
}

/**
 * The search documents of migration 0176 (decision 0475), one per brand family,
 * answer language and searchable product. Searchable means not a bundle, and listed in a category
 * shown on the brand. A document holds:
 * - the name, in the language when translated;
 * - the category and facet text: the names of the product's categories shown on the brand and of
 *   their ancestors (the root excluded), merchandise class, product type, highlights and colour
 *   names;
 * - the description without its HTML tags.
 * Every text is folded with `search_fold` (decision 0251) and parsed with the language's
 * text-search configuration. Returns the number of documents written.
 */
async function seedSearchDocs(db: Db): Promise<number> {
  let written = 0;
  for (const { brand, language } of searchDocScopes()) {
    const rows = await db.query<{ product_id: string }>(
      `insert into search_doc (brand, language, product_id, position, name, facets, name_v, facets_v, doc_v)
       ${SEARCHABLE_PRODUCTS},
       category_names as (
         select cp.product_id, string_agg(distinct c.display_name, ' ') as names
           from cat_path cp join category c on c.category_id = cp.category_id
          where c.nest_level > 0
          group by cp.product_id
       ),
       color_names as (
         select c.product_id, string_agg(c.display_name, ' ') as names from product_color c group by c.product_id
       ),
       doc as (
         select p.product_id, p.position,
                search_fold(coalesce(t.display_name, p.display_name)) as name,
                search_fold(concat_ws(' ', cn.names, p.merchandise_class, p.attribution_product_type,
                  (select string_agg(h, ' ') from jsonb_array_elements_text(p.highlights) h), kn.names)) as facets,
                search_fold(regexp_replace(coalesce(t.description, p.description), '<[^>]*>', ' ', 'g')) as description
           from product p
           left join product_translation t on t.product_id = p.product_id and t.language = $2
           left join category_names cn on cn.product_id = p.product_id
           left join color_names kn on kn.product_id = p.product_id
          where p.product_id in (select product_id from scoped)
       ),
       vec as (
         select d.*, to_tsvector($3::regconfig, d.name) as name_v, to_tsvector($3::regconfig, d.facets) as facets_v,
                to_tsvector($3::regconfig, d.description) as description_v
           from doc d
       )
       select $1, $2, v.product_id, v.position, v.name, v.facets, v.name_v, v.facets_v,
              setweight(v.name_v, 'A') || setweight(v.facets_v, 'B') || setweight(v.description_v, 'D')
         from vec v
       returning product_id`,
      [brand, language, textSearchConfig(language)],
    );
    written += rows.length;
  }
  return written;
}

/**
 * The search-as-you-type candidates of migration 0176 (decision 0475): for each brand family,
 * answer language and searchable product, every term it carries, with the term folded by
 * `search_fold`. The terms are its name in the language (when translated), the names of its
 * categories shown on the brand and of their ancestors (the root excluded), its merchandise class,
 * product type and highlights, and its colour names. A term a product carries twice is written
 * twice; readers count distinct products. Returns the number of rows written.
 */
async function seedSearchTerms(db: Db): Promise<number> {
  let written = 0;
  for (const { brand, language } of searchDocScopes()) {
    const rows = await db.query<{ n: number }>(
      `${SEARCHABLE_PRODUCTS},
       term(term, product_id) as (
         select coalesce(t.display_name, p.display_name), p.product_id
           from product p left join product_translation t on t.product_id = p.product_id and t.language = $2
          where p.product_id in (select product_id from scoped)
         union all
         select c.display_name, cp.product_id from cat_path cp join category c on c.category_id = cp.category_id
          where c.nest_level > 0 and cp.product_id in (select product_id from scoped)
         union all
         select f.term, p.product_id from product p
          cross join lateral (select p.merchandise_class union all select p.attribution_product_type
                              union all select jsonb_array_elements_text(p.highlights)) f(term)
          where f.term is not null and p.product_id in (select product_id from scoped)
         union all
         select c.display_name, c.product_id from product_color c where c.product_id in (select product_id from scoped)
       ),
       written as (
         insert into search_term (brand, language, product_id, term, folded)
         select $1, $2, product_id, term, search_fold(term) from term
         returning 1
       )
       select count(*)::int as n from written`,
      [brand, language],
    );
    written += rows[0]?.n ?? 0;
  }
  return written;
}

/** Seed step (decision 0475): the search documents, then the search-as-you-type candidates. Runs after every step that writes products. */
export async function seedSearchIndex(db: Db, log: SeedLog): Promise<{ documents: number; terms: number }> {
  const documents = await seedSearchDocs(db);
  const terms = await seedSearchTerms(db);
  log(`  Search: ${documents} search documents and ${terms} search-as-you-type terms (decision 0475)`);
  return { documents, terms };
}
