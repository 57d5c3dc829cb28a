import type { Db } from '../../db/db.js';
import { SITES } from '../../sites/sites.js';
/** Where a seed step logs its line (the seed's SeedLog). */
type SeedLog = (line: string) => void;

/** The banner's texts per language (shell-and-account.md §3 "Cart threshold banner"; %1 = remaining amount). */
export const THRESHOLD_BANNER_TEXTS: Readonly<Record<string, { pre: string; inRange: string; met: string; cta: string }>> = {
  en: { pre: 'Almost there', inRange: 'Spend %1 more for free shipping', met: 'You’ve earned free shipping', cta: 'Keep shopping' },
  fr: { pre: 'Presque', inRange: 'Plus que %1 pour la livraison gratuite', met: 'La livraison est offerte', cta: 'Continuer mes achats' },
  de: { pre: 'Fast geschafft', inRange: 'Noch %1 bis zum kostenlosen Versand', met: 'Ihr Versand ist kostenlos', cta: 'Weiter einkaufen' },
  es: { pre: 'Ya casi', inRange: 'Añade %1 más para el envío gratuito', met: 'Tienes envío gratuito', cta: 'Seguir comprando' },
  it: { pre: 'Ci sei quasi', inRange: 'Aggiungi %1 per la spedizione gratuita', met: 'Hai diritto alla spedizione gratuita', cta: 'Continua lo shopping' },
};

/** Thresholds in major units of each site's currency (decision 0224): shown from 50, met at 150 (the header's free-shipping promise). */
export const THRESHOLD_BANNER_RANGE = { min: 50, max: 150 } as const;

/**
 * Seed step: one cart threshold banner entry per site and language (decision 0224), the content the
 * cart and minicart read through GET /content/v1/{siteId}/entries?content_type=cartThresholdBanner.
 * Returns the number of entries written.
 */
export async function seedCartThresholdBanners(db: Db, log: SeedLog): Promise<number> {
  let written = 0;
  for (const site of SITES) {
    for (const language of site.languages) {
      const texts = THRESHOLD_BANNER_TEXTS[language] ?? THRESHOLD_BANNER_TEXTS.en!;
      await db.query(
        `insert into cart_threshold_banner (site_id, language, slug, min_threshold, max_threshold, in_range_pre_headline, in_range_headline, threshold_met_headline, in_range_ctas)
         values ($1, $2, 'free-shipping-threshold', $3, $4, $5, $6, $7, $8)`,
        [site.siteId, language, THRESHOLD_BANNER_RANGE.min, THRESHOLD_BANNER_RANGE.max, texts.pre, texts.inRange, texts.met, JSON.stringify([{ linkTitle: texts.cta, linkPath: '/' }])],
      );
      written += 1;
    }
  }
  log(`  Cart threshold banners: ${written}`);
  return written;
}
