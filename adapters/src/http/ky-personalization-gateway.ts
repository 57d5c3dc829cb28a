import ky, { isHTTPError } from 'ky';
import {
  PERSONALIZATION_RETRY_DELAY_MS,
  personalizationIgnoring403,
  shouldSendCampaignStats,
  type DatasetEvent,
  type Logger,
  type PersonalizationGateway,
  type RecTray,
  type RecTrayPlacement,
  type RecTrayQuery,
  type SiteContext,
} from '@vitrine/core';
import type { CampaignDto, DatasetRequestDto, DatasetResponseDto, PersonalizedContentRequestDto, PersonalizedContentResponseDto } from '@vitrine/contract';
import type { HttpClient } from './client.js';
import { isHttpError } from './http-error.js';
import { normalizeTile } from './normalizers/tile.normalizer.js';

/** What the personalization gateway needs beyond the API client (decision 0400). */
export interface PersonalizationGatewayOptions {
  /** API base URL ('/api' in the browser, absolute in Node); the dataset address is `{apiBaseUrl}/personalization/v0/{siteId}/dataset`. */
  readonly apiBaseUrl: string;
  /** The content environment sent with personalized content; 'staging' also stops campaign stats (shopping.md §4). */
  readonly environment: string;
  readonly logger: Logger;
  /** fetch for the dataset call; default globalThis.fetch. */
  readonly fetch?: typeof fetch;
  /** Time-out of one dataset attempt (ms); default 10 000. */
  readonly timeoutMs?: number;
}

/** The status of a failed call, from either client: the API client's HttpError or ky's own HTTPError. */
function statusOf(error: unknown): number | null {
  if (isHttpError(error)) return error.status;
  if (isHTTPError(error)) return error.response.status;
  return null;
}

/** A campaign → a tray (title: the campaign name; products: its tiles in rank order). */
function toTray(campaign: CampaignDto): RecTray {
  return {
    campaignId: campaign.campaignId,
    experienceId: campaign.experienceId,
    title: campaign.campaignName,
    placement: campaign.payload.placement,
    products: campaign.payload.products.map(normalizeTile),
  };
}

/** The trays of `placements`, in that order: the campaigns answered for them, each once. */
function traysFor(placements: readonly RecTrayPlacement[], campaigns: readonly CampaignDto[]): RecTray[] {
  return placements.flatMap((placement) => {
    const campaign = campaigns.find((c) => c.payload.placement === placement);
    return campaign ? [toTray(campaign)] : [];
  });
}

/**
 * PersonalizationGateway over HTTP (shopping.md §3, §7 "Content and personalization";
 * shell-and-account.md §7, §8; decision 0400):
 * - getRecTrays: POST /content/v0/{siteId}/personalized-content through the API client, one
 *   `recTray` query per placement; a 207 (partial result) gives the queries that answered 200.
 * - sendDataset: POST {apiBaseUrl}/personalization/v0/{siteId}/dataset with ky directly, without
 *   credentials or the API's headers (the provider is a third party), retried once after
 *   PERSONALIZATION_RETRY_DELAY_MS (500 ms) on a network error (shopping.md §4); campaign stats
 *   are left out when shouldSendCampaignStats(environment) is false (staging).
 * A 403 from either is a warning only (personalizationIgnoring403): no trays. Other failures throw
 * (HttpError from the API client, ky's errors from the dataset call).
 */
export class KyPersonalizationGateway implements PersonalizationGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
    private readonly options: PersonalizationGatewayOptions,
  ) {}

  /** See {@link PersonalizationGateway.getRecTrays}. */
  async getRecTrays(query: RecTrayQuery, personalized: boolean): Promise<readonly RecTray[]> {
    const json: PersonalizedContentRequestDto = {
      environment: this.options.environment,
      bestMatch: true,
      isEvent: false,
      personalized,
      queries: query.placements.map((placement) => ({
        queryId: placement,
        type: 'recTray',
        placement,
        productIds: [...query.productIds],
        strategyVariant: query.strategyVariant,
        ...(query.campaignVariant !== undefined ? { campaignVariant: query.campaignVariant } : {}),
      })),
    };
    const body = await personalizationIgnoring403(
      () => this.http.post<PersonalizedContentResponseDto>(`/content/v0/${encodeURIComponent(this.site.siteId)}/personalized-content`, { json }),
      statusOf,
      this.options.logger,
    );
    const answered = (body?.queryResponses ?? []).flatMap((q) => (q.status === 200 && q.campaign ? [q.campaign] : []));
    return traysFor(query.placements, answered);
  }

  /** See {@link PersonalizationGateway.sendDataset}. */
  async sendDataset(event: DatasetEvent): Promise<readonly RecTray[]> {
    const json: DatasetRequestDto = {
      source: { locale: event.locale, application: 'vitrine', url: event.url, channel: 'web', pageType: event.pageType, contentZones: [...event.placements] },
      user: { id: event.userId, attributes: { ...event.attributes } },
      flags: { noCampaigns: event.placements.length === 0, pageView: true },
      action: event.action,
      itemAction: event.action,
      catalog: { Product: event.productIds.map((id) => ({ _id: id })) },
      cart: { singleLine: { Product: event.cartLines.map((line) => ({ _id: line.productId, price: line.price, quantity: line.quantity })) } },
      strategyVariant: event.strategyVariant,
      ...(event.campaignVariant !== undefined ? { campaignVariant: event.campaignVariant } : {}),
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
    return traysFor(event.placements, body?.campaignResponses ?? []);
  }
}
