import ky, { isHTTPError } from 'ky';
import {
  PERSONALIZATION_RETRY_DELAY_MS,
  personalizationIgnoring403,
  shouldSendCampaignStats,
  type BanditPromotion,
  type NotificationCampaign,
  type PersonalizedContent,
  type PersonalizedContentEvent,
  type PersonalizedContentGateway,
  type PromotionPlacement,
  type SiteContext,
} from '@vitrine/core';
import type { BanditPromotionDto, DatasetRequestDto, DatasetResponseDto, DefaultPromotionsResponseDto, NotificationCampaignDto } from '@vitrine/contract';
import type { HttpClient } from './client.js';
import { isHttpError } from './http-error.js';
import type { PersonalizationGatewayOptions } from './ky-personalization-gateway.js';

/** The status of a failed call, from either client: the API client's HttpError or ky's own HTTPError. */
function statusOf(error: unknown): number | null {
  if (isHttpError(error)) return error.status;
  if (isHTTPError(error)) return error.response.status;
  return null;
}

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

/** The promotions answered for `placements`, in that order, each once. */
function inOrder(placements: readonly PromotionPlacement[], promotions: readonly BanditPromotionDto[]): BanditPromotion[] {
  return placements.flatMap((placement) => {
    const found = promotions.find((p) => p.payload.placement === placement);
    return found ? [toPromotion(found)] : [];
  });
}

/**
 * PersonalizedContentGateway over HTTP (shell-and-account.md §3, §6, §7, §8; shopping.md §3, §4, §7;
 * decisions 0407, 0408):
 * - sendContentDataset: POST {apiBaseUrl}/personalization/v0/{siteId}/dataset with ky directly,
 *   without credentials (a third party), no content zones (trays are the trays' call) and
 *   `flags.pageView` false (the page view goes with the trays' call), `promotionZones` and
 *   `notifications`; retried once after PERSONALIZATION_RETRY_DELAY_MS (500 ms) on a network
 *   error; campaign stats left out when shouldSendCampaignStats(environment) is false (staging).
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
    const json: DatasetRequestDto = {
      source: { locale: event.locale, application: 'vitrine', url: event.url, channel: 'web', pageType: event.pageType, contentZones: [] },
      user: { id: event.userId, attributes: { ...event.attributes } },
      flags: { noCampaigns: false, pageView: false },
      action: event.action,
      cart: { singleLine: { Product: event.cartLines.map((line) => ({ _id: line.productId, price: line.price, quantity: line.quantity })) } },
      promotionZones: [...event.promotionPlacements],
      notifications: event.notifications,
      ...(shouldSendCampaignStats(this.options.environment) && event.campaignStats.length > 0 ? { campaignStats: event.campaignStats.map((s) => ({ ...s })) } : {}),
    };
    const url = `${this.options.apiBaseUrl.replace(/\/$/, '')}/personalization/v0/${encodeURIComponent(this.site.siteId)}/dataset`;
    const body = await personalizationIgnoring403(
      () =>
        ky
          .post(url, {
            json,
            credentials: 'omit',
            timeout: this.options.timeoutMs ?? 10_000,
            retry: { limit: 1, methods: ['post'], statusCodes: [], retryOnTimeout: false, delay: () => PERSONALIZATION_RETRY_DELAY_MS, jitter: false },
            ...(this.options.fetch ? { fetch: this.options.fetch } : {}),
          })
          .json<DatasetResponseDto>(),
      statusOf,
      this.options.logger,
    );
    return {
      banditPromotions: inOrder(event.promotionPlacements, body?.banditPromotions ?? []),
      notificationCampaigns: event.notifications ? (body?.notificationCampaigns ?? []).map(toNotification) : [],
    };
  }

  /** See {@link PersonalizedContentGateway.getDefaultPromotions}. */
  async getDefaultPromotions(placements: readonly PromotionPlacement[]): Promise<readonly BanditPromotion[]> {
    if (placements.length === 0) return [];
    const body = await personalizationIgnoring403(
      () => this.http.get<DefaultPromotionsResponseDto>(`/content/v0/${encodeURIComponent(this.site.siteId)}/promotions`, { searchParams: { placement: placements.join(',') } }),
      statusOf,
      this.options.logger,
    );
    return inOrder(placements, body?.banditPromotions ?? []);
  }
}
