import type { Db } from '../../db/db.js';
import { putEntryPerSiteAndLanguage } from './content-store.step.js';
import { ATTENTIVE_CONFIG_SLUG, ATTENTIVE_CONFIG_TYPE, attentiveConfigFields, DATETIME_OPTIONS_SLUG, DATETIME_OPTIONS_TYPE, datetimeOptionsFields, MOBILE_NAV_PROMO_SLUG, MOBILE_NAV_PROMO_TYPE, mobileNavPromoFields } from '../shell-content.data.js';

/** Where a seed step logs its line (the seed's SeedLog). */
type SeedLog = (line: string) => void;

/**
 * Seed step (decisions 0413-0415): per site and language, the shell's configuration entries — the
 * mobile navigation promo, the attentive config and the date display options — written in that language into the content store (decision 0300). Returns the
 * number of entries written.
 */
export async function seedShellContent(db: Db, log: SeedLog): Promise<number> {
  let written = await putEntryPerSiteAndLanguage(db, { contentType: MOBILE_NAV_PROMO_TYPE, slug: MOBILE_NAV_PROMO_SLUG, fieldsOf: (_site, language) => mobileNavPromoFields(language) });
  written += await putEntryPerSiteAndLanguage(db, { contentType: ATTENTIVE_CONFIG_TYPE, slug: ATTENTIVE_CONFIG_SLUG, fieldsOf: (site, language) => attentiveConfigFields(site, language) });
  written += await putEntryPerSiteAndLanguage(db, { contentType: DATETIME_OPTIONS_TYPE, slug: DATETIME_OPTIONS_SLUG, fieldsOf: (site, language) => datetimeOptionsFields(site, language) });
  log(`  Content store: ${written} shell configuration entries (decisions 0413-0415)`);
  return written;
}
