import type { CartThresholdBannerEntriesDto } from '@vitrine/contract';
import type { RequestContext } from '../catalog/request-context.js';
import type { Db } from '../db/db.js';

/**
 * The cart threshold banner entries of a site in the request language (content type
 * cartThresholdBanner; shell-and-account.md §3; decision 0224), thresholds in major units.
 */
export async function thresholdBannerEntries(db: Db, ctx: RequestContext): Promise<CartThresholdBannerEntriesDto> {
  const rows = await db.query<{
    slug: string;
    min_threshold: string;
    max_threshold: string;
    in_range_pre_headline: string;
    in_range_headline: string;
    threshold_met_headline: string;
    in_range_ctas: { linkTitle: string; linkPath: string }[];
  }>('select * from cart_threshold_banner where site_id = $1 and language = $2', [ctx.site.siteId, ctx.language]);
  return {
    items: rows.map((r) => ({
      slug: r.slug,
      minThreshold: Number(r.min_threshold),
      maxThreshold: Number(r.max_threshold),
      inRangePreHeadline: r.in_range_pre_headline,
      inRangeHeadline: r.in_range_headline,
      thresholdMetHeadline: r.threshold_met_headline,
      inRangeCtas: r.in_range_ctas,
    })),
  };
}
