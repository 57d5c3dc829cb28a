import type { Db } from '../../db/db.js';
import { SITES } from '../../sites/sites.js';
import { putStoredEntry } from '../../content/content-store.js';
import { globalPromoFields } from '../../content/global-promo.data.js';

type SeedLog = (line: string) => void;

/** The slug of the seeded global promo container (decision 0300). */
export const GLOBAL_PROMO_SLUG = 'global-promo';

/**
 * Seed step: a globalPromoContainer entry per site and language, written in that language, its
 * countdown ending 10 days after `now` (epoch ms). Returns the number of entries written.
 */
export async function seedContentStore(db: Db, log: SeedLog, now: number): Promise<number> {
  let written = 0;
  for (const site of SITES) {
    for (const language of site.languages) {
      await putStoredEntry(db, {
        siteId: site.siteId,
        language,
        contentType: 'globalPromoContainer',
        slug: GLOBAL_PROMO_SLUG,
        entryId: `global-promo-${site.siteId}-${language}`,
        fields: globalPromoFields(language, site.siteId, now),
      });
      written += 1;
    }
  }
  log(`  Content store: ${written} global promo entries (decision 0300)`);
  return written;
}
