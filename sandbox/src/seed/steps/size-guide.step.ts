import type { Db } from '../../db/db.js';
import { putEntryPerSiteAndLanguage } from './content-store.step.js';
import { SIZE_GUIDE_CHARTS, sizeGuideConfigurationFields, sizeGuideVendorFields } from '../size-guide.data.js';

/** Where a seed step logs its line (the seed's SeedLog). */
type SeedLog = (line: string) => void;

/** The slug of the seeded sizeGuideConfiguration entry (decision 0422). */
export const SIZE_GUIDE_CONFIGURATION_SLUG = 'size-guide';

/**
 * Seed step (decision 0422): per site and language, the sizeGuideConfiguration entry and one
 * sizeGuideVendor entry per Luma chart, written in that language, into the content store
 * (decision 0300). Returns the number of entries written.
 */
export async function seedSizeGuides(db: Db, log: SeedLog): Promise<number> {
  let written = await putEntryPerSiteAndLanguage(db, { contentType: 'sizeGuideConfiguration', slug: SIZE_GUIDE_CONFIGURATION_SLUG, fieldsOf: () => sizeGuideConfigurationFields() });
  for (const vendor of Object.keys(SIZE_GUIDE_CHARTS)) {
    written += await putEntryPerSiteAndLanguage(db, { contentType: 'sizeGuideVendor', slug: vendor, fieldsOf: (_site, language) => sizeGuideVendorFields(vendor, language) });
  }
  log(`  Content store: ${written} size guide entries (decision 0422)`);
  return written;
}
