import type { BanditPromotionDto, PromotionPlacementDto } from '@vitrine/contract';
import type { Db } from '../db/db.js';
import { thompsonChoice, type Random } from './bandit.js';
import { campaignTotals } from './campaign-stats.js';
import { PROMOTION_CAMPAIGN_NAMES, PROMOTION_CREATIVES, type PromotionCreative } from './promotion-creatives.data.js';

/** The campaign id of a placement's bandit promotion (decision 0407): `bandit-promotion-{placement}`. */
export function promotionCampaignId(placement: PromotionPlacementDto): string {
  return `bandit-promotion-${placement}`;
}

/** A creative as the campaign response of `placement` in `language` (English when the language has no texts). */
function toPromotion(creative: PromotionCreative, placement: PromotionPlacementDto, language: string): BanditPromotionDto {
  const texts = creative.texts[language] ?? creative.texts.en!;
  return {
    campaignId: promotionCampaignId(placement),
    experienceId: creative.armId,
    campaignName: PROMOTION_CAMPAIGN_NAMES[placement],
    payload: { templateId: 'bandit-promotion', placement, headline: texts.headline, body: texts.body, ctaLabel: texts.ctaLabel, ctaUrl: creative.ctaUrl },
  };
}

/** The default creative of `placement` (the first arm), unpersonalized: what a shopper without marketing consent sees (decision 0407). */
export function defaultPromotion(placement: PromotionPlacementDto, language: string): BanditPromotionDto {
  return toPromotion(PROMOTION_CREATIVES[0]!, placement, language);
}

/**
 * The bandit's choice for `placement` on `siteId` (shell-and-account.md §3 banditPromotions;
 * decision 0407): Thompson sampling over the creatives, each arm's evidence being the site's stored
 * impressions and clicks of the placement's campaign and that arm's experience (campaign_stat,
 * decision 0425), answered in `language`. `random` is the uniform source (seeded in tests).
 */
export async function banditPromotion(db: Db, siteId: string, placement: PromotionPlacementDto, language: string, random: Random): Promise<BanditPromotionDto> {
  const totals = await campaignTotals(db, siteId, [promotionCampaignId(placement)]);
  const arms = PROMOTION_CREATIVES.map((creative) => {
    const total = totals.find((t) => t.experienceId === creative.armId);
    return { armId: creative.armId, impressions: total?.impressions ?? 0, clicks: total?.clicks ?? 0 };
  });
  const chosen = thompsonChoice(arms, random);
  return toPromotion(PROMOTION_CREATIVES.find((c) => c.armId === chosen)!, placement, language);
}
