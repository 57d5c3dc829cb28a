import type { Db } from '../../db/db.js';
import { SITES, type SandboxSite } from '../../sites/sites.js';
import { putStoredEntry } from '../../content/content-store.js';
import { globalPromoFields } from '../../content/global-promo.data.js';

type SeedLog = (line: string) => void;

/** The slug of the seeded global promo container (decision 0300). */
export const GLOBAL_PROMO_SLUG = 'global-promo';

/**
 * Writes one entry of `contentType` under `slug` per site and language into the content store
 * (decision 0300), its id `{slug}-{siteId}-{language}` and its fields `fieldsOf(site, language)`.
 * Returns the number of entries written.
 */
export async function putEntryPerSiteAndLanguage(
  db: Db,
  entry: { readonly contentType: string; readonly slug: string; readonly fieldsOf: (site: SandboxSite, language: string) => Record<string, unknown> },
): Promise<number> {
  let written = 0;
  for (const site of SITES) {
    for (const language of site.languages) {
      await putStoredEntry(db, {
        siteId: site.siteId,
        language,
        contentType: entry.contentType,
        slug: entry.slug,
        entryId: `${entry.slug}-${site.siteId}-${language}`,
        fields: entry.fieldsOf(site, language),
      });
      written += 1;
    }
  }
  return written;
}

/**
 * Seed step: a globalPromoContainer entry per site and language, written in that language, its
 * countdown ending 10 days after `now` (epoch ms). Returns the number of entries written.
 */
export async function seedContentStore(db: Db, log: SeedLog, now: number): Promise<number> {
  const written = await putEntryPerSiteAndLanguage(db, { contentType: 'globalPromoContainer', slug: GLOBAL_PROMO_SLUG, fieldsOf: (site, language) => globalPromoFields(language, site.siteId, now) });
  log(`  Content store: ${written} global promo entries (decision 0300)`);
  return written;
}
