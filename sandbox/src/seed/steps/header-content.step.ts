import type { Db } from '../../db/db.js';
import { SITES } from '../../sites/sites.js';
import { putStoredEntry } from '../../content/content-store.js';
import { headerContainerFields } from '../header-content.data.js';

/** Where a seed step logs its line (the seed's SeedLog). */
type SeedLog = (line: string) => void;

/** The slug of the seeded header container (decision 0366). */
export const HEADER_CONTAINER_SLUG = 'header';

/**
 * Seed step: a headerContainer entry per site and language (decision 0366), written in that
 * language, into the content store (decision 0300). Returns the number of entries written.
 */
export async function seedHeaderContent(db: Db, log: SeedLog): Promise<number> {
  let written = 0;
  for (const site of SITES) {
    for (const language of site.languages) {
      await putStoredEntry(db, {
        siteId: site.siteId,
        language,
        contentType: 'headerContainer',
        slug: HEADER_CONTAINER_SLUG,
        entryId: `header-${site.siteId}-${language}`,
        fields: headerContainerFields(site, language),
      });
      written += 1;
    }
  }
  log(`  Content store: ${written} header entries (decision 0366)`);
  return written;
}
