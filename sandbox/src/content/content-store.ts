import type { Db } from '../db/db.js';

/** The content types served from the content store (decisions 0300, 0366, 0410, 0413-0415, 0422, 0423). */
export const CONTENT_STORE_TYPES = ['globalPromoContainer', 'headerContainer', 'pageBannerContainer', 'sizeGuideConfiguration', 'sizeGuideVendor', 'localizedText', 'componentSupernavAdditionalMobilePromo', 'attentiveConfig', 'datetimeOptions'] as const;

/** One stored entry as the entries route answers it. */
export interface StoredContentEntry {
  readonly id: string;
  readonly contentType: string;
  readonly slug: string;
  readonly language: string;
  readonly updatedAt: string;
  readonly fields: Record<string, unknown>;
}

interface Row {
  entry_id: string;
  content_type: string;
  slug: string;
  language: string;
  updated_at: Date | string;
  fields: Record<string, unknown>;
}

const toEntry = (r: Row): StoredContentEntry => ({
  id: r.entry_id,
  contentType: r.content_type,
  slug: r.slug,
  language: r.language,
  updatedAt: new Date(r.updated_at).toISOString(),
  fields: r.fields,
});

/**
 * The entries of a content type for a site in `language` (English when the language has none),
 * optionally one slug, at most `limit` entries, ordered by slug (shopping.md §7 "Content").
 */
export async function storedEntries(db: Db, siteId: string, language: string, contentType: string, slug: string | undefined, limit: number): Promise<StoredContentEntry[]> {
  const read = (lang: string) =>
    db.query<Row>(
      `select entry_id, content_type, slug, language, updated_at, fields from content_store_entry
       where site_id = $1 and language = $2 and content_type = $3 and ($4::text is null or slug = $4) order by slug limit $5`,
      [siteId, lang, contentType, slug ?? null, limit],
    );
  const rows = await read(language);
  return (rows.length > 0 || language === 'en' ? rows : await read('en')).map(toEntry);
}

/** Writes (inserts or replaces) one entry's fields; returns the stored entry. */
export async function putStoredEntry(
  db: Db,
  entry: { siteId: string; language: string; contentType: string; slug: string; entryId: string; fields: Record<string, unknown> },
): Promise<StoredContentEntry> {
  const rows = await db.query<Row>(
    `insert into content_store_entry (site_id, language, content_type, slug, entry_id, fields) values ($1, $2, $3, $4, $5, $6)
     on conflict (site_id, language, content_type, slug) do update set entry_id = excluded.entry_id, fields = excluded.fields, updated_at = now()
     returning entry_id, content_type, slug, language, updated_at, fields`,
    [entry.siteId, entry.language, entry.contentType, entry.slug, entry.entryId, JSON.stringify(entry.fields)],
  );
  return toEntry(rows[0]!);
}
