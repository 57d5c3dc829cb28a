import {
  personalizationIgnoring403,
  type BanditPromotion,
  type NotificationCampaign,
  type PersonalizedContent,
  type PersonalizedContentEvent,
  type PersonalizedContentGateway,
  type PromotionPlacement,
  type SiteContext,
} from '@vitrine/core';
import type { BanditPromotionDto, DefaultPromotionsResponseDto, NotificationCampaignDto } from '@vitrine/contract';
import type { HttpClient } from './client.js';
import { onePerPlacement, personalizationStatusOf, postDataset, type PersonalizationGatewayOptions } from './personalization-requests.js';

/** A bandit promotion campaign → core's BanditPromotion (its payload's texts and link flattened). */
function toPromotion(dto: BanditPromotionDto): BanditPromotion {
  const { placement, headline, body, ctaLabel, ctaUrl } = dto.payload;
  return { campaignId: dto.campaignId, experienceId: dto.experienceId, campaignName: dto.campaignName, placement, headline, body, ctaLabel, ctaUrl };
}

/** A notification campaign → core's NotificationCampaign (`remaining` null when absent). */
function toNotification(dto: NotificationCampaignDto): NotificationCampaign {
  const { kind, experience, userGroup, remaining } = dto.payload;
  return { campaignId: dto.campaignId, experienceId: dto.experienceId, campaignName: dto.campaignName, kind, experience, userGroup, remaining: remaining ?? null };
}

/**
 * PersonalizedContentGateway over HTTP (shell-and-account.md §3, §6, §7, §8; shopping.md §3, §4, §7;
 * decisions 0407, 0408):
 * - sendContentDataset: the dataset call (postDataset: POST {apiBaseUrl}/personalization/v0/{siteId}/dataset
 *   with ky directly, without credentials, retried once after 500 ms on a network error, campaign
 *   stats left out in staging) with no content zones (trays are the trays' call), `flags.pageView`
 *   false (the page view goes with the trays' call), `promotionZones` and `notifications`; answers
 *   the promotions in placement order, and the notifications only when asked.
 * - getDefaultPromotions: GET /content/v0/{siteId}/promotions?placement=a,b through the API client.
 * A 403 from either is a warning only: nothing answered. Other failures throw (HttpError from the
 * API client, ky's errors from the dataset call).
 */
export class KyPersonalizedContentGateway implements PersonalizedContentGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
    private readonly options: PersonalizationGatewayOptions,
  ) {}

  /** See {@link PersonalizedContentGateway.sendContentDataset}. */
  async sendContentDataset(event: PersonalizedContentEvent): Promise<PersonalizedContent> {
    const body = await postDataset(this.site, this.options, event, {
      contentZones: [],
      flags: { noCampaigns: false, pageView: false },
      promotionZones: [...event.promotionPlacements],
      notifications: event.notifications,
    });
    return {
      banditPromotions: onePerPlacement(event.promotionPlacements, body?.banditPromotions ?? [], toPromotion),
      notificationCampaigns: event.notifications ? (body?.notificationCampaigns ?? []).map(toNotification) : [],
    };
  }

  /** See {@link PersonalizedContentGateway.getDefaultPromotions}. */
  async getDefaultPromotions(placements: readonly PromotionPlacement[]): Promise<readonly BanditPromotion[]> {
    if (placements.length === 0) return [];
    const body = await personalizationIgnoring403(
      () => this.http.get<DefaultPromotionsResponseDto>(`/content/v0/${encodeURIComponent(this.site.siteId)}/promotions`, { searchParams: { placement: placements.join(',') } }),
      personalizationStatusOf,
      this.options.logger,
    );
    return onePerPlacement(placements, body?.banditPromotions ?? [], toPromotion);
  }
}
