import { personalizationIgnoring403, type DatasetEvent, type PersonalizationGateway, type RecTray, type RecTrayQuery, type SiteContext } from '@vitrine/core';
import type { CampaignDto, PersonalizedContentRequestDto, PersonalizedContentResponseDto } from '@vitrine/contract';
import type { HttpClient } from './client.js';
import { normalizeTile } from './normalizers/tile.normalizer.js';
import { onePerPlacement, personalizationStatusOf, postDataset, type PersonalizationGatewayOptions } from './personalization-requests.js';

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

/**
 * PersonalizationGateway over HTTP (shopping.md §3, §7 "Content and personalization";
 * shell-and-account.md §7, §8; decision 0400):
 * - getRecTrays: POST /content/v0/{siteId}/personalized-content through the API client, one
 *   `recTray` query per placement; a 207 (partial result) gives the queries that answered 200.
 * - sendDataset: the dataset call (postDataset: POST {apiBaseUrl}/personalization/v0/{siteId}/dataset
 *   with ky directly, without credentials or the API's headers, retried once after 500 ms on a
 *   network error, campaign stats left out in staging; shopping.md §4) with the placements as
 *   content zones, a page view, the page's products as the catalog and the experiments' variants.
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
      personalizationStatusOf,
      this.options.logger,
    );
    const answered = (body?.queryResponses ?? []).flatMap((q) => (q.status === 200 && q.campaign ? [q.campaign] : []));
    return onePerPlacement(query.placements, answered, toTray);
  }

  /** See {@link PersonalizationGateway.sendDataset}. */
  async sendDataset(event: DatasetEvent): Promise<readonly RecTray[]> {
    const body = await postDataset(this.site, this.options, event, {
      contentZones: event.placements,
      flags: { noCampaigns: event.placements.length === 0, pageView: true },
      itemAction: event.action,
      catalog: { Product: event.productIds.map((id) => ({ _id: id })) },
      strategyVariant: event.strategyVariant,
      ...(event.campaignVariant !== undefined ? { campaignVariant: event.campaignVariant } : {}),
    });
    return onePerPlacement(event.placements, body?.campaignResponses ?? [], toTray);
  }
}
