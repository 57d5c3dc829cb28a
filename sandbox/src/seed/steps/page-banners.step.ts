import type { Db } from '../../db/db.js';
import { putEntryPerSiteAndLanguage } from './content-store.step.js';
import {
  CATEGORY_BANNER_PHOTOS,
  categoryBannerFields,
  categoryBannersSlug,
  HOME_BANNERS_SLUG,
  homeBannerFields,
  PAGE_BANNER_CONTAINER_TYPE,
  type BannerCategory,
} from '../page-banners.data.js';

/** Where a seed step logs its line (the seed's SeedLog). */
type SeedLog = (line: string) => void;

/**
 * Seed step (decision 0410): a pageBannerContainer entry per site and language for the home page
 * (slug `home`: a live-text banner whose countdown ends 14 days after `now`, epoch ms, and a
 * rotational banner) and for each top category with a banner (slug `category-{slug}`: a simple
 * banner), into the content store (decision 0300). Returns the number of entries written.
 */
export async function seedPageBanners(db: Db, log: SeedLog, now: number): Promise<number> {
  let written = await putEntryPerSiteAndLanguage(db, {
    contentType: PAGE_BANNER_CONTAINER_TYPE,
    slug: HOME_BANNERS_SLUG,
    fieldsOf: (site, language) => homeBannerFields(language, site.siteId, now),
  });
  for (const category of Object.keys(CATEGORY_BANNER_PHOTOS) as BannerCategory[]) {
    written += await putEntryPerSiteAndLanguage(db, {
      contentType: PAGE_BANNER_CONTAINER_TYPE,
      slug: categoryBannersSlug(category),
      fieldsOf: (site, language) => categoryBannerFields(category, language, site.siteId),
    });
  }
  log(`  Content store: ${written} home and category banner entries (decision 0410)`);
  return written;
}
