import type { Db } from '../db/db.js';
import type { StoredContentEntry } from './content-store.js';

/** Which localizedText entries a request asks for: slugs in a list (`fields.slug[in]=a,b`) or matching a text (`fields.slug[match]=pdp`). */
export type LocalizedTextFilter = { readonly in: readonly string[] } | { readonly match: string } | null;

interface Row {
  entry_id: string;
  slug: string;
  language: string;
  updated_at: Date | string;
  fields: Record<string, unknown>;
}

/**
 * The query's slug filter (shopping.md §7 "Content": "slug in list or match"; decision 0423):
 * `fields.slug[in]` (comma-separated; a plain `slug` reads the same) wins over `fields.slug[match]`;
 * neither gives null (every entry).
 */
export function localizedTextFilter(query: (name: string) => string | undefined): LocalizedTextFilter {
  const list = query('fields.slug[in]') ?? query('slug');
  if (list !== undefined) return { in: list.split(',').map((s) => s.trim()).filter(Boolean) };
  const match = query('fields.slug[match]');
  return match !== undefined && match.trim() !== '' ? { match: match.trim() } : null;
}

/**
 * The localizedText entries of a site in `language`, falling back per slug to English, filtered by
 * `filter` (a slug list, or a case-insensitive substring of the slug), at most `limit` (≤ 1000,
 * shopping.md §9), ordered by slug. With `selectOnly`, each entry's fields keep only slug and
 * displayText (the spec's "select slug and displayText").
 */
export async function localizedTextEntries(db: Db, siteId: string, language: string, filter: LocalizedTextFilter, limit: number, selectOnly: boolean): Promise<StoredContentEntry[]> {
  const slugs = filter && 'in' in filter ? filter.in : null;
  const match = filter && 'match' in filter ? `%${filter.match.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  if (slugs && slugs.length === 0) return [];
  const rows = await db.query<Row>(
    `select distinct on (slug) entry_id, slug, language, updated_at, fields from content_store_entry
     where site_id = $1 and content_type = 'localizedText' and language in ($2, 'en')
       and ($3::text[] is null or slug = any($3)) and ($4::text is null or slug ilike $4)
     order by slug, (language = $2) desc limit $5`,
    [siteId, language, slugs, match, limit],
  );
  return rows.map((r) => ({
    id: r.entry_id,
    contentType: 'localizedText',
    slug: r.slug,
    language: r.language,
    updatedAt: new Date(r.updated_at).toISOString(),
    fields: selectOnly ? { slug: r.slug, displayText: r.fields['displayText'] } : r.fields,
  }));
}
