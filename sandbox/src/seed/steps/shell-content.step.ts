import type { Db } from '../../db/db.js';
import { putEntryPerSiteAndLanguage } from './content-store.step.js';
import { ATTENTIVE_CONFIG_SLUG, ATTENTIVE_CONFIG_TYPE, attentiveConfigFields, MOBILE_NAV_PROMO_SLUG, MOBILE_NAV_PROMO_TYPE, mobileNavPromoFields } from '../shell-content.data.js';

/** Where a seed step logs its line (the seed's SeedLog). */
type SeedLog = (line: string) => void;

/**
 * Seed step (decisions 0413, 0414): per site and language, the shell's configuration entries — the
 * mobile navigation promo and the attentive config — written in that language into the content store (decision 0300). Returns the
 * number of entries written.
 */
export async function seedShellContent(db: Db, log: SeedLog): Promise<number> {
  let written = await putEntryPerSiteAndLanguage(db, { contentType: MOBILE_NAV_PROMO_TYPE, slug: MOBILE_NAV_PROMO_SLUG, fieldsOf: (_site, language) => mobileNavPromoFields(language) });
  written += await putEntryPerSiteAndLanguage(db, { contentType: ATTENTIVE_CONFIG_TYPE, slug: ATTENTIVE_CONFIG_SLUG, fieldsOf: (site, language) => attentiveConfigFields(site, language) });
  log(`  Content store: ${written} shell configuration entries (decisions 0413, 0414)`);
  return written;
}
