import type { Db } from '../../db/db.js';
import { putStoredEntry } from '../../content/content-store.js';
import { SITES } from '../../sites/sites.js';
import { localizedTextsOf } from '../localized-text.data.js';

/** Where a seed step logs its line (the seed's SeedLog). */
type SeedLog = (line: string) => void;

/**
 * Seed step (decision 0423): the localizedText entries of every site and language (fields slug and
 * displayText) into the content store (decision 0300). Returns the number of entries written.
 */
export async function seedLocalizedTexts(db: Db, log: SeedLog): Promise<number> {
  let written = 0;
  for (const site of SITES) {
    for (const language of site.languages) {
      for (const [slug, displayText] of localizedTextsOf(site, language)) {
        await putStoredEntry(db, { siteId: site.siteId, language, contentType: 'localizedText', slug, entryId: `${slug}-${site.siteId}-${language}`, fields: { slug, displayText } });
        written += 1;
      }
    }
  }
  log(`  Content store: ${written} localized texts (decision 0423)`);
  return written;
}
