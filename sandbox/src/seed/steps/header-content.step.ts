import type { Db } from '../../db/db.js';
import { putEntryPerSiteAndLanguage } from './content-store.step.js';
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
  const written = await putEntryPerSiteAndLanguage(db, { contentType: 'headerContainer', slug: HEADER_CONTAINER_SLUG, fieldsOf: headerContainerFields });
  log(`  Content store: ${written} header entries (decision 0366)`);
  return written;
}
