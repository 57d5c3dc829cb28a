import type { CampaignStatDto } from '@vitrine/contract';
import type { Db } from '../db/db.js';

/** One campaign experience's totals: impressions and clicks reported so far. */
export interface CampaignTotals {
  readonly campaignId: string;
  readonly experienceId: string;
  readonly impressions: number;
  readonly clicks: number;
}

/**
 * Adds the campaign statistics of one dataset call to the site's totals (shell-and-account.md §7
 * campaignStats; decision 0425): per campaign and experience, one impression per 'Impression'
 * and one click per 'Clickthrough', in one transaction. `now` is epoch ms. An empty list writes
 * nothing.
 */
export async function recordCampaignStats(db: Db, siteId: string, stats: readonly CampaignStatDto[], now: number): Promise<void> {
  if (stats.length === 0) return;
  const totals = new Map<string, { campaignId: string; experienceId: string; impressions: number; clicks: number }>();
  for (const stat of stats) {
    const key = `${stat.campaignId}\u0000${stat.experienceId}`;
    const total = totals.get(key) ?? { campaignId: stat.campaignId, experienceId: stat.experienceId, impressions: 0, clicks: 0 };
    if (stat.stat === 'Impression') total.impressions += 1;
    else total.clicks += 1;
    totals.set(key, total);
  }
  await db.transaction(async (tx) => {
    for (const total of totals.values()) {
      await tx.query(
        `insert into campaign_stat (site_id, campaign_id, experience_id, impressions, clicks, updated_at) values ($1, $2, $3, $4, $5, $6)
         on conflict (site_id, campaign_id, experience_id)
         do update set impressions = campaign_stat.impressions + excluded.impressions, clicks = campaign_stat.clicks + excluded.clicks, updated_at = excluded.updated_at`,
        [siteId, total.campaignId, total.experienceId, total.impressions, total.clicks, new Date(now).toISOString()],
      );
    }
  });
}

/** The site's totals of the campaigns `campaignIds`, by campaign then experience id. */
export async function campaignTotals(db: Db, siteId: string, campaignIds: readonly string[]): Promise<CampaignTotals[]> {
  const rows = await db.query<{ campaign_id: string; experience_id: string; impressions: number; clicks: number }>(
    'select campaign_id, experience_id, impressions, clicks from campaign_stat where site_id = $1 and campaign_id = any($2::text[]) order by campaign_id, experience_id',
    [siteId, campaignIds],
  );
  return rows.map((r) => ({ campaignId: r.campaign_id, experienceId: r.experience_id, impressions: r.impressions, clicks: r.clicks }));
}
